// The whole API contract: every route, keyed by 'METHOD /path' (under /api). The server registers exactly these
// (server/contract.ts); the browser's client takes its types from them (src/app/api.ts).
import type { Static, TSchema } from '@sinclair/typebox';
import { accountRoutes } from './account';
import { applicationRoutes } from './application';
import { authRoutes } from './auth';
import { backofficeRoutes } from './backoffice';
import { dealRoutes } from './deals';
import { designerRoutes } from './designer';
import { docsRoutes } from './docs';
import { documentRoutes } from './documents';
import { editRoutes } from './edit';
import { enquiryRoutes } from './enquiries';
import { invoiceRoutes } from './invoices';
import { jobAdderRoutes } from './jobadder';
import { newOrderRoutes } from './neworder';
import { opsRoutes } from './ops';
import { orderActionRoutes } from './order-actions';
import { orderRoutes } from './orders';
import { passkeyRoutes } from './passkeys';
import { portalRoutes } from './portal';
import { referenceRoutes } from './references';
import { reportRoutes } from './reports';
import { twoFactorRoutes } from './two-factor';
import { validatorRoutes } from './validators';
import type { RouteSpec } from './route';

export const contract = {
  ...authRoutes,
  ...portalRoutes,
  ...orderRoutes,
  ...newOrderRoutes,
  ...applicationRoutes,
  ...documentRoutes,
  ...editRoutes,
  ...docsRoutes,
  ...opsRoutes,
  ...validatorRoutes,
  ...backofficeRoutes,
  ...reportRoutes,
  ...accountRoutes,
  ...enquiryRoutes,
  ...invoiceRoutes,
  ...orderActionRoutes,
  ...referenceRoutes,
  ...dealRoutes,
  ...jobAdderRoutes,
  ...designerRoutes,
  ...twoFactorRoutes,
  ...passkeyRoutes,
} satisfies Record<string, RouteSpec>;

export type Contract = typeof contract;
export type RouteKey = keyof Contract;

type StaticOf<S> = S extends TSchema ? Static<S> : never;
type SuccessOf<R> = R extends { response: infer Res } ? Res[Extract<keyof Res, 200 | 201 | 204>] : never;

/** The body a route takes. */
export type BodyOf<K extends RouteKey> = StaticOf<Contract[K] extends { body: infer B } ? B : never>;
/** The path parameters a route takes. */
export type ParamsOf<K extends RouteKey> = StaticOf<Contract[K] extends { params: infer P } ? P : never>;
/** The query string a route takes (every value a string, as a URL carries it). */
export type QueryOf<K extends RouteKey> = StaticOf<Contract[K] extends { querystring: infer Q } ? Q : never>;
/** The success answer of a route. */
export type ReplyOf<K extends RouteKey> = StaticOf<SuccessOf<Contract[K]>>;

export {
  isPublic,
  type Access,
  type AuditAction,
  type IdAt,
  type RouteSpec,
  type SecurityAuditAction,
  type SessionStage,
  type SignedInAccess,
  type UserKind,
} from './route';

