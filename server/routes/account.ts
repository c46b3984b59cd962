// Account Information (portal §2, §7): the caller's details, a client's users, creating and deleting them. Access is
// declared in schemas/api/account.ts (the guard has checked the caller names themself, and Full view for writes);
// what is left here is the company rule: a client acts only on users of its own company, never deletes itself.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { clients, users } from '../db/schema';
import { wireDateTimeSql, WIRE_TIME_ZONE } from '../db/wire-time';
import { callerOf, type Caller } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { issueResetLink } from '../auth/reset-links';
import { enqueueMails } from '../jobs/enqueue';
import { badRequest, conflict, notFound } from '../http';
import { adsFlagsOfClient } from '../domain/deals-store';
import { pickUsername, usernameBase, usernameStem } from '../domain/usernames';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { Tx } from '../db';
import { newUserViolations, SAME_EMAIL_DOMAIN, usesEmailDomain } from '../../src/engine/account-rules';
import type { accountRoutes } from '../../schemas/api/account';

/** How long a new user's set-password link works (the forgot-password link renews it later). */
const SET_PASSWORD_LINK_DAYS = 7;
export const CANNOT_DELETE_YOURSELF = 'You cannot delete your own user.';
export const NO_SUCH_USER = 'No such user in your company.';
export const EMAIL_TAKEN = 'A user with this email already exists.';

/** A timestamptz as MM/DD/YYYY in Sydney (portal §3: UserExpiration), '' when unset. */
const usDateSql = (column: typeof users.expiresAt) =>
  sql<string>`coalesce(to_char(${column} at time zone ${sql.raw(`'${WIRE_TIME_ZONE}'`)}, 'MM/DD/YYYY'), '')`;

const fullName = (u: { firstName: string; middleName?: string; surname: string }) =>
  [u.firstName, u.middleName, u.surname].filter(Boolean).join(' ');

