// The back office (issue 11, portal §4): operators list every client's orders, open one, move its checks through their
// lifecycle and hold or release it. Operators only; no client or applicant reaches these calls, and operators reach
// no client or applicant call (their kinds leave operators out). The statuses and rules are the lifecycle's (src/engine/lifecycle.ts).
import { Type as T } from '@sinclair/typebox';
import { FileBytes, IdString, IdValue, Nullable, route, Text } from './route';
import { DELAY_CAUSES, ORDER_STATUSES, SERVICE_STATUSES } from '../../src/engine/lifecycle';
import { AUDIT_ACTIONS } from '../../src/engine/history-labels';

/** One of these strings (an enum in the OpenAPI document; a 400 naming the field otherwise). */
const oneOf = <const V extends readonly string[]>(values: V) => T.Unsafe<V[number]>({ type: 'string', enum: [...values] });

const CheckStatus = oneOf(SERVICE_STATUSES);
/** A delay cause, or '' for no delay. */
const DelayReason = T.Union([oneOf(DELAY_CAUSES), T.Literal('')]);
const OPERATORS = ['operator'] as const;
/** Notes and reasons an operator writes (the cancel reason's limit, portal §9). */
const Note = Text(250);

/** A calendar date, YYYY-MM-DD. */
const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** The page size of the queue when none is asked for, and the largest one may ask for. */
export const BACKOFFICE_PAGE = 50;
export const BACKOFFICE_MAX_PAGE = 200;

/**
 * The queue's sorts: 'oldest' and 'newest' put the orders needing attention first, then by age; the others sort by one
 * column (in `dir`), then by order number.
 */
export const QUEUE_SORTS = ['oldest', 'newest', 'order', 'applicant', 'client', 'status', 'lodged'] as const;
/** The queue's built-in views (issue 31): needs attention, corrections received, fraud signals, delayed. */
export const QUEUE_FLAGS = ['attention', 'corrections', 'fraud', 'delayed'] as const;
/** The lists whose views a user may save. */
export const VIEW_LISTS = ['queue'] as const;

export const BackofficeOrderRow = T.Object({
  orderID: T.Integer(),
  applicant: T.String(),
  clientID: T.Integer(),
  clientName: T.String(),
  orderStatus: T.String(),
  orderType: T.String(),
  lodgeDate: T.String(),
  services: T.Array(T.Object({ ServiceID: T.String(), CheckStatus: T.String(), DelayReason: T.String() })),
});

/** The audit trail's page size when none is asked for, and the largest one may ask for. */
export const AUDIT_PAGE = 50;
export const AUDIT_MAX_PAGE = 200;

/** The audit trail's filters (who, what, which order, when, from where), shared by the list and its export. */
const AuditQuery = {
  user: T.Optional(Text(100)),
  action: T.Optional(oneOf(AUDIT_ACTIONS)),
  orderId: T.Optional(IdString),
  dateFrom: T.Optional(Text(10, { pattern: DATE })),
  dateTo: T.Optional(Text(10, { pattern: DATE })),
  ip: T.Optional(Text(45, { pattern: '^[0-9A-Fa-f.:]{1,45}$' })),
};

/** One event of the audit trail as people read it: Seq is its place in the chain (the paging cursor). */
export const AuditRow = T.Object({
  Seq: T.Integer(),
  At: T.String(),
  User: T.String(),
  Name: T.String(),
  Action: T.String(),
  OrderID: Nullable(T.Integer()),
  What: T.String(),
  From: T.String(),
});

const PurgedItem = T.Object({
  kind: oneOf(['document', 'result', 'report', 'referee answers', 'result detail'] as const),
  name: T.String(),
});

const HistoryRow = T.Object({
  At: T.String(),
  /** Who acted: the operator's username. */
  User: T.String(),
  Action: T.String(),
  /** The check the action concerned, '' for the order itself. */
  ServiceID: T.String(),
  Before: T.Record(T.String(), T.String()),
  After: T.Record(T.String(), T.String()),
  Note: T.String(),
});

