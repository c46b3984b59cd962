// The edit screen's calls, order-and-application §7 "Edit application": the rejected items, the documents that may
// replace a rejected one, the upload of a new file, the corrections, and the referees' mails. Access is declared in
// schemas/api/edit.ts (the applicant of the order, or a Full view user of its client); the rules are in
// server/domain/edit-rules.ts, the reads and writes in server/domain/edit-application.ts.
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf, orderOf } from '../auth/guard';
import { badRequest, HttpError } from '../http';
import { sniffFileKind } from '../storage';
import { FILE_MESSAGES } from '../../src/engine/messages';
import { keepUpload, readOrderUpload, requireRoomFor } from './documents';
import { editSubmit, editTab, editUploadTarget, keepEditUpload, mailEditedReferees, replaceOptions } from '../domain/edit-application';
import type { editRoutes } from '../../schemas/api/edit';

export function editHandlers(ctx: AppContext): Handlers<typeof editRoutes> {
  const { db, files } = ctx;
  return {
    'GET /application/get_edit_application_tab/:orderId': async (request) => editTab(db, orderOf(request)),

    'POST /utilities/documents_replace_options': async (request) => replaceOptions(db, orderOf(request), request.body.DocID),

    'POST /utilities/upload_image_edit': async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data with the fields orderId, docName and file.');
      }
      // The same reading as upload_image: fields first, the order checked before the file is stored, the size limit
      // while streaming.
      const { fields, received } = await readOrderUpload(request, ctx, 'orderId');
      let location: string | null = null;
      try {
        const docName = fields.docName?.trim() ?? '';
        if (!docName) throw badRequest('docName is required.');
        if (docName.length > 100) throw badRequest('docName must NOT have more than 100 characters.');
        const rejectedDocId = (fields.DocID ?? '').trim().slice(0, 100);
        const order = orderOf(request);
        const target = await editUploadTarget(db, order, docName, rejectedDocId);
        const kind = sniffFileKind(received.head);
        if (kind === null || !target.accepts.includes(kind)) throw badRequest(FILE_MESSAGES.conditions);
        await requireRoomFor(db, order.id, received.sizeBytes);
        location = await keepUpload(request, files, received, kind);
        const earlier = await keepEditUpload(db, callerOf(request), order, target, { location, kind, sizeBytes: received.sizeBytes }, ctx.now());
        // The file it takes the place of was never part of the application: nothing refers to it any more.
        if (earlier) await files.remove(earlier);
        return { location, data: { location } };
      } catch (error) {
        await files.discard(received);
        if (location !== null) await files.remove(location);
        throw error;
      }
    },

    'POST /application/edit_submit': async (request) =>
      editSubmit(ctx, callerOf(request), orderOf(request).id, request.body.TableContent),

    'GET /application/send_edit_reference_emails/:orderId': async (request) => ({
      sent: await mailEditedReferees(ctx, orderOf(request)),
    }),
  };
}
