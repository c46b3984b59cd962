// Every user-facing string the form engine emits, written once. Texts from the spec (order-and-application §5
// "Application, general", portal §5 "References form") keep its meaning in correct English; the others are marked ours.

/** A compulsory field (or a child of a parent set to Y) left empty. Spec: order-and-application §5. */
export const MANDATORY = 'This field is mandatory.';

/** Toast when NEXT finds empty compulsory fields on an application step. Spec: order-and-application §5. */
export const APPLICATION_INCOMPLETE = 'Please complete the empty fields.';

/** Text inputs shorter than the minimum length (2). Wording chosen by the engine brief. */
export const minLengthMessage = (limit: number): string => `Please enter at least ${limit} characters.`;

/** Text longer than allowed (references text answers: 1500). Wording chosen by the engine brief. */
export const maxLengthMessage = (limit: number): string => `At most ${limit} characters.`;

/** A full date (date of birth and other DD/MM/YYYY dates) that is malformed or not on the calendar. */
export const INVALID_DATE = 'Please enter a valid date (DD/MM/YYYY).';

/** A date of birth (or another date that cannot be in the future, fields.ts) after today. Ours. */
export const FUTURE_DATE = 'This date cannot be in the future.';

/** An end date (moved out, employment ended) before its start. */
export const END_BEFORE_START = 'This date cannot be before the start date.';

/** A person's name with characters a name does not have (patterns.ts isPersonName). */
export const NAME_CHARACTERS = "Please use letters, spaces, hyphens (-), apostrophes (') and full stops (.) only.";

/**
 * A period that ends before it starts: the From and To filters of the order history, the reports and the invoices,
 * and the server's answer to the same request. Ours.
 */
export const PERIOD_REVERSED = 'The From date must not be after the To date.';

/** A period's From or To date that is not a day of the calendar (the server's answer). Ours. */
export const periodDateInvalid = (end: 'From' | 'To'): string => `The ${end} date is not a valid date.`;

/** A billing period that ends after today: only orders already completed are billed. Ours. */
export const PERIOD_NOT_OVER = 'The To date may not be in the future: only orders already completed are billed.';

/** A postcode of an Australian address. */
export const AU_POSTCODE = 'An Australian postcode has 4 digits.';

/** A field of the email format (fields.ts) whose value is no email address. Spec: order-and-application §5 (new order). */
export const INVALID_EMAIL = 'Invalid email format. Please include an "@" and a valid domain name.';

/** A field of the phone format (fields.ts) with letters or other signs. Ours. */
export const INVALID_PHONE = 'Please enter a phone number using digits, spaces and a leading + only.';

/** A move-in / move-out date that is not DD/MM/YYYY, MM/YYYY or YYYY, or not on the calendar. */
export const INVALID_PARTIAL_DATE = 'Please enter a date as DD/MM/YYYY, MM/YYYY or YYYY.';

/** Rank (1-5) question left unanswered; also the rank select's placeholder. Spec: portal §5. */
export const RANK_MISSING = 'Please select';

/** Yes/no question left unanswered. Spec: portal §5. Also used (ours) for a value that is not one of a list's choices. */
export const SELECT_AN_OPTION = 'Please select an option';

/** References form sent with empty Verification fields. Spec: portal §5. */
export const REFERENCES_INCOMPLETE = 'Please complete the empty fields to continue.';

/** Warning before sending a references form with unchecked check fields. Spec: portal §5 (its typos corrected). */
export const REFERENCES_UNCHECKED_WARNING =
  'One or more details to verify were left unchecked. Are you sure you want to continue?';

/**
 * The opening text of the referee's form, before the questions (questionnaire.ts). Ours: the spec names the entry kind
 * (Instructions) but not its words; the preview and the public references form open with it.
 */
export const REFEREE_INSTRUCTIONS =
  'Thank you for agreeing to give a reference. Please answer every question below about the applicant. ' +
  'Your answers are sent only to the organisation that requested this background check.';

/** Adding a reference block beyond the maximum. Spec: order-and-application §5. */
export const referencesMaxMessage = (max: number): string => `You can only add up to ${max} references`;

/** Removing a reference block below the minimum. Spec: order-and-application §5. */
export const referencesMinMessage = (min: number): string => `You must have at least ${min} references`;

/** Reference limits when the server sends none. Spec: order-and-application §7 (bring_min_ref_req defaults). */
export const DEFAULT_REFERENCE_MESSAGE =
  'Please provide the names of at least one referee and up to three referees.';

/** Adding a block beyond the maximum of a list that names no message of its own (ours). */
export const tooManyBlocksMessage = (max: number): string => `You can only add up to ${max}.`;

/** Label of every block's remove button (engine brief). */
export const REMOVE_BLOCK = 'Remove';

