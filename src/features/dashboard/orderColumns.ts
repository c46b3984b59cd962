// Which columns the dashboard's orders table shows (portal §2 "Client dashboard"): the client name only when the
// user's dashboardInfo.ShowClientName is not '0' (a recruiter ordering for several clients), the actions only when
// the page supplies them (the shared order actions are wired in by the page, see OrdersTable's render props).
export type OrderColumnId = 'expand' | 'orderID' | 'applicant' | 'clientName' | 'orderStatus' | 'lodgeDate' | 'completionDate' | 'expectedCompletion' | 'actions';

export const ORDER_COLUMN_TITLES: Record<OrderColumnId, string> = {
  expand: 'Checks',
  orderID: 'Order',
  applicant: 'Applicant',
  clientName: 'Client',
  orderStatus: 'Status',
  lodgeDate: 'Lodged',
  completionDate: 'Completed',
  expectedCompletion: 'Expected',
  actions: 'Actions',
};

export function orderColumnIds({ showClientName, withActions }: { showClientName: string | undefined; withActions: boolean }): OrderColumnId[] {
  const ids: OrderColumnId[] = ['expand', 'orderID', 'applicant'];
  // Portal §3: ShowClientName '0' hides the client column; any other value (or none sent) shows it.
  if (showClientName !== '0') ids.push('clientName');
  ids.push('orderStatus', 'lodgeDate', 'completionDate', 'expectedCompletion');
  if (withActions) ids.push('actions');
  return ids;
}
