// The glossary (issue 30): what each internal name is called for people. People never read a FieldID, a DocID, a
// ServiceID, an event key or a JSON field name; they read:
// - a field of the application by its label: the definitions' FieldName (data, changed in the form designer);
// - a document by its name: the document catalogue's DocName (data);
// - a check by its name: the service catalogue's ServiceName (data);
// - a status as the lifecycle writes it (lifecycle.ts: 'In progress', 'On hold': already words);
// - an event of the order's history by HISTORY_ACTIONS (history-labels.ts, which also words its values);
// - any other key a sentence must name (a request's field, a value a record keeps) by KEY_WORDS here, or, when no
//   entry names it, by keyLabel ('user_id' -> 'User ID', 'ClientID' -> 'Client ID'): never the key itself.
// A message that names a thing takes its words from here or from the data above. tests/api/internal-words.test.ts
// drives a whole lifecycle and fails when any of those names reaches a page, a mail, a PDF or an API message.
import { PERSON_LABELS } from './order-rules';

/** Keys as people read them, where the key alone does not say it. */
export const KEY_WORDS: Readonly<Record<string, string>> = {
  ...PERSON_LABELS,
  DOB: 'Date of birth',
  CheckPurpose: 'Purpose',
  PurchasedService: 'Service',
  RecruiterID: 'Recruitment agency',
  costCentreId: 'Cost centre',
  applicantToPay: 'Who pays',
  docName: 'Document name',
  DateFrom: 'From date',
  DateTo: 'To date',
  orderStatus: 'Order status',
  CheckStatus: 'Check status',
  DelayReason: 'Delay',
  HoldReason: 'Hold reason',
  ResultsScore: 'Result',
  CreditScore: 'Credit score',
  FraudScore: 'Fraud score',
  ResultsLocation: 'Results file',
  reportLocation: 'Report',
  Subject: 'Subject',
  InvoiceID: 'Invoice',
  QuestionSection: 'Section',
  QuestionType: 'Answer type',
  QuestionDesc: 'Question',
};

/** A key as people read it when no glossary entry names it: 'user_id' -> 'User ID', 'ClientID' -> 'Client ID'. */
export function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((word) => (/^id$/i.test(word) ? 'ID' : /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  if (words.length === 0) return 'A value';
  return words.join(' ').replace(/^./, (first) => first.toUpperCase());
}

/** What people call a key: the glossary's word, else the key in words. */
export const wordFor = (key: string): string => KEY_WORDS[key] ?? keyLabel(key);
