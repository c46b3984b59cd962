// The "New order" calls of order-and-application §7: what the wizard and the quick start read (services, clients,
// purposes, contract options, cost centres, reference templates) and the two calls that register orders.
// Every call needs a signed-in client user; individuals (applicants) get 403.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referenceTemplateQuestions, referenceTemplates } from '../db/schema';
import { callerOf, requireSelf } from '../auth/guard';
import { badRequest, forbidden } from '../http';
import type { AppContext } from '../context';
import { purposesFor, type RawOrderLine, type RawQuestion } from '../domain/order-lines';
import { idPattern, userIdParams } from './params';
import {
  companyOf,
  contractOf,
  costCentresOf,
  loadCatalogue,
  orderableClients,
  requireOrderableClient,
  templateNamed,
  templatesInReach,
} from './neworder-access';
import { registerOrders } from './order-registration';

export const ORDERS_REGISTERED = 'Orders registered.';

/** Ids the pages hold as numbers or as the digit strings of dashboardInfo; coercion is off, so both are declared. */
const idValue = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }, { type: 'null' }] } as const;

const orderLineSchema = {
  type: 'object',
  properties: {
    FirstName: { type: 'string' },
    MiddleName: { type: 'string' },
    SurName: { type: 'string' },
    Phone: { type: 'string' },
    Email: { type: 'string' },
    PurchasedService: { type: 'string' },
    // Declared so the contract is visible; never read: the server sums the contract prices itself.
    TotalOrder: { type: 'string' },
    ClientID: idValue,
    RecruiterID: idValue,
    CheckPurpose: { type: 'string' },
    applicantToPay: { type: 'string' },
    costCentreId: idValue,
  },
} as const;

/**
 * A question of the references questionnaire. Sort is not declared: the stored order is the order of the list the
 * user arranged (moves up and down reorder the list), renumbered from 1.
 */
const questionSchema = {
  type: 'object',
  properties: {
    QuestionSection: { type: 'string' },
    QuestionType: { type: 'string' },
    QuestionDesc: { type: 'string' },
    type: { type: 'string' },
  },
} as const;

const chosenServicesSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: 'object', required: ['ServiceID'], properties: { ServiceID: { type: 'string', maxLength: 20 } } },
} as const;

/** A 10,000-applicant CSV with two services per applicant fits; the 5 MB body limit is the real bound. */
const MAX_ORDER_LINES = 50_000;
const MAX_QUESTIONS = 100;

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '') return undefined;
  if (value.length > 200) throw badRequest('The Idempotency-Key header is longer than 200 characters.');
  return value;
};

