// Which invoices a caller may see (issue 12): a client user those of its own company, a recruitment agency's user
// also those of the clients the agency serves (recruiter_clients), an operator every one; an applicant none. An
// invoice the caller may not see does not exist for them (404), in the list and for the download of its PDF.
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { invoices, recruiterClients } from '../db/schema';
import type { Caller } from './guard';

/** SQL condition selecting the invoices the caller may see. */
export function invoicesVisibleTo(caller: Caller): SQL {
  if (caller.kind === 'operator') return sql`true`;
  if (caller.kind === 'client' && caller.clientId !== null) {
    const served = sql`(select ${recruiterClients.clientId} from ${recruiterClients} where ${recruiterClients.recruiterClientId} = ${caller.clientId})`;
    return or(eq(invoices.clientId, caller.clientId), inArray(invoices.clientId, served))!;
  }
  return sql`false`;
}

/** The invoice whose PDF is at `location`, if the caller may see it; null otherwise. */
export async function invoiceFileFor(db: Db | Tx, caller: Caller, location: string) {
  const [invoice] = await db
    .select({ id: invoices.id, pdfLocation: invoices.pdfLocation })
    .from(invoices)
    .where(sql`${invoices.pdfLocation} = ${location} and ${invoicesVisibleTo(caller)}`);
  return invoice ?? null;
}
