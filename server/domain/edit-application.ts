// Rejected items and the edit application (order-and-application §2.4, §7 "Edit application"): the operator's
// rejection, what the edit screen shows, the new files it uploads, the corrections it sends and the referees it
// mails. The rules are edit-rules.ts; this module reads and writes.
//
// Every change runs in one transaction holding the order's row lock (lockedOrder) and writes together: the rows, the
// order's status and edit flag (orders.awaiting_edit), the history row (who, when, before and after) and the mails
// (through the job queue).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { applicationValues, orderDocuments, orderHistory, orderRejections, orders } from '../db/schema';
import type { Order } from '../auth/order-access';
import { badRequest, conflict } from '../http';
import { enqueueMails } from '../jobs/enqueue';
import { inviteAfterEdit } from './referees';
import { REFEREES_TABLE } from './referee-records';
import { openRejections, orderFieldDefinitions, rejectableFields, type Rejection } from './rejections';
import { CONTENT_TYPES, FILE_KINDS, type FileKind } from '../../src/engine/files';
import { fieldKey, validateDynamic, type DynamicField, type OptionCatalogue } from '../../src/engine';
import { NOTHING_TO_EDIT } from '../../src/engine/messages';
import { assembleTabFields, loadCatalogue, loadStoredAnswers } from './application-fields';
import { storedValue } from './application-store';
import { violationMessage } from './application-validation';
import { loadDocumentSituation } from './documents-state';
import { RESERVED_DOCUMENTS } from './documents';
import type { DocumentSituation } from './document-situation';
import { lockedOrder, mailStatusChange, ordererOf, statusNow, type Actor, type LifecycleContext } from './lifecycle-store';
import { clientBrand } from './mail-brand';
import type { ClientBrand } from '../mails/setting';
import {
  documentProblem,
  DOCUMENT,
  DOCUMENTS_SECTION,
  editedRows,
  FIELD,
  readRejections,
  REJECTABLE_DOCUMENT_KINDS,
  rejectionProblem,
  type DocumentSent,
  type RejectionRequest,
} from './edit-rules';

/** The fields a referee is reached by. */
const REFEREE_FIELDS: ReadonlySet<string> = new Set([
  'RefereeName', 'RefereeCompany', 'RefereePosition', 'RefereeRelationship', 'RefereePhone', 'RefereeEmail',
]);

/** The history action of an edit sent by the applicant (send_edit_reference_emails reads the latest). */
const EDIT_ACTION = 'application.edit';

// ---- The operator's rejection -----------------------------------------------------------------------------------

