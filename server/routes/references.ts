// The public references form's calls (issue 13; contract in schemas/api/references.ts). No session: the random
// refereeId is the proof, and every call counts against the caller's address first, so ids cannot be tried in bulk.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { ThrottleRule } from '../auth/throttle';
import { loadRefereeForm, receiveRefereeAnswers } from '../domain/referees';
import { buildReferencesForm } from '../../src/engine';
import { compileTrustedSchema } from './validators';
import type { referenceRoutes } from '../../schemas/api/references';

/** Per address: a referee loads and sends a few times; 60 calls in 15 minutes is far above that and far below a search. */
export const REFERENCE_FORM_RULE: ThrottleRule = { windowMs: 15 * 60_000, free: 60, waitAfter: () => 15 * 60_000 };

export function referenceHandlers(ctx: AppContext): Handlers<typeof referenceRoutes> {
  const limit = (ip: string) => ctx.throttle.attempt(`referee-form:${ip}`, REFERENCE_FORM_RULE);
  return {
    'POST /website/references_form_get': async (request) => {
      await limit(request.ip);
      return (await loadRefereeForm(ctx, request.body.orderID, request.body.refereeID)).Fields;
    },
    'POST /website/references_form_request': async (request) => {
      await limit(request.ip);
      return { Request: (await loadRefereeForm(ctx, request.body.orderID, request.body.refereeID)).Request };
    },
    'POST /website/references_form_validator': async (request) => {
      await limit(request.ip);
      const { Fields } = await loadRefereeForm(ctx, request.body.orderID, request.body.refereeID);
      // The same configuration the page draws from the same list (a closed form has none worth compiling: {}).
      return { digest: await compileTrustedSchema(ctx, buildReferencesForm(Fields).schema) };
    },
    'POST /website/references_form_post': async (request) => {
      await limit(request.ip);
      const { orderID, refereeID, answers, IPAddress } = request.body;
      return receiveRefereeAnswers(ctx, orderID, refereeID, {
        answers,
        ip: request.ip,
        claimedIp: IPAddress?.trim() ?? '',
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
  };
}
