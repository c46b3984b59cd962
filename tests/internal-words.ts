// The internal names that must never reach a person (issue 30): a FieldID (DOB, AddressSuburb), a DocID (MEDICARE),
// a check's ServiceID (PC), an event key (service.status), a JSON field name of the API (DateFrom, applicantToPay), a
// stored file's name (<32 hex>.pdf), a raw validator message ('must NOT have more than'). The list is built from the
// data itself (the field definitions, the document catalogue, the services, the history's events, the API contract),
// so a field or a route added tomorrow is covered without touching this file. Shared by the API test over the whole
// lifecycle (tests/api/internal-words.test.ts) and the e2e pass over the pages (tests/e2e/internal-words.test.ts).
import type { TSchema } from '@sinclair/typebox';
import { contract } from '../schemas/api';
import { HISTORY_ACTIONS } from '../src/engine/history-labels';

/** What the data names things by. */
export interface InternalNames {
  fieldIds: Iterable<string>;
  docIds: Iterable<string>;
  /** ServiceID -> the check's name. */
  services: Iterable<readonly [string, string]>;
  eventKeys: Iterable<string>;
  /** Stored files' locations. */
  files?: Iterable<string>;
}

/**
 * Proper names and abbreviations people read as they are, which a key may share: the product JobAdder, the document
 * ImmiCard, the abbreviations on invoices and forms.
 */
const PEOPLE_READ = new Set(['JobAdder', 'ImmiCard', 'ClearCheck', 'ID', 'ABN', 'ACN', 'GST', 'BSB', 'PDF', 'CSV', 'AEDT', 'AEST', 'VEVO', 'URL', 'TFN']);

/**
 * Whether a key is a word of its own a sentence may hold ('Email', 'Surname', 'status'): those are left out.
 * A key reads as internal when it joins words (DateFrom, applicantToPay, orderID, user_id, service.status) or is an
 * upper-case code (DOB, MEDICARE).
 */
function looksInternal(key: string): boolean {
  if (PEOPLE_READ.has(key)) return false;
  if (/[._]/.test(key) && /^[A-Za-z][\w.]*[A-Za-z0-9]$/.test(key)) return true;
  if (/[a-z][A-Z]/.test(key)) return true;
  return /^[A-Z][A-Z0-9]{1,}$/.test(key);
}

/** Every property name of a schema, however deep. */
function propertyNames(schema: TSchema | undefined, into: Set<string>, seen = new Set<object>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, child] of Object.entries(s.properties as Record<string, TSchema>)) {
      into.add(name);
      propertyNames(child, into, seen);
    }
  }
  for (const key of ['items', 'additionalProperties', 'not']) propertyNames(s[key] as TSchema, into, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const child of (s[key] as TSchema[] | undefined) ?? []) propertyNames(child, into, seen);
}

/** The JSON field names of every route's request and answer (the API contract, schemas/api). */
export function contractKeys(): Set<string> {
  const keys = new Set<string>();
  for (const spec of Object.values(contract)) {
    const route = spec as { params?: TSchema; querystring?: TSchema; body?: TSchema; multipart?: TSchema; response: Record<number, TSchema> };
    for (const schema of [route.params, route.querystring, route.body, route.multipart, ...Object.values(route.response)]) propertyNames(schema, keys);
  }
  return keys;
}

export interface Token {
  token: string;
  kind: 'field' | 'document' | 'check' | 'event' | 'key' | 'file';
}

/** The tokens to look for, each with what it is. */
export function internalTokens(names: InternalNames): Token[] {
  const tokens = new Map<string, Token['kind']>();
  const add = (token: string, kind: Token['kind']) => {
    if (token && looksInternal(token) && !tokens.has(token)) tokens.set(token, kind);
  };
  for (const id of names.fieldIds) add(id, 'field');
  for (const id of names.docIds) add(id, 'document');
  // A check's code is internal unless its name says it too ('Right to Work (VEVO) Check').
  for (const [id, name] of names.services) if (!name.includes(id)) add(id, 'check');
  for (const key of [...Object.keys(HISTORY_ACTIONS), ...names.eventKeys]) add(key, 'event');
  for (const key of contractKeys()) add(key, 'key');
  const found = [...tokens].map(([token, kind]) => ({ token, kind }));
  for (const file of names.files ?? []) found.push({ token: file, kind: 'file' });
  return found;
}

/** A stored file's name (server/storage.ts: `<32 hex>.<kind>`), whichever file it is. */
const STORED_FILE = /\b[0-9a-f]{32}\.[a-z]{2,4}\b/;
/** ajv's own words, which people never read (server/http.ts words a refusal from ajv's details instead). */
const VALIDATOR_TEXT = /must NOT have|must match pattern|must match format|must have required property|must be equal to|must be (?:string|integer|number|boolean|array|object|null)\b|must NOT be valid|should (?:NOT )?(?:be|have|match)\b/;

export interface Leak {
  where: string;
  token: string;
  kind: Token['kind'] | 'stored file' | 'validator';
  context: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The internal tokens a text holds, each with a little of the text around it. */
export function leaksIn(where: string, text: string, tokens: readonly Token[]): Leak[] {
  const leaks: Leak[] = [];
  const around = (index: number, length: number) => text.slice(Math.max(0, index - 50), index + length + 50).replace(/\s+/g, ' ');
  for (const { token, kind } of tokens) {
    // A whole word, case as written: 'MEDICARE' is a DocID, 'Medicare card' its name.
    const match = new RegExp(`(?<![\\w.#-])${escape(token)}(?![\\w#-]|\\.\\w)`).exec(text);
    if (match) leaks.push({ where, token, kind, context: around(match.index, token.length) });
  }
  const file = STORED_FILE.exec(text);
  if (file) leaks.push({ where, token: file[0], kind: 'stored file', context: around(file.index, file[0].length) });
  const validator = VALIDATOR_TEXT.exec(text);
  if (validator) leaks.push({ where, token: validator[0], kind: 'validator', context: around(validator.index, validator[0].length) });
  return leaks;
}

/** A leak list as lines a failing test prints. */
export const describeLeaks = (leaks: readonly Leak[]) => leaks.map((l) => `${l.where}: ${l.kind} '${l.token}' in "...${l.context}..."`);

// ---- Mail as a person reads it --------------------------------------------------------------------------------

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words ('=?UTF-8?Q?Caf=C3=A9?=') in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** An HTML part as the reader sees it: its text, without markup, styles or the head. */
function htmlText(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)));
}

function partText(raw: string): string[] {
  const { headers, body } = splitPart(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => partText(part.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body).toString('utf8') : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return [/^text\/html/i.test(type) ? htmlText(decoded) : decoded];
}

/** What a person reads of an .eml from the outbox: its subject and every text part (HTML as its text). */
export function mailAsRead(eml: string): string {
  const { headers } = splitPart(eml);
  return [decodeHeader(headers.get('subject') ?? ''), ...partText(eml)].join('\n');
}
