// The client's invoices page (/admin/invoices, issue 12) in the real route table, fetch answered per call: searched
// on arrival with the default period, the rows as a person reads them (AUD, status in words), the PDF saved as
// {InvoiceID}.pdf, a status search, a reversed period refused in the form, and the empty and failure texts of §8.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sessionStore } from '../../src/app/session-store';
import { currentMonthSoFar } from '../../src/app/period';
import { appAt, json, makeUser, resetShell } from './shell-helpers';

configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 60_000 });

function renderAt(path: string) {
  const { ui } = appAt(path);
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

const INVOICE = {
  InvoiceID: 'INV-000007',
  BillingPeriod: '2026-10-01 to 2026-10-31',
  Date: '2026-11-01',
  DueDate: '2026-11-15',
  TotalAmount: 1234.5,
  InvoiceStatus: 'Due',
  Overdue: 'Y',
  color: 'ORANGE',
  InvoiceLocation: 'abc123.pdf',
  ClientName: 'Harbour Logistics Pty Ltd',
};
const PAID = { ...INVOICE, InvoiceID: 'INV-000006', InvoiceStatus: 'Paid', Overdue: 'N', color: 'GREEN', TotalAmount: 99 };

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** Answers client_invoices with `list(body)` and the PDF download; anything else fails the test. */
function stubApi(list: (body: Record<string, unknown>) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ url, body });
      if (url.endsWith('/reports/client_invoices')) return list(body);
      if (url.endsWith('/utilities/download_image')) {
        return new Response(new Blob(['%PDF-1.4 invoice'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      }
      throw new Error(`Unexpected call in test: ${url}`);
    }),
  );
  return calls;
}

const searches = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/reports/client_invoices')).map((c) => c.body);

beforeEach(() => {
  resetShell();
  sessionStore.setUser(makeUser(2));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetShell();
});

describe('the invoices page', () => {
  it('searches the current month on arrival and shows each invoice as a person reads it', async () => {
    const calls = stubApi(() => json(200, [INVOICE, PAID]));
    renderAt('/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const { from, to } = currentMonthSoFar();
    expect(searches(calls)).toEqual([{ userID: 7, DateFrom: from, DateTo: to, Status: 'All' }]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2026-10-01 to 2026-10-31',
      '2026-11-01',
      '$1,234.50',
      'Overdue since 2026-11-15',
      '',
    ]);
    expect(within(second).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('2 invoices, $1,333.50 in all.')).toBeTruthy();
    // No client column for a client without ShowClientName.
    expect(within(table).queryByRole('columnheader', { name: 'Client' })).toBeNull();
  });

  it('saves the PDF as {InvoiceID}.pdf through the download call', async () => {
    const calls = stubApi(() => json(200, [INVOICE]));
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:invoice');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/admin/invoices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download invoice INV-000007 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['INV-000007.pdf']));
    expect(calls.find((c) => c.url.endsWith('/utilities/download_image'))!.body).toEqual({ url: 'abc123.pdf' });
  });

  it('searches by status, and refuses a period that ends before it starts without asking the server', async () => {
    const calls = stubApi((body) => json(200, body.Status === 'Paid' ? [PAID] : [INVOICE]));
    renderAt('/admin/invoices');
    await screen.findByRole('table', { name: 'Invoices' });
    const user = userEvent.setup();
    // The search form loads its schema on its own: under load the results can arrive first.
    await user.click(await screen.findByRole('radio', { name: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('row', { name: /INV-000006/ });
    expect(searches(calls).at(-1)).toMatchObject({ Status: 'Paid' });

    const count = searches(calls).length;
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-10-31' } });
    fireEvent.blur(screen.getByLabelText(/^From/));
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-10-01' } });
    fireEvent.blur(screen.getByLabelText(/^To/));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('The From date must not be after the To date.');
    expect(searches(calls)).toHaveLength(count);
  });

  it("says 'No data available.' when nothing is found, with EXCEL and PRINT off", async () => {
    stubApi(() => json(200, []));
    renderAt('/admin/invoices');
    await screen.findByText('No data available.');
    expect((screen.getByRole('button', { name: 'EXCEL: download invoices as CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'PRINT invoices' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Something went wrong. Please try later.' when the search fails", async () => {
    stubApi(() => json(500, { statusCode: 500, error: 'Internal Server Error', errorMessage: 'boom' }));
    renderAt('/admin/invoices');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try later.');
  });
});
