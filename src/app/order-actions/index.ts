// The order and service actions both dashboards draw (portal §4): `<OrderActions kind="client" | "individual" …/>` and
// `<ServiceActions …/>`.
export { OrderActions, type OrderActionsProps } from './OrderActions';
export { ServiceActions, type ServiceActionsProps } from './ServiceActions';
export { useReloadOrders } from './useReloadOrders';
export { ActionTips } from './ActionTips';
