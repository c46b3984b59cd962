// The client a mail speaks for (server/mails/setting.ts ClientBrand): its name heads the mail, its contact details
// close it. Read in the transaction that enqueues the mail.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { clients } from '../db/schema';
import type { ClientBrand } from '../mails/setting';

export async function clientBrand(db: Db | Tx, clientId: number | null): Promise<ClientBrand | null> {
  if (clientId === null) return null;
  const [client] = await db
    .select({ name: clients.companyName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client ?? null;
}
