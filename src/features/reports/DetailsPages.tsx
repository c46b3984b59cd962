// The Details table of types 1 and 2 a page at a time (issue 31): a large client's report holds thousands of rows (the
// demo's Services dashboard 4,786; a 100,000-order client's hundreds of thousands), which drawn at once took seconds
// and sent megabytes. The server answers 100 rows a page in the details' order (keyset pages, server/domain/report-page.ts);
// Previous and Next move between them, the row range is announced to screen readers, and pages already read are kept
// so Previous is immediate. The search starts again on the first page (ResultsCard keys this by the search).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { RESULT_MESSAGES } from '../../app/result-messages';
import { ReportTable } from './ReportTable';
import type { ReportColumn } from './reportTypes';
import { fetchDetailPage, type DetailPages as Pages, type ReportFilter, type ReportRow } from './useReport';

export interface DetailsPagesProps {
  type: 1 | 2;
  search: { userID: number | string; filter: ReportFilter };
  first: ReportRow[];
  pages: Pages;
  columns: readonly ReportColumn[];
  extra?: { header: string; cell(row: ReportRow): ReactNode };
}

/** A page as shown: its rows, where it starts in the whole details, and what the page after it is asked with. */
interface Shown {
  rows: ReportRow[];
  offset: number;
  next: string;
}

const count = (n: number) => n.toLocaleString('en-AU');

export function DetailsPages({ type, search, first, pages, columns, extra }: DetailsPagesProps) {
  const [shown, setShown] = useState<Shown>({ rows: first, offset: 0, next: pages.next });
  /** The pages read so far, in order (the first is the search's answer); Previous goes back through them. */
  const read = useRef<Shown[]>([{ rows: first, offset: 0, next: pages.next }]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const index = read.current.findIndex((page) => page.offset === shown.offset);

  /** After a move, the button that had the focus when it is now off (the last page, the first): the other one. */
  const refocus = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    if (refocus.current === 'previous') previousButton.current?.focus();
    if (refocus.current === 'next') nextButton.current?.focus();
    refocus.current = null;
  }, [shown]);

  const show = (page: Shown, at: number) => {
    setShown(page);
    // The new rows start at the table's top: bring it into view. Focus stays on the button pressed unless it is now
    // off: then it moves to the other one rather than to nowhere.
    top.current?.scrollIntoView?.({ block: 'nearest' });
    refocus.current = page.next === '' ? 'previous' : at === 0 ? 'next' : null;
  };
  const next = async () => {
    if (busy) return;
    const known = read.current[index + 1];
    if (known) return show(known, index + 1);
    setBusy(true);
    setFailed(false);
    try {
      const page = await fetchDetailPage(type, search.userID, search.filter, shown.next);
      const after: Shown = { rows: page.rows, offset: shown.offset + shown.rows.length, next: page.next };
      read.current.push(after);
      show(after, index + 1);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const previous = () => {
    if (busy || index <= 0) return;
    setFailed(false);
    show(read.current[index - 1], index - 1);
  };

  const from = shown.rows.length === 0 ? 0 : shown.offset + 1;
  const to = shown.offset + shown.rows.length;
  return (
    <Flex direction="column" gap="2" ref={top}>
      <div aria-busy={busy}>
        <ReportTable caption="Details" columns={columns} rows={shown.rows} extra={extra} />
      </div>
      {failed ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{RESULT_MESSAGES.failed}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex align="center" justify="between" gap="3" wrap="wrap" className="report-pager">
        <Text as="p" size="2" color="gray" role="status" aria-live="polite">
          {busy ? 'Loading the next rows…' : `Rows ${count(from)}–${count(to)} of ${count(pages.total)}`}
        </Text>
        {pages.total > first.length ? (
          <Flex gap="2">
            {/* Not disabled while a page comes (a disabled button drops the keyboard's focus): a press then waits. */}
            <Button ref={previousButton} type="button" variant="soft" disabled={index <= 0} onClick={previous} aria-label="Previous page of the details">
              Previous
            </Button>
            <Button ref={nextButton} type="button" variant="soft" disabled={shown.next === ''} onClick={() => void next()} aria-label="Next page of the details">
              Next
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Flex>
  );
}
