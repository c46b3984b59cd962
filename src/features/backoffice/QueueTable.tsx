// The queue's table (issue 11): every loaded order, virtualised against the page's own scroll so thousands of rows
// stay smooth, the next page asked for as its end comes near. Each row is a link to the order page (the order number
// is the link a keyboard reaches; a click anywhere on the row follows it too). Below 640 px each row is drawn as a card.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useApi } from '../../app/useApi';
import { StatusBadge } from './StatusBadge';
import { dateText } from './format';
import type { QueueRow } from './useQueue';

export const orderPath = (orderId: number | string) => `/admin/backoffice/orders/${orderId}`;

const column = createColumnHelper<QueueRow>();

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
}

export function QueueTable({ rows, hasMore, onNeedMore }: QueueTableProps) {
  const navigate = useNavigate();
  // The same options the filters read (one request, shared by SWR).
  const options = useApi('GET /backoffice/options', {});
  const columns = useMemo(() => columnsNaming(new Map((options.data?.services ?? []).map((s) => [s.ServiceID, s.ServiceName]))), [options.data]);
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  const tableRows = table.getRowModel().rows;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page: the virtualiser counts rows from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, []);

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

  return (
    <table className="bo-table" aria-label="Orders" aria-rowcount={rows.length + 1}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header.id} scope="col">
              {flexRender(header.column.columnDef.header, header.getContext())}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {before > 0 ? (
          <tr aria-hidden="true" className="bo-spacer">
            <td colSpan={headers.length} style={{ height: before }} />
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
                // The link handles its own clicks (and a ctrl-click opening a tab).
                if ((event.target as HTMLElement).closest('a')) return;
                navigate(orderPath(row.original.orderID));
              }}
            >
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
            <td colSpan={headers.length} style={{ height: after }} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
