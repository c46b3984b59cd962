// The audit trail in view (issue 32 item 6): operators read it, filtered by who, what, which order, when and from
// where, newest first, a page at a time by its chain position (seq), since it grows without bound; and export it as
// CSV, read in batches the same way. A client's Full view users read who of their own users viewed or downloaded
// what on one of their orders. Events are named through the one glossary (src/engine/history-labels.ts).
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { auditEvents, users } from '../db/schema';
import { WIRE_TIME_ZONE, wireDateTimeSql } from '../db/wire-time';
import { auditSubjectText, HISTORY_ACTION_FALLBACK, HISTORY_ACTIONS } from '../../src/engine/history-labels';
import { likeEscaped } from '../db/rows';

export interface AuditFilter {
  /** Part of the username or the name of who acted. */
  user?: string;
  /** The event's key (one of AUDIT_ACTIONS). */
  action?: string;
  orderId?: number;
  /** Days in Sydney, YYYY-MM-DD, both included. */
  dateFrom?: string;
  dateTo?: string;
  /** The start of the address it came from ('10.1.' finds 10.1.2.3). */
  ip?: string;
}

/** An event as people read it. */
export interface AuditRow {
  Seq: number;
  At: string;
  User: string;
  Name: string;
  Action: string;
  OrderID: number | null;
  What: string;
  From: string;
}

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  const who = filter.user?.trim();
  if (who) {
    const like = `%${likeEscaped(who)}%`;
    where.push(or(ilike(users.username, like), sql`(${users.firstName} || ' ' || ${users.surname}) ilike ${like}`)!);
  }
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.orderId !== undefined) where.push(eq(auditEvents.orderId, filter.orderId));
  const day = sql`(${auditEvents.at} at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)})::date`;
  if (filter.dateFrom) where.push(sql`${day} >= ${filter.dateFrom}::date`);
  if (filter.dateTo) where.push(sql`${day} <= ${filter.dateTo}::date`);
  const ip = filter.ip?.trim();
  if (ip) where.push(sql`${auditEvents.ip} like ${`${likeEscaped(ip)}%`}`);
  return where;
}

async function readPage(db: Db, where: SQL[], before: number | undefined, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .select({
      seq: auditEvents.seq,
      at: wireDateTimeSql(auditEvents.at),
      username: users.username,
      firstName: users.firstName,
      surname: users.surname,
      action: auditEvents.action,
      orderId: auditEvents.orderId,
      subject: auditEvents.subject,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.userId))
    .where(and(...where, ...(before === undefined ? [] : [lt(auditEvents.seq, before)])))
    .orderBy(desc(auditEvents.seq))
    .limit(limit);
  return rows.map((r) => ({
    Seq: r.seq,
    At: r.at,
    User: r.username,
    Name: `${r.firstName} ${r.surname}`.trim(),
    Action: HISTORY_ACTIONS[r.action] ?? HISTORY_ACTION_FALLBACK,
    OrderID: r.orderId,
    What: auditSubjectText(r.action, r.subject),
    From: r.ip,
  }));
}

/** One page, newest first: the events before `before` (a Seq of the previous page), and where the next page starts. */
export async function readAuditPage(db: Db, filter: AuditFilter, page: { before?: number; limit: number }) {
  const rows = await readPage(db, conditions(filter), page.before, page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { rows: shown, next: more ? shown[shown.length - 1].Seq : null };
}

const CSV_BATCH = 1_000;
const CSV_COLUMNS: Array<[string, (row: AuditRow) => string | number]> = [
  ['When (Sydney)', (r) => r.At],
  ['Username', (r) => r.User],
  ['Name', (r) => r.Name],
  ['What happened', (r) => r.Action],
  ['Order', (r) => r.OrderID ?? ''],
  ['Details', (r) => r.What],
  ['From address', (r) => r.From],
];

/** Every event the filter finds, newest first, as CSV (a byte order mark first, so Excel reads UTF-8), in batches. */
export function auditCsv(db: Db, filter: AuditFilter): Readable {
  const where = conditions(filter);
  async function* lines() {
    yield '\uFEFF' + Papa.unparse([CSV_COLUMNS.map(([header]) => header)], { newline: '\r\n' }) + '\r\n';
    let before: number | undefined;
    for (;;) {
      const rows = await readPage(db, where, before, CSV_BATCH);
      if (rows.length > 0) yield Papa.unparse(rows.map((row) => CSV_COLUMNS.map(([, value]) => value(row))), { newline: '\r\n' }) + '\r\n';
      if (rows.length < CSV_BATCH) return;
      before = rows[rows.length - 1].Seq;
    }
  }
  return Readable.from(lines());
}

/** Who of the client's own users viewed or downloaded what on one of its orders, newest first. */
export async function clientAccessLog(db: Db, clientId: number, orderId: number, page: { before?: number; limit: number }) {
  const where = [
    eq(auditEvents.orderId, orderId),
    eq(users.clientId, clientId),
    inArray(auditEvents.action, ['application.view', 'application.download', 'document.download', 'references.download']),
  ];
  const rows = await readPage(db, where, page.before, page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { rows: shown.map(({ From: _from, ...row }) => row), next: more ? shown[shown.length - 1].Seq : null };
}
