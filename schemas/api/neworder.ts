// The "New order" calls of order-and-application §7: what the wizard and the quick start read, and the two calls
// that register orders. Only client users order; registering needs Full view.
import { Type as T } from '@sinclair/typebox';
import { Id, IdString, Nullable, route, Text, UserIdParams } from './route';

/** Ids the pages hold as numbers or as the digit strings of dashboardInfo; coercion is off, so both are declared. */
const LooseId = T.Union([T.Integer({ minimum: 0, maximum: 999_999_999 }), Text(20), T.Null()]);

export const OrderLine = T.Object({
  FirstName: T.Optional(Text(100)),
  MiddleName: T.Optional(Text(100)),
  SurName: T.Optional(Text(100)),
  Phone: T.Optional(Text(50)),
  Email: T.Optional(Text(254)),
  PurchasedService: T.Optional(Text(20)),
  // Declared so the contract is visible; never read: the server sums the contract prices itself.
  TotalOrder: T.Optional(Text(20)),
  ClientID: T.Optional(LooseId),
  RecruiterID: T.Optional(LooseId),
  CheckPurpose: T.Optional(Text(100)),
  applicantToPay: T.Optional(Text(5)),
  costCentreId: T.Optional(LooseId),
});

/**
 * A question of the references questionnaire. Sort is not declared: the stored order is the order of the list the
 * user arranged, renumbered from 1.
 */
export const Question = T.Object({
  QuestionSection: T.Optional(Text(200)),
  QuestionType: T.Optional(Text(50)),
  QuestionDesc: T.Optional(Text(1000)),
  type: T.Optional(Text(20)),
});

const ChosenServices = T.Array(T.Object({ ServiceID: Text(20) }), { maxItems: 100 });

/** A 10,000-applicant CSV with two services per applicant fits; the 5 MB body limit is the real bound. */
const MAX_ORDER_LINES = 50_000;
const MAX_QUESTIONS = 100;

/** A contract's services, duplicates by ServiceName dropped (§3 "Service"). */
const ContractServices = T.Array(
  T.Object({
    ServiceID: T.String(),
    ServiceName: T.String(),
    RunOption: T.String(),
    PackageName: T.String(),
    ContractPrice: T.Number(),
  }),
);

const RegisteredOrder = T.Object({
  OrderID: T.Integer(),
  FirstName: T.String(),
  MiddleName: T.String(),
  SurName: T.String(),
  Email: T.String(),
});

export const newOrderRoutes = {
  'GET /services/by_user/:userId': route({
    summary: "The services the caller's company may order, with its contract prices.",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: { 200: ContractServices },
  }),
  'GET /services/by_client/:clientId': route({
    // Ours, beside by_user: a recruiter orders a client's services at that client's prices (the quick start asks
    // once the client is chosen); registering an order checks and prices it against the same contract.
    summary: "The services the caller may order for a client (its own company or one it recruits for), at that client's prices.",
    access: { kinds: ['client'], client: 'params.clientId' },
    params: T.Object({ clientId: IdString }),
    response: { 200: ContractServices },
  }),
  'GET /utilities/get_clients/:clientId': route({
    summary: 'The clients the caller may order for: its own company, or the clients a recruitment agency serves.',
    access: { kinds: ['client'], company: 'params.clientId' },
    params: T.Object({ clientId: IdString }),
    response: { 200: T.Array(T.Object({ ClientID: T.Integer(), CompanyName: T.String() })) },
  }),
  'POST /utilities/get_check_types': route({
    summary: 'The check purposes offered for a set of services.',
    access: { kinds: ['client'] },
    body: T.Object({ Services: ChosenServices }),
    response: { 200: T.Array(T.Object({ CheckPurpose: T.String() })) },
  }),
  'GET /utilities/contract_options/:userId': route({
    summary: "The caller's company contract options: recruiter or not, who pays, where files are registered.",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: {
      200: T.Array(T.Object({ IsRecruiter: T.String(), PayOption: T.String(), FolderLocation: T.String() })),
    },
  }),
  'GET /utilities/costcentres_options/:userId': route({
    summary: "The cost centres of the caller's company.",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: { 200: T.Array(T.Object({ CostCentreID: T.Integer(), CostCentreDesc: T.String() })) },
  }),
  'POST /utilities/reference_repertoire_types_v2': route({
    summary: 'The reference questionnaire templates of a client for a check purpose.',
    access: { kinds: ['client'], client: 'body.ClientID' },
    body: T.Object({ ClientID: Id, CheckPurpose: T.Optional(Text(100)) }),
    response: { 200: T.Array(T.Object({ TemplateType: T.String() })) },
  }),
  'POST /utilities/reference_repertoire_questions': route({
    summary: 'The questions of a reference questionnaire template.',
    access: { kinds: ['client'], client: 'body.ClientID' },
    body: T.Object({ ClientID: Id, TemplateType: Text(200, { minLength: 1 }) }),
    response: {
      200: T.Array(
        T.Object({
          QuestionID: T.Integer(),
          QuestionSection: T.String(),
          QuestionType: T.String(),
          QuestionDesc: T.String(),
          Sort: T.Integer(),
          FieldType: T.String(),
        }),
      ),
    },
  }),
  'POST /utilities/save_applicants_file': route({
    summary: 'Registers a file of order lines (one order per applicant) all-or-nothing, and invites the applicants.',
    access: { kinds: ['client'], fullView: true, self: 'body.user_id' },
    body: T.Object({
      applicantsDetails: T.Array(OrderLine, { maxItems: MAX_ORDER_LINES }),
      // Declared, not trusted: the order stores the server's FolderLocation of the ordering company.
      registerLocation: T.Optional(Text(500)),
      user_id: IdString,
      questions: T.Optional(T.Array(Question, { maxItems: MAX_QUESTIONS })),
    }),
    response: { 200: T.Object({ outcome: T.String(), orders: T.Array(RegisteredOrder) }) },
  }),
  'POST /application/setup_account': route({
    summary: 'Registers one applicant (the quick start) and invites them.',
    access: { kinds: ['client'], fullView: true },
    body: T.Object({
      // The quick start's applicant: the fields of an order line it has, and the client's name (declared, never
      // trusted: the server knows the name of ClientID).
      newApplicantInfo: T.Composite([
        T.Pick(OrderLine, ['FirstName', 'MiddleName', 'SurName', 'Email', 'CheckPurpose', 'costCentreId', 'ClientID', 'RecruiterID']),
        T.Object({ ClientName: T.Optional(Text(200)) }),
      ]),
      Services: ChosenServices,
      referencesQuestions: T.Optional(T.Array(Question, { maxItems: MAX_QUESTIONS })),
    }),
    response: { 200: T.Object({ OrderID: Nullable(T.Integer()) }) },
  }),
};
