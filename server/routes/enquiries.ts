// Contact Us (portal §2, §7): an enquiry is stored, and in the same transaction a mail to support and an
// acknowledgement to the sender are queued. Operators read the enquiries in the back office. Access is declared in
// schemas/api/enquiries.ts (the guard has checked the caller names themself and, when an order is named, may see it).
import { and, desc, eq } from 'drizzle-orm';
import { clients, enquiries, lookups, users } from '../db/schema';
import { wireDateTimeSql } from '../db/wire-time';
import { callerOf } from '../auth/guard';
import { enqueueMails } from '../jobs/enqueue';
import { badRequest } from '../http';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { ENQUIRY_INCOMPLETE, ENQUIRY_SENT, enquiryViolations } from '../../src/engine/account-rules';
import type { enquiryRoutes } from '../../schemas/api/enquiries';

export const TICKET_CATEGORIES = 'Ticket Categories';
/** The back office's list shows the latest enquiries; older ones stay in the table. */
const LISTED_ENQUIRIES = 500;

export function enquiryHandlers(ctx: AppContext): Handlers<typeof enquiryRoutes> {
  const { db } = ctx;

  return {
    'POST /utilities/receive_enquiries': async (request, reply) => {
      const caller = callerOf(request);
      const [problem] = enquiryViolations(request.body);
      if (problem) throw badRequest(problem.message);
      const category = request.body.ticket_category.trim();
      const message = request.body.message.trim();
      // The guard found the named order is the caller's (request.order); none named is an enquiry in general.
      const orderId = request.order?.id ?? null;
      const [known] = await db
        .select({ id: lookups.id })
        .from(lookups)
        .where(and(eq(lookups.category, TICKET_CATEGORIES), eq(lookups.lookUpValue, category)));
      if (!known) throw badRequest(ENQUIRY_INCOMPLETE);

      const [sender] = await db
        .select({ user: users, companyName: clients.companyName })
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, caller.id));
      const name = [sender.user.firstName, sender.user.surname].filter(Boolean).join(' ') || sender.user.username;

      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({ userId: caller.id, ticketCategory: category, message, orderId, createdAt: ctx.now() })
          .returning({ id: enquiries.id });
        await enqueueMails(ctx.jobs, tx, [
          {
            key: `enquiry-${row.id}-support`,
            to: ctx.config.supportEmail,
            template: 'enquirySupport',
            props: {
              reference: row.id,
              name,
              username: sender.user.username,
              email: sender.user.email,
              company: sender.companyName ?? '',
              category,
              orderId,
              message,
            },
          },
          {
            key: `enquiry-${row.id}-ack`,
            to: sender.user.email,
            template: 'enquiryReceipt',
            props: { reference: row.id, firstName: sender.user.firstName || sender.user.username, category, orderId, message },
          },
        ]);
      });
      return reply.type('text/plain; charset=utf-8').send(ENQUIRY_SENT);
    },

    'GET /backoffice/enquiries': async () => {
      const rows = await db
        .select({
          id: enquiries.id,
          received: wireDateTimeSql(enquiries.createdAt),
          category: enquiries.ticketCategory,
          orderId: enquiries.orderId,
          message: enquiries.message,
          username: users.username,
          firstName: users.firstName,
          surname: users.surname,
          email: users.email,
          companyName: clients.companyName,
        })
        .from(enquiries)
        .innerJoin(users, eq(users.id, enquiries.userId))
        .leftJoin(clients, eq(clients.id, users.clientId))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(LISTED_ENQUIRIES);
      return rows.map((r) => ({
        EnquiryID: r.id,
        Received: r.received,
        Category: r.category,
        OrderID: r.orderId === null ? '' : String(r.orderId),
        Message: r.message,
        UserName: r.username,
        Name: [r.firstName, r.surname].filter(Boolean).join(' '),
        Email: r.email,
        ClientName: r.companyName ?? '',
      }));
    },
  };
}