/** Add-button labels of the known repeatable blocks. Ours, except the two the spec names. */
export const ADD_LICENCE = 'Add a Licence';
export const ADD_EMPLOYMENT = 'Add Employment';
export const ADD_EDUCATION = 'Add Education';
/** Spec: order-and-application §2.3 "Address Details". */
export const ADD_PREVIOUS_ADDRESS = 'Add a Previous Address';
/** Spec: order-and-application §2.3 "References". */
export const ADD_REFERENCE = 'Add a new Reference';
/** Any other block list (ours). */
export const ADD_BLOCK = 'Add another';

/** Placeholders of the date inputs (ours; they show the accepted formats). */
export const DATE_PLACEHOLDER = 'DD/MM/YYYY';
export const PARTIAL_DATE_PLACEHOLDER = 'DD/MM/YYYY, MM/YYYY or YYYY';

/** Help texts shown under known fields when the server sends none. Spec: order-and-application §5. */
export const VOLUNTEER_HELP =
  'A volunteer police check is only for unpaid volunteers or students on a compulsory placement.';
export const URGENT_HELP = 'An urgent check is only for cases where a delay affects care or safety.';
export const PREVIOUS_NAME_HELP =
  'Previous-name evidence is needed: a change of name certificate, an Australian marriage certificate issued by a ' +
  'state or territory (church or celebrant certificates not accepted), or a Deed Poll.';

/** Headings of the known repeatable block lists (ours); other lists are named from their TableLocation. */
export const BLOCK_TITLES: Readonly<Record<string, string>> = {
  'ops.ApplicantDocs': 'Licences',
  'ops.ApplicantEmploymentHis': 'Employment History',
  'ops.ApplicantEducation': 'Education',
  'ops.ApplicantAddress': 'Addresses',
  'ops.ApplicantReferees': 'Referees',
};

// ---- Address history (order-and-application §5 "Address rules"; the spec gives the rules, the wording is ours) ----

/** No address of type Primary Address: "only 1 primary address is needed". */
export const ADDRESS_PRIMARY_MISSING = 'Please add your primary address: the address where you live now.';
/** A second Primary Address. */
export const ADDRESS_PRIMARY_DUPLICATE = 'Only one primary address is needed: please make this one a previous address.';
/** A primary address with a move-out date: "it must be current". */
export const ADDRESS_PRIMARY_NOT_CURRENT = 'Your primary address must be current: please leave its move-out date empty.';
/** A postal address with a move-out date: "a postal address must be current". */
export const ADDRESS_POSTAL_NOT_CURRENT = 'A postal address must be current: please leave its move-out date empty.';
/** The same address entered twice: "each address may be entered only once". */
export const ADDRESS_REPEATED = 'This address has already been entered. Each address may be entered only once.';
/** Moved out before moving in (ours: a date range that cannot be). */
export const ADDRESS_DATES_REVERSED = 'The move-out date cannot be before the move-in date.';
/** What the address step asks for when the order's checks search where the applicant lived (get_min_address_req). */
export const addressHistoryRequest = (years: number) => `Please provide your address history for the last ${years} years.`;
/** What it asks for otherwise. */
export const CURRENT_ADDRESS_REQUEST = 'Please provide your current residential address and, if different, your postal address.';
/** Fewer years of addresses than the checks need (ours). */
export const addressHistoryShort = (years: number, since: string) =>
  `Your addresses must cover the last ${years} years: please add where you lived before ${since}.`;
/** Time between two addresses that no address covers (ours). */
export const addressHistoryGap = (from: string, to: string) =>
  `Your addresses leave a gap from ${from} to ${to}: please add where you lived then, or correct the dates.`;

// ---- Files and identity documents (order-and-application §5 "Files", "Identity NEXT"; verbatim) ----

/** Refusals of an uploaded file, in the browser before sending and on the server (files.ts). */
export const FILE_MESSAGES = {
  tooBig: 'This file is too big.',
  conditions: 'This file does not meet the conditions.',
  noFile: 'Please select a file',
  /** The virus scan found a signature (server/virus-scan.ts): nothing was kept. */
  unsafe: 'This file looks unsafe (it matches a known malware signature) and was not kept. Please choose another file.',
  /** The virus scanner stayed unreachable while the upload waited: nothing was kept. */
  scannerDown: 'We could not check your file for viruses just now; please try again in a few minutes.',
  /** The upload progress once every byte is sent, while the server scans the file. */
  checking: 'Checking your file...',
} as const;

/** NEXT on the identity step with documents, or the selfie, still missing. */
export const PENDING_DOCUMENTS_MESSAGE = 'Please upload the pending documents list.';
export const SELFIE_MISSING_MESSAGE = 'Please upload a photo of yourself.';

// ---- Edit screen (order-and-application §2.4, §5 "Edit submit"; verbatim) ----

/** The edit screen when no item of the order waits for corrections; the server's refusal says the same. */
export const NOTHING_TO_EDIT = 'There is no information to edit.';
/** A document switched to replace mode without a new document chosen and uploaded. */
export const CHOOSE_NEW_DOCUMENT = 'Choose a new document';
