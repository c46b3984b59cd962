// The identity-document calls of order-and-application §7 "Application": requirements, the documents an order needs
// and has, the selfie rule, the documents check of the identity step, and the upload and download of files (also
// used for the signatures and the selfie). The rules are in domain/documents.ts; files in storage.ts.
import { and, eq, isNull } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderDocuments } from '../db/schema';
import { callerOf, type Caller } from '../auth/guard';
import { applicationOrderFor, orderFor, type Order } from '../auth/order-access';
import { badRequest, HttpError, notFound } from '../http';
import type { AppContext } from '../context';
import {
  categoryProgress,
  documentEntries,
  documentsVerdict,
  loadedDocumentRows,
  requirementText,
  selfieOutstanding,
  uploadTargetFor,
} from '../domain/documents';
import { loadDocumentSituation } from '../domain/documents-state';
import { CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../src/engine/files';
import { FILE_MESSAGES } from '../../src/engine/messages';
import {
  discardFile,
  FileTooLargeError,
  keepFile,
  openStoredFile,
  receiveFile,
  removeStoredFile,
  sniffFileKind,
  type ReceivedFile,
} from '../storage';
import { idPattern, orderIdBody, orderIdParams, orderIdValue } from './params';

/** Statuses in which an application may still change (a submitted one is edited through the edit screen). */
const OPEN_STATUSES = new Set(['Open', 'Open with Alert']);

/** Client users complete the form on an applicant's behalf: they see the sighted checkbox and need no selfie (§6). */
const isClientUser = (caller: Caller) => caller.clientId !== null;

function requireOpenApplication(order: Order): void {
  if (order.submittedAt !== null) throw badRequest('This application was already submitted.');
  if (!OPEN_STATUSES.has(order.status)) {
    throw badRequest(`This order is ${order.status}: its application can no longer be changed.`);
  }
}

export async function documentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const signedIn = { onRequest: app.authenticate };

  /** The situation of an order the caller may see. */
  const situationFor = async (request: FastifyRequest, orderId: number | string) => {
    const order = await orderFor(db, callerOf(request), Number(orderId));
    return loadDocumentSituation(db, order.id);
  };

  app.get<{ Params: { orderId: string } }>(
    '/application/get_min_identity_required/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => ({ Msg: requirementText(await situationFor(request, request.params.orderId)) }),
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/get_loaded_documents/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => loadedDocumentRows(await situationFor(request, request.params.orderId)),
  );

  app.post<{ Body: { orderId: number | string } }>(
    '/application/get_identity_check',
    { schema: { body: orderIdBody }, ...signedIn },
    async (request) => documentEntries(await situationFor(request, request.body.orderId)),
  );

  app.get<{ Params: { orderId: string } }>(
    '/application/bring_selfie_request/:orderId',
    { schema: { params: orderIdParams }, ...signedIn },
    async (request) => ({ result: selfieOutstanding(await situationFor(request, request.params.orderId)) ? 'Y' : 'N' }),
  );

  app.post<{ Body: { orderId: number | string } }>(
    '/application/get_req_documents',
    { schema: { body: orderIdBody }, ...signedIn },
    async (request) => categoryProgress(await situationFor(request, request.body.orderId)),
  );

  app.post<{ Body: { orderId: number | string; Stage: 'Application' } }>(
    '/application/set_documents',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId', 'Stage'],
          properties: { orderId: orderIdValue, Stage: { type: 'string', enum: ['Application'] } },
        },
      },
      ...signedIn,
    },
    async (request) => {
      const caller = callerOf(request);
      const order = await applicationOrderFor(db, caller, Number(request.body.orderId));
      // A check, not a write: the uploads themselves are the stored state. The page keeps error_msg as its docs message.
      const verdict = documentsVerdict(await loadDocumentSituation(db, order.id), { selfieExempt: isClientUser(caller) });
      return { approve: verdict.complete ? 1 : 0, error_msg: verdict.message };
    },
  );

  app.post<{ Body: { url: string } }>(
    '/utilities/download_image',
    {
      schema: {
        body: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 200 } } },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const location = request.body.url.trim();
      const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.location, location));
      // A file of an order the caller may not see does not exist for them.
      if (!row) throw notFound('No such file.');
      await orderFor(db, caller, row.orderId);
      const file = await openStoredFile(config.dataDir, location);
      if (!file) throw notFound('No such file.');
      const extension = location.slice(location.lastIndexOf('.') + 1);
      return reply
        .type(row.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `inline; filename="${row.docId}.${extension}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  // Multipart only here: registered in a child scope, so no other call accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // fileSize makes busboy stop at the limit while streaming; receiveFile counts too. Small limits elsewhere:
      // the call carries three short fields and one file.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
    });

    scope.post('/utilities/upload_image', { ...signedIn }, async (request) => {
      const caller = callerOf(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data with the fields orderId, docName, docSighted and file.');
      }
      const { fields, received } = await readUpload(request, config.dataDir);
      if (!received) throw badRequest(FILE_MESSAGES.noFile);
      let location: string | null = null;
      try {
        const orderId = fields.orderId?.trim() ?? '';
        const docName = fields.docName?.trim() ?? '';
        const docSighted = fields.docSighted?.trim() || 'N';
        if (!orderId) throw badRequest('orderId is required.');
        if (!new RegExp(idPattern).test(orderId)) throw badRequest('orderId must be a number.');
        if (!docName) throw badRequest('docName is required.');
        if (docSighted !== 'Y' && docSighted !== 'N') throw badRequest('docSighted must be Y or N.');

        const order = await applicationOrderFor(db, caller, Number(orderId));
        requireOpenApplication(order);
        const choice = uploadTargetFor(await loadDocumentSituation(db, order.id), docName);
        if ('error' in choice) throw badRequest(choice.error);
        const { target } = choice;
        const kind = sniffFileKind(received.head);
        if (kind === null || !target.accepts.includes(kind)) throw badRequest(FILE_MESSAGES.conditions);

        const kept = await keepFile(config.dataDir, received, kind);
        location = kept;
        await db.transaction(async (tx) => {
          // A new upload of a document replaces the previous one (kept for the audit trail).
          await tx
            .update(orderDocuments)
            .set({ replacedAt: ctx.now() })
            .where(
              and(
                eq(orderDocuments.orderId, order.id),
                eq(orderDocuments.docId, target.docId),
                isNull(orderDocuments.replacedAt),
              ),
            );
          await tx.insert(orderDocuments).values({
            orderId: order.id,
            docId: target.docId,
            docName: target.docName,
            category: target.category,
            kind: target.kind,
            location: kept,
            mimeType: CONTENT_TYPES[kind],
            sizeBytes: received.sizeBytes,
            // The sighted checkbox is for client users only (§5): an applicant cannot vouch for their own document.
            sighted: docSighted === 'Y' && isClientUser(caller) ? 'Y' : 'N',
            stage: 'Application',
            uploadedByUserId: caller.id,
            uploadedAt: ctx.now(),
          });
        });
        return { location: kept, data: { location: kept } };
      } catch (error) {
        await discardFile(received);
        if (location !== null) await removeStoredFile(config.dataDir, location);
        throw error;
      }
    });
  });
}

/**
 * Reads the multipart body: the text fields, and the one `file` part streamed to disk under the size limit. An
 * empty file part without a name is what a browser sends for an empty file input: no file. On any failure the
 * received file is removed before the error goes on.
 */
async function readUpload(
  request: FastifyRequest,
  dataDir: string,
): Promise<{ fields: Record<string, string>; received: ReceivedFile | null }> {
  const fields: Record<string, string> = {};
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received !== null) {
        // Not the file the call takes: read past it so the rest of the body is parsed.
        part.file.resume();
        continue;
      }
      received = await receiveFile(dataDir, part.file, MAX_UPLOAD_BYTES);
      if (part.file.truncated) throw new FileTooLargeError();
      if (received.sizeBytes === 0 && !part.filename) {
        await discardFile(received);
        received = null;
      }
    }
  } catch (error) {
    if (received !== null) await discardFile(received);
    const code = (error as { code?: string }).code;
    if (error instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_MESSAGES.tooBig);
    }
    throw error;
  }
  return { fields, received };
}
