// The queue's table (issues 11 and 31): every loaded order, virtualised against the page's own scroll so thousands of
// rows stay smooth, the next page asked for as its end comes near. Each row is a link to the order page (the order
// number is the link a keyboard reaches; a click anywhere on the row follows it too); the arrow keys move between the
// rows' links (Home and End to the first and last loaded), Enter opens one. A box per row selects it for the bulk
// actions. The sortable columns' headers are buttons (aria-sort on the sorted one); the header row stays under the
// app's top bar as the page scrolls. Below 640 px each row is drawn as a card.
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Badge, Checkbox, Flex, Text } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { useApi } from '../../app/useApi';
import { StatusBadge } from './StatusBadge';
import { dateText } from './format';
import type { QueueRow } from './useQueue';

export const orderPath = (orderId: number | string) => `/admin/backoffice/orders/${orderId}`;

const column = createColumnHelper<QueueRow>();

/** The columns a header sorts by, and the sort each asks for (GET /backoffice/orders `sort`). */
const SORT_OF_COLUMN: Record<string, string> = { orderID: 'order', applicant: 'applicant', clientName: 'client', orderStatus: 'status', lodgeDate: 'lodged' };

/** The columns, each check named by its name (ServiceID -> ServiceName of the options), never its code. */
const columnsNaming = (serviceNames: ReadonlyMap<string, string>) => [
  column.accessor('orderID', {
    header: 'Order',
    cell: ({ getValue }) => (
      <Link to={orderPath(getValue())} className="bo-row-link">
        #{getValue()}
      </Link>
    ),
  }),
  column.accessor('applicant', { header: 'Applicant', cell: ({ getValue }) => <Text weight="medium">{getValue()}</Text> }),
  column.accessor('clientName', { header: 'Client' }),
  column.accessor('orderStatus', {
    header: 'Status',
    cell: ({ row }) => (
      <Flex gap="1" wrap="wrap">
        <StatusBadge status={row.original.orderStatus} />
        {row.original.orderType === 'Needs attention' ? (
          <Badge color="red" variant="outline" radius="full">
            Needs attention
          </Badge>
        ) : null}
      </Flex>
    ),
  }),
  column.accessor('lodgeDate', { header: 'Lodged', cell: ({ getValue }) => <span className="bo-nowrap">{dateText(getValue())}</span> }),
  column.display({
    id: 'checks',
    header: 'Checks',
    cell: ({ row }) => (
      <ul className="bo-checks">
        {row.original.services.map((s) => (
          <li key={s.ServiceID}>
            <Text weight="medium">{serviceNames.get(s.ServiceID) ?? 'A check'}:</Text> {s.CheckStatus}
            {s.DelayReason ? (
              <Text color="orange" size="1" highContrast>
                {' '}
                · delayed: {s.DelayReason}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    ),
  }),
];

/** A desktop row's height before it is measured. */
const ROW_ESTIMATE = 56;
/** Ask for the next page when the last rows drawn come within this many of the end. */
const LOAD_AHEAD = 15;

export interface QueueTableProps {
  rows: QueueRow[];
  hasMore: boolean;
  onNeedMore(): void;
  /** The sort and direction now (queueQuery.ts). */
  sort: string;
  dir: 'asc' | 'desc';
  onSort(sort: string, dir: 'asc' | 'desc'): void;
  /** The selected orders' ids. */
  selected: ReadonlySet<number>;
  onSelect(orderIds: readonly number[], selected: boolean): void;
}

function SortHeader({ title, sort, current, dir, onSort }: { title: string; sort: string; current: string; dir: 'asc' | 'desc'; onSort: QueueTableProps['onSort'] }) {
  const sorted = current === sort;
  const next = sorted && dir === 'asc' ? 'desc' : 'asc';
  return (
    <button type="button" className="bo-sort" onClick={() => onSort(sort, next)}>
      {title}
      {!sorted ? <CaretSortIcon aria-hidden /> : dir === 'asc' ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />}
      <span className="sr-only">{sorted ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}; sort ${next === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
    </button>
  );
}

export function QueueTable({ rows, hasMore, onNeedMore, sort, dir, onSort, selected, onSelect }: QueueTableProps) {
  const navigate = useNavigate();
  // The same options the filters read (one request, shared by SWR).
  const options = useApi('GET /backoffice/options', {});
  const columns = useMemo(() => columnsNaming(new Map((options.data?.services ?? []).map((s) => [s.ServiceID, s.ServiceName]))), [options.data]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  const tableRows = table.getRowModel().rows;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page: the virtualiser counts rows from there. Read again after every render, as what
  // stands above the table grows and shrinks (the counts coming, a summary shown): a margin left stale made the
  // virtualiser misplace the window, and its scroll corrections moved the rows under the pointer.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  });

  const virtualizer = useWindowVirtualizer({
    count: tableRows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const nearEnd = last !== undefined && last.index >= tableRows.length - LOAD_AHEAD;
  // Asked for during render's commit, not in render: the hook guards against asking twice.
  useLayoutEffect(() => {
    if (nearEnd && hasMore) onNeedMore();
  }, [nearEnd, hasMore, onNeedMore]);

  const headers = table.getHeaderGroups()[0].headers;
  const before = items.length ? items[0].start - scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.orderID));
  const someSelected = !allSelected && rows.some((r) => selected.has(r.orderID));

  /** Arrow keys between the rows' links; a row beyond those drawn is scrolled into view first. */
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const body = bodyRef.current;
    const link = (event.target as HTMLElement).closest('a.bo-row-link');
    if (!body || !link || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = Number(link.closest('tr')?.dataset.index ?? 0);
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key]!;
    if (target < 0 || target >= rows.length) return;
    const focusRow = () => body.querySelector<HTMLAnchorElement>(`tr[data-index="${target}"] a.bo-row-link`);
    const drawn = focusRow();
    if (drawn) {
      drawn.focus();
      drawn.scrollIntoView({ block: 'nearest' });
      return;
    }
    virtualizer.scrollToIndex(target, { align: 'center' });
    // Drawn in the next frames, once the virtualiser has moved.
    let tries = 0;
    const retry = () => {
      const found = focusRow();
      if (found) found.focus();
      else if (++tries < 10) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  };

  return (
    <table className="bo-table" aria-label="Orders" aria-rowcount={rows.length + 1}>
      <thead>
        <tr>
          <th scope="col" className="bo-select">
            <Checkbox
              size="3"
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              onCheckedChange={(checked) => onSelect(rows.map((r) => r.orderID), checked === true)}
              aria-label="Select every order shown"
            />
          </th>
          {headers.map((header) => {
            const columnSort = SORT_OF_COLUMN[header.column.id];
            const title = String(header.column.columnDef.header);
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={columnSort && columnSort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {columnSort ? <SortHeader title={title} sort={columnSort} current={sort} dir={dir} onSort={onSort} /> : title}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody ref={bodyRef} onKeyDown={onKeyDown}>
        {before > 0 ? (
          <tr aria-hidden="true" className="bo-spacer">
            <td colSpan={headers.length + 1} style={{ height: before }} />
          </tr>
        ) : null}
        {items.map((item) => {
          const row = tableRows[item.index];
          return (
            <tr
              key={row.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-rowindex={item.index + 2}
              className="bo-row"
              onClick={(event) => {
                // The link and the box handle their own clicks (and a ctrl-click opening a tab).
                if ((event.target as HTMLElement).closest('a, button, .bo-select')) return;
                navigate(orderPath(row.original.orderID));
              }}
            >
              <td
                className="bo-select"
                data-label="Select"
                // The whole cell toggles the box: a click beside it is meant for it, not lost.
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('button')) onSelect([row.original.orderID], !selected.has(row.original.orderID));
                }}
              >
                <Checkbox
                  size="3"
                  checked={selected.has(row.original.orderID)}
                  onCheckedChange={(checked) => onSelect([row.original.orderID], checked === true)}
                  aria-label={`Select order ${row.original.orderID} of ${row.original.applicant}`}
                />
              </td>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          );
        })}
        {after > 0 ? (
          <tr aria-hidden="true" className="bo-spacer">
            <td colSpan={headers.length + 1} style={{ height: after }} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
