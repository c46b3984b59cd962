// The single-applicant quick start's rules (order-and-application §2.2, §3 "Single-applicant form", §4 "Quick start",
// §5 "Single-applicant start", §7 setup_account), free of React so they are tested as plain functions.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { BodyOf } from '../../../../schemas/api';
import { MANDATORY, NAME_CHARACTERS, withChoices, withoutProperties, type Violation } from '../../../engine';
import { checkPerson, QUICK_START_MESSAGES } from '../../../engine/order-rules';
import type { Question } from '../questions/questions';
import { hasReferences, type Service } from '../services';
import type { Client, CostCentre } from '../useOrderOptions';

/** What the page knows about the user's contract, from contract_options, costcentres_options, get_clients, get_check_types. */
export interface QuickStartOptions {
  isRecruiter: boolean;
  /** The user's own ClientID (dashboardInfo.ClientID); for a recruiter, the agency's. */
  ownClientId: string;
  ownClientName: string;
  clients: readonly Client[];
  costCentres: readonly CostCentre[];
  purposes: readonly string[];
}

/** The applicant form's data (schemas/forms/quick-start-applicant.json); selects hold their values as strings. */
export interface QuickStartData {
  FirstName?: string;
  MiddleName?: string;
  SurName?: string;
  Email?: string;
  CheckPurpose?: string;
  ClientID?: string;
  costCentreId?: string;
}

interface FormParts {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/**
 * The applicant form for this user: the client choice only for a recruiter, the cost centre only when the user has any
 * (both then required), purposes from get_check_types.
 */
export function quickStartForm(base: FormParts, options: QuickStartOptions): FormParts {
  const hidden: string[] = [];
  if (!options.isRecruiter) hidden.push('ClientID');
  if (options.costCentres.length === 0) hidden.push('costCentreId');
  const parts = withoutProperties(base.schema as Record<string, unknown>, base.uiSchema, hidden);
  let fitted = withChoices(
    parts,
    'CheckPurpose',
    options.purposes.map((p) => ({ value: p, label: p })),
  );
  if (options.isRecruiter) {
    fitted = withChoices(
      fitted,
      'ClientID',
      options.clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })),
    );
  }
  if (options.costCentres.length > 0) {
    fitted = withChoices(
      fitted,
      'costCentreId',
      options.costCentres.map((c) => ({ value: String(c.CostCentreID), label: c.CostCentreDesc })),
    );
  }
  return { schema: fitted.schema as RJSFSchema, uiSchema: fitted.uiSchema as UiSchema };
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Field messages beside the inputs (a blank of spaces counts as empty; ajv only sees a missing value). */
export function applicantViolations(data: QuickStartData, options: QuickStartOptions): Violation[] {
  const found: Violation[] = [];
  const add = (key: keyof QuickStartData, message: string) => found.push({ key, path: [key], message });
  const person = checkPerson(data, 'single');
  if (options.isRecruiter && !filled(data.ClientID)) add('ClientID', QUICK_START_MESSAGES.noClient);
  for (const field of person.missing) add(field as keyof QuickStartData, MANDATORY);
  for (const field of person.badNames) add(field as keyof QuickStartData, NAME_CHARACTERS);
  if (person.badEmail) add('Email', QUICK_START_MESSAGES.invalidEmail);
  if (!filled(data.CheckPurpose)) add('CheckPurpose', MANDATORY);
  if (options.costCentres.length > 0 && !filled(data.costCentreId)) add('costCentreId', QUICK_START_MESSAGES.noCostCentre);
  return found;
}

/** The notice for 'Start an application', in the order of §5 "Single-applicant start"; null when it may be sent. */
export function startProblem(data: QuickStartData, options: QuickStartOptions, serviceCount: number): string | null {
  const purposeOffered =
    filled(data.CheckPurpose) && (options.purposes.length === 0 || options.purposes.includes(data.CheckPurpose));
  const person = checkPerson(data, 'single');
  if (!purposeOffered || person.missing.length) return QUICK_START_MESSAGES.incomplete;
  if (person.badNames.length) return NAME_CHARACTERS;
  if (person.badEmail) return QUICK_START_MESSAGES.invalidEmail;
  if (options.isRecruiter && !filled(data.ClientID)) return QUICK_START_MESSAGES.noClient;
  if (options.costCentres.length > 0 && !filled(data.costCentreId)) return QUICK_START_MESSAGES.noCostCentre;
  if (serviceCount === 0) return QUICK_START_MESSAGES.noService;
  return null;
}

/** The client the order is for: the chosen one for a recruiter (0 until chosen), the user's own otherwise. */
export function orderClientId(data: QuickStartData, options: QuickStartOptions): number {
  const id = Number(options.isRecruiter ? data.ClientID : options.ownClientId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export type SetupAccountRequest = BodyOf<'POST /application/setup_account'>;

/**
 * POST /application/setup_account's body (§7). ClientID and RecruiterID as §5 "New order" says: a recruiter orders for
 * the chosen client with its own ClientID as RecruiterID; anyone else for their own ClientID with RecruiterID empty.
 * ClientName is the chosen client's CompanyName. The questions go only with the references service.
 */
export function setupAccountRequest(
  data: QuickStartData,
  options: QuickStartOptions,
  services: readonly Service[],
  questions: readonly Question[],
): SetupAccountRequest {
  const clientId = orderClientId(data, options);
  const clientName = options.isRecruiter
    ? (options.clients.find((c) => c.ClientID === clientId)?.CompanyName ?? '')
    : options.ownClientName;
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    newApplicantInfo: {
      FirstName: text(data.FirstName),
      MiddleName: text(data.MiddleName),
      SurName: text(data.SurName),
      Email: text(data.Email),
      CheckPurpose: text(data.CheckPurpose),
      costCentreId: filled(data.costCentreId) ? Number(data.costCentreId) : '',
      ClientID: clientId,
      ClientName: clientName,
      RecruiterID: options.isRecruiter ? Number(options.ownClientId) : '',
    },
    Services: [...services],
    referencesQuestions: hasReferences(services) ? [...questions] : [],
  };
}

