// The back office's console (issue 11): the operator's queue and order page in the real route table, with fetch
// answered per call. Who reaches it (operators only), the queue's rows, counts, filters, paging and states, the order
// page's records, and its dialogs: the moves offered, what is sent, refusals shown in the dialog, the page refreshed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sessionStore, type SessionUser } from '../../src/app/session-store';
import { appAt, json, makeUser, resetShell } from './shell-helpers';

/** The real route table at `path`, with a cache of its own (no answer kept from another test). */
function renderAt(path: string) {
  const { router, ui } = appAt(path);
  const view = render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
  return { router, ...view };
}

const OPERATOR: SessionUser = {
  Id: 90,
  Name: 'Sam Morgan',
  rol: 3,
  token: 'token-operator',
  dashboardInfo: { dashboardType: 'operator', ShowClientName: '1', SearchClient: '1', ClientID: '0', ClientName: '', LogoURL: '', AccessLevel: '' },
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response> | undefined;

/** Stubs fetch with one handler (by path and query); a call it does not answer fails the test loudly. */
function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://portal.test');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method, url, body };
      calls.push(call);
      const answer = await handler(call);
      if (!answer) throw new Error(`Unexpected call in test: ${method} ${url.pathname}${url.search}`);
      return answer;
    }),
  );
  return calls;
}

const row = (orderID: number, applicant: string, orderStatus: string, over: Record<string, unknown> = {}) => ({
  orderID,
  applicant,
  clientID: 1,
  clientName: 'Harbour Health Group',
  orderStatus,
  orderType: 'General',
  lodgeDate: '2026-11-20 09:30:00',
  services: [{ ServiceID: 'PC', CheckStatus: 'In progress', DelayReason: '' }],
  ...over,
});

const OPTIONS = {
  clients: [{ ClientID: 1, CompanyName: 'Harbour Health Group' }, { ClientID: 2, CompanyName: 'Southern Cross Logistics' }],
  services: [{ ServiceID: 'PC', ServiceName: 'National Police Check' }, { ServiceID: 'QV', ServiceName: 'Qualification Verification' }],
};

const COUNTS = [
  { orderStatus: 'In progress', total: 2 },
  { orderStatus: 'On hold', total: 1 },
];

const ROWS = [
  row(8, 'Mia Anderson', 'On hold', { orderType: 'Needs attention', services: [{ ServiceID: 'PC', CheckStatus: 'Rejected by third party', DelayReason: 'Identity verification issues' }] }),
  row(12, 'Isla Martin', 'In progress'),
  row(7, 'Liam Brown', 'In progress'),
];

/** The queue's answers: the filters' choices, and the rows the query asks for (by status and search). */
function queueHandler(call: Call): Response | undefined {
  const { pathname, searchParams } = call.url;
  if (call.method === 'GET' && pathname === '/api/backoffice/options') return json(200, OPTIONS);
  if (call.method === 'GET' && pathname === '/api/backoffice/orders') {
    const status = searchParams.get('status');
    const q = searchParams.get('q')?.toLowerCase();
    const rows = ROWS.filter((r) => (!status || r.orderStatus === status) && (!q || r.applicant.toLowerCase().includes(q)));
    return json(200, { rows, total: rows.length, counts: COUNTS, next: '' });
  }
  return undefined;
}

// The console's pages are lazy routes: their first render waits for their modules.
configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => resetShell());
afterEach(() => {
  vi.unstubAllGlobals();
  resetShell();
});

function signInAs(user: SessionUser) {
  sessionStore.setUser(user);
}

describe('who reaches the back office', () => {
  it('sends an operator from /admin to the queue, with the back office menu only', async () => {
    stubApi(queueHandler);
    signInAs(OPERATOR);
    const { router } = renderAt('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Back office queue' });
    expect(router.state.location.pathname).toBe('/admin/backoffice');
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0];
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Back office queue', 'Enquiries', 'Invoices', 'Partners', 'Form designer', 'Audit trail', 'Due for deletion', 'Account Information']);
  });

  it('keeps an operator out of client and applicant pages', async () => {
    stubApi(queueHandler);
    signInAs(OPERATOR);
    const { router } = renderAt('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Back office queue' });
    expect(router.state.location.pathname).toBe('/admin/backoffice');
  });

  it('keeps clients and applicants out of the back office', async () => {
    stubApi(() => json(200, []));
    signInAs(makeUser(2));
    const client = renderAt('/admin/backoffice/orders/12');
    await waitFor(() => expect(client.router.state.location.pathname).toBe('/admin/dashboard'));
    client.unmount();
    signInAs(makeUser(1));
    const applicant = renderAt('/admin/backoffice');
    await waitFor(() => expect(applicant.router.state.location.pathname).toBe('/admin/home'));
  });
});

