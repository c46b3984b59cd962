// The applicant's application, order-and-application §7 "Application" (the document calls are in documents.ts):
// terms, the order's steps, each step's field definitions with the stored answers, saving a step, the address and
// referee requirements, final submission, the PDF and the confirmation rows.
// Access is declared in schemas/api/application.ts: the guard has found the order (orderOf) before a handler runs.
import { inviteOnSubmit } from '../domain/referees';
import { eq } from 'drizzle-orm';
import { withoutEmptyRows } from '../../src/engine';
import { orders } from '../db/schema';
import { callerOf, orderOf } from '../auth/guard';
import { badRequest } from '../http';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { Db, Tx } from '../db';
import { applicationDefaults, assembleTabFields, loadTabDefinitions } from '../domain/application-fields';
import { pinOrderVersions } from '../domain/form-store';
import { checkSubmission, closedReason, loadApplicationState, placeRows } from '../domain/application-state';
import { completedTabs } from '../domain/application-progress';
import { foreignRow, storeTab } from '../domain/application-store';
import { submitApplication, submissionIp } from '../domain/application-submit';
import {
  confirmationRows,
  isFieldTab,
  liveServiceIds,
  addressRequirement,
  orderTabs,
  referenceLimits,
} from '../domain/application-tabs';
import { savedNotice, violationMessage } from '../domain/application-validation';
import { applicationPdfModel } from '../pdf/application-document';
import { renderApplicationPdf } from '../pdf/application-pdf';
import type { applicationRoutes } from '../../schemas/api/application';

/** The tab must be a step of this order: a body cannot reach definitions or answers of other steps. */
async function requireStep(db: Db | Tx, orderId: number, tabName: string): Promise<void> {
  if (!(await orderTabs(db, orderId)).includes(tabName)) {
    throw badRequest(`'${tabName}' is not a step of this application.`);
  }
}

export function applicationHandlers(ctx: AppContext): Handlers<typeof applicationRoutes> {
  const { db } = ctx;
  return {
    'GET /application/get_terms_conditions/:orderId': async (request) => ({
      TermsConditions: orderOf(request).termsAccepted ? 'Y' : 'N',
    }),

    'POST /application/accept_terms_conditions': async (request, reply) => {
      const order = orderOf(request);
      if (!order.termsAccepted) await db.update(orders).set({ termsAccepted: true }).where(eq(orders.id, order.id));
      // The portal reads this answer as text (§7).
      return reply.type('text/plain; charset=utf-8').send('Terms and conditions accepted.');
    },

    'GET /application/get_application_state/:orderId': async (request) => {
      const order = orderOf(request);
      // Opening the application fixes the version of its steps it will be shown and checked against.
      await pinOrderVersions(db, order.id);
      const reason = closedReason(order, false);
      // §6: the client kind "is exempt from the selfie requirement", as on submission.
      const CompletedTabs = await completedTabs(db, order, { selfieExempt: callerOf(request).kind === 'client' });
      return { Editable: reason === null ? ('Y' as const) : ('N' as const), Message: reason ?? '', CompletedTabs };
    },

    'GET /application/get_tabs/:orderId': async (request) =>
      (await orderTabs(db, orderOf(request).id)).map((TabName) => ({ TabName })),

    'POST /application/get_tab_req': async (request) => {
      const order = orderOf(request);
      const tabName = request.body.tab_name;
      await requireStep(db, order.id, tabName);
      if (!isFieldTab(tabName)) return [];
      const state = await loadApplicationState(db, order);
      const [templates, defaults] = await Promise.all([
        loadTabDefinitions(db, tabName, state.catalogue, order.id),
        applicationDefaults(db, order, state.catalogue),
      ]);
      return assembleTabFields(templates, state.answers, { provided: state.provided, defaults });
    },

    'POST /application/set_data_by_tab': async (request) => {
      const { tabName } = request.body;
      // Read, check and write in one transaction that holds the order's row lock: parallel saves of the same
      // application run one after the other, each on what the previous one stored (no duplicated block rows).
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderOf(request).id)).for('update');
        await requireStep(tx, order.id, tabName);
        const closed = closedReason(order, false);
        if (closed) return { approve: 0 as const, error_msg: closed };
        const state = await loadApplicationState(tx, order);
        const templates = await loadTabDefinitions(tx, tabName, state.catalogue, order.id);
        // Block rows with nothing typed are no rows, as the browser sends them (an empty optional Education block).
        const TableContent = withoutEmptyRows(placeRows(templates, request.body.TableContent), templates);
        const foreign = foreignRow(TableContent, templates, state.answers);
        if (foreign !== null) throw badRequest(`TableContent names block row ${foreign}, which is not part of this application.`);
        const { fields, violations } = checkSubmission(state, tabName, templates, TableContent);
        if (Object.keys(violations).length > 0) return { approve: 0 as const, error_msg: violationMessage(fields, violations), Fields: violations };
        await storeTab(tx, { orderId: order.id, tabName, templates, fields, answers: state.answers, catalogue: state.catalogue, now: ctx.now() });
        return { approve: 1 as const, error_msg: savedNotice(fields) };
      });
    },

    'GET /application/get_min_address_req/:orderId': async (request) => addressRequirement(await liveServiceIds(db, orderOf(request).id)),

    'GET /application/bring_min_ref_req/:orderId': async (request) => [await referenceLimits(db, orderOf(request).id)],

    'POST /application/submit_application': async (request) =>
      submitApplication(db, orderOf(request), {
        // §6: the client kind "is exempt from the selfie requirement".
        selfieExempt: callerOf(request).kind === 'client',
        ip: submissionIp(request.body.IPAddress, request.ip),
        now: ctx.now(),
        userId: callerOf(request).id,
        // An order with a reference check invites its referees as it is submitted (issue 13).
        onSubmitted: (tx, order) => inviteOnSubmit(ctx, tx, order, ctx.now()),
      }),

    'POST /application/get_application_pdf': async (request, reply) => {
      const order = orderOf(request);
      const pdf = await renderApplicationPdf(await applicationPdfModel(db, ctx.files, order, ctx.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="application-${order.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },

    'GET /application/final_confirmation_message/:orderId': async (request) => confirmationRows(db, orderOf(request).id),
  };
}