export function accountHandlers(ctx: AppContext): Handlers<typeof accountRoutes> {
  const { db } = ctx;

  async function companyOf(caller: Caller) {
    const [company] = await db.select().from(clients).where(eq(clients.id, caller.clientId ?? 0));
    if (!company) throw notFound('Your account has no company.');
    return company;
  }

  /** Lower-cased usernames that share the new one's stem, so the pick is unique without regard to case. */
  async function usernamesLike(tx: Tx, base: string): Promise<Set<string>> {
    const rows = await tx
      .select({ username: users.username })
      .from(users)
      .where(like(sql`lower(${users.username})`, `${usernameStem(base).replace(/[\\%_]/g, '\\$&')}%`));
    return new Set(rows.map((r) => r.username.toLowerCase()));
  }

  return {
    'GET /reports/get_user_info/:userId': async (request) => {
      const caller = callerOf(request);
      const [row] = await db
        .select({
          user: users,
          expiration: usDateSql(users.expiresAt),
          companyName: clients.companyName,
          companyPhone: clients.phone,
          companyEmail: clients.email,
        })
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, caller.id));
      const { user } = row;
      return {
        FirstName: user.firstName,
        MiddleName: user.middleName,
        SurName: user.surname,
        Phone: user.phone,
        Email: user.email,
        UserName: user.username,
        UserExpiration: row.expiration,
        ClientName: row.companyName ?? '',
        CompanyPhone: row.companyPhone ?? '',
        CompanyEmail: row.companyEmail ?? '',
        // Individuals have no access level; only a client's users are Full or Restricted view.
        AccessLevel: caller.kind === 'client' ? user.accessLevel : '',
      };
    },

    'GET /reports/get_user_info_users/:userId': async (request) => {
      const caller = callerOf(request);
      const rows = await db
        .select({
          firstName: users.firstName,
          middleName: users.middleName,
          surname: users.surname,
          username: users.username,
          email: users.email,
          expiry: wireDateTimeSql(users.expiresAt),
          accessLevel: users.accessLevel,
        })
        .from(users)
        .where(and(eq(users.clientId, caller.clientId ?? 0), eq(users.kind, 'client'), isNull(users.deletedAt)))
        .orderBy(asc(users.firstName), asc(users.surname), asc(users.username));
      return rows.map((u) => ({
        Name: fullName(u),
        UserName: u.username,
        Email: u.email,
        ExpiryDate: u.expiry,
        AccessLevel: u.accessLevel,
      }));
    },

    'POST /utilities/setup_user': async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const [problem] = newUserViolations(body);
      if (problem) throw badRequest(problem.message);
      const email = body.Email.trim().toLowerCase();
      const company = await companyOf(caller);
      if (!usesEmailDomain(email, company.emailDomain ?? '')) throw badRequest(SAME_EMAIL_DOMAIN);
      // Hashed outside the transaction (argon2 is slow); nobody knows this password: the link chooses the real one.
      const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));

      const username = await db.transaction(async (tx) => {
        // One active account per address: the forgot-password mail would otherwise answer for two.
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
        if (existing) throw conflict(EMAIL_TAKEN);
        const base = usernameBase(email);
        const chosen = pickUsername(base, await usernamesLike(tx, base));
        const [created] = await tx
          .insert(users)
          .values({
            username: chosen,
            email,
            passwordHash: unusableHash,
            firstName: body.FName.trim(),
            surname: body.LName.trim(),
            clientId: company.id,
            kind: 'client',
            accessLevel: body.AccessLevel,
          })
          .returning({ id: users.id });
        const link = await issueResetLink(
          tx,
          ctx.config.publicUrl,
          { userId: created.id, expiresAt: new Date(ctx.now().getTime() + SET_PASSWORD_LINK_DAYS * 86_400_000) },
          ctx.now(),
        );
        await enqueueMails(ctx.jobs, tx, [
          {
            key: `new-user-${created.id}`,
            to: email,
            template: 'newUser',
            props: {
              brand: { name: company.companyName, email: company.email, phone: company.phone },
              firstName: body.FName.trim(),
              createdBy: fullName(await nameOf(tx, caller.id)),
              companyName: company.companyName,
              username: chosen,
              accessLevel: body.AccessLevel,
              link,
              linkDays: SET_PASSWORD_LINK_DAYS,
            },
          },
        ]);
        return chosen;
      });
      return {
        username,
        outcome: `The user ${username} was created. An email to choose a password was sent to ${email}.`,
      };
    },

    'POST /utilities/delete_user': async (request) => {
      const caller = callerOf(request);
      const name = request.body.userNameDelete.trim().toLowerCase();
      const outcome = await db.transaction(async (tx) => {
        // Another company's user, an individual or an operator does not exist for this caller.
        const [target] = await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(
            and(
              sql`lower(${users.username}) = ${name}`,
              eq(users.clientId, caller.clientId ?? 0),
              eq(users.kind, 'client'),
              isNull(users.deletedAt),
            ),
          );
        if (!target) throw notFound(NO_SUCH_USER);
        if (target.id === caller.id) throw badRequest(CANNOT_DELETE_YOURSELF);
        await tx.update(users).set({ deletedAt: ctx.now() }).where(eq(users.id, target.id));
        // Signed out everywhere at once: their next call is refused.
        await ctx.sessions.revokeAllOf(target.id, undefined, tx);
        return `The user ${target.username} was deleted.`;
      });
      return { outcome };
    },

    'GET /reports/client_promotions/:userId': async (request) => {
      const company = await companyOf(callerOf(request));
      return { Promotions: company.promotions ? ('Y' as const) : ('N' as const) };
    },

    'POST /utilities/client_promotions': async (request) => {
      const company = await companyOf(callerOf(request));
      const promotions = request.body.Promotions === 'Y';
      await db.transaction(async (tx) => {
        await tx.update(clients).set({ promotions }).where(eq(clients.id, company.id));
        // Every order of the company follows at once: its Deals link appears or goes (server/domain/deals-store.ts).
        await adsFlagsOfClient(tx, company.id);
      });
      return { Promotions: request.body.Promotions };
    },
  };
}

async function nameOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, middleName: users.middleName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
