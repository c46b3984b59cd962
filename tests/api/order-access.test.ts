import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { orderFor } from '../../server/auth/order-access';
import { clients, orders, users } from '../../server/db/schema';
import type { Caller } from '../../server/auth/guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function caller(username: string): Promise<Caller> {
  const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
  return { id: u.id, username, kind: u.kind as Caller['kind'], clientId: u.clientId, accessLevel: u.accessLevel, sessionId: 'test', stage: 'full' };
}

async function orderOf(clientKey: string, recruited: boolean) {
  const [c] = await t.database.db.select().from(clients).where(eq(clients.clientKey, clientKey));
  const list = await t.database.db.select().from(orders).where(eq(orders.clientId, c.id));
  const applicant = await caller('applicant');
  // Orders of other applicants, so the applicant's own orders never decide a case.
  return list.find((o) => (o.recruiterClientId !== null) === recruited && o.applicantUserId !== applicant.id)!;
}

describe('order access', () => {
  it('lets an applicant reach only their own orders', async () => {
    const applicant = await caller('applicant');
    const own = (await t.database.db.select().from(orders).where(eq(orders.applicantUserId, applicant.id)))[0];
    await expect(orderFor(t.database.db, applicant, own.id)).resolves.toMatchObject({ id: own.id });
    const notOwn = (await t.database.db.select().from(orders)).find((o) => o.applicantUserId !== applicant.id)!;
    await expect(orderFor(t.database.db, applicant, notOwn.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("lets a client reach its company's orders, a recruiter the orders it placed", async () => {
    const client = await caller('client');
    const recruiter = await caller('recruiter');
    const harbourDirect = await orderOf('harbour-health', false);
    const southernByRecruiter = await orderOf('southern-cross', true);
    await expect(orderFor(t.database.db, client, harbourDirect.id)).resolves.toBeTruthy();
    await expect(orderFor(t.database.db, client, southernByRecruiter.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(orderFor(t.database.db, recruiter, southernByRecruiter.id)).resolves.toBeTruthy();
    await expect(orderFor(t.database.db, recruiter, harbourDirect.id)).rejects.toMatchObject({ statusCode: 404 });
  });

});
