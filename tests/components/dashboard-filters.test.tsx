// The client dashboard's search as the paged list takes it (portal §5 "Order filters", dashboardFilters.ts: the server
// applies it, tests/api/order-pages.test.ts) and the orders table's column rules (portal §2: the client column only
// when ShowClientName is not '0').
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { Order } from '../../src/app/orders';
import {
  ALL,
  defaultFilters,
  filtersOf,
  pageQueryOf,
  viewFromSearch,
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

const queryOf = (filters: Partial<DashboardFilters>) => pageQueryOf({ filters: { ...defaultFilters('2026-11-26'), ...filters }, sort: null, dir: 'asc' });

describe('the search (portal §5) as the paged list takes it', () => {
  it('sends only dateTo (today) with the defaults', () => {
    expect(queryOf({})).toEqual({ dateTo: '2026-11-26' });
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

  it('sends the name trimmed, the choices that are not All, Needs attention by its name, and the sort', () => {
    expect(queryOf({ applicantName: '  nguyen ', dateTo: '' })).toEqual({ applicantName: 'nguyen' });
    expect(queryOf({ OrderStatus: 'On hold', ClientID: '22', ServiceID: 'PC', OrderType: '30', dateFrom: '2026-11-01' })).toEqual({
      status: 'On hold',
      clientId: '22',
      serviceId: 'PC',
      orderType: 'Needs attention',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-26',
    });
    expect(queryOf({ OrderType: 'General' }).orderType).toBe('General');
    const view = viewFromSearch(new URLSearchParams('sort=applicant&dir=desc&OrderStatus=Closed'), '2026-11-26');
    expect(pageQueryOf(view)).toEqual({ status: 'Closed', dateTo: '2026-11-26', sort: 'applicant', dir: 'desc' });
  });

  it('leaves out what a link edited by hand names but the form would not offer', () => {
    const view = viewFromSearch(new URLSearchParams('sort=expectedCompletion&OrderStatus=Lost&dateFrom=yesterday&ClientID=x'), '2026-11-26');
    expect(pageQueryOf(view)).toEqual({ dateTo: '2026-11-26' });
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
        <OrdersTable orders={ORDERS} userId={7} showClientName="0" />
      </Theme>,
    );
    const headers = () => within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Checks', 'Order', 'Applicant', 'Status', 'Lodged', 'Completed', 'Expected']);
    rerender(
      <Theme>
        <OrdersTable orders={ORDERS} userId={7} showClientName="1" renderOrderActions={(o) => <button type="button">Act on {o.orderID}</button>} />
      </Theme>,
    );
    expect(headers()).toEqual(['Checks', 'Order', 'Applicant', 'Client', 'Status', 'Lodged', 'Completed', 'Expected', 'Actions']);
  });
});
