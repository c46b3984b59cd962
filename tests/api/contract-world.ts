// The demo world the contract tests act in: every demo user signed in, ids of their own and of others (users, orders,
// clients, a stored file), and a fingerprint of every table to prove that refused calls changed nothing.
import { and, eq, ne, sql } from 'drizzle-orm';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';
import { clients, orderDocuments, orders, users } from '../../server/db/schema';
import { bearer, type TestApp } from './harness';
import type { UserKind } from '../../schemas/api';

export interface DemoUser {
  username: string;
  kind: UserKind;
  fullView: boolean;
  token: string;
  userId: number;
  clientId: number | null;
  /** An order this user may see (for fuzzing: an Open one when it has one). */
  ownOrderId: number;
  /** An order this user may NOT see (for the operator, who sees every order: an id no order has). */
  foreignOrderId: number;
  /** A client this user may not order for. */
  foreignClientId: number;
  /** A stored file of an order this user may not see. */
  foreignFile: string;
}

const SIGN_INS: Array<[string, string]> = [
  ['applicant', 'Applicant#2026'],
  ['client', 'Client#2026'],
  ['viewer', 'Viewer#2026'],
  ['recruiter', 'Recruiter#2026'],
  ['operator', 'Operator#2026'],
];

export async function demoWorld(t: TestApp): Promise<DemoUser[]> {
  const { db } = t.database;
  const clientId = async (key: string) => (await db.select().from(clients).where(eq(clients.clientKey, key)))[0].id;
  const harbour = await clientId('harbour-health');
  const southern = await clientId('southern-cross');
  const talent = await clientId('talent-bridge');
  const bluegum = await clientId('bluegum-community');
  const [applicant] = await db.select().from(users).where(eq(users.username, 'applicant'));

  const anyOrder = async (where: ReturnType<typeof and>) => (await db.select().from(orders).where(where).orderBy(orders.id))[0];
  const applicantOwn = await anyOrder(and(eq(orders.applicantUserId, applicant.id), eq(orders.status, 'Open')));
  const otherApplicants = await anyOrder(ne(orders.applicantUserId, applicant.id));
  const harbourDirect = await anyOrder(and(eq(orders.clientId, harbour), sql`${orders.recruiterClientId} is null`, ne(orders.applicantUserId, applicant.id)));
  // Placed by the agency for Southern Cross, for another applicant: Harbour Health's users may not see it.
  const southernByRecruiter = await anyOrder(
    and(eq(orders.clientId, southern), eq(orders.recruiterClientId, talent), ne(orders.applicantUserId, applicant.id)),
  );

  const [{ maxId }] = await db.select({ maxId: sql<number>`max(${orders.id})::int` }).from(orders);
  const missingOrderId = maxId + 1000;

  // A stored file on each of those orders.
  const fileOn = async (orderId: number, location: string) => {
    await db.insert(orderDocuments).values({
      orderId,
      docId: 'PASSPORT',
      docName: 'Australian passport',
      kind: 'identity',
      location,
      mimeType: 'image/png',
      sizeBytes: 10,
    });
    return location;
  };
  const harbourFile = await fileOn(harbourDirect.id, 'matrix-harbour-file.png');
  const southernFile = await fileOn(southernByRecruiter.id, 'matrix-southern-file.png');

  const plan: Record<string, Omit<DemoUser, 'token' | 'userId' | 'username' | 'kind' | 'fullView' | 'clientId'>> = {
    applicant: { ownOrderId: applicantOwn.id, foreignOrderId: otherApplicants.id, foreignClientId: harbour, foreignFile: harbourFile },
    client: { ownOrderId: harbourDirect.id, foreignOrderId: southernByRecruiter.id, foreignClientId: southern, foreignFile: southernFile },
    viewer: { ownOrderId: harbourDirect.id, foreignOrderId: southernByRecruiter.id, foreignClientId: southern, foreignFile: southernFile },
    recruiter: { ownOrderId: southernByRecruiter.id, foreignOrderId: harbourDirect.id, foreignClientId: bluegum, foreignFile: harbourFile },
    // Operators read every order's files (download_image): for them a foreign file is one no order has.
    operator: { ownOrderId: harbourDirect.id, foreignOrderId: missingOrderId, foreignClientId: bluegum, foreignFile: 'matrix-missing-file.png' },
  };
  const world: DemoUser[] = [];
  for (const [username, password] of SIGN_INS) {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    const { token, userId } = await t.signIn(username, password, `10.200.0.${world.length + 1}`);
    world.push({
      username,
      kind: row.kind as UserKind,
      fullView: row.accessLevel === 'Full view',
      token,
      userId,
      clientId: row.clientId,
      ...plan[username],
    });
  }
  return world;
}

export const headersOf = (user: DemoUser | null) => (user ? bearer(user.token) : {});

/**
 * A fingerprint of every table but sessions (each call touches its session's last-seen time): md5 of all rows. Two
 * equal fingerprints mean nothing was inserted, changed or deleted.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    if (name === 'sessions') continue;
    const result = await t.database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as f from "${name}" t`),
    );
    const rows = (result as unknown as { rows?: Array<{ f: string }> }).rows ?? (result as unknown as Array<{ f: string }>);
    out[name] = rows[0].f;
  }
  return out;
}
