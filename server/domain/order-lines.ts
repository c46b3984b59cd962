// The business rules of an order submission (order-and-application §5 "New order", "Single-applicant start", §6),
// free of the database and of HTTP: the wizard's file of order lines and the quick start's single applicant both
// become order lines and pass through `planOrders`, which either refuses the whole submission with sentences that
// name the line and the field, or answers one planned order per applicant with the catalogue's prices.

// The rules of one applicant and their messages are the engine's (src/engine/order-rules.ts), the ones the browser
// checks with; what only the server knows (contracts, cost centres, the clients one may order for) is checked here.
import {
  applicantToPayOf,
  CLIENT_ONLY,
  FULL_SCOPE,
  personProblem,
  SUBMISSION_WORDING,
  type SubmissionKind,
} from '../../src/engine/order-rules';
import { cleanQuestionText, isQuestionType } from '../../src/engine/questionnaire';
import { tidyPhone } from '../../src/engine/patterns';

export { REFERENCES_SERVICE, type SubmissionKind } from '../../src/engine/order-rules';

const ID_PATTERN = /^[0-9]{1,9}$/;

export const LIMITS = { questionSection: 200, questionDesc: 1000 } as const;

/** An order line as the JSON schema let it through (every text is optional; ids may be numbers or digit strings). */
export interface RawOrderLine {
  FirstName?: string;
  MiddleName?: string;
  SurName?: string;
  Phone?: string;
  Email?: string;
  PurchasedService?: string;
  ClientID?: number | string | null;
  RecruiterID?: number | string | null;
  CheckPurpose?: string;
  applicantToPay?: string;
  costCentreId?: number | string | null;
}

/** A line with every value trimmed to text: what is validated, and what the idempotency key is computed from. */
export interface OrderLine {
  firstName: string;
  middleName: string;
  surName: string;
  phone: string;
  email: string;
  service: string;
  clientId: string;
  recruiterId: string;
  checkPurpose: string;
  applicantToPay: string;
  costCentreId: string;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export function normaliseLine(raw: RawOrderLine): OrderLine {
  return {
    firstName: text(raw.FirstName),
    middleName: text(raw.MiddleName),
    surName: text(raw.SurName),
    // Kept tidied (digits, +61 as 0), as the rule that accepted it reads it (src/engine/patterns.ts tidyPhone).
    phone: tidyPhone(text(raw.Phone)),
    email: text(raw.Email),
    service: text(raw.PurchasedService),
    clientId: text(raw.ClientID),
    recruiterId: text(raw.RecruiterID),
    checkPurpose: text(raw.CheckPurpose),
    applicantToPay: text(raw.applicantToPay),
    costCentreId: text(raw.costCentreId),
  };
}

/** The lines of one applicant, with their 1-based line numbers in the submission. */
export interface ApplicantGroup {
  lines: Array<{ number: number; line: OrderLine }>;
}

/**
 * One applicant per distinct email + names (case-insensitive), in order of first appearance. The wizard sends one
 * line per applicant per service, so an applicant's lines repeat everything but PurchasedService.
 */
export function groupByApplicant(lines: OrderLine[]): ApplicantGroup[] {
  const groups = new Map<string, ApplicantGroup>();
  lines.forEach((line, i) => {
    const key = [line.email, line.firstName, line.middleName, line.surName].map((v) => v.toLowerCase()).join('\u0000');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { lines: [] }));
    group.lines.push({ number: i + 1, line });
  });
  return [...groups.values()];
}

/** The company of the signed-in client user, as far as ordering is concerned. */
export interface OrderingParty {
  companyId: number;
  companyName: string;
  isRecruiter: boolean;
  payOption: string;
  /** The ordering company's own cost centres (for a recruiter: the agency's). */
  costCentreIds: ReadonlySet<number>;
  /**
   * The contract of each client it may order for: ServiceID to contract price ('65.00'). An order is priced on, and
   * limited to, the contract of the client it is for (a recruiter's chosen client), which is what by_user shows for
   * that client: what is shown is what is charged.
   */
  contracts: ReadonlyMap<number, ReadonlyMap<string, string>>;
  /** The clients it may order for: itself for an ordinary client, the get_clients list for a recruiter. */
  orderableClientIds: ReadonlySet<number>;
}

export interface Catalogue {
  services: ReadonlyMap<string, { serviceName: string; runOption: string }>;
  /** Check purposes in display order; serviceId null means offered with any service. */
  purposes: ReadonlyArray<{ purpose: string; serviceId: string | null }>;
}

/** The purposes offered for a set of services (get_check_types), distinct, in display order. */
export function purposesFor(serviceIds: Iterable<string>, purposes: Catalogue['purposes']): string[] {
  const chosen = new Set(serviceIds);
  const offered: string[] = [];
  for (const p of purposes) {
    if ((p.serviceId === null || chosen.has(p.serviceId)) && !offered.includes(p.purpose)) offered.push(p.purpose);
  }
  return offered;
}

