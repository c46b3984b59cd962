// The ordering rules and their messages, written once (order-and-application §3, §5 "New order", "CSV upload",
// "Single-applicant start", §6): the wizard's Enter details dialog, its CSV upload, the quick start and the server's
// order registration all check an applicant and its order choices with these functions and say so with these texts.
// Texts give the spec's meaning in correct English (its typos are not copied); the ones marked "ours" name what the
// spec leaves unsaid.
import { EMAIL_PATTERN, isPersonName, PHONE_PATTERN, tidyPhone, VALUE_LIMITS } from './patterns';
import { MANDATORY, NAME_CHARACTERS } from './messages';

/** §3 "Applicant (wizard)": the default purpose and payment choice. */
export const DEFAULT_CHECK_PURPOSE = 'Employment';
export const DEFAULT_APPLICANT_TO_PAY = 'N';
/** PayOption under which the client always pays: no payment choice is offered (§6). */
export const CLIENT_ONLY = 'ClientOnly';
/** Only services of this RunOption can be started from a single application (§2.2). */
export const FULL_SCOPE = 'Full scope';
/** Service RC marks references (§3): it brings the questionnaire. */
export const REFERENCES_SERVICE = 'RC';

/** Longest values accepted on an order line (patterns.ts VALUE_LIMITS). The local forms' maxLength say the same. */
export const ORDER_LIMITS = VALUE_LIMITS;

/** §5 "New order": the Enter details dialog and the wizard's step 2. */
export const NEW_ORDER_MESSAGES = {
  /** Beside each required field left empty (the spec's 'Please complete the white spaces.'). */
  whiteSpaces: MANDATORY,
  email: 'Invalid email format. Please include an "@" and a valid domain name.',
  noClient: 'No client selected.',
  noPayment: 'No payment option selected.',
  noCostCentre: 'No cost centre option selected.',
  noPurpose: 'No purpose selected.',
  added: 'Applicant added.',
  /** §2.1: NEXT of step 1 without a service, of step 2 without an applicant. */
  selectService: 'Please select a service',
  participantsRequired: 'Participants required.',
  /** §4: the client is fixed while applicants exist. */
  clientLocked: 'To choose a different client, please clean the applicants list.',
} as const;

/** The template's header row, A1 to E1, in this order (§5 "CSV upload"). */
export const CSV_HEADERS = ['FirstName', 'MiddleName', 'SurName', 'Email', 'Phone'] as const;

/** §5 "CSV upload". */
export const CSV_MESSAGES = {
  loaded: 'CSV loaded.',
  errorsFound: 'Errors found.',
  errorsHeading: 'Errors in the file',
  /** The purpose or the file is missing. */
  incompleteForm: 'Please complete the form.',
  /** A line of the file, its problem after it: 'Line 3: The first name, surname or email is missing.' */
  atLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
  /** A required value left empty (the spec's 'Whitespaces in line: {n}.'). */
  whitespaces: (line: number) => `Line ${line}: The first name, surname or email is missing.`,
  /** A name longer than the order takes (ours). */
  nameTooLong: (line: number) => `Line ${line}: A name is longer than ${ORDER_LIMITS.name} characters.`,
  /** The spec's 'Email format error for : {first name}.' */
  emailFormat: (firstName: string) => (firstName ? `The email address of ${firstName} is not valid.` : 'The email address is not valid.'),
  /** The spec's 'Phone format error for : {first name}.' */
  phoneFormat: (firstName: string) => (firstName ? `The phone number of ${firstName} is not valid.` : 'The phone number is not valid.'),
  /** A name with digits, emoji, symbols or control characters (ours: the application's name rule). */
  nameCharacters: (line: number) => `Line ${line}: ${NAME_CHARACTERS}`,
  // Ours, not in the spec's list, which assumes the template was used: a file without the template's headers or
  // without a single applicant would otherwise be "loaded" with nothing in it.
  wrongHeaders: `The first row must hold the headers ${CSV_HEADERS.join(', ')} (cells A1 to E1). Please use the template.`,
  noApplicants: 'The file has no applicants: fill one row per applicant from line 2.',
} as const;

/** §5 "Single-applicant start", §4 "Quick start", §2.2. */
export const QUICK_START_MESSAGES = {
  incomplete: 'Please complete the form.',
  noClient: 'Please choose a client.',
  noCostCentre: 'Please select a cost centre',
  noService: 'Please choose a service.',
  noOrder: 'Something went wrong.',
  /** The new-order email rule, applied here too: the server refuses a malformed address. */
  invalidEmail: NEW_ORDER_MESSAGES.email,
  /** Tooltip of a service that cannot be added here (§2.2: only a full-scope service starts from one application). */
  notAvailable: 'Not available to run on its own.',
} as const;

/** The applicant's own values on an order line. */
export type PersonField = 'FirstName' | 'MiddleName' | 'SurName' | 'Email' | 'Phone';
export type Person = Partial<Record<PersonField, string>>;

