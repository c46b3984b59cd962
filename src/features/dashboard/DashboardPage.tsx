// /admin/dashboard, the client dashboard (portal §2): the Create a new order modal, the counters (Order Results,
// Orders needing attention: buttons that filter the table), the search form and the orders table with their expandable
// checks, sortable by its headers. The server searches, sorts and pages (GET /orders/{userId}/page, issue 31: a client
// may hold 100,000 orders, 34 MB as one list); the table loads further pages as it scrolls (useOrderPages). The search
// and the sort live in the page's URL: going back to the dashboard, reloading or opening a shared link shows the same
// orders in the same order.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { mayAct } from '../../app/session-store';
import type { Order, OrderService } from '../../app/orders';
import { ActionTips, OrderActions, ServiceActions, useReloadOrders } from '../../app/order-actions';
import { NewOrderDialog } from './NewOrderDialog';
import { DashboardFilterForm } from './DashboardFilterForm';
import { OrdersTable } from './OrdersTable';
import { useOrderPages } from './useOrderPages';
import {
  ALL,
  defaultFilters,
  NEEDS_ATTENTION_VALUE,
  pageQueryOf,
  searchOfView,
  viewFromSearch,
  type DashboardFilters,
  type DashboardSort,
  type SortDirection,
} from './dashboardFilters';
import { Loading } from '../../app/Loading';
import './dashboard.css';

/** Portal §8: "Order fetch failure: 'Something went wrong' (client); empty client list 'No orders to show.'" */
export const ORDERS_FAILED = 'Something went wrong';
export const NO_ORDERS = 'No orders to show.';

/** A counter that filters the table when pressed (aria-pressed while its filter is the one shown). */
function Counter({ label, value, tone, pressed, onPress }: { label: string; value: number | null; tone?: 'red'; pressed: boolean; onPress(): void }) {
  return (
    <Card size="1" asChild variant={pressed ? 'classic' : 'surface'}>
      <button type="button" className="dash-counter" aria-pressed={pressed} onClick={onPress}>
        <Text as="span" size="2" color="gray" className="dash-counter-label">
          {label}
        </Text>
        <Text as="span" size="6" weight="bold" color={tone} className="dash-counter-value">
          {value === null ? '–' : value.toLocaleString('en-AU')}
        </Text>
      </button>
    </Card>
  );
}

export function DashboardPage() {
  const user = useSessionUser();
  const userId = user?.Id;
  // The view (search and sort) is the URL's, and the server's query follows it.
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const query = useMemo(() => pageQueryOf(view), [view]);
  const orders = useOrderPages(userId === undefined ? null : String(userId), query);
  // The actions of portal §4 as icon buttons (kind 'client'); stable functions, since the table's rows are memoised.
  // After an action, the order's checks and the pages loaded are read again.
  const reloadChecks = useReloadOrders();
  const reloadPages = orders.reload;
  const reload = useCallback(() => {
    reloadChecks();
    reloadPages();
  }, [reloadChecks, reloadPages]);
  const renderOrderActions = useCallback(
    (order: Order) => (userId === undefined ? null : <OrderActions order={order} userId={userId} kind="client" onChanged={reload} />),
    [userId, reload],
  );
  const renderServiceActions = useCallback(
    (order: Order, service: OrderService) =>
      userId === undefined ? null : <ServiceActions order={order} service={service} userId={userId} kind="client" onChanged={reload} />,
    [userId, reload],
  );
  // The form keeps what is typed and the page only hears each change (the form is not redrawn by a search); a counter
  // pressed draws the form again with its filters (`formKey`).
  const [initialFilters, setInitialFilters] = useState<DashboardFilters>(() => view.filters);
  const [formKey, setFormKey] = useState(0);
  const { filters, sort, dir } = view;
  const setFilters = useCallback(
    (next: DashboardFilters) => setSearch((current) => searchOfView({ ...viewFromSearch(current), filters: next }), { replace: true }),
    [setSearch],
  );
  const setSort = useCallback(
    (nextSort: DashboardSort, nextDir: SortDirection) =>
      setSearch((current) => searchOfView({ ...viewFromSearch(current), sort: nextSort, dir: nextDir }), { replace: true }),
    [setSearch],
  );
  const showOnly = useCallback(
    (next: DashboardFilters) => {
      setInitialFilters(next);
      setFormKey((key) => key + 1);
      setFilters(next);
    },
    [setFilters],
  );
  const attentionOnly = filters.OrderType === NEEDS_ATTENTION_VALUE;
  const allShown = searchOfView({ filters, sort: null, dir: 'asc' }) === '';
  const counts = orders.counts;
  if (!user) return null;

  let results: ReactNode;
  if (orders.error && orders.rows.length === 0) {
    results = (
      <Card>
        <Text as="p" color="red" role="alert">
          {ORDERS_FAILED}
        </Text>
      </Card>
    );
  } else if (orders.loading && orders.rows.length === 0) {
    results = <Loading what="Loading your orders…" />;
  } else if (orders.rows.length === 0) {
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
        {/* A live region: a screen reader hears how many orders the search keeps as it changes. */}
        <Text as="p" size="2" color="gray" mb="2" role="status">
          Showing {(counts?.matching ?? orders.rows.length).toLocaleString('en-AU')} of {(counts?.total ?? orders.rows.length).toLocaleString('en-AU')} orders
        </Text>
        <OrdersTable
          orders={orders.rows}
          hasMore={orders.hasMore}
          onNeedMore={orders.loadMore}
          userId={user.Id}
          showClientName={user.dashboardInfo.ShowClientName}
          renderOrderActions={renderOrderActions}
          renderServiceActions={renderServiceActions}
          sort={sort}
          dir={dir}
          onSort={setSort}
        />
        <Flex justify="center" py="3">
          {orders.loadingMore ? (
            <Loading what="Loading more orders…" />
          ) : orders.error ? (
            <Button variant="soft" color="red" onClick={orders.reload}>
              Loading failed: try again
            </Button>
          ) : orders.hasMore ? (
            <Button variant="soft" onClick={orders.loadMore}>
              Load more orders
            </Button>
          ) : null}
        </Flex>
      </Box>
    );
  }

  return (
    <ActionTips>
      <PageHeader title="Dashboard" actions={mayAct(user.dashboardInfo) ? <NewOrderDialog /> : undefined} />
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '2', sm: '2' }} gap="3" width={{ initial: '100%', sm: '480px' }} role="group" aria-label="Counters: show these orders">
          <Counter label="Order Results" value={counts?.total ?? null} pressed={allShown} onPress={() => showOnly(defaultFilters())} />
          <Counter
            label="Orders needing attention"
            value={counts?.needingAttention ?? null}
            tone={counts?.needingAttention ? 'red' : undefined}
            pressed={attentionOnly}
            onPress={() => showOnly({ ...defaultFilters(), OrderType: attentionOnly ? ALL : NEEDS_ATTENTION_VALUE })}
          />
        </Grid>
        <DashboardFilterForm key={formKey} userId={user.Id} dashboardInfo={user.dashboardInfo} initialFilters={initialFilters} onChange={setFilters} />
        {results}
      </Flex>
    </ActionTips>
  );
}

export default DashboardPage;