export interface PlannedService {
  serviceId: string;
  serviceName: string;
  price: string;
}

export interface PlannedOrder {
  /** Position of the applicant in the submission, from 0: part of the order's idempotency key. */
  index: number;
  firstName: string;
  middleName: string;
  surName: string;
  email: string;
  phone: string;
  clientId: number;
  /** The ordering agency's client id when a recruiter orders; null when a client orders for itself. */
  recruiterClientId: number | null;
  checkPurpose: string;
  applicantToPay: 'Y' | 'N';
  costCentreId: number | null;
  services: PlannedService[];
  /** Sum of the contract prices, 2 decimals. The request's TotalOrder is never used. */
  total: string;
}

export interface RawQuestion {
  QuestionSection?: string;
  QuestionType?: string;
  QuestionDesc?: string;
  type?: string;
}

export interface PlannedQuestion {
  questionSection: string;
  questionType: string;
  questionDesc: string;
  type: 'custom' | 'default';
  /** Position in the list the user arranged, from 1 (server Sort starts at 1). */
  sort: number;
}

/** The submission as text that does not depend on key order or spacing: the base of the idempotency key. */
export function canonicalSubmission(kind: SubmissionKind, lines: OrderLine[], questions: RawQuestion[]): string {
  return JSON.stringify({
    kind,
    lines: lines.map((l) => [
      l.firstName,
      l.middleName,
      l.surName,
      l.phone,
      l.email.toLowerCase(),
      l.service,
      l.clientId,
      l.recruiterId,
      l.checkPurpose,
      l.applicantToPay,
      l.costCentreId,
    ]),
    questions: questions.map((q) => [
      cleanQuestionText(q.QuestionSection),
      cleanQuestionText(q.QuestionType),
      cleanQuestionText(q.QuestionDesc),
      q.type ?? '',
    ]),
  });
}

/** A refused submission: every problem found, each a sentence naming where and what. */
export class OrderRejection extends Error {
  constructor(readonly problems: string[]) {
    super(summarise(problems));
  }
}

const SHOWN_PROBLEMS = 10;
function summarise(problems: string[]): string {
  const shown = problems.slice(0, SHOWN_PROBLEMS).join(' ');
  const rest = problems.length - SHOWN_PROBLEMS;
  return rest > 0 ? `${shown} And ${rest} more problem${rest === 1 ? '' : 's'}.` : shown;
}

const displayName = (l: OrderLine) => [l.firstName, l.surName].filter(Boolean).join(' ');

export interface PlanOptions {
  kind: SubmissionKind;
  /** The quick start runs only services whose RunOption is 'Full scope' (§2.2). */
  fullScopeOnly: boolean;
}

/** The first problem of one line, or null when the line is good on its own. */
function lineProblem(line: OrderLine, party: OrderingParty, catalogue: Catalogue, options: PlanOptions): string | null {
  const words = SUBMISSION_WORDING[options.kind];
  const person = personProblem(
    { FirstName: line.firstName, MiddleName: line.middleName, SurName: line.surName, Email: line.email, Phone: line.phone },
    options.kind,
  );
  if (person) return person;

  if (!line.clientId) return party.isRecruiter ? words.noClient : 'Please choose the client.';
  if (!ID_PATTERN.test(line.clientId)) return `The client '${line.clientId}' is not one we know.`;
  const clientId = Number(line.clientId);
  if (!party.orderableClientIds.has(clientId)) {
    return party.isRecruiter
      ? `Client ${clientId} is not one of the clients you order for.`
      : `Client ${clientId} is not your company: you order only for ${party.companyName}.`;
  }
  if (party.isRecruiter) {
    if (line.recruiterId !== String(party.companyId)) {
      return `The recruitment agency must be your own (${party.companyName}).`;
    }
  } else if (line.recruiterId) {
    return 'Leave the recruitment agency empty: you order for your own company.';
  }

  if (!line.service) return words.noService;
  const service = catalogue.services.get(line.service);
  if (!service) return `The service '${line.service}' is not one we offer.`;
  if (!party.contracts.get(clientId)?.has(line.service)) {
    return party.isRecruiter
      ? `${service.serviceName} is not in the contract of client ${clientId}.`
      : `${service.serviceName} is not in your contract.`;
  }
  if (options.fullScopeOnly && service.runOption !== FULL_SCOPE) {
    return `${service.serviceName} is not available to run from a single application: only '${FULL_SCOPE}' services are.`;
  }

  if (!line.checkPurpose) return words.noPurpose;
  if (line.applicantToPay && line.applicantToPay !== 'Y' && line.applicantToPay !== 'N') {
    return "Who pays must be 'Y' (the applicant) or 'N' (the client).";
  }
  if (line.applicantToPay === 'Y' && party.payOption === CLIENT_ONLY) {
    return 'The applicant cannot pay: under your contract the client pays.';
  }
  if (!line.costCentreId) {
    if (party.costCentreIds.size > 0) return words.noCostCentre;
  } else if (!ID_PATTERN.test(line.costCentreId) || !party.costCentreIds.has(Number(line.costCentreId))) {
    return `Cost centre ${line.costCentreId} is not one of your cost centres.`;
  }
  return null;
}

