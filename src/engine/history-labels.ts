// The order history and the audit trail as people read them (issues 30 and 32): the server keeps each event by its
// key ('service.status', 'order.hold', 'document.download') with the values before and after by their keys
// ('CheckStatus', 'HoldReason', 'Document MEDICARE', a field's FieldID); the back office shows them through this part
// of the glossary (glossary.ts holds the rest). A check is named by its name, a field by
// its label, a document by its name (never its stored file name), a day as DD/MM/YYYY, and an empty value is left out.
import { fullDateToShown } from './dates';
import { KEY_WORDS, keyLabel } from './glossary';

/** Each event of the history, as people read it. */
export const HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  'application.submit': 'Application submitted',
  'application.edit': 'Corrections received from the applicant',
  'service.status': 'Check status changed',
  'service.results': 'Results received',
  'service.cancel': 'Check cancelled',
  'order.cancel': 'Order cancelled',
  'order.complete': 'Order completed',
  'order.hold': 'Order put on hold',
  'order.release': 'Order released from hold',
  'order.reject_items': 'Items sent back for correction',
  'order.message': 'Message sent to the applicant',
  'order.invoiced': 'Order invoiced',
  'order.close': 'Order closed',
  'invoice.paid': 'Invoice paid',
  'form.publish': 'Form published',
  'order.legal_hold': 'Legal hold placed',
  'order.legal_release': 'Legal hold lifted',
  'order.purge': 'Files and answers deleted under the retention policy',
  // The audit trail's access events (schemas/api AuditAction).
  'application.view': 'Application viewed',
  'application.download': 'Application PDF downloaded',
  'document.download': 'File downloaded',
  'references.download': "Referees' answers downloaded",
  // Sign-in security (schemas/api SecurityAuditAction).
  'two-factor.enrol': 'Authenticator app set up',
  'two-factor.disable': 'Two-factor sign-in turned off',
  'two-factor.recovery-code': 'Recovery code used',
  'session.end': 'Session signed out',
  'sessions.end-others': 'Other sessions signed out',
  'sessions.end-by-operator': "A user's sessions signed out",
  'passkey.register': 'Passkey registered',
  'passkey.remove': 'Passkey removed',
  'passkey.sign-in': 'Signed in with a passkey',
};

/** The events the audit trail records, in the order its filter offers them. */
export const AUDIT_ACTIONS = [
  'application.view',
  'application.download',
  'document.download',
  'references.download',
  'invoice.paid',
  'form.publish',
] as const;

/** Stored file names as the audit trail records them after a document's name: never shown to people. */
const STORED_FILE_SUFFIX = / ?\([0-9a-f]{32}\.(?:jpg|png|pdf)\)$/;

/**
 * What an audit event reached, as people read it: a step by its name, a document by its name without the stored
 * file's, the edit screen for a path.
 */
export function auditSubjectText(action: string, subject: string): string {
  if (action === 'application.view') {
    if (subject.startsWith('tab ')) return `Step: ${subject.slice(4)}`;
    if (subject.startsWith('/')) return subject.includes('edit') ? 'The corrections screen' : 'The application';
  }
  if (action === 'application.download') return 'The application PDF';
  if (action === 'references.download') return "The referees' answers PDF";
  return subject.replace(STORED_FILE_SUFFIX, '');
}

/** What an event without a label of its own reads as: never its key. */
export const HISTORY_ACTION_FALLBACK = 'Order updated';

/** The values an event records, as people read them: the glossary's words, and what a history's values mean. */
export const HISTORY_VALUES: Readonly<Record<string, string>> = {
  ...KEY_WORDS,
  editFlag: 'Waiting for corrections',
  Rejected: 'Sent back',
  Referees: 'Referees to contact again',
  Recipient: 'To',
// The order history and the audit trail as people read them (issues 30 and 32): the server keeps each event by its
// key ('service.status', 'order.hold', 'document.download') with the values before and after by their keys
// ('CheckStatus', 'HoldReason', 'Document MEDICARE', a field's FieldID); the back office shows them through this part
// of the glossary (glossary.ts holds the rest). A check is named by its name, a field by
};

/** Values that hold a stored file's location: people read the document's name, or that a file is there. */
const FILE_VALUES: ReadonlySet<string> = new Set(['ResultsLocation', 'reportLocation']);
const YES_NO_VALUES: ReadonlySet<string> = new Set(['editFlag']);
const FILE_UPLOADED = 'File uploaded';

