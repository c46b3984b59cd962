// The two applicant forms of step 2, Enter details (schemas/forms/new-applicant.json) and Upload a File
// (schemas/forms/csv-upload.json), fitted to the user's contract and checked with the rules and messages of
// order-and-application §5 "New order" and "CSV upload" (src/engine/order-rules.ts, the server's too). No React
// here: the dialogs render what this builds.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { LocalFormRules } from '../../../widgets';
import type { Violation } from '../../engine/validation';
import { withChoices, withoutProperties, withReadonly, withRequired } from '../../engine/local';
import {
  applicantToPayOf,
  checkPerson,
  CLIENT_ONLY,
  CSV_MESSAGES,
  DEFAULT_APPLICANT_TO_PAY,
  DEFAULT_CHECK_PURPOSE,
  NEW_ORDER_MESSAGES,
} from '../../engine/order-rules';
import { NAME_CHARACTERS } from '../../engine/messages';
import type { NewApplicant } from './cart';
import type { CsvApplicant } from './csv/csvRules';

/** What the user's contract and the chosen services allow; read from the server by useOrderOptions. */
export interface OrderOptions {
  isRecruiter: boolean;
  payOption: string;
  /** The user's own company (dashboardInfo.ClientID). */
  ownClientId: string;
  /** get_clients, for a recruiter. */
  clients: { ClientID: number | string; CompanyName: string }[];
  costCentres: { CostCentreID: number | string; CostCentreDesc: string }[];
  /** get_check_types for the chosen services. */
  purposes: string[];
}

export interface FormSetup {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Initial data: the locked client, the default purpose. */
  formData: Record<string, unknown>;
}

type Data = Record<string, unknown>;

/**
 * Fits a local applicant form to the user: the client choice only for a recruiter (read-only once applicants exist),
 * the payment choice unless PayOption is ClientOnly, the cost centre only when the user has any, the purposes of the
 * chosen services.
 */
export function fitApplicantForm(
  form: { schema: RJSFSchema; uiSchema: UiSchema },
  options: OrderOptions,
  lockedClientId: string | null,
): FormSetup {
  let fitted = withChoices(
    { schema: form.schema as Data, uiSchema: form.uiSchema as Data },
    'CheckPurpose',
    options.purposes.map((purpose) => ({ value: purpose, label: purpose })),
  );
  const hidden: string[] = [];
  const required: string[] = [];

  if (options.isRecruiter) {
    fitted = withChoices(
      fitted,
      'ClientID',
      options.clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })),
    );
    required.push('ClientID');
    if (lockedClientId) fitted = { ...fitted, uiSchema: withReadonly(fitted.uiSchema, 'ClientID', NEW_ORDER_MESSAGES.clientLocked) };
  } else {
    hidden.push('ClientID');
  }

  const paymentOffered = options.payOption !== CLIENT_ONLY;
  if (paymentOffered) required.push('applicantToPay');
  else hidden.push('applicantToPay');

  if (options.costCentres.length) {
    fitted = withChoices(
      fitted,
      'costCentreId',
      options.costCentres.map((c) => ({ value: String(c.CostCentreID), label: c.CostCentreDesc })),
    );
    required.push('costCentreId');
  } else {
    hidden.push('costCentreId');
  }

  const trimmed = withoutProperties(withRequired(fitted.schema, required), fitted.uiSchema, hidden);
  const formData: Data = {};
  if (options.purposes.includes(DEFAULT_CHECK_PURPOSE)) formData.CheckPurpose = DEFAULT_CHECK_PURPOSE;
  if (options.isRecruiter && lockedClientId) formData.ClientID = lockedClientId;
  // §3: 'N' unless the user says the applicant pays.
  if (paymentOffered) formData.applicantToPay = DEFAULT_APPLICANT_TO_PAY;
  return { schema: trimmed.schema as RJSFSchema, uiSchema: trimmed.uiSchema as UiSchema, formData };
}

