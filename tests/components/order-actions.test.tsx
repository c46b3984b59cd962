// The shared order and service actions (src/app/order-actions, portal §4, §5, §7): the rules of which actions show
// (orderActions, serviceActions), the client kind's icon buttons with their names, the contact dialog (the server's
// addresses, 'Please write a message', 'The message was sent.'), the cancel dialog (reason required, counter, the
// outcome modal whose OK reloads; the individual's bank fields), and the summary report download.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { sessionStore } from '../../src/app/session-store';
import { OrderActions, ServiceActions } from '../../src/app/order-actions';
import type { Order, OrderService } from '../../src/app/orders';
import { orderActions, serviceActions } from '../../src/engine/order-flags';
import { downloadName, extensionOf } from '../../src/app/downloads';
import { callsTo, json, makeUser, resetApplicationTests, stubApi, type Answers } from './application-harness';

afterEach(resetApplicationTests);

const order = (over: Partial<Order> = {}): Order => ({
  orderID: 31,
  applicant: 'Jack Wilson',
  orderStatus: 'Open',
  lodgeDate: '2026-11-19 09:30:00',
  completionDate: '',
  comments: '',
  clientID: 2,
  clientName: 'Harbour Health Group',
  orderType: 'General',
  reportLocation: '',
  startFlag: 'Y',
  editFlag: 'N',
  cancelFlag: 'Y',
  adsFlag: 'N',
  serviceIDs: ['PC'],
  expectedCompletion: '',
  ...over,
});

const service = (over: Partial<OrderService> = {}): OrderService => ({
  ServiceID: 'PC',
  Service: 'National Police Check',
  CheckStatus: 'Open',
  DelayReason: '',
  CheckStart: '',
  CheckCompletion: '',
  DownloadRestriction: 'None',
  ExpectedCompletion: '',
  ResultsLocation: '',
  CancelFlag: 'Y',
  ...over,
});

function renderActions(node: React.ReactNode, answers: Answers, accessLevel = 'Full view') {
  const user = makeUser(2);
  sessionStore.setUser({ ...user, dashboardInfo: { ...user.dashboardInfo, AccessLevel: accessLevel } });
  const calls = stubApi(answers);
  render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>{node}</MemoryRouter>
      </SWRConfig>
    </Theme>,
  );
  return { calls, user: userEvent.setup() };
}

describe('which actions show (portal §4)', () => {
  it('follows the order status and flags, contact for the client kind only', () => {
    expect(orderActions(order(), 'client')).toEqual(['start', 'cancel', 'contact']);
    expect(orderActions(order(), 'individual')).toEqual(['start', 'cancel']);
    expect(orderActions(order({ orderStatus: 'Open with Alert', startFlag: 'N', cancelFlag: 'N' }), 'individual')).toEqual([]);
    expect(orderActions(order({ orderStatus: 'On hold', startFlag: 'N', editFlag: 'Y' }), 'client')).toEqual(['edit', 'cancel', 'contact']);
    expect(orderActions(order({ orderStatus: 'In progress', startFlag: 'N', cancelFlag: 'N' }), 'individual')).toEqual([]);
    expect(orderActions(order({ orderStatus: 'Completed', reportLocation: 'r.pdf', adsFlag: 'Y' }), 'client')).toEqual(['contact', 'report', 'deals']);
    expect(orderActions(order({ orderStatus: 'Completed', reportLocation: '' }), 'individual')).toEqual([]);
    expect(orderActions(order({ orderStatus: 'Cancelled' }), 'client')).toEqual([]);
    expect(orderActions(order({ orderStatus: 'Closed', reportLocation: 'r.pdf' }), 'client')).toEqual([]);
    // A Restricted view user only looks: no contact (the server would refuse it), the rest as the flags say.
    expect(orderActions(order({ startFlag: 'N', cancelFlag: 'N' }), 'client', false)).toEqual([]);
    expect(orderActions(order({ orderStatus: 'Completed', reportLocation: 'r.pdf' }), 'client', false)).toEqual(['report']);
  });

  it('gives a check download when allowed and cancel by its status and CancelFlag', () => {
    const open = order({ orderStatus: 'In progress' });
    const actions = (o: ReturnType<typeof order>, s: ReturnType<typeof service>, kind: 'client' | 'individual' = 'client') => serviceActions(o, s, kind);
    expect(actions(open, service({ CheckStatus: 'Ready', ResultsLocation: 'a.pdf' }))).toEqual(['download']);
    expect(actions(open, service({ CheckStatus: 'Ready', ResultsLocation: 'a.pdf', DownloadRestriction: 'Client' }))).toEqual([]);
    expect(actions(order({ orderStatus: 'Closed' }), service({ CheckStatus: 'Ready', ResultsLocation: 'a.pdf' }))).toEqual([]);
    expect(actions(open, service({ CheckStatus: 'In review' }))).toEqual(['cancel']);
    // RC In review or Verified: the referees' answers so far, for the client who ordered, not for the applicant.
    expect(actions(open, service({ ServiceID: 'RC', CheckStatus: 'In review' }))).toEqual(['answers', 'cancel']);
    expect(actions(open, service({ ServiceID: 'RC', CheckStatus: 'Verified' }))).toEqual(['answers', 'cancel']);
    expect(actions(open, service({ ServiceID: 'RC', CheckStatus: 'In review' }), 'individual')).toEqual(['cancel']);
    expect(actions(order({ orderStatus: 'Closed' }), service({ ServiceID: 'RC', CheckStatus: 'In review', CancelFlag: 'N' }))).toEqual([]);
    expect(actions(open, service({ CheckStatus: 'Verified', ResultsLocation: 'r.pdf' }))).toEqual(['cancel']);
    expect(actions(open, service({ CheckStatus: 'In QC' }))).toEqual([]);
    expect(actions(open, service({ CheckStatus: 'Cancelled' }))).toEqual([]);
    expect(actions(open, service({ CheckStatus: 'With provider', CancelFlag: 'N' }))).toEqual([]);
    expect(actions(open, service({ CheckStatus: 'Rejected by third party' }))).toEqual(['cancel']);
  });

  it('names downloads by the order: {orderId}_SummaryReport with the extension of the type', () => {
    expect(downloadName({ kind: 'report', orderId: 31 }, 'application/pdf')).toBe('31_SummaryReport.pdf');
    expect(downloadName({ kind: 'results', orderId: 31, serviceId: 'PC' }, 'image/jpeg')).toBe('31_PC_Results.jpg');
    expect(extensionOf('text/html; charset=utf-8')).toBe('html');
  });
});