/** Values that belong to the order, not to the line: every line of one applicant must agree on them. */
const ORDER_FIELDS: Array<[keyof OrderLine, string]> = [
  ['phone', 'the phone number'],
  ['clientId', 'the client'],
  ['recruiterId', 'the recruitment agency'],
  ['checkPurpose', 'the purpose'],
  ['applicantToPay', 'who pays'],
  ['costCentreId', 'the cost centre'],
];

function groupProblems(group: ApplicantGroup, catalogue: Catalogue, where: (n: number) => string): string[] {
  const [first, ...others] = group.lines;
  const problems: string[] = [];
  const seen = new Set<string>([first.line.service]);
  for (const { number, line } of others) {
    const differing = ORDER_FIELDS.find(([key]) => line[key] !== first.line[key]);
    if (differing) {
      problems.push(`${where(number)}the lines of ${displayName(line)} disagree on ${differing[1]}.`);
    } else if (seen.has(line.service)) {
      problems.push(`${where(number)}${catalogue.services.get(line.service)?.serviceName ?? `The service '${line.service}'`} is listed twice for ${displayName(line)}.`);
    }
    seen.add(line.service);
  }
  if (problems.length) return problems;
  const offered = purposesFor(seen, catalogue.purposes);
  if (!offered.includes(first.line.checkPurpose)) {
    problems.push(`${where(first.number)}The purpose '${first.line.checkPurpose}' is not offered for the chosen services.`);
  }
  return problems;
}

const toCents = (price: string) => Math.round(Number(price) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Validates every line and answers one order per applicant, or throws OrderRejection naming every problem. */
export function planOrders(
  lines: OrderLine[],
  party: OrderingParty,
  catalogue: Catalogue,
  options: PlanOptions,
): PlannedOrder[] {
  const words = SUBMISSION_WORDING[options.kind];
  if (lines.length === 0) throw new OrderRejection([words.noApplicants]);

  const problems: string[] = [];
  lines.forEach((line, i) => {
    const problem = lineProblem(line, party, catalogue, options);
    if (problem) problems.push(words.where(i + 1) + problem);
  });
  if (problems.length) throw new OrderRejection(problems);

  const groups = groupByApplicant(lines);
  for (const group of groups) problems.push(...groupProblems(group, catalogue, words.where));
  if (problems.length) throw new OrderRejection(problems);

  return groups.map((group, index) => {
    const first = group.lines[0].line;
    const services = group.lines.map(({ line }) => ({
      serviceId: line.service,
      serviceName: catalogue.services.get(line.service)!.serviceName,
      price: party.contracts.get(Number(line.clientId))!.get(line.service)!,
    }));
    return {
      index,
      firstName: first.firstName,
      middleName: first.middleName,
      surName: first.surName,
      email: first.email,
      phone: first.phone,
      clientId: Number(first.clientId),
      recruiterClientId: party.isRecruiter ? party.companyId : null,
      checkPurpose: first.checkPurpose,
      applicantToPay: applicantToPayOf(first.applicantToPay, party.payOption),
      costCentreId: first.costCentreId ? Number(first.costCentreId) : null,
      services,
      total: fromCents(services.reduce((sum, s) => sum + toCents(s.price), 0)),
    };
  });
}

/** Validates the references questionnaire; the stored Sort is the position the user arranged, from 1. */
export function planQuestions(questions: RawQuestion[]): PlannedQuestion[] {
  const problems: string[] = [];
  const planned = questions.map((q, i) => {
    const where = `Question ${i + 1}: `;
    const questionSection = cleanQuestionText(q.QuestionSection);
    const questionType = cleanQuestionText(q.QuestionType);
    const questionDesc = cleanQuestionText(q.QuestionDesc);
    const type = q.type ?? 'custom';
    if (!questionSection) problems.push(`${where}the section is required.`);
    else if (!questionType) problems.push(`${where}the answer type is required.`);
    else if (!questionDesc) problems.push(`${where}the question is required.`);
    else if (!isQuestionType(questionType)) {
      problems.push(`${where}the answer type must be text, yes/no or rank.`);
    } else if (questionSection.length > LIMITS.questionSection) {
      problems.push(`${where}the section is longer than ${LIMITS.questionSection} characters.`);
    } else if (questionDesc.length > LIMITS.questionDesc) {
      problems.push(`${where}the question is longer than ${LIMITS.questionDesc} characters.`);
    } else if (type !== 'custom' && type !== 'default') {
      problems.push(`${where}a question is either your own or one of the template's.`);
    }
    return { questionSection, questionType, questionDesc, type: type as PlannedQuestion['type'], sort: i + 1 };
  });
  if (problems.length) throw new OrderRejection(problems);
  return planned;
}