/** Sends items of the order back to the applicant; answers the order's status and edit flag afterwards. */
export async function rejectItems(ctx: LifecycleContext, actor: Actor, orderId: number, requested: readonly RejectionRequest[]) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const problem = rejectionProblem(order);
    if (problem) throw conflict(problem);

    const catalogue = await loadCatalogue(tx);
    const fields = await rejectableFields(tx, order.id, catalogue);
    const situation = await loadDocumentSituation(tx, order.id);
    const documents = new Set(situation.loaded.filter((d) => REJECTABLE_DOCUMENT_KINDS.includes(d.kind)).map((d) => d.docId));
    const read = readRejections(requested, new Set(fields.keys()), documents);
    if ('error' in read) throw badRequest(read.error);

    const now = ctx.now();
    const open = await openRejections(tx, order.id);
    for (const item of read.items) {
      const waiting = open.find((r) => r.itemKind === item.kind && r.itemId === item.id);
      if (waiting) {
        await tx
          .update(orderRejections)
          .set({ reason: item.reason, replace: item.replace, rejectedByUserId: actor.id, rejectedAt: now })
          .where(eq(orderRejections.id, waiting.id));
      } else {
        await tx.insert(orderRejections).values({
          orderId: order.id,
          itemKind: item.kind,
          itemId: item.id,
          reason: item.reason,
          replace: item.replace,
          rejectedByUserId: actor.id,
          rejectedAt: now,
        });
      }
    }

    const orderStatus = await statusNow(tx, order, order.holdReason, true);
    await tx.update(orders).set({ awaitingEdit: true, status: orderStatus }).where(eq(orders.id, order.id));
    // People read the field's label and the document's name (the mail and the history's note), never their keys.
    const nameOf = (i: (typeof read.items)[number]) =>
      i.kind === FIELD ? (fields.get(i.id)?.templates.find((d) => d.FieldID === i.id)?.FieldName || i.id) : documentName(situation, i.id);
    const describe = (i: (typeof read.items)[number]) =>
      `${nameOf(i)}${i.replace === 'Y' ? ' (please send a different document)' : ''}: ${i.reason}`;
    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: now,
        userId: actor.id,
        action: 'order.reject_items',
        before: { orderStatus: order.status, editFlag: order.awaitingEdit ? 'Y' : 'N' },
        after: { orderStatus, editFlag: 'Y', Rejected: read.items.map((i) => i.id).join(', ') },
        note: read.items.map(describe).join('\n'),
      })
      .returning({ id: orderHistory.id });
    const brand = await clientBrand(tx, order.clientId);
    await mailEditLink(ctx, tx, order, brand, read.items.map(describe), history.id);
    await mailItemsSentBack(ctx, tx, order, brand, orderStatus, [...new Set(read.items.map(nameOf))], history.id);
    return { orderStatus, editFlag: 'Y' as const };
  });
}

/** The applicant's mail with the link to the edit screen, keyed by the history row so it is sent once. */
async function mailEditLink(ctx: LifecycleContext, tx: Tx, order: Order, brand: ClientBrand | null, items: string[], historyId: number) {
  if (!order.applicantEmail) return;
  await enqueueMails(ctx.jobs, tx, [
    {
      key: `order-edit-${historyId}-applicant`,
      to: order.applicantEmail,
      template: 'correctionRequest',
      props: {
        brand,
        firstName: order.applicantFirstName || 'there',
        orderId: order.id,
        items,
        link: `${ctx.config.publicUrl}/admin/edit-application/${order.id}`,
      },
    },
  ]);
}

/**
 * The client user who ordered is told which items went back to the applicant and that the order waits on them (the
 * order is On hold now; without this mail the next they heard was "now In progress" once the applicant corrected).
 */
async function mailItemsSentBack(
  ctx: LifecycleContext,
  tx: Tx,
  order: Order,
  brand: ClientBrand | null,
  status: string,
  items: string[],
  historyId: number,
) {
  const orderer = await ordererOf(tx, order);
  if (!orderer) return;
  await enqueueMails(ctx.jobs, tx, [
    {
      key: `order-edit-${historyId}-client`,
      to: orderer.email,
      template: 'itemsSentBack',
      props: {
        brand,
        firstName: orderer.firstName,
        orderId: order.id,
        applicant: `${order.applicantFirstName} ${order.applicantSurname}`.trim(),
        status,
        items,
      },
    },
  ]);
}

// ---- What the edit screen shows -----------------------------------------------------------------------------------

/** The rejected fields with their stored answers (one per row of a block list), each with its step and reason. */
async function rejectedFields(db: Db | Tx, orderId: number, rejections: readonly Rejection[], catalogue: OptionCatalogue) {
  const wanted = rejections.filter((r) => r.itemKind === FIELD);
  if (wanted.length === 0) return [];
  const [definitions, answers] = await Promise.all([orderFieldDefinitions(db, orderId, catalogue), loadStoredAnswers(db, orderId)]);
  const out: Array<DynamicField & { Reason: string; tab: string }> = [];
  const assembled = new Map<string, DynamicField[]>();
  for (const rejection of wanted) {
    const home = definitions.get(rejection.itemId);
    // A definition removed since the rejection: nothing left to show or correct.
    if (!home) continue;
    if (!assembled.has(home.tab)) assembled.set(home.tab, assembleTabFields(home.templates, answers));
    for (const def of assembled.get(home.tab)!) {
      if (def.FieldID !== rejection.itemId) continue;
      // A block list without rows has no answer to correct.
      if (def.TableLocation && typeof def.TableID !== 'number') continue;
      out.push({ ...def, FormSection: def.FormSection || def.PortalSection || home.tab, Reason: rejection.reason, tab: home.tab });
    }
  }
  return out;
}