describe('client kind', () => {
  it('draws icon buttons whose names say the action and the order, and none for a cancelled order', () => {
    renderActions(<OrderActions order={order()} userId={2} kind="client" onChanged={() => {}} />, {});
    expect(screen.getByRole('button', { name: 'Start order 31' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order 31' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact the applicant of order 31' })).toBeTruthy();
    expect(screen.queryByText('START')).toBeNull();
  });

  it('offers a Restricted view user no contact (the server would refuse it)', () => {
    renderActions(<OrderActions order={order({ startFlag: 'N', cancelFlag: 'N' })} userId={2} kind="client" onChanged={() => {}} />, {}, 'Restricted view');
    expect(screen.queryByRole('button', { name: 'Contact the applicant of order 31' })).toBeNull();
    expect(screen.getByText('No actions at this state.')).toBeTruthy();
  });

  it('shows the deals link and No actions at this state', () => {
    renderActions(
      <>
        <OrderActions order={order({ orderID: 5, orderStatus: 'Completed', adsFlag: 'Y' })} userId={2} kind="client" onChanged={() => {}} />
        <OrderActions order={order({ orderID: 6, orderStatus: 'In progress', cancelFlag: 'N' })} userId={2} kind="individual" onChanged={() => {}} />
      </>,
      {},
    );
    expect(screen.getByRole('link', { name: 'Deals for order 5' }).getAttribute('href')).toBe('/admin/deals/5');
    expect(screen.getByText('No actions at this state.')).toBeTruthy();
  });

  it('contacts the applicant: the addresses from the server, the message required, then sent', async () => {
    const { calls, user } = renderActions(<OrderActions order={order()} userId={2} kind="client" onChanged={() => {}} />, {
      'POST /api/utilities/get_applicant_contact': json(200, {
        Sender: 'hannah.price@harbourhealth.com.au',
        Recipient: 'jack.wilson@example.com.au',
        Subject: 'Your background check 31 for Harbour Health Group',
      }),
      'POST /api/utilities/send_message_applicant_contact': json(200, { Outcome: 'The message was sent.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Contact the applicant of order 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact applicant' });
    expect(await within(dialog).findByText((_, el) => el?.textContent === 'To: jack.wilson@example.com.au')).toBeTruthy();
    expect(within(dialog).getByText((_, el) => el?.textContent === 'From: hannah.price@harbourhealth.com.au')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/utilities/get_applicant_contact')[0].body).toEqual({ user_id: 2, order_id: 31 });
    const subject = await within(dialog).findByRole('textbox', { name: /Subject/ });
    expect((subject as HTMLInputElement).value).toBe('Your background check 31 for Harbour Health Group');

    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Please write a message')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/utilities/send_message_applicant_contact')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please upload your passport again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const outcome = await screen.findByRole('dialog', { name: 'Contact applicant' });
    expect(await within(outcome).findByText('The message was sent.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/utilities/send_message_applicant_contact')[0].body).toMatchObject({
      order_id: 31,
      Subject: 'Your background check 31 for Harbour Health Group',
      message: 'Please upload your passport again.',
      ApplicantName: 'Jack Wilson',
      ClientName: 'Harbour Health Group',
    });
  }, 20_000);

  it("downloads a Reference Check's answers so far while it is In review, as {orderId}_RC_Answers.pdf", async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answers');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { calls, user } = renderActions(
      <ServiceActions order={order()} service={service({ ServiceID: 'RC', Service: 'Reference Check', CheckStatus: 'In review' })} userId={2} kind="client" onChanged={() => {}} />,
      {
        'POST /api/orders/references_answers': new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: "Download the referees' answers so far of Reference Check of order 31" }));
    await waitFor(() => expect(saved).toEqual(['31_RC_Answers.pdf']));
    expect(callsTo(calls, 'POST', '/orders/references_answers')[0].body).toEqual({ OrderID: 31 });
    click.mockRestore();
    objectUrl.mockRestore();
    revoke.mockRestore();
  });

  it('cancels an Open service with a reason (counter to 250), shows the Outcome, and OK reloads', async () => {
    const onChanged = vi.fn();
    const { calls, user } = renderActions(
      <ServiceActions order={order()} service={service()} userId={2} kind="client" onChanged={onChanged} />,
      {
        'POST /api/orders/cancel': json(200, { Outcome: 'National Police Check of order 31 has been cancelled.' }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel National Police Check of order 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel check' });
    const reason = await within(dialog).findByRole('textbox', { name: /Reason/ });
    // No bank fields for a client.
    expect(within(dialog).queryByRole('textbox', { name: /Bank/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel check' }));
    expect(await within(dialog).findByText('Please write a reason')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/orders/cancel')).toHaveLength(0);

    await user.type(reason, 'Position withdrawn');
    expect(within(dialog).getByText('18/250')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel check' }));
    const outcome = await screen.findByRole('dialog', { name: 'Cancellation' });
    expect(within(outcome).getByText('National Police Check of order 31 has been cancelled.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/orders/cancel')[0].body).toEqual({
      OrderID: 31,
      ServiceID: 'PC',
      ClientType: 'client',
      RefundCategory: 'Service',
      RefundReason: 'Position withdrawn',
    });
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(within(outcome).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  }, 20_000);

  it("keeps the dialog and what was typed when the server refuses, showing its sentence", async () => {
    const { user } = renderActions(<OrderActions order={order()} userId={2} kind="client" onChanged={() => {}} />, {
      'POST /api/orders/cancel': json(409, {
        statusCode: 409,
        error: 'Conflict',
        errorMessage: 'Order 31 can no longer be cancelled: results are ready or a third party has supplied them.',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Reason/ }), 'No longer needed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Order 31 can no longer be cancelled: results are ready or a third party has supplied them.',
    );
    expect((within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('No longer needed');
  }, 20_000);
});

describe('individual kind', () => {
  it('asks for the bank details, each at least 2 characters, and sends them with the reason', async () => {
    const { calls, user } = renderActions(<OrderActions order={order()} userId={1} kind="individual" onChanged={() => {}} />, {
      'POST /api/orders/cancel': json(200, { Outcome: 'Order 31 has been cancelled.' }),
    });
    await user.click(screen.getByRole('button', { name: 'CANCEL order 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Reason/ }), 'Took another job');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bank/ }), 'CBA');
    await user.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Olivia Nguyen');
    await user.type(within(dialog).getByRole('textbox', { name: /BSB/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    // BSB too short, account number missing: the spec's one message on each.
    expect(await within(dialog).findAllByText('Please write your bank details')).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/orders/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /BSB/ }), '62-000');
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 31 has been cancelled.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/orders/cancel')[0].body).toEqual({
      OrderID: 31,
      ServiceID: 0,
      ClientType: 'individual',
      RefundCategory: 'Order',
      RefundReason: 'Took another job',
      Bank: 'CBA',
      AccountName: 'Olivia Nguyen',
      Bsb: '062-000',
      AccountNumber: '12345678',
    });
  }, 20_000);

  it('downloads the summary report as {orderId}_SummaryReport.pdf, and says so when it fails', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let fail = false;
    const { calls, user } = renderActions(
      <OrderActions order={order({ orderStatus: 'Completed', reportLocation: 'abc.pdf' })} userId={1} kind="individual" onChanged={() => {}} />,
      {
        'POST /api/utilities/download_image': () =>
          fail
            ? json(500, { statusCode: 500, error: 'x', errorMessage: 'x' })
            : new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'SUMMARY REPORT of order 31' }));
    await waitFor(() => expect(saved).toEqual(['31_SummaryReport.pdf']));
    expect(callsTo(calls, 'POST', '/utilities/download_image')[0].body).toEqual({ url: 'abc.pdf' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'SUMMARY REPORT of order 31' }));
    expect(await screen.findByText('Something went wrong. Please try later.')).toBeTruthy();
    click.mockRestore();
    objectUrl.mockRestore();
    revoke.mockRestore();
  }, 20_000);
});
