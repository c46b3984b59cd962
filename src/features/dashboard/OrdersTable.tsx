// The client dashboard's orders table (portal §2): TanStack Table with a body virtualised against the page's scroll
// (@tanstack/react-virtual), so 10,000 orders scroll and filter smoothly (npm run bench:dashboard). Each order is its
// own <tbody> (its row, and its checks below it once expanded), which the virtualiser measures, so an expanded order
// simply takes more room. Expanding is a button per row (aria-expanded), reachable by keyboard. Below 640 px every
// order is drawn as a card (dashboard.css). The actions are the page's: `renderOrderActions` and
// `renderServiceActions` fill the Actions column and each check's actions (give stable functions: rows are memoised).
//
// The orders are the pages loaded so far (the server searches and sorts); nearing the last one asks for the next page
// (`onNeedMore`). Rows are memoised, so scrolling draws only the rows that come into view.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table';
import { useWindowVirtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { Badge } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { shownDate, statusColor, type Order, type OrderService } from '../../app/orders';
import { OrderChecks } from './OrderChecks';
import { AccessLogDialog } from './AccessLogDialog';
import { ORDER_COLUMN_TITLES, orderColumnIds, type OrderColumnId } from './orderColumns';
import { DASHBOARD_SORTS, NEEDS_ATTENTION, type DashboardSort, type SortDirection } from './dashboardFilters';

export interface OrdersTableProps {
  /** The orders shown, in order: the pages loaded so far. */
  orders: Order[];
  /** More pages follow: nearing the end of `orders` calls `onNeedMore`. */
  hasMore?: boolean;
  onNeedMore?(): void;
  userId: number | string;
  /** dashboardInfo.ShowClientName: '0' hides the client column. */
  showClientName: string | undefined;
  renderOrderActions?: (order: Order) => ReactNode;
  renderServiceActions?: (order: Order, service: OrderService) => ReactNode;
  /** The column the orders are sorted by (null: the list's own order), and how; a header's button asks for another. */
  sort?: DashboardSort | null;
  dir?: SortDirection;
  onSort?(sort: DashboardSort, dir: SortDirection): void;
}

const isSortable = (id: string): id is DashboardSort => (DASHBOARD_SORTS as readonly string[]).includes(id);

/** A sortable column's header: a button naming the sort it would ask for (the header's aria-sort says the one now). */
function SortButton({ id, sort, dir, onSort }: { id: DashboardSort; sort: DashboardSort | null; dir: SortDirection; onSort(sort: DashboardSort, dir: SortDirection): void }) {
  const sorted = sort === id;
  const next = sorted && dir === 'asc' ? 'desc' : 'asc';
  return (
    <button type="button" className="dash-sort" onClick={() => onSort(id, next)}>
      {ORDER_COLUMN_TITLES[id]}
      {!sorted ? <CaretSortIcon aria-hidden /> : dir === 'asc' ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />}
      <span className="sr-only">{sorted ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}; sort ${next === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
    </button>
  );
}

const column = createColumnHelper<Order>();

function columnDefs(ids: OrderColumnId[], renderOrderActions: OrdersTableProps['renderOrderActions']) {
  const all: Record<OrderColumnId, ColumnDef<Order, unknown>> = {
    // Drawn by OrderBody itself (it knows whether the order is open).
    expand: column.display({ id: 'expand', header: () => <span className="sr-only">{ORDER_COLUMN_TITLES.expand}</span> }) as ColumnDef<Order, unknown>,
    orderID: column.accessor('orderID', { header: ORDER_COLUMN_TITLES.orderID, cell: ({ getValue }) => <strong>#{getValue()}</strong> }) as ColumnDef<Order, unknown>,
    applicant: column.accessor('applicant', { header: ORDER_COLUMN_TITLES.applicant }) as ColumnDef<Order, unknown>,
    clientName: column.accessor('clientName', { header: ORDER_COLUMN_TITLES.clientName }) as ColumnDef<Order, unknown>,
    orderStatus: column.accessor('orderStatus', {
      header: ORDER_COLUMN_TITLES.orderStatus,
      cell: ({ row }) => (
        <span className="dash-badges">
          <Badge color={statusColor(row.original.orderStatus)} variant="soft" radius="full">
            {row.original.orderStatus}
          </Badge>
          {row.original.orderType === NEEDS_ATTENTION ? (
            <Badge color="red" variant="outline" radius="full">
              {NEEDS_ATTENTION}
            </Badge>
          ) : null}
        </span>
      ),
    }) as ColumnDef<Order, unknown>,
    lodgeDate: column.accessor('lodgeDate', { header: ORDER_COLUMN_TITLES.lodgeDate, cell: ({ getValue }) => shownDate(getValue() as string) }) as ColumnDef<Order, unknown>,
    completionDate: column.accessor('completionDate', {
      header: ORDER_COLUMN_TITLES.completionDate,
      cell: ({ getValue }) => shownDate(getValue() as string),
    }) as ColumnDef<Order, unknown>,
    expectedCompletion: column.accessor('expectedCompletion', {
      header: ORDER_COLUMN_TITLES.expectedCompletion,
      cell: ({ getValue }) => (getValue() as string) || '-',
    }) as ColumnDef<Order, unknown>,
    actions: column.display({
      id: 'actions',
      header: ORDER_COLUMN_TITLES.actions,
      cell: ({ row }) => renderOrderActions?.(row.original) ?? null,
    }) as ColumnDef<Order, unknown>,
  };
  return ids.map((id) => all[id]);
}

/** An order's height before it is measured (a collapsed row). */
const ROW_ESTIMATE = 49;

/**
 * An order's height as the ResizeObserver reports it (it reports every element it starts observing, after the
 * browser's own layout of the frame); until then the height known for that order, or the estimate. The virtualizer's
 * own measureElement read offsetHeight of each row as React attached it: a layout forced in the middle of React's
 * commit for every row a search or a scroll brought in (a third of a filter change's main-thread time,
 * scripts/profile-dashboard.mjs).
 */
const sizeFromObserver: VirtualizerOptions<Window, HTMLElement>['measureElement'] = (element, entry, virtualizer) => {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(virtualizer.indexFromElement(element))) ?? ROW_ESTIMATE;
};

interface OrderBodyProps {
  row: Row<Order>;
  index: number;
  open: boolean;
  columnCount: number;
  userId: number | string;
  onToggle(orderId: number): void;
  measure(element: HTMLElement | null): void;
  renderServiceActions: OrdersTableProps['renderServiceActions'];
}

/** One order: its row and, once expanded, its checks. Memoised: a scroll or a search redraws only what changed. */
const OrderBody = memo(function OrderBody({ row, index, open, columnCount, userId, onToggle, measure, renderServiceActions }: OrderBodyProps) {
  const order = row.original;
  const id = order.orderID;
  return (
    <tbody data-index={index} ref={measure} className="dash-order">
      <tr aria-rowindex={index + 2} className="dash-row">
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={`dash-col-${cell.column.id}`} data-label={ORDER_COLUMN_TITLES[cell.column.id as OrderColumnId]}>
            {cell.column.id === 'expand' ? (
              <button
                type="button"
                className="dash-expand"
                aria-expanded={open}
                // Named only while the checks are on the page (an id that names nothing is an error).
                aria-controls={open ? `order-${id}-checks` : undefined}
                // The name starts with the words a phone shows (axe: label-content-name-mismatch).
                aria-label={`${open ? 'Hide' : 'Show'} checks of order ${id}`}
                onClick={() => onToggle(id)}
              >
                {open ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
                {/* Words on a phone's card, where the button is not at the start of a row. */}
                <span className="dash-expand-text">{open ? 'Hide checks' : 'Show checks'}</span>
              </button>
            ) : (
              flexRender(cell.column.columnDef.cell, cell.getContext())
            )}
          </td>
        ))}
      </tr>
      {open ? (
        <tr className="dash-expansion">
          <td colSpan={columnCount} id={`order-${id}-checks`}>
            <OrderChecks order={order} userId={userId} renderServiceActions={renderServiceActions} />
            <AccessLogDialog orderId={id} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
});

/** Rows from the end at which the next page is asked for (a screen's worth, so it is usually there before it is needed). */
const LOAD_AHEAD = 20;

export function OrdersTable({ orders, hasMore = false, onNeedMore, userId, showClientName, renderOrderActions, renderServiceActions, sort = null, dir = 'asc', onSort }: OrdersTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (orderId: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(orderId)) next.add(orderId);
        return next;
      }),
    [],
  );
  const ids = useMemo(() => orderColumnIds({ showClientName, withActions: !!renderOrderActions }), [showClientName, renderOrderActions]);
  const columns = useMemo(() => columnDefs(ids, renderOrderActions), [ids, renderOrderActions]);
  const table = useReactTable({ data: orders, columns, getCoreRowModel: getCoreRowModel(), getRowId: (o) => String(o.orderID) });
  const rows = table.getCoreRowModel().rows;

  const tableRef = useRef<HTMLTableElement>(null);
  // Where the first order starts on the page: the virtualiser counts from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const head = tableRef.current?.tHead;
    if (head) setScrollMargin(head.getBoundingClientRect().bottom + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => rows[index].id,
    measureElement: sizeFromObserver,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const nearEnd = last !== undefined && last.index >= rows.length - LOAD_AHEAD;
  // Asked for in the commit, not in render: the hook guards against asking twice.
  useLayoutEffect(() => {
    if (nearEnd && hasMore) onNeedMore?.();
  }, [nearEnd, hasMore, onNeedMore]);
  const before = items.length ? items[0].start - scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const headers = table.getHeaderGroups()[0].headers;

  return (
    <table ref={tableRef} className="dash-table" aria-label="Orders" aria-rowcount={rows.length + 1}>
      <thead>
        <tr>
          {headers.map((header) => {
            const id = header.column.id;
            return (
              <th
                key={header.id}
                scope="col"
                className={`dash-col-${id}`}
                aria-sort={sort !== null && sort === id ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {onSort && isSortable(id) ? (
                  <SortButton id={id} sort={sort} dir={dir} onSort={onSort} />
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      {before > 0 ? (
        <tbody aria-hidden="true" className="dash-spacer">
          <tr>
            <td colSpan={headers.length} style={{ height: before }} />
          </tr>
        </tbody>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return (
          <OrderBody
            key={row.id}
            row={row}
            index={item.index}
            open={expanded.has(row.original.orderID)}
            columnCount={headers.length}
            userId={userId}
            onToggle={toggle}
            measure={virtualizer.measureElement}
            renderServiceActions={renderServiceActions}
          />
        );
      })}
      {after > 0 ? (
        <tbody aria-hidden="true" className="dash-spacer">
          <tr>
            <td colSpan={headers.length} style={{ height: after }} />
          </tr>
        </tbody>
      ) : null}
    </table>
  );
}
