// The "New order" calls of order-and-application §7: what the wizard and the quick start read (services, clients,
// purposes, contract options, cost centres, reference templates) and the two calls that register orders. Access is
// declared in schemas/api/neworder.ts (client users; registering needs Full view).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { referenceTemplateQuestions, referenceTemplates } from '../db/schema';
import { callerOf } from '../auth/guard';
import { companyOf, orderableClients } from '../auth/client-access';
import { badRequest } from '../http';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { purposesFor, type RawOrderLine } from '../domain/order-lines';
import { contractOf, costCentresOf, loadCatalogue, templateNamed, templatesInReach } from './neworder-access';
import { registerOrders } from './order-registration';
import type { newOrderRoutes } from '../../schemas/api/neworder';

export const ORDERS_REGISTERED = 'Orders registered.';

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '') return undefined;
  if (value.length > 200) throw badRequest('The Idempotency-Key header is longer than 200 characters.');
  return value;
};

/** A client's contract as by_user answers it: duplicates by ServiceName dropped, the first in display order stays. */
async function contractServices(db: AppContext['db'], clientId: number) {
  const rows = await contractOf(db, clientId);
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byName.has(row.serviceName)) byName.set(row.serviceName, row);
  return [...byName.values()].map((r) => ({
    ServiceID: r.serviceId,
    ServiceName: r.serviceName,
    RunOption: r.runOption,
    PackageName: r.packageName,
    ContractPrice: Number(r.contractPrice),
  }));
}

export function newOrderHandlers(ctx: AppContext): Handlers<typeof newOrderRoutes> {
  const { db } = ctx;
  return {
    'GET /services/by_user/:userId': async (request) =>
      contractServices(db, (await companyOf(db, callerOf(request))).id),

    // The guard has checked that the caller may order for this client: its contract is what such an order may hold
    // and what it is charged (order-lines.ts prices an order on its client's contract).
    'GET /services/by_client/:clientId': async (request) => contractServices(db, Number(request.params.clientId)),

    'GET /utilities/get_clients/:clientId': async (request) => orderableClients(db, await companyOf(db, callerOf(request))),

    'POST /utilities/get_check_types': async (request) => {
      const catalogue = await loadCatalogue(db);
      const ids = request.body.Services.map((s) => s.ServiceID.trim());
      const unknown = ids.find((id) => !catalogue.services.has(id));
      if (unknown !== undefined) throw badRequest(`The service '${unknown}' is not one we offer.`);
      return purposesFor(ids, catalogue.purposes).map((CheckPurpose) => ({ CheckPurpose }));
    },

    'GET /utilities/contract_options/:userId': async (request) => {
      const company = await companyOf(db, callerOf(request));
      return [
        { IsRecruiter: company.isRecruiter ? 'Y' : 'N', PayOption: company.payOption, FolderLocation: company.folderLocation },
      ];
    },

    // The ordering company's cost centres. The list is fetched before a recruiter picks a client and does not change
    // with it, so for a recruiter these are the agency's own (it charges its orders to them).
    'GET /utilities/costcentres_options/:userId': async (request) =>
      costCentresOf(db, (await companyOf(db, callerOf(request))).id),

    'POST /utilities/reference_repertoire_types_v2': async (request) => {
      const { ClientID } = request.body;
      const purpose = request.body.CheckPurpose?.trim() || 'Employment';
      const rows = await db
        .select({ templateType: referenceTemplates.templateType })
        .from(referenceTemplates)
        .where(and(templatesInReach(ClientID), eq(referenceTemplates.checkPurpose, purpose)))
        .orderBy(sql`${referenceTemplates.clientId} is null`, asc(referenceTemplates.templateType));
      return [...new Set(rows.map((r) => r.templateType))].map((TemplateType) => ({ TemplateType }));
    },

    'POST /utilities/reference_repertoire_questions': async (request) => {
      const { ClientID } = request.body;
      // The client's own template of that name hides a global one.
      const [template] = await db
        .select({ id: referenceTemplates.id })
        .from(referenceTemplates)
        .where(templateNamed(ClientID, request.body.TemplateType.trim()))
        .orderBy(sql`${referenceTemplates.clientId} is null`, asc(referenceTemplates.id))
        .limit(1);
      if (!template) return [];
      const questions = await db
        .select()
        .from(referenceTemplateQuestions)
        .where(eq(referenceTemplateQuestions.templateId, template.id))
        .orderBy(asc(referenceTemplateQuestions.sort), asc(referenceTemplateQuestions.id));
      return questions.map((q, i) => ({
        QuestionID: q.id,
        QuestionSection: q.questionSection,
        QuestionType: q.questionType,
        QuestionDesc: q.questionDesc,
        Sort: i + 1,
        // The referee's form draws each answer by FieldType, which for a question is its type (text, yes/no, rank).
        FieldType: q.questionType,
      }));
    },

    'POST /utilities/save_applicants_file': async (request) => {
      const registered = await registerOrders(
        ctx,
        callerOf(request),
        {
          kind: 'file',
          lines: request.body.applicantsDetails,
          questions: request.body.questions ?? [],
          idempotencyKey: idempotencyKeyOf(request),
        },
        request.log,
      );
      return { outcome: ORDERS_REGISTERED, orders: registered };
    },

    'POST /application/setup_account': async (request) => {
      const { newApplicantInfo: applicant, Services, referencesQuestions } = request.body;
      // The quick start's applicant becomes the same order lines as a one-person file: one per chosen service.
      const lines: RawOrderLine[] = Services.map((s) => ({
        FirstName: applicant.FirstName,
        MiddleName: applicant.MiddleName,
        SurName: applicant.SurName,
        Email: applicant.Email,
        PurchasedService: s.ServiceID,
        ClientID: applicant.ClientID,
        RecruiterID: applicant.RecruiterID,
        CheckPurpose: applicant.CheckPurpose,
        costCentreId: applicant.costCentreId,
      }));
      const [order] = await registerOrders(
        ctx,
        callerOf(request),
        { kind: 'single', lines, questions: referencesQuestions ?? [], idempotencyKey: idempotencyKeyOf(request) },
        request.log,
      );
      return { OrderID: order?.OrderID ?? null };
    },
  };
}