describe('the queue', () => {
  it('lists the orders in the server’s order with their checks, counts per status, and links to each order', async () => {
    const calls = stubApi(queueHandler);
    signInAs(OPERATOR);
    const { router } = renderAt('/admin/backoffice');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    // A box to select the row, then the order number, then the applicant.
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Mia Anderson', 'Isla Martin', 'Liam Brown']);
    expect(within(rows[0]).getByText('Needs attention')).toBeTruthy();
    expect(within(rows[0]).getByText(/delayed: Identity verification issues/)).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 orders')).toBeTruthy();
    const counts = screen.getByRole('group', { name: 'Orders per status' });
    expect(within(counts).getAllByRole('button').map((b) => b.textContent)).toEqual(['All · 3', 'In progress · 2', 'On hold · 1']);
    const first = calls.find((c) => c.url.pathname === '/api/backoffice/orders')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ sort: 'oldest', limit: '50' });
    // The order number is the row's link.
    await userEvent.click(within(rows[1]).getByRole('link', { name: '#12' }));
    expect(router.state.location.pathname).toBe('/admin/backoffice/orders/12');
  });

  it('filters by a status chosen from the counts, and by a search', async () => {
    const calls = stubApi(queueHandler);
    signInAs(OPERATOR);
    renderAt('/admin/backoffice');
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'On hold · 1' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'On hold · 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.url.pathname === '/api/backoffice/orders').at(-1)!.url.searchParams.get('status')).toBe('On hold');
    // The status select of the form shows the same choice.
    const statusSelect = screen.getByLabelText('Order status') as HTMLSelectElement;
    expect(statusSelect.selectedOptions[0].textContent).toBe('On hold');

    await userEvent.click(screen.getByRole('button', { name: 'All · 3' }));
    await userEvent.type(screen.getByLabelText('Search'), 'isla');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/backoffice/orders').at(-1)!.url.searchParams.get('q')).toBe('isla'), { timeout: 3000 });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Isla Martin')).toBeTruthy();
  });

  it('asks for the next page after the last row given, and shows them all', async () => {
    const many = Array.from({ length: 60 }, (_, i) => row(100 + i, `Applicant ${i}`, 'In progress'));
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/backoffice/options') return json(200, OPTIONS);
      // Keyset pages: `next` names the last row given, and comes back as `after`.
      const after = call.url.searchParams.get('after');
      const start = after ? many.findIndex((r) => String(r.orderID) === after) + 1 : 0;
      const rows = many.slice(start, start + 50);
      const next = start + 50 < many.length ? String(rows.at(-1)!.orderID) : '';
      return json(200, { rows, next, ...(after ? {} : { total: 60, counts: [{ orderStatus: 'In progress', total: 60 }] }) });
    });
    signInAs(OPERATOR);
    renderAt('/admin/backoffice');
    await screen.findByText(/Showing (50|60) of 60 orders/);
    // The end of the list is near on a tall screen: the next page comes by itself (or by the button).
    const more = screen.queryByRole('button', { name: 'Load more orders' });
    if (more) await userEvent.click(more);
    await screen.findByText('Showing 60 of 60 orders');
    const afters = calls.filter((c) => c.url.pathname === '/api/backoffice/orders').map((c) => c.url.searchParams.get('after'));
    expect(afters.filter(Boolean)).toEqual(['149']);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('says so when nothing matches, and when the orders cannot be loaded', async () => {
    stubApi((call) =>
      call.url.pathname === '/api/backoffice/options' ? json(200, OPTIONS) : json(200, { rows: [], total: 0, counts: [], next: '' }),
    );
    signInAs(OPERATOR);
    const empty = renderAt('/admin/backoffice');
    await screen.findByText('No orders match these filters.');
    empty.unmount();

    stubApi((call) =>
      call.url.pathname === '/api/backoffice/options' ? json(200, OPTIONS) : json(500, { errorMessage: 'boom' }),
    );
    renderAt('/admin/backoffice');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error. Please try later.');
  });
});

