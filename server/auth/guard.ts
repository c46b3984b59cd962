// The one guard: every contract route declares its access policy (schemas/api/route.ts) and this plugin enforces it
// before the handler runs. Handlers never check access themselves; they read what the guard resolved
// (`callerOf(request)`, `orderOf(request)`).
//
// - onRequest (before the body is even read): the bearer token's session, the kind of user, Full view for writes.
// - preValidation (the body is parsed, not yet validated): every id the route names must be the caller's to act on.
//   Checking before validation means a caller gets 403/404 for a foreign id whatever else the body holds, and never
//   learns the shape of a call it may not make. An id that is malformed is left to validation (400).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { orderDocuments, orderServices } from '../db/schema';
import { downloadProblem, PUBLISHED_KINDS } from '../../src/engine/lifecycle';
import { forbidden, HttpError, notFound, unauthorized } from '../http';
import { retentionNotice } from '../../src/engine/retention';
import { isPublic, type Access, type IdAt, type SessionStage, type SignedInAccess, type UserKind } from '../../schemas/api';
import type { SessionService } from './sessions';
import { backofficeOrderFor, orderFor, type Order } from './order-access';
import { requireOrderableClient } from './client-access';
import { invoiceFileFor } from './invoice-access';
import { invoiceIdOf } from '../domain/invoices';

export interface Caller {
  id: number;
  username: string;
  kind: UserKind;
  /** null for individuals (applicants) and operators; the user's client company otherwise. */
  clientId: number | null;
  accessLevel: string;
  sessionId: string;
  /** 'full' once signed in with every factor the user has (or must have). */
  stage: SessionStage;
}

/** Why a session that has not finished signing in may not make a call. */
export const FINISH_SECOND_STEP = 'Finish signing in with a code from your authenticator app or a passkey.';
export const FINISH_ENROLMENT = 'Set up two-factor sign-in to continue.';

export type StoredDocument = typeof orderDocuments.$inferSelect;

/** A file the download call serves: one of an order's files, or an invoice's PDF. */
export interface ServedFile {
  location: string;
  mimeType: string;
  /** What the audit trail names it. */
  docName: string;
  /** The download's file name, without its extension. */
  fileName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The order the request names, once the guard has found the caller may see it. */
    order: Order | null;
    /**
     * The stored file the request names (policy `file`), once found on an order the caller may see, or as the PDF
     * of an invoice the caller may see.
     */
    document: ServedFile | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const accessOf = (request: FastifyRequest): Access | undefined => request.routeOptions.config.access;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The raw value at a declared location; multipart fields are read by the handler (see `authorizeOrder`). */
function rawAt(request: FastifyRequest, at: IdAt): unknown {
  const [where, name] = at.split('.') as ['params' | 'body' | 'multipart', string];
  if (where === 'multipart') return undefined;
  const source = where === 'params' ? request.params : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/** An id as the contract allows it (an integer or its digit string); anything else is left to validation. */
function idFrom(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 999_999_999) return value;
  if (typeof value === 'string' && /^[0-9]{1,9}$/.test(value)) return Number(value);
  return null;
}

export interface GuardOptions {
  db: Db;
  sessions: SessionService;
  now: () => Date;
}

export const accessGuard = fp<GuardOptions>(async (app: FastifyInstance, { db, sessions, now }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('order', null);
  app.decorateRequest('document', null);

  async function authenticate(request: FastifyRequest): Promise<Caller> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = await sessions.resume(token);
    if (!claims) throw unauthorized();
    const { user } = claims;
    if (!user || (user.expiresAt && user.expiresAt.getTime() < now().getTime())) throw unauthorized();
    return { ...user, kind: user.kind as UserKind, sessionId: claims.sessionId, stage: claims.stage };
  }

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (!access || isPublic(access)) return;
    const caller = await authenticate(request);
    // A password alone opens nothing but the second step: checked first, whatever else the call asks.
    if (!(access.stages ?? ['full']).includes(caller.stage)) {
      throw forbidden(caller.stage === 'enrolment' ? FINISH_ENROLMENT : FINISH_SECOND_STEP);
    }
    if (!access.kinds.includes(caller.kind)) throw forbidden('This call is not open to your kind of account.');
    if (access.fullView && caller.kind === 'client' && caller.accessLevel !== 'Full view') {
      throw forbidden('Your access level (Restricted view) lets you look, not change.');
    }
    // A client or applicant call that writes (fullView) never opens to operators, even if its kinds named them by
    // mistake: operators change orders through the back office only.
    if (access.fullView && caller.kind === 'operator') throw forbidden('Operators change orders through the back office.');
    request.caller = caller;
  });

  app.addHook('preValidation', async (request) => {
    const access = accessOf(request);
    if (!access || isPublic(access)) return;
    await enforceResourceRules(db, request, access);
  });
});

