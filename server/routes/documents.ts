// The identity-document calls of order-and-application §7 "Application": requirements, the documents an order needs
// and has, the selfie rule, the documents check of the identity step, and the upload and download of files (also
// used for the signatures and the selfie). The rules are in domain/documents.ts; files in the app's file store
// (storage.ts: local disk or S3).
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { orderDocuments } from '../db/schema';
import { authorizeOrder, callerOf, orderOf } from '../auth/guard';
import type { Order } from '../auth/order-access';
import { badRequest, callerGone, containsNul, HttpError, notFound, NUL_MESSAGE } from '../http';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { Db } from '../db';
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
import { CONTENT_TYPES, MAX_UPLOAD_BYTES, type FileKind } from '../../src/engine/files';
import { FILE_MESSAGES } from '../../src/engine/messages';
import { FileStoreError, FileTooLargeError, sniffFileKind, type FileStore, type ReceivedFile } from '../storage';
import { scanUpload } from '../virus-scan';
import type { documentRoutes } from '../../schemas/api/documents';

/** Statuses in which an application may still change (a submitted one is edited through the edit screen). */
const OPEN_STATUSES = new Set(['Open', 'Open with Alert']);

/**
 * What one order may hold in all, every upload counted (a replaced file stays on disk for the audit trail): enough
 * for every document, selfie and signature several times over, not an unbounded store.
 */
export const MAX_FILES_PER_ORDER = 60;
export const MAX_BYTES_PER_ORDER = 200_000_000;
export const ORDER_FILES_FULL = `This order already holds the most files we keep for one application (${MAX_FILES_PER_ORDER} files or ${MAX_BYTES_PER_ORDER / 1_000_000} MB). Please contact support to remove old uploads.`;

/** Client users complete the form on an applicant's behalf: they see the sighted checkbox and need no selfie (§6). */
const isClientUser = (request: FastifyRequest) => callerOf(request).kind === 'client';

function requireOpenApplication(order: Order): void {
  if (order.submittedAt !== null) throw badRequest('This application was already submitted.');
  if (!OPEN_STATUSES.has(order.status)) {
    throw badRequest(`This order is ${order.status}: its application can no longer be changed.`);
  }
}

/** 413 when one more file of `sizeBytes` would take the order past its limits. */
export async function requireRoomFor(db: Db, orderId: number, sizeBytes: number): Promise<void> {
  const [held] = await db
    .select({ files: count(), bytes: sum(orderDocuments.sizeBytes) })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId));
  if (held.files + 1 > MAX_FILES_PER_ORDER || Number(held.bytes ?? 0) + sizeBytes > MAX_BYTES_PER_ORDER) {
    throw new HttpError(413, ORDER_FILES_FULL);
  }
}

