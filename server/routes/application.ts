// The applicant's application, order-and-application §7 "Application" (the document calls are in documents.ts):
// terms, the order's steps, each step's field definitions with the stored answers, saving a step, the address and
// referee requirements, final submission, the PDF and the confirmation rows.
//
// Access: reading needs the order to be visible to the caller (orderFor: the applicant, or a user of its client or of
// the agency that placed it); changing it needs applicationOrderFor (not a Restricted view user). An order the
// caller may not see is 404.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { callerOf } from '../auth/guard';
import { applicationOrderFor, orderFor } from '../auth/order-access';
import { badRequest } from '../http';
import type { AppContext } from '../context';
import type { DynamicField } from '../../src/engine';
import { applicationDefaults, assembleTabFields, loadTabDefinitions } from '../domain/application-fields';
import { checkSubmission, closedReason, loadApplicationState, placeRows } from '../domain/application-state';
import { foreignRow, storeTab } from '../domain/application-store';
import { submitApplication, submissionIp } from '../domain/application-submit';
import {
  confirmationRows,
  isFieldTab,
  liveServiceIds,
  minAddressMessage,
  orderTabs,
  referenceLimits,
} from '../domain/application-tabs';
import { savedNotice, violationMessage } from '../domain/application-validation';
import { applicationPdfModel } from '../pdf/application-document';
import { renderApplicationPdf } from '../pdf/application-pdf';
import { orderIdBody, orderIdParams, orderIdValue } from './params';

/**
 * One entry of TableContent. Only what the server reads is declared; everything else the page sends (FieldName,
 * ComboElements, client-side notes) is dropped: the rules come from the stored definitions, never from the body.
 */
const tableContentEntry = {
  type: 'object',
  required: ['FieldID'],
  additionalProperties: false,
  properties: {
    FieldID: { type: 'string', minLength: 1, maxLength: 100 },
    TableValue: { anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'null' }] },
    TableID: { anyOf: [{ type: 'integer', minimum: -1_000_000, maximum: 2_147_483_647 }, { type: 'null' }] },
    TableLocation: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }] },
  },
} as const;

type OrderIdValue = number | string;
const tabNameValue = { type: 'string', minLength: 1, maxLength: 100 } as const;

export async function applicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const signedIn = { onRequest: app.authenticate };

  /** The tab must be a step of this order: a body cannot reach definitions or answers of other steps. */
  async function requireStep(orderId: number, tabName: string): Promise<void> {
    if (!(await orderTabs(db, orderId)).includes(tabName)) {
      throw badRequest(`'${tabName}' is not a step of this application.`);
    }
  }

  app.get<{ Params: { orderId: string } }>(
    '/application/get_terms_conditions/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.params.orderId));
      return { TermsConditions: order.termsAccepted ? 'Y' : 'N' };
    },
  );

  app.post<{ Body: { orderId: OrderIdValue } }>(
    '/application/accept_terms_conditions',
    { schema: { body: orderIdBody }, ...signedIn },
    async (request, reply) => {
      const order = await applicationOrderFor(db, callerOf(request), Number(request.body.orderId));
      if (!order.termsAccepted) await db.update(orders).set({ termsAccepted: true }).where(eq(orders.id, order.id));
      // The portal reads this answer as text (§7).
      return reply.type('text/plain; charset=utf-8').send('Terms and conditions accepted.');
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/get_tabs/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.params.orderId));
      return (await orderTabs(db, order.id)).map((TabName) => ({ TabName }));
    },
  );

  app.post<{ Body: { order_id: OrderIdValue; tab_name: string; portalVersion?: string } }>(
    '/application/get_tab_req',
    {
      schema: {
        body: {
          type: 'object',
          required: ['order_id', 'tab_name'],
          properties: {
            order_id: orderIdValue,
            tab_name: tabNameValue,
            // Declared for the contract (§6: "the dashboard type is sent when fetching step requirements"); the
            // definitions are the same for both portals, the caller's kind is known from the session.
            portalVersion: { type: 'string', maxLength: 50 },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.body.order_id));
      const tabName = request.body.tab_name;
      await requireStep(order.id, tabName);
      if (!isFieldTab(tabName)) return [];
      const state = await loadApplicationState(db, order);
      const [templates, defaults] = await Promise.all([
        loadTabDefinitions(db, tabName, state.catalogue),
        applicationDefaults(db, order, state.catalogue),
      ]);
      return assembleTabFields(templates, state.answers, { provided: state.provided, defaults });
    },
  );

  app.post<{ Body: { orderId: OrderIdValue; tabName: string; TableContent: DynamicField[] } }>(
    '/application/set_data_by_tab',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId', 'tabName', 'TableContent'],
          properties: {
            orderId: orderIdValue,
            tabName: tabNameValue,
            TableContent: { type: 'array', maxItems: 3000, items: tableContentEntry },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const order = await applicationOrderFor(db, callerOf(request), Number(request.body.orderId));
      const { tabName } = request.body;
      await requireStep(order.id, tabName);
      const closed = closedReason(order, false);
      if (closed) return { approve: 0, error_msg: closed };
      const state = await loadApplicationState(db, order);
      const templates = await loadTabDefinitions(db, tabName, state.catalogue);
      const TableContent = placeRows(templates, request.body.TableContent);
      const foreign = foreignRow(TableContent, templates, state.answers);
      if (foreign !== null) throw badRequest(`TableContent names block row ${foreign}, which is not part of this application.`);
      const { fields, violations } = checkSubmission(state, tabName, templates, TableContent);
      if (Object.keys(violations).length > 0) return { approve: 0, error_msg: violationMessage(fields, violations) };
      await db.transaction((tx) =>
        storeTab(tx, { orderId: order.id, tabName, templates, fields, answers: state.answers, catalogue: state.catalogue, now: ctx.now() }),
      );
      return { approve: 1, error_msg: savedNotice(fields) };
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/get_min_address_req/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.params.orderId));
      return { Message: minAddressMessage(await liveServiceIds(db, order.id)) };
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/bring_min_ref_req/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.params.orderId));
      return [await referenceLimits(db, order.id)];
    },
  );

  app.post<{ Body: { orderId: OrderIdValue; portalVersion?: string; IPAddress?: string } }>(
    '/application/submit_application',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId'],
          properties: {
            orderId: orderIdValue,
            portalVersion: { type: 'string', maxLength: 50 },
            IPAddress: { type: 'string', maxLength: 100 },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const caller = callerOf(request);
      const order = await applicationOrderFor(db, caller, Number(request.body.orderId));
      return submitApplication(db, order, {
        // §6: the client kind "is exempt from the selfie requirement".
        selfieExempt: caller.clientId !== null,
        ip: submissionIp(request.body.IPAddress, request.ip),
        now: ctx.now(),
      });
    },
  );

  app.post<{ Body: { orderId: OrderIdValue } }>(
    '/application/get_application_pdf',
    { schema: { body: orderIdBody }, ...signedIn },
    async (request, reply) => {
      const order = await orderFor(db, callerOf(request), Number(request.body.orderId));
      const pdf = await renderApplicationPdf(await applicationPdfModel(db, ctx.config.dataDir, order, ctx.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="application-${order.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/final_confirmation_message/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => {
      const order = await orderFor(db, callerOf(request), Number(request.params.orderId));
      return confirmationRows(db, order.id);
    },
  );
}

