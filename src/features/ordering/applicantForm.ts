// The two applicant forms of step 2, Enter details (schemas/forms/new-applicant.json) and Upload a File
// (schemas/forms/csv-upload.json), fitted to the user's contract and checked with the rules and messages of
// order-and-application §5 "New order" and "CSV upload". No React here: the dialogs render what this builds.
import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { withChoices, withoutProperties, withReadonly, withRequired } from '../../engine/local';
import { isEmail, isPhone } from '../../engine/patterns';
import type { NewApplicant } from './cart';
import { CSV_MESSAGES, type CsvApplicant } from './csv/csvRules';

export const APPLICANT_MESSAGES = {
  whiteSpaces: 'Please complete the white spaces.',
  email: 'Invalid email format. Please include an "@" and a valid domain name.',
  noClient: 'No client selected.',
  noPayment: 'No payment option selected.',
  noCostCentre: 'No cost centre option selected.',
  noPurpose: 'No purpose selected.',
  added: 'Applicant added.',
  /** §4: the client is fixed while applicants exist. */
  clientLocked: 'To choose a different client, please clean the applicants list.',
  phone: (firstName: string) => CSV_MESSAGES.phoneFormat(firstName),
} as const;

export const DEFAULT_CHECK_PURPOSE = 'Employment';
/** PayOption under which the client always pays: no payment choice is offered (§6). */
export const CLIENT_ONLY = 'ClientOnly';

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
  let schema = withChoices(
    form.schema as Data,
    'CheckPurpose',
    options.purposes.map((purpose) => ({ value: purpose, label: purpose })),
  );
  let uiSchema = form.uiSchema as Data;
  const hidden: string[] = [];
  const required: string[] = [];

  if (options.isRecruiter) {
    schema = withChoices(
      schema,
      'ClientID',
      options.clients.map((c) => ({ value: String(c.ClientID), label: c.CompanyName })),
    );
    required.push('ClientID');
    if (lockedClientId) uiSchema = withReadonly(uiSchema, 'ClientID', APPLICANT_MESSAGES.clientLocked);
  } else {
    hidden.push('ClientID');
  }

  if (options.payOption === CLIENT_ONLY) hidden.push('applicantToPay');
  else required.push('applicantToPay');

  if (options.costCentres.length) {
    schema = withChoices(
      schema,
      'costCentreId',
      options.costCentres.map((c) => ({ value: String(c.CostCentreID), label: c.CostCentreDesc })),
    );
    required.push('costCentreId');
  } else {
    hidden.push('costCentreId');
  }

  const trimmed = withoutProperties(withRequired(schema, required), uiSchema, hidden);
  const formData: Data = {};
  if (options.purposes.includes(DEFAULT_CHECK_PURPOSE)) formData.CheckPurpose = DEFAULT_CHECK_PURPOSE;
  if (options.isRecruiter && lockedClientId) formData.ClientID = lockedClientId;
  return { schema: trimmed.schema as RJSFSchema, uiSchema: trimmed.uiSchema as UiSchema, formData };
}

const REQUIRED_MESSAGES: Record<string, string> = {
  FirstName: APPLICANT_MESSAGES.whiteSpaces,
  SurName: APPLICANT_MESSAGES.whiteSpaces,
  Email: APPLICANT_MESSAGES.whiteSpaces,
  ClientID: APPLICANT_MESSAGES.noClient,
  applicantToPay: APPLICANT_MESSAGES.noPayment,
  costCentreId: APPLICANT_MESSAGES.noCostCentre,
  CheckPurpose: APPLICANT_MESSAGES.noPurpose,
};

function propertyOf(error: { property?: string; params?: { missingProperty?: string } }): string {
  return (error.params?.missingProperty ?? error.property ?? '').replace(/^\./, '');
}

/** The spec's message for each empty required field of the Enter details form. */
export const applicantTransformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const message = error.name === 'required' ? REQUIRED_MESSAGES[propertyOf(error)] : undefined;
    return message ? { ...error, message, stack: message } : error;
  });

/** As above for the CSV form, whose missing purpose is 'Please complete the form.' (§5 "CSV upload"). */
export const csvTransformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    if (error.name !== 'required') return error;
    const property = propertyOf(error);
    const message = property === 'CheckPurpose' ? CSV_MESSAGES.incompleteForm : REQUIRED_MESSAGES[property];
    return message ? { ...error, message, stack: message } : error;
  });

const textOf = (data: Data, key: string): string => (typeof data[key] === 'string' ? (data[key] as string) : '');

/**
 * The rules a JSON schema cannot say: names or email of spaces only count as empty ('required' already covers truly
 * empty ones, so each field gets one message), the email pattern, a phone of digits only. The patterns are the
 * engine's, the ones the server checks with.
 */
export const applicantCustomValidate: CustomValidator = (formData, errors: FormValidation) => {
  const data = (formData ?? {}) as Data;
  const fields = errors as unknown as Record<string, { addError(message: string): void }>;
  for (const key of ['FirstName', 'SurName', 'Email']) {
    const value = textOf(data, key);
    if (value !== '' && value.trim() === '') fields[key]?.addError(APPLICANT_MESSAGES.whiteSpaces);
  }
  const email = textOf(data, 'Email').trim();
  if (email && !isEmail(email)) fields.Email?.addError(APPLICANT_MESSAGES.email);
  const phone = textOf(data, 'Phone').trim();
  if (!isPhone(phone)) fields.Phone?.addError(APPLICANT_MESSAGES.phone(textOf(data, 'FirstName').trim()));
  return errors;
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
  const clientOnly = options.payOption === CLIENT_ONLY;
  return {
    ClientID: options.isRecruiter ? textOf(data, 'ClientID') : options.ownClientId,
    RecruiterID: options.isRecruiter ? options.ownClientId : '',
    applicantToPay: !clientOnly && data.applicantToPay === 'Y' ? 'Y' : 'N',
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