export const backofficeRoutes = {
  'GET /backoffice/orders': route({
    summary:
      "Every client's orders, one page at a time: those needing attention first (On hold, Open with Alert, order type " +
      "'Needs attention'), then by age (sort 'oldest', the default, or 'newest'), or by one column (sort 'order', " +
      "'applicant', 'client', 'status' or 'lodged', dir 'asc' or 'desc'); filtered by order status, client, service, a " +
      "check's status, delayed checks (delayed 'Y'), a built-in view (flag 'attention', 'corrections': the applicant " +
      "sent the rejected items again and no operator acted since, 'fraud': the referees' answers raise fraud signals, " +
      "'delayed'), lodged date (dateFrom, dateTo: YYYY-MM-DD, Sydney time, both included) and a search of the applicant " +
      "name or order id. next: give it as `after` for the page after this one ('' on the last page); `offset` pages " +
      'too, more slowly. counts (with the first page only, without `after`): orders per status under the same filters ' +
      'but the status one, and total: orders under every filter.',
    access: { kinds: OPERATORS },
    querystring: T.Object({
      status: T.Optional(oneOf(ORDER_STATUSES)),
      clientId: T.Optional(IdString),
      serviceId: T.Optional(Text(10, { pattern: '^[A-Za-z0-9]{1,10}$' })),
      checkStatus: T.Optional(oneOf(SERVICE_STATUSES)),
      delayed: T.Optional(T.Literal('Y')),
      dateFrom: T.Optional(Text(10, { pattern: DATE })),
      dateTo: T.Optional(Text(10, { pattern: DATE })),
      flag: T.Optional(oneOf(QUEUE_FLAGS)),
      sort: T.Optional(oneOf(QUEUE_SORTS)),
      dir: T.Optional(oneOf(['asc', 'desc'])),
      q: T.Optional(Text(100)),
      after: T.Optional(Text(500, { pattern: '^[A-Za-z0-9_-]+$' })),
      offset: T.Optional(Text(7, { pattern: '^[0-9]{1,7}$' })),
      limit: T.Optional(Text(3, { pattern: '^[0-9]{1,3}$' })),
    }),
    response: {
      200: T.Object({
        rows: T.Array(BackofficeOrderRow),
        next: T.String(),
        total: T.Optional(T.Integer()),
        counts: T.Optional(T.Array(T.Object({ orderStatus: T.String(), total: T.Integer() }))),
      }),
    },
  }),
  'GET /backoffice/views': route({
    summary:
      "The queue's views: the built-in ones (Needs attention, Corrections received, Fraud signals, Delayed) and those " +
      'the caller saved, each a name and the queue page\'s URL query (its filters and sort).',
    access: { kinds: OPERATORS },
    response: {
      200: T.Object({
        builtIn: T.Array(T.Object({ Name: T.String(), Query: T.String() })),
        saved: T.Array(T.Object({ ViewID: T.Integer(), Name: T.String(), Query: T.String() })),
      }),
    },
  }),
  'POST /backoffice/views': route({
    summary:
      "Saves the queue's filters and sort under a name for the caller (a view of the same name, in any case, is " +
      "replaced). Query is the queue page's URL query: only the queue's filters and sort (400 naming anything else).",
    access: { kinds: OPERATORS },
    body: T.Object({ Name: Text(60, { minLength: 1 }), Query: Text(1000) }),
    response: { 200: T.Object({ ViewID: T.Integer(), Name: T.String(), Query: T.String() }) },
  }),
  'POST /backoffice/views/delete': route({
    summary: "Deletes one of the caller's saved views (404 for a view that is not theirs).",
    access: { kinds: OPERATORS },
    body: T.Object({ ViewID: IdValue }),
    response: { 200: T.Object({ ViewID: T.Integer() }) },
  }),
  'GET /backoffice/options': route({
    summary: "The choices of the queue's filters: every client and every service of the catalogue, by name.",
    access: { kinds: OPERATORS },
    response: {
      200: T.Object({
        clients: T.Array(T.Object({ ClientID: T.Integer(), CompanyName: T.String() })),
        services: T.Array(T.Object({ ServiceID: T.String(), ServiceName: T.String() })),
      }),
    },
  }),
  'GET /backoffice/orders/:orderId': route({
    summary:
      'One order as the back office sees it: the order, every check (status, delay and its history, results, the moves ' +
      'it may make), the documents, the referees and the history of what operators did.',
    access: { kinds: OPERATORS, anyOrder: 'params.orderId' },
    params: T.Object({ orderId: IdString }),
    response: {
      200: T.Object({
        order: T.Object({
          orderID: T.Integer(),
          applicant: T.String(),
          applicantEmail: T.String(),
          clientID: T.Integer(),
          clientName: T.String(),
          orderStatus: T.String(),
          orderType: T.String(),
          checkPurpose: T.String(),
          lodgeDate: T.String(),
          submittedDate: T.String(),
          submittedIp: T.String(),
          completionDate: T.String(),
          comments: T.String(),
          holdReason: T.String(),
          reportLocation: T.String(),
          /** 'Y' while items sent back to the applicant wait for their corrections. */
          editFlag: T.Union([T.Literal('Y'), T.Literal('N')]),
        }),
        /**
         * Retention: when the order closed and its files are due for deletion, its legal hold, and once deleted, when,
         * why, what went, and the notice pages show in place of what went.
         */
        retention: T.Object({
          closedDate: T.String(),
          dueDate: T.String(),
          legalHoldReason: T.String(),
          legalHoldDate: T.String(),
          legalHoldBy: T.String(),
          deletedDate: T.String(),
          notice: T.String(),
          reason: T.String(),
          items: T.Array(PurgedItem),
        }),
        services: T.Array(
          T.Object({
            ServiceID: T.String(),
            Service: T.String(),
            CheckStatus: T.String(),
            DelayReason: T.String(),
            CheckStart: T.String(),
            CheckCompletion: T.String(),
            ResultsLocation: T.String(),
            ResultsScore: T.String(),
            CreditScore: Nullable(T.Integer()),
            FraudScore: Nullable(T.Integer()),
            Delays: T.Array(T.Object({ Cause: T.String(), Start: T.String(), End: T.String() })),
            /** The statuses the operator may move this check to now (none once its order is final). */
            Moves: T.Array(T.String()),
          }),
        ),
        documents: T.Array(
          T.Object({
            DocID: T.String(),
            DocName: T.String(),
            Category: T.String(),
            Kind: T.String(),
            DocLocation: T.String(),
            MimeType: T.String(),
            UploadedAt: T.String(),
            /** 'Y' once a newer upload replaced it (kept for the record). */
            Replaced: T.Union([T.Literal('Y'), T.Literal('N')]),
          }),
        ),
        referees: T.Array(
          T.Object({
            TableID: T.Integer(),
            Fields: T.Array(T.Object({ FieldID: T.String(), FieldName: T.String(), Value: T.String() })),
            /** The referee's id in the link (0 before the application was submitted: not invited yet). */
            RefereeID: T.Integer(),
            /** 'Not invited', 'Waiting on referee', 'Answered' or 'Withdrawn'. */
            Status: T.String(),
            /** Every invitation and reminder, oldest first. */
            Messages: T.Array(T.Object({ Kind: T.String(), Reason: T.String(), Email: T.String(), SentAt: T.String() })),
            /** The answers, once sent: who, from where, when, and the fraud signals they raise. */
            Answer: Nullable(
              T.Object({
                Ip: T.String(),
                ClaimedIp: T.String(),
                UserAgent: T.String(),
                StartedAt: T.String(),
                FinishedAt: T.String(),
                Answers: T.Array(T.Object({ SectionType: T.String(), FieldType: T.String(), Label: T.String(), Value: T.String() })),
                Signals: T.Array(T.String()),
              }),
            ),
          }),
        ),
        history: T.Array(HistoryRow),
        /**
         * Cancellations an applicant or a client user asked for (POST /orders/cancel), newest first: the check ('' for
         * the whole order), the reason, and an individual's refund account decrypted for the operator ('' for clients).
         */
        cancellations: T.Array(
          T.Object({
            At: T.String(),
            User: T.String(),
            ServiceID: T.String(),
            ClientType: T.String(),
            RefundReason: T.String(),
            Bank: T.String(),
            AccountName: T.String(),
            Bsb: T.String(),
            AccountNumber: T.String(),
          }),
        ),
        /** The items sent back to the applicant that wait for their corrections (reject_items). */
        rejections: T.Array(
          T.Object({
            Kind: T.Union([T.Literal('field'), T.Literal('document')]),
            ID: T.String(),
            Reason: T.String(),
            Replace: T.String(),
            RejectedAt: T.String(),
            /** 'Y' once the applicant uploaded the new file (it becomes the order's document with the edit). */
            NewFile: T.Union([T.Literal('Y'), T.Literal('N')]),
          }),
        ),
        /** What reject_items accepts for this order: its application's fields and its current documents. */
        rejectable: T.Object({
          fields: T.Array(T.Object({ FieldID: T.String(), label: T.String(), FormSection: T.String() })),
          documents: T.Array(T.Object({ DocID: T.String(), DocName: T.String() })),
        }),
      }),
    },
  }),
  'POST /backoffice/services/status': route({
    summary:
      "Moves one check of the order to a new status (allowed moves only: 409 with the reason otherwise, nothing changed), " +
      "and sets or ends its delay (DelayReason '' ends it; absent keeps it). The order's status follows; the applicant " +
      'and the ordering client are mailed when it changes.',
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({
      orderID: IdValue,
      ServiceID: Text(10, { minLength: 1 }),
      CheckStatus: CheckStatus,
      DelayReason: T.Optional(DelayReason),
      Note: T.Optional(Note),
    }),
    response: { 200: T.Object({ orderStatus: T.String(), CheckStatus: T.String(), DelayReason: T.String() }) },
  }),
  'POST /backoffice/orders/hold': route({
    summary:
      "Holds the order (Hold 'Y', with its Reason) or releases it (Hold 'N'). A released order stays On hold while a " +
      'third party has rejected one of its checks. 409 for a Completed, Cancelled or Closed order.',
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({ orderID: IdValue, Hold: T.Union([T.Literal('Y'), T.Literal('N')]), Reason: Note }),
    response: { 200: T.Object({ orderStatus: T.String() }) },
  }),
  'POST /backoffice/orders/reject_items': route({
    summary:
      "Sends items of a submitted application back to the applicant (order-and-application §2.4): each item names a " +
      "field (FieldID: every answer of it, each row of a block list) or a current document (DocID) of the order, with " +
      "the Reason the edit screen shows; Replace 'Y' asks for another document instead of a new copy. The order goes " +
      "On hold with editFlag 'Y' and the applicant is mailed a link to the edit screen. Items already waiting are " +
      "updated. 400 (nothing changed) for a FieldID or DocID that is not of this order; 409 for an order whose " +
      'application is not submitted, or that is Completed, Cancelled or Closed.',
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({
      orderID: IdValue,
      Items: T.Array(
        T.Object({
          FieldID: T.Optional(Text(100, { minLength: 1 })),
          DocID: T.Optional(Text(100, { minLength: 1 })),
          Reason: Text(250, { minLength: 1 }),
          Replace: T.Union([T.Literal('Y'), T.Literal('N')]),
        }),
        { minItems: 1, maxItems: 100 },
      ),
    }),
    response: { 200: T.Object({ orderStatus: T.String(), editFlag: T.Union([T.Literal('Y'), T.Literal('N')]) }) },
  }),
  'POST /backoffice/results': route({
    summary:
      "Publishes a provider's result on a check (multipart/form-data, fields first; the file a PDF under the upload " +
      'limit): ResultsScore Clear or Consider and, for a credit check, CreditScore (0-1000) and FraudScore (0-999). ' +
      'The check becomes Ready (409 when it cannot take results); the order status follows.',
    access: { kinds: OPERATORS, anyOrder: 'multipart.orderID' },
    multipart: T.Object({
      orderID: IdValue,
      ServiceID: Text(10, { minLength: 1 }),
      ResultsScore: T.Union([T.Literal('Clear'), T.Literal('Consider')]),
      CreditScore: T.Optional(Text(4, { pattern: '^[0-9]{1,4}$' })),
      FraudScore: T.Optional(Text(3, { pattern: '^[0-9]{1,3}$' })),
      file: FileBytes,
    }),
    response: { 200: T.Object({ CheckStatus: T.String(), ResultsLocation: T.String() }) },
  }),
  'POST /backoffice/references/send': route({
    summary:
      'Mails every referee of the order who has not answered (and was not withdrawn) a new invitation to the ' +
      'references form, through the job queue, and answers who was invited. 409 when the order has no reference ' +
      'check, or is Cancelled, Completed or Closed.',
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({ orderID: IdValue }),
    response: { 200: T.Array(T.Object({ refereeID: T.Integer(), Email: T.String() })) },
  }),
  'POST /backoffice/orders/complete': route({
    summary:
      "Completes the order: generates its summary report PDF (the order's reportLocation, downloadable by the client " +
      'and the applicant until the order is Closed), and the order becomes Completed; the applicant and the ordering ' +
      'client are mailed. 409 while a check is not Ready or Cancelled.',
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({ orderID: IdValue }),
    response: { 200: T.Object({ orderStatus: T.String(), reportLocation: T.String() }) },
  }),
  'POST /backoffice/orders/legal_hold': route({
    summary:
      "Puts the order under a legal hold (Hold 'Y', with its Reason: retention deletes none of its files or answers " +
      "while it lasts) or lifts it (Hold 'N'). Any order, whatever its status; 409 once its files were deleted.",
    access: { kinds: OPERATORS, anyOrder: 'body.orderID' },
    body: T.Object({ orderID: IdValue, Hold: T.Union([T.Literal('Y'), T.Literal('N')]), Reason: Note }),
    response: { 200: T.Object({ legalHoldReason: T.String() }) },
  }),
  'GET /backoffice/retention': route({
    summary:
      'Due for deletion: Closed orders whose documents, results, summary report and referee answers the retention ' +
      'policy deletes within 30 days (or already due), soonest first, with their client, closing and due dates and any legal ' +
      'hold; months is the retention period (RETENTION_MONTHS).',
    access: { kinds: OPERATORS },
    querystring: T.Object({
      offset: T.Optional(Text(7, { pattern: '^[0-9]{1,7}$' })),
      limit: T.Optional(Text(3, { pattern: '^[0-9]{1,3}$' })),
    }),
    response: {
      200: T.Object({
        total: T.Integer(),
        months: T.Integer(),
        rows: T.Array(
          T.Object({ orderID: T.Integer(), client: T.String(), applicant: T.String(), closedDate: T.String(), dueDate: T.String(), legalHoldReason: T.String() }),
        ),
      }),
    },
  }),
  'GET /backoffice/audit': route({
    summary:
      'The audit trail, newest first: who viewed or downloaded what (and invoices paid, forms published), on which ' +
      'order, when and from where, filtered by user (part of a username or name), action, orderId, dateFrom and dateTo ' +
      '(YYYY-MM-DD, Sydney time, both included) and ip (its start). A page at a time: before is the next value of the ' +
      'previous page (null when there is no more).',
    access: { kinds: OPERATORS },
    querystring: T.Object({
      ...AuditQuery,
      before: T.Optional(Text(15, { pattern: '^[0-9]{1,15}$' })),
      limit: T.Optional(Text(3, { pattern: '^[0-9]{1,3}$' })),
    }),
    response: { 200: T.Object({ rows: T.Array(AuditRow), next: Nullable(T.Integer()) }) },
  }),
  'GET /backoffice/audit/export': route({
    summary: 'Every event of the audit trail the same filters find, newest first, as a CSV file.',
    access: { kinds: OPERATORS },
    querystring: T.Object(AuditQuery),
    response: { 200: T.String() },
    produces: 'text/csv',
  }),
};