/** The documents that may take the place of `docId`: the others of its catalogue category the order does not hold. */
function replaceOptionsOf(situation: DocumentSituation, docId: string) {
  const doc = situation.catalogue.find((d) => d.docId === docId);
  if (!doc?.category) return [];
  const held = new Set(situation.loaded.map((d) => d.docId));
  return situation.catalogue
    .filter((d) => d.category === doc.category && d.docId !== docId && !held.has(d.docId))
    .sort((a, b) => a.sort - b.sort)
    .map((d) => ({ DocID: d.docId, DocName: d.docName, Category: d.category ?? '' }));
}

/** The name of a document by DocID: the catalogue's, a reserved name's, or the stored upload's. */
function documentName(situation: DocumentSituation, docId: string): string {
  return (
    situation.catalogue.find((d) => d.docId === docId)?.docName ??
    RESERVED_DOCUMENTS[docId]?.docName ??
    situation.loaded.find((d) => d.docId === docId)?.docName ??
    docId
  );
}

function documentEntry(situation: DocumentSituation, rejection: Rejection) {
  const current = situation.loaded.find((d) => d.docId === rejection.itemId);
  const upload = rejection.uploadLocation && rejection.uploadDocId ? { docId: rejection.uploadDocId, location: rejection.uploadLocation } : null;
  const replacing = upload ? upload.docId !== rejection.itemId : rejection.replace === 'Y';
  return {
    Category: current?.category ?? situation.catalogue.find((d) => d.docId === rejection.itemId)?.category ?? '',
    DocID: rejection.itemId,
    DocName: documentName(situation, rejection.itemId),
    docStatus: upload ? ('UPLOADED' as const) : ('UPLOAD' as const),
    status: upload ? ('complete' as const) : ('pending' as const),
    DOCSighted: current?.sighted ?? 'N',
    uploadType: replacing ? ('replace' as const) : ('edit' as const),
    OriginalTableValue: current?.location ?? '',
    NewFieldID: upload?.docId ?? '',
    NewFieldName: upload ? documentName(situation, upload.docId) : '',
    NewFieldLocation: upload?.location ?? '',
    Reason: rejection.reason,
  };
}

/** get_edit_application_tab: sections by FormSection (fields first, in step order), then the documents. */
export async function editTab(db: Db, order: Order) {
  const rejections = order.awaitingEdit ? await openRejections(db, order.id) : [];
  if (rejections.length === 0) return [];
  const catalogue = await loadCatalogue(db);
  const fields = await rejectedFields(db, order.id, rejections, catalogue);
  const sections = new Map<string, { FormSection: string; fields: Array<DynamicField & { Reason: string }>; documents: ReturnType<typeof documentEntry>[] }>();
  const sectionOf = (name: string) => {
    if (!sections.has(name)) sections.set(name, { FormSection: name, fields: [], documents: [] });
    return sections.get(name)!;
  };
  for (const { tab: _tab, ...field } of fields) sectionOf(field.FormSection ?? '').fields.push(field);
  const documents = rejections.filter((r) => r.itemKind === DOCUMENT);
  if (documents.length > 0) {
    const situation = await loadDocumentSituation(db, order.id);
    for (const rejection of documents) sectionOf(DOCUMENTS_SECTION).documents.push(documentEntry(situation, rejection));
  }
  return [...sections.values()];
}