// ---- The order page --------------------------------------------------------------------------------------------

const check = (over: Record<string, unknown>) => ({
  ServiceID: 'PC',
  Service: 'National Police Check',
  CheckStatus: 'In progress',
  DelayReason: '',
  CheckStart: '2026-11-21 10:00:00',
  CheckCompletion: '',
  ResultsLocation: '',
  ResultsScore: '',
  CreditScore: null,
  FraudScore: null,
  Delays: [],
  Moves: ['Verified', 'With provider', 'In QC'],
  ...over,
});

/** An order's retention as the server answers it: kept, no hold (the order is not Closed). */
const KEPT = { closedDate: '', dueDate: '', legalHoldReason: '', legalHoldDate: '', legalHoldBy: '', deletedDate: '', notice: '', reason: '', items: [] as Array<{ kind: string; name: string }> };

function detail(
  over: {
    services?: unknown[];
    orderStatus?: string;
    history?: unknown[];
    rejections?: unknown[];
    cancellations?: unknown[];
    retention?: Partial<typeof KEPT>;
    reportLocation?: string;
  } = {},
) {
  return {
    retention: { ...KEPT, ...over.retention },
    order: {
      orderID: 12,
      applicant: 'Isla Martin',
      applicantEmail: 'isla.martin@example.com.au',
      clientID: 1,
      clientName: 'Harbour Health Group',
      orderStatus: over.orderStatus ?? 'In progress',
      orderType: 'General',
      checkPurpose: 'Employment',
      lodgeDate: '2026-11-20 09:30:00',
      submittedDate: '2026-11-21 08:15:00',
      submittedIp: '203.0.113.24',
      completionDate: '',
      comments: '',
      holdReason: '',
      reportLocation: over.reportLocation ?? '',
      editFlag: over.rejections?.length ? 'Y' : 'N',
    },
    rejections: over.rejections ?? [],
    cancellations: over.cancellations ?? [],
    rejectable: {
      fields: [{ FieldID: 'DOB', label: 'Date of birth', FormSection: 'Your Details' }],
      documents: [{ DocID: 'AUPASSPORT', DocName: 'Australian passport' }],
    },
    services: over.services ?? [
      check({}),
      check({
        ServiceID: 'CR',
        Service: 'Credit Check',
        CheckStatus: 'In QC',
        DelayReason: 'Third party response times',
        Delays: [{ Cause: 'Third party response times', Start: '2026-11-21 10:00:00', End: '' }],
        Moves: ['Ready', 'In progress', 'In review'],
      }),
    ],
    documents: [
      { DocID: 'AUPASSPORT', DocName: 'Australian passport', Category: 'Primary (Category A)', Kind: 'identity', DocLocation: 'a1.png', MimeType: 'image/png', UploadedAt: '2026-11-20 10:00:00', Replaced: 'Y' },
      { DocID: 'AUPASSPORT', DocName: 'Australian passport', Category: 'Primary (Category A)', Kind: 'identity', DocLocation: 'a2.pdf', MimeType: 'application/pdf', UploadedAt: '2026-11-20 11:00:00', Replaced: 'N' },
      { DocID: 'APPLICANTSIGN', DocName: 'Applicant signature', Category: '', Kind: 'signature', DocLocation: 's1.png', MimeType: 'image/png', UploadedAt: '2026-11-21 08:14:00', Replaced: 'N' },
    ],
    referees: [
      {
        TableID: 3,
        Fields: [{ FieldID: 'RefereeName', FieldName: "Referee's full name", Value: 'Priya Raman' }],
        RefereeID: 211106232532992,
        Status: 'Answered',
        Messages: [{ Kind: 'invitation', Reason: 'submit', Email: 'priya.raman@example.com.au', SentAt: '2026-05-02 09:15:00' }],
        Answer: {
          Ip: '203.0.113.24',
          ClaimedIp: '',
          UserAgent: 'Mozilla/5.0',
          StartedAt: '2026-05-03 10:00:00',
          FinishedAt: '2026-05-03 10:00:40',
          Answers: [{ SectionType: 'Verification', FieldType: 'yes/no', Label: 'Would you re-employ the applicant?', Value: 'Y' }],
          Signals: ['Answered in 40 seconds (under 60).'],
        },
      },
    ],
    history: over.history ?? [
      // As the server keeps them: event keys, value keys, stored file names; the page names each for people.
      { At: '2026-11-23 09:00:00', User: 'applicant', Action: 'application.edit', ServiceID: '', Before: { orderStatus: 'On hold', editFlag: 'Y', DOB: '1991-07-14', 'Document AUPASSPORT': 'a1.png' }, After: { orderStatus: 'In progress', editFlag: 'N', DOB: '1991-07-15', 'Document AUPASSPORT': 'a2.pdf' }, Note: 'Corrected: Date of birth, Australian passport.' },
      { At: '2026-11-22 11:00:00', User: 'operator', Action: 'order.reject_items', ServiceID: '', Before: { orderStatus: 'In progress', editFlag: 'N' }, After: { orderStatus: 'On hold', editFlag: 'Y', Rejected: 'DOB, AUPASSPORT' }, Note: '' },
      { At: '2026-11-22 10:00:00', User: 'operator', Action: 'order.hold', ServiceID: '', Before: { orderStatus: 'In progress', HoldReason: '' }, After: { orderStatus: 'On hold', HoldReason: 'Waiting for the client' }, Note: '' },
      { At: '2026-11-22 09:30:00', User: 'operator', Action: 'service.results', ServiceID: 'CR', Before: { CheckStatus: 'In QC', ResultsScore: '', orderStatus: 'In progress' }, After: { CheckStatus: 'Ready', ResultsScore: 'Clear', ResultsLocation: '07d799e1c2f04a8b.pdf', orderStatus: 'In progress' }, Note: '' },
      { At: '2026-11-22 09:00:00', User: 'operator', Action: 'service.status', ServiceID: 'CR', Before: { CheckStatus: 'With provider', DelayReason: '', orderStatus: 'In progress' }, After: { CheckStatus: 'In QC', DelayReason: '', orderStatus: 'In progress' }, Note: 'Results in' },
      { At: '2026-11-21 09:00:00', User: 'operator', Action: 'service.cancel', ServiceID: 'CR', Before: { orderStatus: 'In progress', 'CheckStatus CR': 'In QC' }, After: { orderStatus: 'In progress', 'CheckStatus CR': 'Cancelled' }, Note: 'Not needed' },
      { At: '2026-11-20 09:00:00', User: 'system', Action: 'some.future_event', ServiceID: '', Before: {}, After: { SomeNewKey: 'x' }, Note: '' },
    ],
  };
}