/** 'file': the wizard (Enter details, CSV, save_applicants_file). 'single': the quick start (setup_account). */
export type SubmissionKind = 'file' | 'single';

/** How people read the applicant's fields. */
export const PERSON_LABELS: Record<PersonField, string> = {
  FirstName: 'First name',
  MiddleName: 'Middle name',
  SurName: 'Surname',
  Email: 'Email',
  Phone: 'Phone',
};

const NAME_FIELDS = ['FirstName', 'MiddleName', 'SurName'] as const;

/** Names that must be given: the quick start asks for SurName and Email only (§5 "Single-applicant start"). */
export const REQUIRED_PERSON_FIELDS: Record<SubmissionKind, readonly PersonField[]> = {
  file: ['FirstName', 'SurName', 'Email'],
  single: ['SurName', 'Email'],
};

export interface PersonCheck {
  /** Required fields empty or of spaces only, in REQUIRED_PERSON_FIELDS order. */
  missing: PersonField[];
  /** Names longer than ORDER_LIMITS.name. */
  tooLong: PersonField[];
  /** Names given with characters a name does not have (the application's rule, patterns.ts isPersonName). */
  badNames: PersonField[];
  /** An email given but malformed (or too long). */
  badEmail: boolean;
  /** A phone that is not digits only (or too long). */
  badPhone: boolean;
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();

/** The checks every applicant passes, in the browser and on the server; values are read trimmed. */
export function checkPerson(person: Person, kind: SubmissionKind): PersonCheck {
  const email = trimmed(person.Email);
  // Typed as people type it ('04 1234 5678', '+61 412-345-678'): checked, and stored by the server, tidied.
  const phone = tidyPhone(person.Phone ?? '');
  return {
    missing: REQUIRED_PERSON_FIELDS[kind].filter((field) => trimmed(person[field]) === ''),
    tooLong: NAME_FIELDS.filter((f) => trimmed(person[f]).length > ORDER_LIMITS.name),
    badNames: NAME_FIELDS.filter((f) => trimmed(person[f]) !== '' && !isPersonName(trimmed(person[f]))),
    badEmail: email !== '' && (email.length > ORDER_LIMITS.email || !EMAIL_PATTERN.test(email)),
    badPhone: phone.length > ORDER_LIMITS.phone || !PHONE_PATTERN.test(phone),
  };
}

/** The payment choice as stored: 'Y' only when chosen and the contract lets the applicant pay; 'N' by default (§3). */
export function applicantToPayOf(value: unknown, payOption: string): 'Y' | 'N' {
  return payOption !== CLIENT_ONLY && value === 'Y' ? 'Y' : DEFAULT_APPLICANT_TO_PAY;
}

/** Whether a service may be started from the quick start (§2.2). */
export function canRunAlone(service: { RunOption: string }): boolean {
  return service.RunOption === FULL_SCOPE;
}

/**
 * The server's sentences for a refused submission (ours, built on the spec's messages): the wizard's words for a
 * file of order lines, the quick start's for one applicant.
 */
export interface SubmissionWording {
  where(lineNumber: number): string;
  missing(field: string): string;
  noApplicants: string;
  noClient: string;
  noPurpose: string;
  noCostCentre: string;
  noService: string;
}

export const SUBMISSION_WORDING: Record<SubmissionKind, SubmissionWording> = {
  file: {
    where: (n) => `Line ${n}: `,
    missing: (field) => `${field} is required.`,
    noApplicants: NEW_ORDER_MESSAGES.participantsRequired,
    noClient: NEW_ORDER_MESSAGES.noClient,
    noPurpose: NEW_ORDER_MESSAGES.noPurpose,
    noCostCentre: NEW_ORDER_MESSAGES.noCostCentre,
    noService: 'Please choose a service.',
  },
  single: {
    where: () => '',
    missing: (field) => `Please complete the form: ${field} is required.`,
    noApplicants: QUICK_START_MESSAGES.noService,
    noClient: QUICK_START_MESSAGES.noClient,
    noPurpose: 'Please complete the form: Purpose is required.',
    noCostCentre: QUICK_START_MESSAGES.noCostCentre,
    noService: QUICK_START_MESSAGES.noService,
  },
};

/** The first problem of an applicant's own values as the server words it, or null. */
export function personProblem(person: Person, kind: SubmissionKind): string | null {
  const check = checkPerson(person, kind);
  const words = SUBMISSION_WORDING[kind];
  if (check.missing.length) return words.missing(PERSON_LABELS[check.missing[0]]);
  if (check.tooLong.length) return `${PERSON_LABELS[check.tooLong[0]]} is longer than ${ORDER_LIMITS.name} characters.`;
  if (check.badNames.length) return `${PERSON_LABELS[check.badNames[0]]}: ${NAME_CHARACTERS}`;
  const who = trimmed(person.FirstName) || trimmed(person.SurName);
  if (check.badEmail) return CSV_MESSAGES.emailFormat(who);
  if (check.badPhone) return CSV_MESSAGES.phoneFormat(who);
  return null;
}