export async function newOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const signedIn = { onRequest: app.authenticate };

  app.get<{ Params: { userId: string } }>(
    '/services/by_user/:userId',
    { schema: { params: userIdParams }, ...signedIn },
    async (request) => {
      const company = await companyOf(db, requireSelf(request, request.params.userId));
      // The ordering company's own contract: for a recruiter, the agency's prices (what it is charged).
      const rows = await contractOf(db, company.id);
      // Duplicates by ServiceName are dropped (§3 "Service"): the first in display order stays.
      const byName = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!byName.has(row.serviceName)) byName.set(row.serviceName, row);
      return [...byName.values()].map((r) => ({
          ServiceID: r.serviceId,
          ServiceName: r.serviceName,
          RunOption: r.runOption,
          PackageName: r.packageName,
          ContractPrice: Number(r.contractPrice),
        }));
    },
  );

  app.get<{ Params: { clientId: string } }>(
    '/utilities/get_clients/:clientId',
    {
      schema: {
        params: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string', pattern: idPattern } } },
      },
      ...signedIn,
    },
    async (request) => {
      const company = await companyOf(db, callerOf(request));
      if (Number(request.params.clientId) !== company.id) throw forbidden('You may only list the clients of your own company.');
      return orderableClients(db, company);
    },
  );

  app.post<{ Body: { Services: Array<{ ServiceID: string }> } }>(
    '/utilities/get_check_types',
    {
      schema: { body: { type: 'object', required: ['Services'], properties: { Services: chosenServicesSchema } } },
      ...signedIn,
    },
    async (request) => {
      await companyOf(db, callerOf(request));
      const catalogue = await loadCatalogue(db);
      const ids = request.body.Services.map((s) => s.ServiceID.trim());
      const unknown = ids.find((id) => !catalogue.services.has(id));
      if (unknown !== undefined) throw badRequest(`Services holds '${unknown}', which is not a service we offer.`);
      return purposesFor(ids, catalogue.purposes).map((CheckPurpose) => ({ CheckPurpose }));
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/utilities/contract_options/:userId',
    { schema: { params: userIdParams }, ...signedIn },
    async (request) => {
      const company = await companyOf(db, requireSelf(request, request.params.userId));
      return [
        { IsRecruiter: company.isRecruiter ? 'Y' : 'N', PayOption: company.payOption, FolderLocation: company.folderLocation },
      ];
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/utilities/costcentres_options/:userId',
    { schema: { params: userIdParams }, ...signedIn },
    async (request) => {
      // The ordering company's cost centres. The list is fetched before a recruiter picks a client and does not
      // change with it, so for a recruiter these are the agency's own (it charges its orders to them).
      const company = await companyOf(db, requireSelf(request, request.params.userId));
      return costCentresOf(db, company.id);
    },
  );

  app.post<{ Body: { ClientID: number; CheckPurpose?: string } }>(
    '/utilities/reference_repertoire_types_v2',
    {
      schema: {
        body: {
          type: 'object',
          required: ['ClientID'],
          properties: {
            ClientID: { type: 'integer', minimum: 1 },
            CheckPurpose: { type: 'string', maxLength: 100 },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const { ClientID } = request.body;
      const company = await companyOf(db, callerOf(request));
      await requireOrderableClient(db, company, ClientID);
      const purpose = request.body.CheckPurpose?.trim() || 'Employment';
      const rows = await db
        .select({ templateType: referenceTemplates.templateType })
        .from(referenceTemplates)
        .where(and(templatesInReach(ClientID), eq(referenceTemplates.checkPurpose, purpose)))
        .orderBy(sql`${referenceTemplates.clientId} is null`, asc(referenceTemplates.templateType));
      return [...new Set(rows.map((r) => r.templateType))].map((TemplateType) => ({ TemplateType }));
    },
  );

  app.post<{ Body: { ClientID: number; TemplateType: string } }>(
    '/utilities/reference_repertoire_questions',
    {
      schema: {
        body: {
          type: 'object',
          required: ['ClientID', 'TemplateType'],
          properties: {
            ClientID: { type: 'integer', minimum: 1 },
            TemplateType: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const { ClientID } = request.body;
      const company = await companyOf(db, callerOf(request));
      await requireOrderableClient(db, company, ClientID);
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
  );

  app.post<{
    Body: { applicantsDetails: RawOrderLine[]; registerLocation?: string; user_id: string; questions?: RawQuestion[] };
  }>(
    '/utilities/save_applicants_file',
    {
      schema: {
        body: {
          type: 'object',
          required: ['applicantsDetails', 'user_id'],
          properties: {
            applicantsDetails: { type: 'array', maxItems: MAX_ORDER_LINES, items: orderLineSchema },
            // Declared, not trusted: the order stores the server's FolderLocation of the ordering company.
            registerLocation: { type: 'string', maxLength: 500 },
            user_id: { type: 'string', pattern: idPattern },
            questions: { type: 'array', maxItems: MAX_QUESTIONS, items: questionSchema },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const caller = requireSelf(request, request.body.user_id);
      const registered = await registerOrders(
        ctx,
        caller,
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
  );

  app.post<{
    Body: {
      newApplicantInfo: Omit<RawOrderLine, 'PurchasedService' | 'Phone' | 'applicantToPay'>;
      Services: Array<{ ServiceID: string }>;
      referencesQuestions?: RawQuestion[];
    };
  }>(
    '/application/setup_account',
    {
      schema: {
        body: {
          type: 'object',
          required: ['newApplicantInfo', 'Services'],
          properties: {
            newApplicantInfo: {
              type: 'object',
              properties: {
                FirstName: { type: 'string' },
                MiddleName: { type: 'string' },
                SurName: { type: 'string' },
                Email: { type: 'string' },
                CheckPurpose: { type: 'string' },
                costCentreId: idValue,
                ClientID: idValue,
                // Declared, never trusted: the server knows the name of ClientID.
                ClientName: { type: 'string' },
                RecruiterID: idValue,
              },
            },
            Services: chosenServicesSchema,
            referencesQuestions: { type: 'array', maxItems: MAX_QUESTIONS, items: questionSchema },
          },
        },
      },
      ...signedIn,
    },
    async (request) => {
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
      return { OrderID: order.OrderID };
    },
  );
}
