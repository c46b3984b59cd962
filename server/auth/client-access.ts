// Which clients a client user may act for: its own company, and for a recruitment agency's user the clients the
// agency serves (recruiter_clients). Used by the guard (policy `client`) and by the ordering calls.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { clients, recruiterClients } from '../db/schema';
import { forbidden } from '../http';
import type { Caller } from './guard';

export type Company = typeof clients.$inferSelect;

/** The caller's client company; individuals (applicants) and operators do not order checks. */
export async function companyOf(db: Db, caller: Caller): Promise<Company> {
  if (caller.clientId === null) throw forbidden('Only client users order checks.');
  const [company] = await db.select().from(clients).where(eq(clients.id, caller.clientId));
  if (!company) throw forbidden('Only client users order checks.');
  return company;
}

/** get_clients: the clients a recruitment agency orders for; an ordinary client orders only for itself. */
export async function orderableClients(db: Db, company: Company): Promise<Array<{ ClientID: number; CompanyName: string }>> {
  if (!company.isRecruiter) return [{ ClientID: company.id, CompanyName: company.companyName }];
  return db
    .select({ ClientID: clients.id, CompanyName: clients.companyName })
    .from(recruiterClients)
    .innerJoin(clients, eq(clients.id, recruiterClients.clientId))
    .where(eq(recruiterClients.recruiterClientId, company.id))
    .orderBy(asc(clients.companyName));
}

/** 403 unless the caller's company is `clientId` or orders for it. */
export async function requireOrderableClient(db: Db, caller: Caller, clientId: number): Promise<void> {
  const list = await orderableClients(db, await companyOf(db, caller));
  if (!list.some((c) => c.ClientID === clientId)) throw forbidden('You may not order for this client.');
}
