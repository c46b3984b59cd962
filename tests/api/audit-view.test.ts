// The audit trail in view (issue 32 item 6): operators read it filtered (who, what, which order, when, from where),
// a page at a time, and export it as CSV; events are named in words, never by their keys or stored file names;
// nobody else reads it; a client's Full view users see who of their own users viewed or downloaded what on their orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { auditEvents, orders, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';

let t: TestApp;
let s: Record<'operator' | 'client' | 'viewer' | 'recruiter', { token: string; userId: number }>;
let harbourOrder: number;
let otherOrder: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await t.signInDemo('operator', 'client', 'viewer', 'recruiter');
  const [client] = await t.database.db.select().from(users).where(eq(users.username, 'client'));
  const own = await t.database.db.select().from(orders).where(eq(orders.clientId, client.clientId!)).limit(1);
  const others = await t.database.db.select().from(orders);
  harbourOrder = own[0].id;
  otherOrder = others.find((o) => o.clientId !== client.clientId)!.id;
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 2, minutes));
  await t.database.db.insert(auditEvents).values([
    { at: at(1), userId: s.client.userId, action: 'application.view', orderId: harbourOrder, subject: 'tab Personal Details', ip: '10.1.0.5' },
    { at: at(2), userId: s.viewer.userId, action: 'document.download', orderId: harbourOrder, subject: `Australian passport (${'a'.repeat(32)}.png)`, ip: '10.1.0.6' },
    { at: at(3), userId: s.operator.userId, action: 'document.download', orderId: harbourOrder, subject: 'Police check result', ip: '192.168.7.1' },
    { at: at(4), userId: s.client.userId, action: 'application.download', orderId: otherOrder, subject: 'application PDF', ip: '10.1.0.5' },
  ]);
});
afterAll(() => t.close());

const list = (query: string, token = s.operator.token) => t.app.inject({ method: 'GET', url: `/api/backoffice/audit?${query}`, headers: bearer(token) });

describe('the audit trail for operators', () => {
  it('filters by who, what, which order, when and from where, in words', async () => {
    const byUser = await list('user=viewer');
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json().rows).toEqual([
      expect.objectContaining({ User: 'viewer', Action: 'File downloaded', OrderID: harbourOrder, What: 'Australian passport', From: '10.1.0.6' }),
    ]);
    const byAction = (await list('action=application.view&dateFrom=2026-06-01&dateTo=2026-06-01')).json().rows;
    expect(byAction.map((r: { What: string }) => r.What)).toEqual(['Step: Personal Details']);
    const byOrder = (await list(`orderId=${harbourOrder}&dateFrom=2026-06-01&dateTo=2026-06-01`)).json().rows;
    expect(byOrder.map((r: { User: string }) => r.User)).toEqual(['operator', 'viewer', 'client']);
    const byAddress = (await list('ip=10.1.0.&dateFrom=2026-06-01&dateTo=2026-06-01')).json().rows;
    expect(byAddress.map((r: { From: string }) => r.From)).toEqual(['10.1.0.5', '10.1.0.6', '10.1.0.5']);
    expect((await list('dateFrom=2026-06-02&dateTo=2026-06-02')).json().rows).toEqual([]);
    const all = JSON.stringify((await list('dateFrom=2026-06-01&dateTo=2026-06-01')).json());
    expect(all).not.toMatch(/application\.view|document\.download|[0-9a-f]{32}\.png/);
  });

  it('pages newest first from where the last page ended', async () => {
    const first = (await list('limit=2&dateFrom=2026-06-01&dateTo=2026-06-01')).json();
    expect(first.rows).toHaveLength(2);
    expect(first.next).toBe(first.rows[1].Seq);
    const second = (await list(`limit=2&before=${first.next}&dateFrom=2026-06-01&dateTo=2026-06-01`)).json();
    expect(second.rows).toHaveLength(2);
    expect(second.next).toBeNull();
    const seqs = [...first.rows, ...second.rows].map((r: { Seq: number }) => r.Seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('refuses bad filters with a clear message and changes nothing', async () => {
    for (const query of ['action=order.view', 'dateFrom=2026-02-31', 'limit=0', 'ip=not-an-address', 'orderId=abc']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorMessage, query).not.toBe('');
    }
  });

  it('exports what the filters find as CSV', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/backoffice/audit/export?orderId=${harbourOrder}&dateFrom=2026-06-01`, headers: bearer(s.operator.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['When (Sydney)', 'Username', 'Name', 'What happened', 'Order', 'Details', 'From address']);
    expect(parsed.slice(1).map((r) => [r[1], r[3], r[5], r[6]])).toEqual([
      ['operator', 'File downloaded', 'Police check result', '192.168.7.1'],
      ['viewer', 'File downloaded', 'Australian passport', '10.1.0.6'],
      ['client', 'Application viewed', 'Step: Personal Details', '10.1.0.5'],
    ]);
  });

  it('is refused to everyone but operators', async () => {
    for (const who of [s.client, s.viewer, s.recruiter]) {
      expect((await list('', who.token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/audit/export', headers: bearer(who.token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/audit' })).statusCode).toBe(401);
  });
});

describe("a client's access log", () => {
  const accessLog = (orderId: number, token: string) => t.app.inject({ method: 'GET', url: `/api/orders/access_log/${orderId}`, headers: bearer(token) });

  it("shows a Full view user who of the client's users viewed or downloaded what on its order, without addresses", async () => {
    const response = await accessLog(harbourOrder, s.client.token);
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as Array<Record<string, unknown>>;
    const june = rows.filter((r) => String(r.At).startsWith('2026-06-01'));
    // The operator's download is not the client's users' doing; the other order's event is not this order's.
    expect(june.map((r) => [r.User, r.Action, r.What])).toEqual([
      ['viewer', 'File downloaded', 'Australian passport'],
      ['client', 'Application viewed', 'Step: Personal Details'],
    ]);
    expect(rows.every((r) => !('From' in r))).toBe(true);
  });

  it("is refused to Restricted view users and for another client's order", async () => {
    expect((await accessLog(harbourOrder, s.viewer.token)).statusCode).toBe(403);
    expect((await accessLog(otherOrder, s.client.token)).statusCode).toBe(404);
    expect((await accessLog(harbourOrder, s.operator.token)).statusCode).toBe(403);
  });
});