function orderHandler(state: { detail: ReturnType<typeof detail>; refusal?: Response }): Handler {
  return (call) => {
    const { pathname } = call.url;
    if (call.method === 'GET' && pathname === '/api/backoffice/orders/12') return json(200, state.detail);
    if (call.method === 'GET' && pathname === '/api/application/get_tabs/12') return json(200, [{ TabName: 'Personal Details' }, { TabName: 'Address Details' }]);
    if (call.method === 'POST' && pathname === '/api/application/get_tab_req') {
      const tab = (call.body as { tab_name: string }).tab_name;
      return json(
        200,
        tab === 'Personal Details'
          ? [
              { FieldID: 'FirstName', FieldName: 'First name', FieldType: 'text', IsCompulsory: 'Yes', TableValue: 'Isla', PortalSection: 'Your Name', FormSection: 'Your Name' },
              { FieldID: 'MiddleName', FieldName: 'Middle name', FieldType: 'text', IsCompulsory: 'No', TableValue: null, PortalSection: 'Your Name', FormSection: 'Your Name' },
              { FieldID: 'DOB', FieldName: 'Date of birth', FieldType: 'text/date', IsCompulsory: 'Yes', TableValue: '1991-07-14', PortalSection: 'Your Name', FormSection: 'Your Name' },
            ]
          : [
              { FieldID: 'StreetAddress', FieldName: 'Street address', FieldType: 'text', IsCompulsory: 'Yes', TableValue: '17 Pacific Highway', TableID: 41, TableLocation: 'ops.ApplicantAddress', FormSection: 'Address' },
              { FieldID: 'StreetAddress', FieldName: 'Street address', FieldType: 'text', IsCompulsory: 'Yes', TableValue: '2 Miller Street', TableID: 42, TableLocation: 'ops.ApplicantAddress', FormSection: 'Address' },
            ],
      );
    }
    if (call.method === 'POST' && pathname.startsWith('/api/backoffice/')) return state.refusal ?? json(200, { orderStatus: 'In progress', CheckStatus: 'With provider', DelayReason: '' });
    return undefined;
  };
}