/** What the order page knows to name things by. */
export interface HistoryNames {
  /** ServiceID -> the check's name. */
  checks: ReadonlyMap<string, string>;
  /** FieldID -> the field's label. */
  fields: ReadonlyMap<string, string>;
  /** DocID -> the document's name. */
  documents: ReadonlyMap<string, string>;
  /** A stored file's location -> the document's name. */
  files: ReadonlyMap<string, string>;
}

/** What an order's back-office detail holds of its checks, documents and the items that may be sent back. */
export interface HistoryNamesSource {
  services: ReadonlyArray<{ ServiceID: string; Service: string }>;
  documents: ReadonlyArray<{ DocID: string; DocName: string; DocLocation: string }>;
  rejectable: {
    fields: ReadonlyArray<{ FieldID: string; label: string }>;
    documents: ReadonlyArray<{ DocID: string; DocName: string }>;
  };
}

/** What the order page names history entries by: its checks, its application's fields and its documents. */
export function historyNamesOf(detail: HistoryNamesSource): HistoryNames {
  return {
    checks: new Map(detail.services.map((c) => [c.ServiceID, c.Service])),
    fields: new Map(detail.rejectable.fields.map((f) => [f.FieldID, f.label])),
    documents: new Map([...detail.documents.map((d) => [d.DocID, d.DocName] as const), ...detail.rejectable.documents.map((d) => [d.DocID, d.DocName] as const)]),
    files: new Map(detail.documents.map((d) => [d.DocLocation, d.DocName])),
  };
}

export interface HistoryRowIn {
  Action: string;
  ServiceID: string;
  Before: Readonly<Record<string, string>>;
  After: Readonly<Record<string, string>>;
}

/** 'Check status changed: Police Check' for an event on a check, the event's label alone for the order. */
export function historyActionText(row: Pick<HistoryRowIn, 'Action' | 'ServiceID'>, names: HistoryNames): string {
  const label = HISTORY_ACTIONS[row.Action] ?? HISTORY_ACTION_FALLBACK;
  if (!row.ServiceID) return label;
  return `${label}: ${names.checks.get(row.ServiceID) ?? 'a check'}`;
}

/** A value's key as people read it: a check's status by the check's name, a field by its label, a document by its name. */
function valueLabel(key: string, names: HistoryNames): string {
  if (HISTORY_VALUES[key]) return HISTORY_VALUES[key];
  const checkStatus = /^CheckStatus (.+)$/.exec(key);
  if (checkStatus) return `${names.checks.get(checkStatus[1]) ?? 'Check'} status`;
  // A document's value names it (valueText): the key says only what it is.
  if (key.startsWith('Document ')) return 'Document';
  // A field of the application, alone or on a row of a block list ('RefereeEmail#41').
  const fieldId = key.split('#')[0];
  return names.fields.get(fieldId) ?? keyLabel(fieldId);
}

function valueText(key: string, value: string, names: HistoryNames): string {
  if (FILE_VALUES.has(key) || key.startsWith('Document ')) {
    // A replacement of another kind is kept as '<DocID> <location>'.
    const [, otherDoc, location] = /^(\S+) (\S+)$/.exec(value) ?? [];
    if (otherDoc && names.documents.has(otherDoc)) return names.documents.get(otherDoc)!;
    const named = names.files.get(location ?? value);
    if (named) return named;
    return (key.startsWith('Document ') && names.documents.get(key.slice('Document '.length))) || FILE_UPLOADED;
  }
  if (YES_NO_VALUES.has(key)) return value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value;
  if (key === 'Rejected') {
    return value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((id) => names.fields.get(id) ?? names.documents.get(id) ?? keyLabel(id))
      .join(', ');
  }
  if (key === 'Referees') {
    const count = value.split(',').filter((id) => id.trim()).length;
    return `${count} referee${count === 1 ? '' : 's'}`;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? fullDateToShown(value) : value;
}

/**
 * One side of an event ('Check status: In QC, Delay: Third party response times'): a value empty on this side is
 * left out, and so is one the event did not change (the same before and after), unless nothing else is left.
 */
export function historyChangeText(side: 'Before' | 'After', row: HistoryRowIn, names: HistoryNames): string {
  const values = row[side];
  const other = side === 'Before' ? row.After : row.Before;
  const entries = Object.entries(values).filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '');
  const changed = entries.filter(([key, value]) => other[key] !== value);
  return (changed.length > 0 ? changed : entries).map(([key, value]) => `${valueLabel(key, names)}: ${valueText(key, String(value), names)}`).join(', ');
}
