// The client dashboard's search rules (portal §5 "Order filters", src/features/dashboard/dashboardFilters.ts) and the
// orders table's column rules (portal §2: the client column only when ShowClientName is not '0').
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { Order } from '../../src/app/orders';
import {
  ALL,
  defaultFilters,
  filterOrders,
  filtersOf,
  orderCounts,
  type DashboardFilters,
} from '../../src/features/dashboard/dashboardFilters';
import { portalToday } from '../../src/app/period';
import { orderColumnIds } from '../../src/features/dashboard/orderColumns';
import { OrdersTable } from '../../src/features/dashboard/OrdersTable';

afterEach(cleanup);

const order = (over: Partial<Order>): Order => ({
  orderID: 1,
  applicant: 'Olivia Nguyen',
  orderStatus: 'Open',
  lodgeDate: '2026-11-19 09:30:00',
  completionDate: '',
  comments: '',
  clientID: 21,
  clientName: 'Harbour Health Group',
  orderType: 'General',
  reportLocation: '',
  serviceIDs: ['PC'],
  expectedCompletion: '2026-11-24',
  startFlag: 'N',
  editFlag: 'N',
  cancelFlag: 'N',
  adsFlag: 'N',
  ...over,
});

const ORDERS: Order[] = [
  order({ orderID: 1, applicant: 'Olivia Nguyen', lodgeDate: '2026-11-19 09:30:00', serviceIDs: ['PC', 'RC'] }),
  order({ orderID: 2, applicant: 'Liam Brown', orderStatus: 'In progress', lodgeDate: '2026-11-10 23:59:59', serviceIDs: ['CR'] }),
  order({ orderID: 3, applicant: 'William Harris', orderStatus: 'Closed', lodgeDate: '2026-09-17 08:00:00', clientID: 22, clientName: 'Eucalypt Aged Care' }),
  order({ orderID: 4, applicant: 'Mia Anderson', orderStatus: 'On hold', orderType: 'Needs attention', lodgeDate: '2026-11-01 00:00:00', serviceIDs: ['IDV', 'PC'] }),
  order({ orderID: 5, applicant: 'Grace Kelly', orderStatus: 'Open with Alert', orderType: 'Needs attention', lodgeDate: '2026-11-10 00:00:00' }),
];

const ids = (filters: Partial<DashboardFilters>) => filterOrders(ORDERS, { ...defaultFilters('2026-11-26'), ...filters }).map((o) => o.orderID);

describe('the search rules (portal §5)', () => {
  it('keeps every order with the defaults (dateTo today)', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
    expect(defaultFilters('2026-11-26')).toEqual({
      dateFrom: '',
      dateTo: '2026-11-26',
      applicantName: '',
      ServiceID: ALL,
      ClientID: ALL,
      OrderStatus: ALL,
      OrderType: ALL,
    });
    // Today is Sydney's, the calendar of the lodge dates: 13:05 UTC is already the next day there (the first hours of
    // every Sydney day a UTC browser's own day was a day behind, and the orders lodged that day were filtered out).
    expect(portalToday(new Date('2026-11-26T13:05:00Z'))).toBe('2026-11-27');
    expect(portalToday(new Date('2026-06-30T13:59:00Z'))).toBe('2026-06-30');
    expect(portalToday(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
    expect(defaultFilters().dateTo).toBe(portalToday());
  });

  it('matches the applicant name as a case-insensitive contains, ignoring surrounding spaces', () => {
    expect(ids({ applicantName: 'LIAM' })).toEqual([2, 3]);
    expect(ids({ applicantName: '  nguyen ' })).toEqual([1]);
    expect(ids({ applicantName: 'zz' })).toEqual([]);
  });

  it('keeps orders lodged on or after dateFrom and on or before dateTo, by the lodge day', () => {
    expect(ids({ dateFrom: '2026-11-10' })).toEqual([1, 2, 5]);
    expect(ids({ dateFrom: '2026-11-11' })).toEqual([1]);
    expect(ids({ dateTo: '2026-11-10' })).toEqual([2, 3, 4, 5]);
    expect(ids({ dateFrom: '2026-11-01', dateTo: '2026-11-01' })).toEqual([4]);
    expect(ids({ dateTo: '' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('matches status, client, type and service exactly when not All', () => {
    expect(ids({ OrderStatus: 'Open' })).toEqual([1]); // not 'Open with Alert': exact
    expect(ids({ OrderStatus: 'Closed' })).toEqual([3]);
    expect(ids({ ClientID: '22' })).toEqual([3]);
    expect(ids({ OrderType: '30' })).toEqual([4, 5]);
    expect(ids({ OrderType: 'General' })).toEqual([1, 2, 3]);
    expect(ids({ ServiceID: 'PC' })).toEqual([1, 3, 4, 5]);
    expect(ids({ ServiceID: 'P' })).toEqual([]); // a ServiceID, not a part of one
    expect(ids({ ServiceID: 'PC', OrderType: '30', applicantName: 'mia' })).toEqual([4]);
  });

  it('reads the engine form: cleared choices are All, cleared texts empty', () => {
    expect(filtersOf({ applicantName: 'x', OrderStatus: 'Completed' })).toEqual({
      dateFrom: '',
      dateTo: '',
      applicantName: 'x',
      ServiceID: ALL,
      ClientID: ALL,
      OrderStatus: 'Completed',
      OrderType: ALL,
    });
  });

  it('counts every order and those needing attention', () => {
    expect(orderCounts(ORDERS)).toEqual({ total: 5, needingAttention: 2 });
    expect(orderCounts([])).toEqual({ total: 0, needingAttention: 0 });
  });
});

describe('the orders table columns (portal §2)', () => {
  it("shows the client column unless ShowClientName is '0', and Actions only when given", () => {
    expect(orderColumnIds({ showClientName: '0', withActions: false })).not.toContain('clientName');
    expect(orderColumnIds({ showClientName: '1', withActions: false })).toContain('clientName');
    expect(orderColumnIds({ showClientName: undefined, withActions: false })).toContain('clientName');
    expect(orderColumnIds({ showClientName: '0', withActions: true })).toEqual([
      'expand', 'orderID', 'applicant', 'orderStatus', 'lodgeDate', 'completionDate', 'expectedCompletion', 'actions',
    ]);
  });

  it('draws those headers', () => {
    const { rerender } = render(
      <Theme>
        <OrdersTable orders={ORDERS} shown={ORDERS} userId={7} showClientName="0" />
      </Theme>,
    );
    const headers = () => within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Checks', 'Order', 'Applicant', 'Status', 'Lodged', 'Completed', 'Expected']);
    rerender(
      <Theme>
        <OrdersTable orders={ORDERS} shown={ORDERS} userId={7} showClientName="1" renderOrderActions={(o) => <button type="button">Act on {o.orderID}</button>} />
      </Theme>,
    );
    expect(headers()).toEqual(['Checks', 'Order', 'Applicant', 'Client', 'Status', 'Lodged', 'Completed', 'Expected', 'Actions']);
  });
});
