// The shape of one declared route of the API contract, its access policy, and the schemas every area shares.
//
// A route is declared once, keyed by 'METHOD /path' (the path under /api, with :params). From that one declaration:
// - Fastify validates the request and serialises the answer (a field not declared in `response` is never sent);
// - the guard enforces `access` before the handler runs (server/auth/guard.ts);
// - the handler's request and reply are typed (server/contract.ts);
// - the OpenAPI document at /api/docs/json is generated;
// - the browser's API client takes its request and answer types (src/app/api.ts).
// Nothing here runs in the browser: the web app imports these files for their types only.
import { Type as T, type TSchema } from '@sinclair/typebox';

export type UserKind = 'individual' | 'client' | 'operator';

/**
 * How far a session got (server/auth/sessions.ts): 'full', or a password checked with a second step to come
 * ('second-step': the code; 'enrolment': a second factor the user must have, not set up yet).
 */
export type SessionStage = 'full' | 'second-step' | 'enrolment';

/**
 * Where a request names an id: a path parameter, a top-level body property, or a field of a multipart body (checked by
 * the handler as it reads the fields, before the file is stored).
 */
export type IdAt = `params.${string}` | `body.${string}` | `multipart.${string}`;

/** Anyone may call: say why. */
export interface PublicAccess {
  public: string;
}

/**
 * Signed-in callers of these kinds, and the rule for every id the request names. A rule that fails answers 403 (a
 * user or client that is not the caller's) or 404 (an order or file the caller may not see does not exist for them).
 */
export interface SignedInAccess {
  kinds: readonly UserKind[];
  /**
   * The session stages the call is open to; ['full'] when absent. A session still waiting for its second factor
   * reaches only the few calls that finish signing in (or sign out), whatever the page asks.
   */
  stages?: readonly SessionStage[];
  /** A write: client users need Full view (a Restricted view user may only look). */
  fullView?: true;
  /** Names the caller's own user id. */
  self?: IdAt;
  /**
   * Names an order the caller may see: an applicant their own; a client user its company's; a recruitment agency's
   * user the orders it placed for a client it serves; an operator any order, on a read whose kinds name operators
   * (a route with `fullView`, a write, never opens to operators).
   */
  order?: IdAt;
  /**
   * Names an order of any client: back-office routes only (kinds ['operator']), since operators see every order. Kept
   * apart from `order`, under which operators see nothing, so no client or applicant call opens to them.
   */
  anyOrder?: IdAt;
  /** Names a client the caller may order for: its own company, or a client the agency serves. */
  client?: IdAt;
  /** Names the caller's own client company. */
  company?: IdAt;
  /** Names a stored file (its location) of an order the caller may see. */
  file?: IdAt;
}

export type Access = PublicAccess | SignedInAccess;

export const isPublic = (access: Access): access is PublicAccess => 'public' in access;

/** What the audit trail records when the call succeeds (who, when, which order, what). */
export type AuditAction = 'application.view' | 'application.download' | 'document.download' | 'references.download';

/** What the audit trail records of sign-in security (written by the handlers, with the subject they name). */
export type SecurityAuditAction =
  | 'two-factor.enrol'
  | 'two-factor.disable'
  | 'two-factor.recovery-code'
  | 'session.end'
  | 'sessions.end-others'
  | 'sessions.end-by-operator'
  | 'passkey.register'
  | 'passkey.remove'
  | 'passkey.sign-in';

export interface RouteSpec {
  summary: string;
  access: Access;
  audit?: AuditAction;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Fields of a multipart/form-data body (its file is streamed by the handler, never held as JSON). */
  multipart?: TSchema;
  /** The success answers by status. A binary or text answer declares its media type in `produces`. */
  response: Record<number, TSchema>;
  produces?: string;
}

/** Keeps a route declaration's literal types (for the handler's and the browser's types). */
export const route = <const R extends RouteSpec>(spec: R): R => spec;

// ---- Shared schemas ---------------------------------------------------------------------------------------------

/** Every string the API accepts has a length limit: the fuzz test sends 1 MB strings to every field. */
export const Text = (maxLength: number, options: { minLength?: number; pattern?: string; format?: string } = {}) =>
  T.String({ maxLength, ...options });

export const idPattern = '^[0-9]{1,9}$';
/** An id as the digit string of a path. */
export const IdString = T.String({ pattern: idPattern, maxLength: 9 });
export const Id = T.Integer({ minimum: 1, maximum: 999_999_999 });
/** Pages hold an order id as a number or as the digit string of a route; coercion is off, so both are declared. */
export const IdValue = T.Union([Id, IdString]);

export const UserIdParams = T.Object({ userId: IdString });
export const OrderIdParams = T.Object({ orderId: IdString });
export const OrderIdBody = T.Object({ orderId: IdValue });

export const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);

/** Every refusal and failure: the portal reads errorMessage (portal §7). */
export const ErrorReply = T.Object(
  { statusCode: T.Integer(), error: T.String(), errorMessage: T.String() },
  { $id: 'ErrorReply' },
);

/** The answer of a save or a check: approve 1 or 0 and the message to show (set_data_by_tab, set_documents, submit). */
/**
 * A step's save or a submission: approve 1, or 0 with error_msg, the sentence shown, and, where the refusal is about
 * fields, Fields, each problem by the field's key (FieldID, FieldID#TableID, or a block list's TableLocation), so the
 * page marks the fields.
 */
export const Verdict = T.Object({
  approve: T.Union([T.Literal(0), T.Literal(1)]),
  error_msg: T.String(),
  Fields: T.Optional(T.Record(T.String(), T.String())),
});

/** A file (PDF, image): the bytes themselves, not JSON. */
export const FileBytes = T.String({ format: 'binary' });
/** 204: nothing. */
export const NoContent = T.Null();