/** The open rejection of this document, or a 400. */
function rejectedDocument(rejections: readonly Rejection[], docId: string): Rejection {
  const rejection = rejections.find((r) => r.itemKind === DOCUMENT && r.itemId === docId);
  if (!rejection) throw badRequest(`${docId} is not a document waiting for a correction.`);
  return rejection;
}

/** documents_replace_options. */
export async function replaceOptions(db: Db, order: Order, docId: string) {
  const rejections = order.awaitingEdit ? await openRejections(db, order.id) : [];
  rejectedDocument(rejections, docId.trim());
  return replaceOptionsOf(await loadDocumentSituation(db, order.id), docId.trim());
}

// ---- The new file of a rejected document ----------------------------------------------------------------------------

export interface EditUploadTarget {
  /** The open rejection the file is for. */
  rejectionId: number;
  /** The document the file is: the rejected one (a new copy) or its replacement. */
  docId: string;
  accepts: readonly FileKind[];
}

/**
 * What an edit upload's docName stands for: the rejected document itself, or one of its replace options (the rejected
 * document named by `rejectedDocId`, or found as the only rejected document the name may replace). A 400 otherwise.
 */
export async function editUploadTarget(db: Db, order: Order, docName: string, rejectedDocId: string): Promise<EditUploadTarget> {
  if (!order.awaitingEdit) throw conflict(NOTHING_TO_EDIT);
  const rejections = (await openRejections(db, order.id)).filter((r) => r.itemKind === DOCUMENT);
  if (rejections.length === 0) throw conflict(NOTHING_TO_EDIT);
  const situation = await loadDocumentSituation(db, order.id);
  const name = docName.trim();
  const byName = (id: string) => id === name || documentName(situation, id).toLowerCase() === name.toLowerCase();
  const candidates = rejectedDocId ? [rejectedDocument(rejections, rejectedDocId)] : rejections;
  for (const rejection of candidates) {
    const accepts = rejection.itemId === 'SELFIE' ? FILE_KINDS.photo : FILE_KINDS.document;
    if (byName(rejection.itemId)) return { rejectionId: rejection.id, docId: rejection.itemId, accepts };
  }
  const matches = candidates.flatMap((rejection) =>
    replaceOptionsOf(situation, rejection.itemId)
      .filter((o) => byName(o.DocID))
      .map((o) => ({ rejectionId: rejection.id, docId: o.DocID, accepts: FILE_KINDS.document })),
  );
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) throw badRequest(`Name the rejected document (DocID) that ${name} replaces.`);
  throw badRequest(`'${name}' is not a document waiting for a correction, nor one that may replace it.`);
}

/**
 * Keeps the new file with its rejection until edit_submit; answers the location of the file it took the place of
 * (to remove from the store after the commit), or null.
 */
export async function keepEditUpload(
  db: Db,
  actor: Actor,
  order: Order,
  target: EditUploadTarget,
  file: { location: string; kind: FileKind; sizeBytes: number },
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockedOrder(tx, order.id);
    const [rejection] = await tx
      .select()
      .from(orderRejections)
      .where(and(eq(orderRejections.id, target.rejectionId), isNull(orderRejections.resolvedAt)))
      .for('update');
    // Resolved while the file was on its way.
    if (!rejection) throw conflict(NOTHING_TO_EDIT);
    await tx
      .update(orderRejections)
      .set({
        uploadDocId: target.docId,
        uploadLocation: file.location,
        uploadMimeType: CONTENT_TYPES[file.kind],
        uploadSizeBytes: file.sizeBytes,
        uploadedByUserId: actor.id,
        uploadedAt: now,
      })
      .where(eq(orderRejections.id, rejection.id));
    return rejection.uploadLocation;
  });
}

// ---- The corrections ----------------------------------------------------------------------------------------------

export interface EditEntry extends DocumentSent {
  FieldID?: string;
  TableValue?: string | null;
  TableID?: number | null;
  TableLocation?: string | null;
}

