// Third Parties (portal §2, §7 "Integrations"): the JobAdder link of the caller's company. GET answers linked or not
// and the authorisation address; POST exchanges the code the return page received. Access is declared in
// schemas/api/jobadder.ts (client users; Full view to link).
import { hkdfSync } from 'node:crypto';
import { callerOf } from '../auth/guard';
import { badRequest, HttpError } from '../http';
import { createFieldCipher } from '../field-cipher';
import { fieldSecret } from '../secret';
import { JobAdderClient, JobAdderRefusal, linkedAt } from '../integrations/jobadder';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { jobAdderRoutes } from '../../schemas/api/jobadder';

export const JOB_ADDER_LINKED = 'JobAdder OAuth Successfully completed';

export function jobAdderHandlers(ctx: AppContext): Handlers<typeof jobAdderRoutes> {
  const secret = fieldSecret(ctx.config.dataDir, ctx.config.fieldKey);
  const stateKey = Buffer.from(hkdfSync('sha256', secret, 'clearcheck-jobadder-state', 'hmac-sha256', 32)).toString('base64');
  const client = new JobAdderClient(ctx.config.jobAdder, ctx.config.publicUrl, stateKey, createFieldCipher(secret));

  return {
    'GET /job-adder': async (request) => {
      const caller = callerOf(request);
      const at = caller.clientId === null ? null : await linkedAt(ctx.db, caller.clientId);
      return {
        configured: client.configured,
        linked: at !== null,
        linkedAt: at ?? '',
        authorizeUrl: client.authorizeUrl(caller.sessionId),
      };
    },

    'POST /job-adder/auth': async (request) => {
      const caller = callerOf(request);
      if (!client.configured) throw new HttpError(409, 'The JobAdder integration is not configured.');
      if (caller.clientId === null) throw badRequest('Your account has no company.');
      try {
        await client.link(
          ctx.db,
          { sessionId: caller.sessionId, clientId: caller.clientId, userId: caller.id },
          request.body.authCode,
          request.body.state,
          ctx.now(),
        );
      } catch (error) {
        if (error instanceof JobAdderRefusal) throw badRequest(error.message);
        throw error;
      }
      return { message: JOB_ADDER_LINKED };
    },
  };
}
