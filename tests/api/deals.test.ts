// Deals (issue 14): an order offers them once Completed with a credit result whose scores were recorded, unless its
// client switched promotions off; the scores, the partner offers by flag, VISIT SITE clicks counted per partner for
// operators, and who may call what (the applicant and client users of the order's company; nobody else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, orders, orderServices, partnerClicks, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const session: Record<string, { token: string; userId: number }> = {};
/** Harbour Health Group's seeded Completed order with a credit check scored 612 / 340. */
let dealsOrder: number;
/** The demo applicant's Completed order for Eucalypt Aged Care: a police check only, so no deals. */
let noCreditOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(session, await t.signInDemo('applicant', 'client', 'viewer', 'recruiter', 'operator'));
  const { db } = t.database;
  const [scored] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderServices, eq(orderServices.orderId, orders.id))
    .where(and(eq(orders.status, 'Completed'), eq(orderServices.serviceId, 'CR')));
  dealsOrder = scored.id;
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.applicantUserId, session.applicant.userId), eq(orders.status, 'Completed')));
  noCreditOrder = own.id;
}, 180_000);
afterAll(() => t.close());

const get = (url: string, username: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session[username].token) });
const post = (url: string, payload: object, username: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(session[username].token), payload });
const adsFlagOf = async (username: string, orderId: number) => {
  const list = (await get(`/orders/${session[username].userId}`, username)).json() as Array<{ orderID: number; adsFlag: string }>;
  return list.find((o) => o.orderID === orderId)?.adsFlag;
};

describe('which orders offer deals', () => {
  it('flags the Completed order whose credit check has scores, not the one without a credit check', async () => {
    expect(await adsFlagOf('client', dealsOrder)).toBe('Y');
    expect(await adsFlagOf('applicant', noCreditOrder)).toBe('N');
    expect((await get(`/reports/orders_scores/${noCreditOrder}`, 'applicant')).statusCode).toBe(404);
  });

  it('flags an order when the operator completes it after recording a credit result with scores', async () => {
    const { db } = t.database;
    // The demo applicant's In progress order for Harbour Health Group: CR With provider, IDV Verified.
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(and(eq(orders.applicantUserId, session.applicant.userId), eq(orders.status, 'In progress'), eq(clients.clientKey, 'harbour-health')));
    await db.update(orderServices).set({ checkStatus: 'Ready' }).where(and(eq(orderServices.orderId, row.id), eq(orderServices.serviceId, 'IDV')));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const boundary = 'dealsboundary';
    const fields = { orderID: String(row.id), ServiceID: 'CR', ResultsScore: 'Clear', CreditScore: '805', FraudScore: '95' };
    const parts = [
      ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/results',
      headers: { ...bearer(session.operator.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await adsFlagOf('applicant', row.id)).toBe('N');
    const completed = await post('/backoffice/orders/complete', { orderID: row.id }, 'operator');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await adsFlagOf('applicant', row.id)).toBe('Y');
    expect((await get(`/reports/orders_scores/${row.id}`, 'applicant')).json()).toEqual({ CreditScore: 805, FraudScore: 95 });
  });

  it("follows the client's promotions switch at once, which only a Full view user of the company may flip", async () => {
    const switchTo = (Promotions: 'Y' | 'N', username = 'client') =>
      post('/utilities/client_promotions', { userID: session[username].userId, Promotions }, username);
    expect((await get(`/reports/client_promotions/${session.client.userId}`, 'client')).json()).toEqual({ Promotions: 'Y' });

    const before = await fingerprint(t);
    expect((await switchTo('N', 'viewer')).statusCode).toBe(403);
    expect((await post('/utilities/client_promotions', { userID: session.viewer.userId, Promotions: 'N' }, 'client')).statusCode).toBe(403);
    expect((await post('/utilities/client_promotions', { userID: session.applicant.userId, Promotions: 'N' }, 'applicant')).statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);

    const off = await switchTo('N');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ Promotions: 'N' });
    expect(await adsFlagOf('client', dealsOrder)).toBe('N');
    expect((await get(`/reports/orders_scores/${dealsOrder}`, 'client')).statusCode).toBe(404);
    expect((await get(`/reports/client_promotions/${session.viewer.userId}`, 'viewer')).json()).toEqual({ Promotions: 'N' });

    expect((await switchTo('Y')).json()).toEqual({ Promotions: 'Y' });
    expect(await adsFlagOf('client', dealsOrder)).toBe('Y');
  });
});

