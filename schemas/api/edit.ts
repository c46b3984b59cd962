// The edit screen, order-and-application §2.4 and §7 "Edit application": the items of a submitted application an
// operator sent back (POST /backoffice/orders/reject_items), corrected by the applicant, or by a Full view user of the
// ordering client on their behalf. Every call is a part of changing the application, so Restricted view users get
// none (they may look at orders, not correct them). The rules are in server/domain/edit-application.ts.
import { Type as T } from '@sinclair/typebox';
import { FileBytes, IdValue, Nullable, OrderIdParams, route, Text, Verdict } from './route';
import { TEXT_MAX_LENGTH } from '../../src/engine/fields';
import { DynamicFieldReply } from './application';

const APPLICANT_AND_CLIENT = ['individual', 'client'] as const;
const YesNo = T.Union([T.Literal('Y'), T.Literal('N')]);
const UploadType = T.Union([T.Literal('edit'), T.Literal('replace')]);

/** A rejected field: its definition with the stored answer (one per row of a block list), and why it was rejected. */
export const EditField = T.Object({ ...DynamicFieldReply.properties, Reason: T.String() });

/** A rejected document (order-and-application §3 "Document entry (identity and edit)"), with why it was rejected. */
export const EditDocument = T.Object({
  Category: T.String(),
  DocID: T.String(),
  DocName: T.String(),
  docStatus: T.Union([T.Literal('SELECT'), T.Literal('UPLOAD'), T.Literal('UPLOADED')]),
  /** 'complete' once a new file is uploaded for it on the edit screen, 'pending' until then. */
  status: T.Union([T.Literal('complete'), T.Literal('pending')]),
  DOCSighted: T.String(),
  /** 'edit': a new copy of the same document; 'replace': another document (NewFieldID) in its place. */
  uploadType: UploadType,
  /** The location of the document as it stands ('' when the order holds none). */
  OriginalTableValue: T.String(),
  /** The document the new file is for ('' until one is uploaded): DocID itself, or the replacement. */
  NewFieldID: T.String(),
  NewFieldName: T.String(),
  /** The new file's location ('' until uploaded). */
  NewFieldLocation: T.String(),
  Reason: T.String(),
});

/**
 * One entry of the edit's TableContent: a field (FieldID, with TableID and TableLocation for a block row) or a document
 * (DocID, uploadType, NewFieldID, NewFieldLocation). Anything else the page sends is dropped.
 */
export const EditEntry = T.Object(
  {
    FieldID: T.Optional(Text(100, { minLength: 1 })),
    TableValue: T.Optional(Nullable(Text(TEXT_MAX_LENGTH))),
    TableID: T.Optional(Nullable(T.Integer({ minimum: -1_000_000, maximum: 2_147_483_647 }))),
    TableLocation: T.Optional(Nullable(Text(100))),
    DocID: T.Optional(Text(100, { minLength: 1 })),
    uploadType: T.Optional(UploadType),
    NewFieldID: T.Optional(Nullable(Text(100))),
    NewFieldLocation: T.Optional(Nullable(Text(200))),
  },
  { additionalProperties: false },
);

export const editRoutes = {
  'GET /application/get_edit_application_tab/:orderId': route({
    summary:
      'The items of the application waiting for corrections, in sections by FormSection: each rejected field with ' +
      'its stored answer and each rejected document, with the reason. [] when there is nothing to edit.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'params.orderId' },
    audit: 'application.view',
    params: OrderIdParams,
    response: {
      200: T.Array(T.Object({ FormSection: T.String(), fields: T.Array(EditField), documents: T.Array(EditDocument) })),
    },
  }),
  'POST /utilities/documents_replace_options': route({
    summary:
      'The documents that may take the place of a rejected document (DocID): the other documents of its category in ' +
      'the identity document catalogue that the order does not hold already. 400 when DocID is not waiting for a ' +
      'correction.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderID' },
    body: T.Object({ orderID: IdValue, DocID: Text(100, { minLength: 1 }) }),
    response: { 200: T.Array(T.Object({ DocID: T.String(), DocName: T.String(), Category: T.String() })) },
  }),
  'POST /utilities/upload_image_edit': route({
    summary:
      'Uploads the new file of a rejected document (multipart/form-data, fields first, as upload_image): docName is ' +
      'the rejected DocID (a new copy) or the document replacing it (one of its replace options; DocID names the ' +
      'rejected document when several could be meant). The file waits with the rejection until edit_submit.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'multipart.orderId' },
    multipart: T.Object({
      orderId: IdValue,
      docName: Text(100, { minLength: 1 }),
      DocID: T.Optional(Text(100)),
      docSighted: T.Optional(YesNo),
      file: FileBytes,
    }),
    response: { 200: T.Object({ location: T.String(), data: T.Object({ location: T.String() }) }) },
  }),
  'POST /application/edit_submit': route({
    summary:
      'Sends the corrections (order-and-application §5 "Edit submit"): every rejected field non-empty (DateMoveOut ' +
      'optional for a Primary Address) and valid by the engine rules, every rejected document with its new file ' +
      "('Choose a new document' for a replacement without one). approve 0 with error_msg otherwise, nothing stored. " +
      'Only rejected items may be sent (400 otherwise). On approve 1 the rejection is resolved: the order leaves On ' +
      'hold (editFlag N) and its history records each value before and after.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderId' },
    body: T.Object({ orderId: IdValue, TableContent: T.Array(EditEntry, { maxItems: 1000 }) }),
    response: { 200: Verdict },
  }),
  'GET /application/send_edit_reference_emails/:orderId': route({
    summary:
      "Mails each referee whose details the last edit changed a link to the references form " +
      '(/referencesform/{orderId}/{refereeId}; the refereeId is the referee row of the application). Each mail is ' +
      'sent once, however often this is called. sent: how many referees are mailed.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Object({ sent: T.Integer() }) },
  }),
};
