// The order page's data as GET /backoffice/orders/:orderId answers it.
import type { ReplyOf } from '../../../schemas/api';

export type OrderDetail = ReplyOf<'GET /backoffice/orders/:orderId'>;
export type OrderCheck = OrderDetail['services'][number];
export type OrderDocument = OrderDetail['documents'][number];
export type HistoryRow = OrderDetail['history'][number];

/** A check can take a provider's result while it is In QC or could move there (the server's resultsProblem). */
export const takesResults = (check: OrderCheck): boolean => check.CheckStatus === 'In QC' || check.Moves.includes('In QC');
