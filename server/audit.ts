// The audit trail: a route that declares `audit` (schemas/api) records who reached what, and when, before its answer
// is sent. Recorded in the same request, so a download whose record cannot be written is not served.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from './db';
import { auditEvents } from './db/schema';
import type { AuditAction, SecurityAuditAction } from '../schemas/api';

export interface AuditEvent {
  at: Date;
  /** Who acted. */
  userId: number;
  action: AuditAction | SecurityAuditAction;
  orderId?: number | null;
  /** What was reached or changed, in a few words. */
  subject: string;
  ip: string;
}

/** Writes one event of the trail: every writer goes through here (the route hook below, the sign-in security calls). */
export async function recordAuditEvent(db: Db | Tx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({ ...event, orderId: event.orderId ?? null, subject: event.subject.slice(0, 500) });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditAction;
  }
}

/** What each action reached, in a few words. */
const subjectOf: Record<AuditAction, (request: FastifyRequest) => string> = {
  // A step (get_tab_req names its tab in the body), or the edit screen (a GET without a body).
  'application.view': (request) => {
    const tab = (request.body as { tab_name?: unknown } | undefined)?.tab_name;
    return tab === undefined ? `${request.routeOptions.url ?? request.url}` : `tab ${String(tab)}`;
  },
  'application.download': () => 'application PDF',
  'references.download': () => "referees' answers PDF",
  'document.download': (request) => request.document ? `${request.document.docName} (${request.document.location})` : '',
};

export const auditTrail = fp<{ db: Db; now: () => Date }>(async (app: FastifyInstance, { db, now }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config.audit;
    if (!action || !request.caller || reply.statusCode >= 300) return payload;
    await recordAuditEvent(db, {
      at: now(),
      userId: request.caller.id,
      action,
      orderId: request.order?.id ?? null,
      subject: subjectOf[action](request),
      ip: request.ip,
    });
    return payload;
  });
});
