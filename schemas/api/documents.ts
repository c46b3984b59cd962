// The identity-document calls of order-and-application §7 "Application": requirements, the documents an order needs
// and has, the selfie rule, the documents check, and the upload and download of files.
import { Type as T } from '@sinclair/typebox';
import { FileBytes, IdValue, OrderIdBody, OrderIdParams, route, Text, Verdict } from './route';

const APPLICANT_AND_CLIENT = ['individual', 'client'] as const;
/** The back office downloads every file of an order too (documents, signatures, results, the summary report). */
const READERS = ['individual', 'client', 'operator'] as const;
const Status = T.Union([T.Literal('Complete'), T.Literal('Pending')]);

export const documentRoutes = {
  'GET /application/get_min_identity_required/:orderId': route({
    summary: 'The identity documents the order needs, in words.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Object({ Msg: T.String() }) },
  }),
  'GET /application/get_loaded_documents/:orderId': route({
    summary: "The order's current documents and selfie, then the documents still to provide.",
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: {
      200: T.Array(
        T.Object({
          DocID: T.String(),
          DocName: T.String(),
          Category: T.String(),
          DocLocation: T.String(),
          DOCSighted: T.String(),
          type: T.Union([T.Literal('identity'), T.Literal('support'), T.Literal('selfie')]),
          status: Status,
        }),
      ),
    },
  }),
  'POST /application/get_identity_check': route({
    summary: 'Every document of every category the order needs, with its state.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'body.orderId' },
    body: OrderIdBody,
    response: {
      200: T.Array(
        T.Object({
          Category: T.String(),
          DocID: T.String(),
          DocName: T.String(),
          docStatus: T.Union([T.Literal('SELECT'), T.Literal('UPLOAD'), T.Literal('UPLOADED')]),
          status: Status,
          DOCSighted: T.String(),
          type: T.Union([T.Literal('identity'), T.Literal('support')]),
          DocLocation: T.String(),
        }),
      ),
    },
  }),
  'GET /application/bring_selfie_request/:orderId': route({
    summary: 'Whether a selfie is still outstanding (Y/N).',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'params.orderId' },
    params: OrderIdParams,
    response: { 200: T.Object({ result: T.Union([T.Literal('Y'), T.Literal('N')]) }) },
  }),
  'POST /application/get_req_documents': route({
    summary: 'Each needed document category with its progress.',
    access: { kinds: APPLICANT_AND_CLIENT, order: 'body.orderId' },
    body: OrderIdBody,
    response: {
      200: T.Array(
        T.Object({
          Category: T.String(),
          categoryStatus: Status,
          categoryColor: T.Union([T.Literal('GREEN'), T.Literal('ORANGE')]),
          req: T.Integer(),
          loaded: T.Integer(),
          description: T.String(),
        }),
      ),
    },
  }),
  'POST /application/set_documents': route({
    summary: 'Checks that the documents of the identity step are complete.',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'body.orderId' },
    body: T.Object({ orderId: IdValue, Stage: T.Literal('Application') }),
    response: { 200: Verdict },
  }),
  'POST /utilities/download_image': route({
    summary:
      'A stored file (document, selfie, signature, result, summary report) of an order the caller may see, or the PDF ' +
      "of an invoice of the caller's client (or of a client its agency serves; operators: any).",
    access: { kinds: READERS, file: 'body.url' },
    audit: 'document.download',
    body: T.Object({ url: Text(200, { minLength: 1 }) }),
    response: { 200: FileBytes },
    produces: 'application/octet-stream',
  }),
  'POST /utilities/upload_image': route({
    summary: 'Uploads a document, selfie or signature of an open application (multipart/form-data, fields first).',
    access: { kinds: APPLICANT_AND_CLIENT, fullView: true, order: 'multipart.orderId' },
    multipart: T.Object({
      orderId: IdValue,
      docName: Text(100, { minLength: 1 }),
      docSighted: T.Optional(T.Union([T.Literal('Y'), T.Literal('N')])),
      file: FileBytes,
    }),
    response: { 200: T.Object({ location: T.String(), data: T.Object({ location: T.String() }) }) },
  }),
};