const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  FirstName: NEW_ORDER_MESSAGES.whiteSpaces,
  SurName: NEW_ORDER_MESSAGES.whiteSpaces,
  Email: NEW_ORDER_MESSAGES.whiteSpaces,
  ClientID: NEW_ORDER_MESSAGES.noClient,
  applicantToPay: NEW_ORDER_MESSAGES.noPayment,
  costCentreId: NEW_ORDER_MESSAGES.noCostCentre,
  CheckPurpose: NEW_ORDER_MESSAGES.noPurpose,
};

const textOf = (data: Data, key: string): string => (typeof data[key] === 'string' ? (data[key] as string) : '');

/**
 * The rules a JSON schema cannot say, the engine's (the server checks with them too): names or email of spaces only
 * count as empty, names of letters only, the email pattern, a phone of digits only.
 */
export function applicantViolations(data: Data): Violation[] {
  const person = {
    FirstName: textOf(data, 'FirstName'),
    MiddleName: textOf(data, 'MiddleName'),
    SurName: textOf(data, 'SurName'),
    Email: textOf(data, 'Email'),
    Phone: textOf(data, 'Phone'),
  };
  const check = checkPerson(person, 'file');
  const found: Violation[] = [];
  const add = (key: string, message: string) => found.push({ key, path: [key], message });
  for (const key of check.missing) add(key, NEW_ORDER_MESSAGES.whiteSpaces);
  for (const key of check.badNames) add(key, NAME_CHARACTERS);
  if (check.badEmail) add('Email', NEW_ORDER_MESSAGES.email);
  if (check.badPhone) add('Phone', CSV_MESSAGES.phoneFormat(person.FirstName.trim()));
  return found;
}

/** Enter details (§5 "New order"): the spec's message for each empty required field, and the applicant's rules. */
export const APPLICANT_FORM_RULES: LocalFormRules = { requiredMessages: REQUIRED_MESSAGES, violations: applicantViolations };

/** Upload a File (§5 "CSV upload"): as above, but a missing purpose is 'Please complete the form.'. */
export const CSV_FORM_RULES: LocalFormRules = {
  requiredMessages: { ...REQUIRED_MESSAGES, CheckPurpose: CSV_MESSAGES.incompleteForm },
};

/** The choices of the form that are the same for each applicant: client, payment, cost centre, purpose. */
export interface OrderChoices {
  ClientID: string;
  RecruiterID: string;
  applicantToPay: 'Y' | 'N';
  costCentreId: string;
  CheckPurpose: string;
}

/** §5: a recruiter orders for the chosen client with RecruiterID its own ClientID; anyone else for itself. */
export function orderChoicesOf(data: Data, options: OrderOptions): OrderChoices {
  return {
    ClientID: options.isRecruiter ? textOf(data, 'ClientID') : options.ownClientId,
    RecruiterID: options.isRecruiter ? options.ownClientId : '',
    applicantToPay: applicantToPayOf(data.applicantToPay, options.payOption),
    costCentreId: options.costCentres.length ? textOf(data, 'costCentreId') : '',
    CheckPurpose: textOf(data, 'CheckPurpose') || DEFAULT_CHECK_PURPOSE,
  };
}

/** The applicant of a valid Enter details form, trimmed. */
export function applicantOf(data: Data, options: OrderOptions): NewApplicant {
  return {
    FirstName: textOf(data, 'FirstName').trim(),
    MiddleName: textOf(data, 'MiddleName').trim(),
    SurName: textOf(data, 'SurName').trim(),
    Email: textOf(data, 'Email').trim(),
    Phone: textOf(data, 'Phone').trim(),
    ...orderChoicesOf(data, options),
  };
}

/** The applicants of a checked CSV file with the options chosen in the upload form. */
export function applicantsOfCsv(rows: readonly CsvApplicant[], data: Data, options: OrderOptions): NewApplicant[] {
  const choices = orderChoicesOf(data, options);
  return rows.map((row) => ({ ...row, ...choices }));
}