describe('the order page', () => {
  it('shows the order, its checks with delays, the application by step, documents, consent, referees and history', async () => {
    stubApi(orderHandler({ detail: detail() }));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'Order 12: Isla Martin' });
    const credit = screen.getByRole('article', { name: 'Credit Check' });
    expect(within(credit).getByText('Delayed: Third party response times')).toBeTruthy();
    expect(within(credit).getByText('Third party response times: 2026-11-21 10:00 to now')).toBeTruthy();
    // Answers of the first step; an unanswered field is not listed.
    await screen.findByText('Isla');
    // A date of birth as the portal shows dates (DD/MM/YYYY), not as stored.
    const application = screen.getByRole('region', { name: 'Application' });
    expect(within(application).getByText('14/07/1991')).toBeTruthy();
    expect(within(application).queryByText('1991-07-14')).toBeNull();
    expect(screen.queryByText('Middle name')).toBeNull();
    await userEvent.click(screen.getByText('Address Details'));
    await screen.findByText('2 Miller Street');
    expect(screen.getByRole('heading', { name: 'Address 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Address 2' })).toBeTruthy();
    // Documents: the replaced one kept and marked; the signature under consent, with the time and address.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getAllByRole('row')).toHaveLength(3);
    expect(within(documents).getByText('Replaced')).toBeTruthy();
    const consent = screen.getByRole('region', { name: 'Signatures and consent' });
    expect(within(consent).getByText('203.0.113.24')).toBeTruthy();
    expect(within(consent).getByRole('button', { name: 'Download Applicant signature' })).toBeTruthy();
    const refereesRegion = screen.getByRole('region', { name: 'Referees' });
    expect(within(refereesRegion).getByRole('heading', { name: 'Priya Raman' })).toBeTruthy();
    expect(within(refereesRegion).getByText('Would you re-employ the applicant?')).toBeTruthy();
    expect(within(refereesRegion).getByText('Answered in 40 seconds (under 60).')).toBeTruthy();
    // The history in people's words (issue 30): no event key, check id, field key, stored file name or empty '-'.
    const history = screen.getByRole('region', { name: 'History' });
    const cells = (row: number) => within(within(history).getAllByRole('row')[row]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1).slice(2, 5)).toEqual([
      'Corrections received from the applicant',
      'Order status: On hold, Waiting for corrections: Yes, Date of birth: 14/07/1991, Document: Australian passport',
      'Order status: In progress, Waiting for corrections: No, Date of birth: 15/07/1991, Document: Australian passport',
    ]);
    expect(cells(2)[4]).toBe('Order status: On hold, Waiting for corrections: Yes, Sent back: Date of birth, Australian passport');
    expect(cells(3).slice(2, 5)).toEqual(['Order put on hold', 'Order status: In progress', 'Order status: On hold, Hold reason: Waiting for the client']);
    expect(cells(4).slice(2, 5)).toEqual(['Results received: Credit Check', 'Check status: In QC', 'Check status: Ready, Result: Clear, Results file: File uploaded']);
    expect(cells(5).slice(2, 5)).toEqual(['Check status changed: Credit Check', 'Check status: With provider', 'Check status: In QC']);
    expect(cells(6).slice(2, 5)).toEqual(['Check cancelled: Credit Check', 'Credit Check status: In QC', 'Credit Check status: Cancelled']);
    expect(cells(7).slice(2, 5)).toEqual(['Order updated', '', 'Some new key: x']);
    const text = history.textContent ?? '';
    for (const raw of ['service.', 'order.', 'application.', '_', 'CheckStatus', 'HoldReason', 'orderStatus', 'editFlag', 'DOB', 'AUPASSPORT', '(CR)', '.pdf', '.png', ': -', '1991-07']) {
      expect(text, raw).not.toContain(raw);
    }
    // No cancellation asked: no section.
    expect(screen.queryByRole('region', { name: 'Cancellations and refund accounts' })).toBeNull();
  });

  it("shows the cancellations asked on the order with an individual's refund account", async () => {
    const cancellations = [
      { At: '2026-11-25 10:00:00', User: 'isla.martin', ServiceID: '', ClientType: 'individual', RefundReason: 'Took another job', Bank: 'CBA', AccountName: 'Isla Martin', Bsb: '062-000', AccountNumber: '12345678' },
      { At: '2026-11-24 09:00:00', User: 'client', ServiceID: 'QV', ClientType: 'client', RefundReason: 'Not needed', Bank: '', AccountName: '', Bsb: '', AccountNumber: '' },
    ];
    const services = [check({}), check({ ServiceID: 'QV', Service: 'Qualification Verification', CheckStatus: 'Cancelled' })];
    stubApi(orderHandler({ detail: detail({ cancellations, services }) }));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    const section = await screen.findByRole('region', { name: 'Cancellations and refund accounts' });
    const rows = within(section).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('The whole order');
    expect(rows[0]).toContain('CBA, Isla Martin, BSB 062-000, account 12345678');
    // The check by its name, never its code.
    expect(rows[1]).toContain('Qualification Verification');
    expect(rows[1]).not.toContain('QV');
    expect(rows[1]).toContain('Not needed');
  });

  it('lists the items sent back to the applicant, and offers the order\'s fields and documents to send back', async () => {
    stubApi(
      orderHandler({
        detail: detail({
          orderStatus: 'On hold',
          rejections: [
            { Kind: 'field', ID: 'DOB', Reason: 'Does not match the passport.', Replace: 'N', RejectedAt: '2026-11-22 09:00:00', NewFile: 'N' },
            { Kind: 'document', ID: 'AUPASSPORT', Reason: 'Unreadable scan.', Replace: 'N', RejectedAt: '2026-11-22 09:00:00', NewFile: 'Y' },
          ],
        }),
      }),
    );
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    expect(await screen.findByText('Date of birth: Does not match the passport.')).toBeTruthy();
    expect(screen.getByText('Australian passport: Unreadable scan. (new file received)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send items back to the applicant' });
    const item = await within(dialog).findByRole('combobox', { name: /Field or document/ });
    expect(within(item).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Field: Date of birth', 'Document: Australian passport']),
    );
  });

  it('moves a check to one of its moves only, with a delay and a note, and refreshes the page', async () => {
    const state = { detail: detail() };
    const calls = stubApi(orderHandler(state));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Move National Police Check' }));
    const dialog = await screen.findByRole('dialog');
    const status = (await within(dialog).findByLabelText(/New status/)) as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent).filter((t) => t !== 'Choose a status')).toEqual([
      'In progress (no change)',
      'Verified',
      'With provider',
      'In QC',
    ]);
    await userEvent.selectOptions(status, 'With provider');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Delay/), 'Third party response times');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Lodged with the police.');
    state.detail = detail({ services: [check({ CheckStatus: 'With provider', Moves: ['In QC'] })] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const move = calls.find((c) => c.url.pathname === '/api/backoffice/services/status')!;
    expect(move.body).toEqual({ orderID: 12, ServiceID: 'PC', CheckStatus: 'With provider', DelayReason: 'Third party response times', Note: 'Lodged with the police.' });
    await screen.findByText('With provider');
  });

  it('sets a delay without moving the check: its status now is chosen to begin with', async () => {
    const state = { detail: detail() };
    const calls = stubApi(orderHandler(state));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Move National Police Check' }));
    const dialog = await screen.findByRole('dialog');
    const status = (await within(dialog).findByLabelText(/New status/)) as HTMLSelectElement;
    expect(status.selectedOptions[0].textContent).toBe('In progress (no change)');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Delay/), 'Administrative queue');
    state.detail = detail({ services: [check({ DelayReason: 'Administrative queue' })] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const move = calls.find((c) => c.url.pathname === '/api/backoffice/services/status')!;
    expect(move.body).toEqual({ orderID: 12, ServiceID: 'PC', CheckStatus: 'In progress', DelayReason: 'Administrative queue' });
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    stubApi(
      orderHandler({
        detail: detail(),
        refusal: json(409, { statusCode: 409, error: 'Conflict', errorMessage: 'The order cannot be completed until every check is Ready or Cancelled: National Police Check (In progress).' }),
      }),
    );
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('cannot be completed until every check is Ready or Cancelled: National Police Check (In progress).');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks a credit check’s result for its scores and a PDF, and no other check’s', async () => {
    stubApi(orderHandler({ detail: detail() }));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload result of Credit Check' }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Credit score/);
    expect(within(dialog).getByLabelText(/Fraud score/)).toBeTruthy();
    // No file chosen: said beside the file field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload result' }));
    await within(dialog).findByText('Choose the result as a PDF file.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Upload result of National Police Check' }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/^Result \(PDF\)/);
    expect(within(dialog).queryByLabelText(/Credit score/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Fraud score/)).toBeNull();
  });

  it('offers no action on a Completed order, and says when there is no such order', async () => {
    stubApi(orderHandler({ detail: detail({ orderStatus: 'Completed', services: [check({ CheckStatus: 'Ready', Moves: [] })] }) }));
    signInAs(OPERATOR);
    const page = renderAt('/admin/backoffice/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'Order 12: Isla Martin' });
    expect(screen.queryByRole('button', { name: 'Complete order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upload the result/ })).toBeNull();
    page.unmount();

    stubApi((call) => (call.url.pathname === '/api/backoffice/orders/99' ? json(404, { errorMessage: 'No such order.' }) : undefined));
    renderAt('/admin/backoffice/orders/99');
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
  });
});

describe('retention on the order page and Due for deletion', () => {
  const NOTICE = 'Deleted on 3 March 2027 under the retention policy';
  const PURGED = {
    closedDate: '2026-03-02 10:00:00',
    deletedDate: '2027-03-03 02:00:00',
    notice: NOTICE,
    reason: 'Retention policy: 12 months after the order closed on 2 March 2026',
    items: [
      { kind: 'document', name: 'Australian passport' },
      { kind: 'result', name: 'Credit Check result' },
      { kind: 'referee answers', name: 'Referee 1' },
    ],
  };

  it('shows the notice in place of every deleted file and answer, never a download, and what went and why', async () => {
    const services = [check({ CheckStatus: 'Completed', Moves: [], ResultsLocation: 'r1.pdf' })];
    stubApi(orderHandler({ detail: detail({ orderStatus: 'Closed', services, reportLocation: 'report.pdf', retention: PURGED }) }));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    const retention = await screen.findByRole('region', { name: 'Retention' });
    expect(within(retention).getByText('2026-03-02')).toBeTruthy();
    expect(within(retention).getByText(PURGED.reason)).toBeTruthy();
    expect(within(retention).getByText('Document: Australian passport')).toBeTruthy();
    expect(within(retention).getByText('Referee answers: Referee 1')).toBeTruthy();
    // Nothing left to hold.
    expect(within(retention).queryByRole('button', { name: /legal hold/ })).toBeNull();
    for (const name of ['Documents', 'Signatures and consent', 'Referees']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getAllByText(`${NOTICE}.`).length, name).toBeGreaterThan(0);
    }
    expect(within(screen.getByRole('region', { name: 'Referees' })).queryByText('Would you re-employ the applicant?')).toBeNull();
    // The check's result and file, and the summary report.
    expect(within(screen.getByRole('article', { name: 'National Police Check' })).getAllByText(`${NOTICE}.`)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Applicant and order' })).getByText(`${NOTICE}.`)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^(Download|Preview)/ })).toHaveLength(0);
  });

  it('places a legal hold only with a reason, sends it, and shows who placed it, why and when', async () => {
    const state = { detail: detail({ orderStatus: 'Closed', retention: { closedDate: '2026-03-02 10:00:00', dueDate: '2027-03-02 10:00:00' } }) };
    const calls = stubApi(orderHandler(state));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/orders/12');
    const retention = await screen.findByRole('region', { name: 'Retention' });
    expect(within(retention).getByText('2027-03-02')).toBeTruthy();
    await userEvent.click(within(retention).getByRole('button', { name: 'Place legal hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place order 12 under a legal hold' });
    const reason = await within(dialog).findByLabelText(/Reason/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place legal hold' }));
    expect(calls.some((c) => c.url.pathname === '/api/backoffice/orders/legal_hold')).toBe(false);
    await userEvent.type(reason, 'Subpoena 2026/114');
    state.detail = detail({
      orderStatus: 'Closed',
      retention: { closedDate: '2026-03-02 10:00:00', dueDate: '2027-03-02 10:00:00', legalHoldReason: 'Subpoena 2026/114', legalHoldBy: 'operator', legalHoldDate: '2026-11-28 09:00:00' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place legal hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.pathname === '/api/backoffice/orders/legal_hold')!.body).toEqual({ orderID: 12, Hold: 'Y', Reason: 'Subpoena 2026/114' });
    await within(retention).findByText('Subpoena 2026/114');
    expect(within(retention).getByText('Placed by operator on 2026-11-28 09:00')).toBeTruthy();
    expect(within(retention).getByText('Kept while the legal hold lasts (otherwise due on 2027-03-02).')).toBeTruthy();
    expect(within(retention).getByRole('button', { name: 'Lift legal hold' })).toBeTruthy();
  });

  it('lists the orders due for deletion with their client and dates, links each, and lifts a hold from the list', async () => {
    const rows = [
      { orderID: 31, client: 'Harbour Health Group', applicant: 'Noah Kelly', closedDate: '2025-10-01 09:00:00', dueDate: '2026-10-01 09:00:00', legalHoldReason: '' },
      { orderID: 44, client: 'Southern Cross Logistics', applicant: 'Ava Chen', closedDate: '2025-12-10 09:00:00', dueDate: '2026-12-10 09:00:00', legalHoldReason: 'Tribunal matter' },
    ];
    let answer = { total: 2, months: 12, rows };
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.url.pathname === '/api/backoffice/retention') return json(200, answer);
      if (call.method === 'POST' && call.url.pathname === '/api/backoffice/orders/legal_hold') return json(200, { legalHoldReason: '' });
      return undefined;
    });
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/retention');
    await screen.findByRole('heading', { level: 1, name: 'Due for deletion' });
    const list = await screen.findByRole('list', { name: 'Orders due for deletion' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Order 31: Noah Kelly' }).getAttribute('href')).toBe('/admin/backoffice/orders/31');
    expect(within(cards[0]).getByText('Harbour Health Group')).toBeTruthy();
    expect(within(cards[0]).getByText('2025-10-01')).toBeTruthy();
    expect(within(cards[0]).getByText('2026-10-01')).toBeTruthy();
    expect(within(cards[1]).getByText('Tribunal matter')).toBeTruthy();
    expect(within(cards[1]).getByText('2026-12-10 (kept while the legal hold lasts)')).toBeTruthy();
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Lift legal hold on order 44' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the legal hold on order 44' });
    await userEvent.type(await within(dialog).findByLabelText(/Reason/), 'Matter settled');
    answer = { total: 2, months: 12, rows: [rows[0], { ...rows[1], legalHoldReason: '' }] };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift legal hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ orderID: 44, Hold: 'N', Reason: 'Matter settled' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place legal hold on order 44' })).toBeTruthy());
  });

  it('says so when no order is due', async () => {
    stubApi((call) => (call.method === 'GET' && call.url.pathname === '/api/backoffice/retention' ? json(200, { total: 0, months: 12, rows: [] }) : undefined));
    signInAs(OPERATOR);
    renderAt('/admin/backoffice/retention');
    expect(await screen.findByText('No order is due for deletion in the next 30 days.')).toBeTruthy();
  });
});