const sameRow = (def: DynamicField, entry: EditEntry) =>
  def.FieldID === entry.FieldID &&
  (def.TableLocation || null) === (entry.TableLocation || def.TableLocation || null) &&
  (typeof def.TableID === 'number' ? def.TableID === entry.TableID : entry.TableID === undefined || entry.TableID === null || !def.TableLocation);

/**
 * edit_submit: checks the corrections with the engine's rules and the §5 edit rules; on approval stores them, makes the
 * new files the order's documents, resolves the rejection and writes the history. Answers approve / error_msg.
 */
export async function editSubmit(ctx: LifecycleContext, actor: Actor, orderId: number, entries: readonly EditEntry[]) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const rejections = order.awaitingEdit ? await openRejections(tx, order.id) : [];
    if (rejections.length === 0) return { approve: 0 as const, error_msg: NOTHING_TO_EDIT };

    const catalogue = await loadCatalogue(tx);
    const fields = await rejectedFields(tx, order.id, rejections, catalogue);
    const fieldEntries = entries.filter((e) => e.FieldID !== undefined);
    const docEntries = entries.filter((e) => e.FieldID === undefined);

    // Only the rejected items may change: anything else in the body is refused before any rule runs.
    for (const entry of fieldEntries) {
      if (!fields.some((f) => sameRow(f, entry))) {
        const row = typeof entry.TableID === 'number' ? ` (row ${entry.TableID})` : '';
        throw badRequest(`${entry.FieldID}${row} was not sent back for correction: only the rejected items may change.`);
      }
    }
    const documents = rejections.filter((r) => r.itemKind === DOCUMENT);
    for (const entry of docEntries) {
      if (!entry.DocID) throw badRequest('Each TableContent entry names a FieldID or a DocID.');
      if (!documents.some((d) => d.itemId === entry.DocID)) {
        throw badRequest(`${entry.DocID} was not sent back for correction: only the rejected items may change.`);
      }
    }

    // The fields as they would be stored, checked with the engine's rules over exactly the edit screen's fields.
    const edited = fields.map(({ Reason: _reason, tab: _tab, ...def }) => {
      const entry = fieldEntries.find((e) => sameRow(def, e));
      return entry ? { ...def, TableValue: storedValue(def, entry.TableValue, catalogue) || null } : def;
    });
    const violations = validateDynamic(edited, undefined, { sectionBy: 'FormSection', requireEveryField: true, catalogue });
    if (Object.keys(violations).length > 0) return { approve: 0 as const, error_msg: violationMessage(edited, violations), Fields: violations };
    for (const rejection of documents) {
      const upload = rejection.uploadLocation && rejection.uploadDocId ? { docId: rejection.uploadDocId, location: rejection.uploadLocation } : null;
      const problem = documentProblem({ docId: rejection.itemId, upload }, docEntries.find((e) => e.DocID === rejection.itemId));
      if (problem) return { approve: 0 as const, error_msg: problem };
    }

    const now = ctx.now();
    const before: Record<string, string> = { orderStatus: order.status, editFlag: 'Y' };
    const after: Record<string, string> = {};
    const changedKeys: string[] = [];
    /** What the applicant corrected, as people read it (the history's note): field labels and document names. */
    const corrected = new Set<string>();
    for (const [index, def] of edited.entries()) {
      const was = fields[index].TableValue ?? '';
      const value = def.TableValue ?? '';
      const key = fieldKey(def);
      before[key] = was;
      after[key] = value;
      if (value !== was) {
        changedKeys.push(key);
        corrected.add(def.FieldName || def.FieldID);
      }
      await tx
        .insert(applicationValues)
        .values({
          orderId: order.id,
          tabName: fields[index].tab,
          fieldId: def.FieldID,
          tableLocation: def.TableLocation && typeof def.TableID === 'number' ? def.TableLocation : '',
          tableId: def.TableLocation && typeof def.TableID === 'number' ? def.TableID : 0,
          value,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [applicationValues.orderId, applicationValues.fieldId, applicationValues.tableLocation, applicationValues.tableId],
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    }

    if (documents.length > 0) {
      const situation = await loadDocumentSituation(tx, order.id);
      for (const rejection of documents) {
        const newDocId = rejection.uploadDocId!;
        const current = situation.loaded.find((d) => d.docId === rejection.itemId);
        const catalogueDoc = situation.catalogue.find((d) => d.docId === newDocId);
        const reserved = RESERVED_DOCUMENTS[newDocId];
        // The rejected document, and any earlier upload of its replacement, make way (kept for the audit trail).
        await tx
          .update(orderDocuments)
          .set({ replacedAt: now })
          .where(
            and(
              eq(orderDocuments.orderId, order.id),
              inArray(orderDocuments.docId, [...new Set([rejection.itemId, newDocId])]),
              isNull(orderDocuments.replacedAt),
            ),
          );
        await tx.insert(orderDocuments).values({
          orderId: order.id,
          docId: newDocId,
          docName: documentName(situation, newDocId),
          category: catalogueDoc?.category ?? (newDocId === rejection.itemId ? (current?.category ?? null) : null),
          kind: reserved?.kind ?? (newDocId === rejection.itemId ? (current?.kind ?? 'identity') : (catalogueDoc?.kind ?? 'identity')),
          location: rejection.uploadLocation!,
          mimeType: rejection.uploadMimeType!,
          sizeBytes: rejection.uploadSizeBytes!,
          stage: 'Edit',
          uploadedByUserId: rejection.uploadedByUserId,
          uploadedAt: rejection.uploadedAt ?? now,
        });
        corrected.add(documentName(situation, rejection.itemId));
        const key = `Document ${rejection.itemId}`;
        before[key] = current?.location ?? '';
        after[key] = newDocId === rejection.itemId ? rejection.uploadLocation! : `${newDocId} ${rejection.uploadLocation}`;
      }
    }

    await tx
      .update(orderRejections)
      .set({ resolvedAt: now })
      .where(inArray(orderRejections.id, rejections.map((r) => r.id)));
    const orderStatus = await statusNow(tx, order, order.holdReason, false);
    await tx.update(orders).set({ awaitingEdit: false, status: orderStatus }).where(eq(orders.id, order.id));
    const referees = editedRows(changedKeys, REFEREE_FIELDS).filter((row) =>
      edited.some((f) => f.TableLocation === REFEREES_TABLE && f.TableID === row),
    );
    const [history] = await tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        at: now,
        userId: actor.id,
        action: EDIT_ACTION,
        before,
        after: { ...after, orderStatus, editFlag: 'N', ...(referees.length ? { Referees: referees.join(',') } : {}) },
        note: corrected.size > 0 ? `Corrected: ${[...corrected].join(', ')}.` : 'Nothing was changed.',
      })
      .returning({ id: orderHistory.id });
    if (orderStatus !== order.status) await mailStatusChange(ctx, tx, order, orderStatus, history.id, { kind: 'corrected' });
    return { approve: 1 as const, error_msg: '' };
  });
}

// ---- The referees of an edit -----------------------------------------------------------------------------------------

/**
 * send_edit_reference_emails: after the order's latest edit, every referee who has not answered gets an invitation to
 * /referencesform/{orderId}/{refereeId} (referees.ts: the edit may have changed their details or added them). Once per
 * edit however often the page asks; the answer counts the referees mailed for that edit.
 */
export async function mailEditedReferees(ctx: LifecycleContext, order: Order): Promise<number> {
  const [edit] = await ctx.db
    .select({ id: orderHistory.id })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, EDIT_ACTION)))
    .orderBy(desc(orderHistory.at), desc(orderHistory.id))
    .limit(1);
  return edit ? inviteAfterEdit(ctx, order, edit.id) : 0;
}