describe('GET /reports/orders_scores/{orderId}', () => {
  it('gives the recorded scores to client users of the company, Restricted view included', async () => {
    for (const username of ['client', 'viewer']) {
      const response = await get(`/reports/orders_scores/${dealsOrder}`, username);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ CreditScore: 612, FraudScore: 340 });
    }
  });

  it("is 404 for another company's user, and refused to operators, the signed out and a malformed id", async () => {
    expect((await get(`/reports/orders_scores/${dealsOrder}`, 'recruiter')).statusCode).toBe(404);
    expect((await get(`/reports/orders_scores/${dealsOrder}`, 'applicant')).statusCode).toBe(404);
    expect((await get(`/reports/orders_scores/${dealsOrder}`, 'operator')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/orders_scores/${dealsOrder}` })).statusCode).toBe(401);
    expect((await get('/reports/orders_scores/abc', 'client')).statusCode).toBe(400);
  });
});

describe('GET /reports/solutions_promotion/{orderId}/{flag}', () => {
  const providers = async (flag: string) =>
    ((await get(`/reports/solutions_promotion/${dealsOrder}/${flag}`, 'client')).json() as Array<{ Provider: string; Category: string }>);

  it('lists the suggested offers (1), all of them (0) or one category, grouped by category', async () => {
    const all = await providers('0');
    expect(all).toHaveLength(7);
    expect(all.map((p) => p.Category)).toEqual([...all.map((p) => p.Category)].sort());
    expect(all[0]).toMatchObject({
      Category: 'Career',
      SubCategory: 'Interviews',
      Provider: 'Harbourside Interview Coaching (demo)',
      SolutionUrl: 'https://www.example.com/demo-partners/harbourside-interview',
      LogoLocation: '/partners/harbourside-interview.svg',
    });
    expect((await providers('1')).map((p) => p.Provider)).toEqual([
      'Banksia Budget Coaching (demo)',
      'Wattle Credit Report Guide (demo)',
      'Sentinel ID Watch (demo)',
    ]);
    expect((await providers('Identity')).map((p) => p.Provider)).toEqual(['Sentinel ID Watch (demo)', 'Lockbox Password Manager (demo)']);
  });

  it('refuses a category that does not exist, and an order without deals', async () => {
    const unknown = await get(`/reports/solutions_promotion/${dealsOrder}/Travel`, 'client');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe('There is no category "Travel" of deals.');
    expect((await get(`/reports/solutions_promotion/${noCreditOrder}/1`, 'applicant')).statusCode).toBe(404);
    expect((await get(`/reports/solutions_promotion/${dealsOrder}/1`, 'recruiter')).statusCode).toBe(404);
  });
});

describe('POST /utilities/capture_click and the partners of the back office', () => {
  it("stores a VISIT SITE press on the partner's own address, counted for operators", async () => {
    const [offer] = (await get(`/reports/solutions_promotion/${dealsOrder}/1`, 'client')).json() as Array<{ PartnerID: number; SolutionUrl: string }>;
    const click = (username: string, overrides: object = {}) =>
      post('/utilities/capture_click', { orderID: dealsOrder, PartnerID: offer.PartnerID, URL: offer.SolutionUrl, ...overrides }, username);
    expect((await click('client')).json()).toEqual({ recorded: true });
    expect((await click('viewer')).statusCode).toBe(200);

    const before = await fingerprint(t);
    expect((await click('client', { URL: 'https://phishing.example.net/' })).statusCode).toBe(400);
    expect((await click('client', { PartnerID: 999 })).statusCode).toBe(400);
    expect((await click('recruiter')).statusCode).toBe(404);
    expect((await click('operator')).statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);

    const rows = await t.database.db.select().from(partnerClicks).where(eq(partnerClicks.partnerId, offer.PartnerID));
    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(rows.map((r) => r.userId).sort()).toEqual([session.client.userId, viewer.id].sort());

    const listed = await get('/backoffice/partners', 'operator');
    expect(listed.statusCode).toBe(200);
    const partner = (listed.json().partners as Array<{ PartnerID: number; Clicks: number }>).find((p) => p.PartnerID === offer.PartnerID);
    expect(partner?.Clicks).toBe(2);
    expect(listed.json().categories.map((c: { MappingValue: string }) => c.MappingValue)).toEqual(['1', '0', 'Financial', 'Identity', 'Career']);
    expect((await get('/backoffice/partners', 'client')).statusCode).toBe(403);
  });

  it('lets operators add and change partners and categories, refusing unknown categories and bad addresses', async () => {
    const partner = {
      Provider: 'Gumtree Tax Help (demo)',
      SolutionDesc: 'Help with a first tax return, by a registered tax agent.',
      SolutionUrl: 'https://www.example.com/demo-partners/gumtree-tax',
      LogoLocation: '',
      Category: 'Tax',
      SubCategory: 'Returns',
      Suggested: false,
      Active: true,
    };
    const before = await fingerprint(t);
    expect((await post('/backoffice/partners', partner, 'operator')).json().errorMessage).toBe('There is no category "Tax" of deals.');
    expect((await post('/backoffice/partners', { ...partner, Category: 'Financial', SolutionUrl: 'javascript:alert(1)' }, 'operator')).statusCode).toBe(400);
    expect((await post('/backoffice/partners', { ...partner, Category: 'Financial' }, 'client')).statusCode).toBe(403);
    expect((await post('/backoffice/ads_categories', { LookUpValue: 'Everything', MappingValue: '0' }, 'operator')).statusCode).toBe(400);
    expect(await fingerprint(t)).toEqual(before);

    const categories = await post('/backoffice/ads_categories', { LookUpValue: 'Tax and super', MappingValue: 'Tax' }, 'operator');
    expect(categories.statusCode, categories.body).toBe(200);
    const added = await post('/backoffice/partners', partner, 'operator');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ Provider: 'Gumtree Tax Help (demo)', Category: 'Tax', Clicks: 0 });
    expect((await get(`/reports/solutions_promotion/${dealsOrder}/Tax`, 'client')).json()).toHaveLength(1);
    const types = await post('/utilities/get_types', { category: 'Ads Categories' }, 'client');
    expect(types.json()).toContainEqual({ LookUpValue: 'Tax and super', MappingValue: 'Tax' });

    const hidden = await post('/backoffice/partners', { ...partner, PartnerID: added.json().PartnerID, Active: false }, 'operator');
    expect(hidden.json().Active).toBe(false);
    expect((await get(`/reports/solutions_promotion/${dealsOrder}/Tax`, 'client')).json()).toEqual([]);
  });
});