export function documentHandlers(ctx: AppContext): Handlers<typeof documentRoutes> {
  const { db } = ctx;
  const { files } = ctx;
  /** The documents situation of the order the guard found. */
  const situationOf = (request: FastifyRequest) => loadDocumentSituation(db, orderOf(request).id);

  return {
    'GET /application/get_min_identity_required/:orderId': async (request) => ({
      Msg: requirementText(await situationOf(request), { selfieExempt: isClientUser(request) }),
    }),

    'GET /application/get_loaded_documents/:orderId': async (request) => loadedDocumentRows(await situationOf(request)),

    'POST /application/get_identity_check': async (request) => documentEntries(await situationOf(request)),

    'GET /application/bring_selfie_request/:orderId': async (request) => ({
      result: selfieOutstanding(await situationOf(request)) ? 'Y' : 'N',
    }),

    'POST /application/get_req_documents': async (request) => categoryProgress(await situationOf(request)),

    'POST /application/set_documents': async (request) => {
      // A check, not a write: the uploads themselves are the stored state. The page keeps error_msg as its docs message.
      const verdict = documentsVerdict(await situationOf(request), { selfieExempt: isClientUser(request) });
      return { approve: verdict.complete ? 1 : 0, error_msg: verdict.message };
    },

    'POST /utilities/download_image': async (request, reply) => {
      const row = request.document!;
      const file = await files.open(row.location);
      if (!file) throw notFound('No such file.');
      const extension = row.location.slice(row.location.lastIndexOf('.') + 1);
      return reply
        .type(row.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `inline; filename="${row.fileName}.${extension}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },

    'POST /utilities/upload_image': async (request) => {
      const caller = callerOf(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data with the fields orderId, docName, docSighted and file.');
      }
      const { fields, received } = await readOrderUpload(request, ctx, 'orderId');
      let location: string | null = null;
      try {
        const docName = fields.docName?.trim() ?? '';
        const docSighted = fields.docSighted?.trim() || 'N';
        if (!docName) throw badRequest('Document name is required.');
        if (docName.length > 100) throw badRequest('docName must NOT have more than 100 characters.');
        if (docSighted !== 'Y' && docSighted !== 'N') throw badRequest('docSighted must be Y or N.');

        const order = orderOf(request);
        requireOpenApplication(order);
        const choice = uploadTargetFor(await loadDocumentSituation(db, order.id), docName);
        if ('error' in choice) throw badRequest(choice.error);
        const { target } = choice;
        const kind = sniffFileKind(received.head);
        if (kind === null || !target.accepts.includes(kind)) throw badRequest(FILE_MESSAGES.conditions);
        await requireRoomFor(db, order.id, received.sizeBytes);

        const kept = await keepUpload(request, files, received, kind);
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
            sighted: docSighted === 'Y' && caller.kind === 'client' ? 'Y' : 'N',
            stage: 'Application',
            uploadedByUserId: caller.id,
            uploadedAt: ctx.now(),
          });
        });
        return { location: kept, data: { location: kept } };
      } catch (error) {
        await files.discard(received);
        if (location !== null) await files.remove(location);
        throw error;
      }
    },
  };
}

export const UPLOAD_ABANDONED = 'The upload was abandoned before it was stored.';

/**
 * Gives a received upload its final name, unless its sender has gone: a caller that gave up (a store that was slow
 * to answer, a closed tab) must not find the file kept later, and a retry must not leave a second document. Asked
 * before and after the store's copy, which is the step that can take long; the caller's database write follows at
 * once. What was kept is removed again when the sender left meanwhile.
 */
export async function keepUpload(request: FastifyRequest, files: FileStore, received: ReceivedFile, kind: FileKind): Promise<string> {
  if (callerGone(request)) throw badRequest(UPLOAD_ABANDONED);
  const location = await files.keep(received, kind);
  if (callerGone(request)) {
    await files.remove(location);
    throw badRequest(UPLOAD_ABANDONED);
  }
  return location;
}

/** What reading an upload needs: the file store, and the virus scan it passes before the caller may keep it. */
export type UploadSetting = Pick<AppContext, 'files' | 'scanning'>;

/**
 * readUpload for a call that names its order in a multipart field (the policy's `multipart.<field>`): the order is
 * authorised as soon as the fields before the file are read, before the file is stored; a body without a file is a 400.
 */
export async function readOrderUpload(
  request: FastifyRequest,
  ctx: UploadSetting & { db: Db },
  orderField: 'orderId' | 'orderID',
): Promise<{ fields: Record<string, string>; received: ReceivedFile }> {
  const { db } = ctx;
  const { fields, received } = await readUpload(request, ctx, async (fields) => {
    const orderId = fields[orderField]?.trim() ?? '';
    if (!orderId) throw badRequest(`${orderField} is required, before the file.`);
    if (!(await authorizeOrder(db, request, orderId))) throw badRequest(`${orderField} must be a number.`);
  });
  if (!received) throw badRequest(FILE_MESSAGES.noFile);
  return { fields, received };
}

/**
 * Reads the multipart body: the text fields, and the one `file` part streamed to the store under the size limit, then
 * scanned for malware (virus-scan.ts) before anything may keep it. An empty file part without a name is what a
 * browser sends for an empty file input: no file. On any failure the received file is removed before the error goes
 * on, so a refused upload leaves nothing behind.
 */
export async function readUpload(
  request: FastifyRequest,
  { files, scanning }: UploadSetting,
  beforeFile: (fields: Record<string, string>) => Promise<void>,
): Promise<{ fields: Record<string, string>; received: ReceivedFile | null }> {
  const fields: Record<string, string> = {};
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          if (containsNul(part.value)) throw badRequest(NUL_MESSAGE);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== 'file' || received !== null) {
        // Not the file the call takes: read past it so the rest of the body is parsed.
        part.file.resume();
        continue;
      }
      await beforeFile(fields);
      received = await files.receive(part.file, MAX_UPLOAD_BYTES);
      if (part.file.truncated) throw new FileTooLargeError();
      if (received.sizeBytes === 0 && !part.filename) {
        await files.discard(received);
        received = null;
      }
    }
    if (received !== null) await scanUpload(scanning, files, received, request.log);
  } catch (error) {
    if (received !== null) await files.discard(received);
    // The store failed (disk full, bucket unreachable): our fault, a 500, not a malformed request.
    if (error instanceof FileStoreError) throw error;
    const code = (error as { code?: string }).code;
    if (error instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_MESSAGES.tooBig);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500)) throw error;
    // Anything else the multipart parser throws (no boundary, a truncated body, too many parts) is the sender's fault.
    request.log.info({ code }, 'malformed multipart body');
    throw badRequest('The upload is not a well-formed multipart/form-data body. Please choose the file again.');
  }
  return { fields, received };
}