async function enforceResourceRules(db: Db, request: FastifyRequest, access: SignedInAccess): Promise<void> {
  const caller = callerOf(request);
  const idAt = (at: IdAt | undefined) => (at ? idFrom(rawAt(request, at)) : null);

  const self = idAt(access.self);
  if (self !== null && self !== caller.id) throw forbidden('You may only act on your own account.');

  const company = idAt(access.company);
  if (company !== null && company !== caller.clientId) throw forbidden('You may only act on your own company.');

  const client = idAt(access.client);
  if (client !== null) await requireOrderableClient(db, caller, client);

  const order = idAt(access.order);
  if (order !== null) request.order = await readableOrderFor(db, caller, order);

  const anyOrder = idAt(access.anyOrder);
  if (anyOrder !== null) request.order = await backofficeOrderFor(db, caller, anyOrder);

  const location = access.file ? rawAt(request, access.file) : undefined;
  if (typeof location === 'string' && location.trim() !== '') {
    const [document] = await db.select().from(orderDocuments).where(eq(orderDocuments.location, location.trim()));
    if (!document) {
      request.document = await invoicePdf(db, caller, location.trim());
      return;
    }
    // A file of an order the caller may not see does not exist for them.
    request.order = await readableOrderFor(db, caller, document.orderId).catch(() => {
      throw notFound('No such file.');
    });
    // A file the retention policy deleted: said so, to those who may see the order, rather than a broken link.
    if (document.purgedAt) throw new HttpError(410, `${retentionNotice(document.purgedAt)}.`);
    // The back office reads every file of the order it works on, the results of a Closed order too.
    const problem = caller.kind === 'operator' ? null : await publishedFileProblem(db, request.order, document);
    if (problem) throw forbidden(problem);
    // Portal §7: a summary report is saved as {orderId}_SummaryReport; other files by their document id.
    const fileName = document.kind === 'report' ? `${document.orderId}_SummaryReport` : document.docId;
    request.document = { location: document.location, mimeType: document.mimeType, docName: document.docName, fileName };
  }
}

/** An invoice's PDF, served to those who may see the invoice; any other location does not exist for the caller. */
async function invoicePdf(db: Db, caller: Caller, location: string): Promise<ServedFile> {
  const invoice = await invoiceFileFor(db, caller, location);
  if (!invoice) throw notFound('No such file.');
  const invoiceId = invoiceIdOf(invoice.id);
  return { location: invoice.pdfLocation, mimeType: 'application/pdf', docName: `Invoice ${invoiceId}`, fileName: invoiceId };
}

/**
 * The order an `order` or `file` rule names: an applicant's or client's own as `orderFor` decides; for an operator,
 * on the few reads whose kinds name operators (the application as entered, its files), any order. Writes never get
 * here for operators (the onRequest hook refuses them).
 */
function readableOrderFor(db: Db, caller: Caller, orderId: number): Promise<Order> {
  return caller.kind === 'operator' ? backofficeOrderFor(db, caller, orderId) : orderFor(db, caller, orderId);
}

/** A result or summary report of a Closed order, or a result its check restricts, is not handed out. */
async function publishedFileProblem(db: Db, order: Order, document: StoredDocument): Promise<string | null> {
  if (!PUBLISHED_KINDS.includes(document.kind)) return null;
  const [check] =
    document.kind === 'result'
      ? await db
          .select({ restriction: orderServices.downloadRestriction })
          .from(orderServices)
          .where(and(eq(orderServices.orderId, order.id), eq(orderServices.resultsLocation, document.location)))
      : [];
  return downloadProblem(order.status, document.kind, check?.restriction ?? null);
}

/**
 * The order a multipart field names (policy `order` or `anyOrder`: 'multipart.<field>'): the handler calls this with
 * the field's value as soon as it has read it, before any file part is stored.
 */
export async function authorizeOrder(db: Db, request: FastifyRequest, value: unknown): Promise<Order | null> {
  const id = idFrom(value);
  if (id === null) return null;
  const access = accessOf(request);
  const backoffice = access !== undefined && !isPublic(access) && access.anyOrder !== undefined;
  request.order = backoffice ? await backofficeOrderFor(db, callerOf(request), id) : await orderFor(db, callerOf(request), id);
  return request.order;
}

/** The signed-in caller; set by the guard on every route that is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The order the route names, as resolved by the guard (policy `order` or `file`). */
export function orderOf(request: FastifyRequest): Order {
  if (!request.order) throw notFound('No such order.');
  return request.order;
}

/** Whether the caller may act on orders (start, edit, cancel) or only look: Restricted view client users look. */
export const mayAct = (caller: Caller): boolean => caller.kind !== 'client' || caller.accessLevel === 'Full view';
