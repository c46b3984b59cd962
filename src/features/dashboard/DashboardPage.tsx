// /admin/dashboard, the client dashboard (portal §2): the Create a new order modal, the counters (Order Results,
// Orders needing attention), the search form and the orders table with their expandable checks. The whole list comes
// once (GET /orders/{userId}, revalidated by ETag) and is filtered in the browser (dashboardFilters.ts).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Box, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { mayAct } from '../../app/session-store';
import { useApi } from '../../app/useApi';
import type { Order, OrderService } from '../../app/orders';
import { ActionTips, OrderActions, ServiceActions, useReloadOrders } from '../../app/order-actions';
import { NewOrderDialog } from './NewOrderDialog';
import { DashboardFilterForm } from './DashboardFilterForm';
import { OrdersTable } from './OrdersTable';
import { defaultFilters, filterOrders, orderCounts, type DashboardFilters } from './dashboardFilters';
import { Loading } from '../../app/Loading';
import './dashboard.css';

/** Portal §8: "Order fetch failure: 'Something went wrong' (client); empty client list 'No orders to show.'" */
export const ORDERS_FAILED = 'Something went wrong';
export const NO_ORDERS = 'No orders to show.';

function Counter({ label, value, tone }: { label: string; value: number | null; tone?: 'red' }) {
  return (
    <Card size="2">
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Text as="p" size="7" weight="bold" color={tone}>
        {value === null ? '–' : value.toLocaleString('en-AU')}
      </Text>
    </Card>
  );
}

export function DashboardPage() {
  const user = useSessionUser();
  const userId = user?.Id;
  // The actions of portal §4 as icon buttons (kind 'client'); stable functions, since the table's rows are memoised.
  const reload = useReloadOrders();
  const renderOrderActions = useCallback(
    (order: Order) => (userId === undefined ? null : <OrderActions order={order} userId={userId} kind="client" onChanged={reload} />),
    [userId, reload],
  );
  const renderServiceActions = useCallback(
    (order: Order, service: OrderService) =>
      userId === undefined ? null : <ServiceActions order={order} service={service} userId={userId} kind="client" onChanged={reload} />,
    [userId, reload],
  );
  const orders = useApi('GET /orders/:userId', user ? { userId: String(user.Id) } : null);
  // The form keeps what is typed; the page only hears each change (the form is not redrawn by a search).
  const [initialFilters] = useState<DashboardFilters>(() => defaultFilters());
  const [filters, setFilters] = useState<DashboardFilters>(initialFilters);
  const shown = useMemo(() => (orders.data ? filterOrders(orders.data, filters) : []), [orders.data, filters]);
  const counts = useMemo(() => (orders.data ? orderCounts(orders.data) : null), [orders.data]);
  if (!user) return null;

  let results: ReactNode;
  if (orders.error) {
    results = (
      <Card>
        <Text as="p" color="red" role="alert">
          {ORDERS_FAILED}
        </Text>
      </Card>
    );
  } else if (!orders.data) {
    results = <Loading what="Loading your orders…" />;
  } else if (shown.length === 0) {
    results = (
      <Card>
        <Text as="p" color="gray" role="status">
          {NO_ORDERS}
        </Text>
      </Card>
    );
  } else {
    results = (
      <Box>
        <Text as="p" size="2" color="gray" mb="2" role="status">
          Showing {shown.length.toLocaleString('en-AU')} of {orders.data.length.toLocaleString('en-AU')} orders
        </Text>
        <OrdersTable
          orders={orders.data}
          shown={shown}
          userId={user.Id}
          showClientName={user.dashboardInfo.ShowClientName}
          renderOrderActions={renderOrderActions}
          renderServiceActions={renderServiceActions}
        />
      </Box>
    );
  }

  return (
    <ActionTips>
      <PageHeader title="Dashboard" actions={mayAct(user.dashboardInfo) ? <NewOrderDialog /> : undefined} />
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '2', sm: '2' }} gap="3" width={{ initial: '100%', sm: '480px' }}>
          <Counter label="Order Results" value={counts?.total ?? null} />
          <Counter label="Orders needing attention" value={counts?.needingAttention ?? null} tone={counts?.needingAttention ? 'red' : undefined} />
        </Grid>
        <DashboardFilterForm userId={user.Id} dashboardInfo={user.dashboardInfo} initialFilters={initialFilters} onChange={setFilters} />
        {results}
      </Flex>
    </ActionTips>
  );
}

export default DashboardPage;
