// The applicant's home page, /admin/home (portal §2 "Individual dashboard", §4 progress and order actions, §8).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { progressIndex, shownDate } from '../../src/app/orders';
import { orderActions } from '../../src/engine/order-flags';
import { WELCOME_SEEN_KEY } from '../../src/features/home/WelcomeDialog';
import { APPLICANT, json, renderPortal, resetApplicationTests, type Answers } from './application-harness';

afterEach(resetApplicationTests);

const order = (over: Record<string, unknown>) => ({
  applicant: 'Olivia Nguyen',
  lodgeDate: '2026-11-19T09:30:00.000Z',
  completionDate: null,
  comments: '',
  clientID: 21,
  clientName: 'Harbour Health Group',
  orderType: 'General',
  reportLocation: '',
  editFlag: 'N',
  cancelFlag: 'N',
  startFlag: 'N',
  adsFlag: 'N',
  ...over,
});

const ORDERS = [
  order({ orderID: 12, orderStatus: 'Open', startFlag: 'Y', cancelFlag: 'Y' }),
  order({ orderID: 9, orderStatus: 'On hold', editFlag: 'Y' }),
  order({ orderID: 4, orderStatus: 'Completed', clientName: 'Eucalypt Aged Care', lodgeDate: '2026-10-12' }),
  order({ orderID: 3, orderStatus: 'In progress' }),
];

const service = (over: Record<string, unknown>) => ({
  ServiceID: 'PC',
  Service: 'National Police Check',
  CheckStatus: 'Open',
  DelayReason: '',
  CheckStart: null,
  CheckCompletion: null,
  DownloadRestriction: 'None',
  ResultsLocation: '',
  CancelFlag: 'Y',
  ...over,
});

function homeAnswers(over: Answers = {}): Answers {
  const id = APPLICANT.Id;
  return {
    [`GET /api/orders/${id}`]: json(200, ORDERS),
    [`GET /api/services/${id}/12`]: json(200, [service({}), service({ ServiceID: 'RC', Service: 'Reference Check' })]),
    [`GET /api/services/${id}/9`]: json(200, [service({ CheckStatus: 'Rejected by third party', DelayReason: 'Identity could not be verified' })]),
    [`GET /api/services/${id}/4`]: json(200, [service({ CheckStatus: 'Ready', CheckStart: '2026-10-13T01:00:00Z', CheckCompletion: '2026-10-17T01:00:00Z' })]),
    [`GET /api/services/${id}/3`]: json(200, [service({ CheckStatus: 'With provider', CheckStart: '2019-12-31' })]),
    ...over,
  };
}

/** Home with the welcome modal already seen, so the cards are reachable. */
function renderHome(answers: Answers = homeAnswers()) {
  localStorage.setItem(WELCOME_SEEN_KEY, 'Y');
  return renderPortal('/admin/home', answers);
}

const card = (orderId: number) => screen.getByRole('article', { name: `Order ${orderId}` });

describe('rules of the cards', () => {
  it('puts Open at step 0, Completed at step 2 and anything else at step 1', () => {
    expect(progressIndex('Open')).toBe(0);
    expect(progressIndex('Open with Alert')).toBe(0);
    expect(progressIndex('Completed')).toBe(2);
    for (const status of ['In progress', 'On hold', 'Cancelled', 'Closed']) expect(progressIndex(status)).toBe(1);
  });

  it('offers start only to an Open order with startFlag Y, edit only On hold / In progress with editFlag Y', () => {
    expect(orderActions({ orderStatus: 'Open', startFlag: 'Y', editFlag: 'N' })).toEqual(['start']);
    expect(orderActions({ orderStatus: 'Open', startFlag: 'N', editFlag: 'Y' })).toEqual([]);
    expect(orderActions({ orderStatus: 'On hold', startFlag: 'N', editFlag: 'Y' })).toEqual(['edit']);
    expect(orderActions({ orderStatus: 'In progress', startFlag: 'Y', editFlag: 'Y' })).toEqual(['edit']);
    expect(orderActions({ orderStatus: 'Completed', startFlag: 'Y', editFlag: 'Y' })).toEqual([]);
  });

  it("shows dates by their first 10 characters, and dates before 2020 as '-'", () => {
    expect(shownDate('2026-11-19T09:30:00.000Z')).toBe('2026-11-19');
    expect(shownDate('2019-12-31')).toBe('-');
    expect(shownDate(null)).toBe('-');
  });
});

describe('/admin/home', () => {
  it('shows a card per order with its progress step, its checks and statuses, and the buttons its flags allow', async () => {
    renderHome();
    await screen.findByRole('article', { name: 'Order 12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Welcome, Olivia')).toBeTruthy();

    const current = (id: number) =>
      within(within(card(id)).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem').find((li) =>
        li.getAttribute('aria-current') === 'step',
      )?.textContent;
    expect(current(12)).toBe('1Open');
    expect(current(9)).toBe('2On hold');
    expect(current(4)).toContain('Completed');
    expect(current(3)).toBe('2In progress');

    // The checks are expanded, with their statuses and actions (an Open check whose CancelFlag is Y: cancel).
    const checks12 = await within(card(12)).findByRole('list', { name: 'Checks of order 12' });
    expect(within(checks12).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'National Police CheckOpenStarted - · Completed -More',
      'Reference CheckOpenStarted - · Completed -More',
    ]);
    const checks9 = await within(card(9)).findByRole('list', { name: 'Checks of order 9' });
    expect(checks9.textContent).toContain('Rejected by third party');
    expect(checks9.textContent).toContain('Delay: Identity could not be verified');
    const checks4 = await within(card(4)).findByRole('list', { name: 'Checks of order 4' });
    expect(checks4.textContent).toContain('Started 2026-10-13 · Completed 2026-10-17');

    // Buttons only where the flags allow them; no dead buttons.
    expect(within(card(12)).getByRole('button', { name: 'START order 12' })).toBeTruthy();
    expect(within(card(12)).getByRole('button', { name: 'CANCEL order 12' })).toBeTruthy();
    expect(within(card(12)).queryByRole('button', { name: /EDIT/ })).toBeNull();
    expect(within(card(9)).getByRole('button', { name: 'EDIT order 9' })).toBeTruthy();
    expect(within(card(4)).queryAllByRole('button')).toHaveLength(0);
    expect(within(card(3)).getByText('No actions at this state.')).toBeTruthy();
  });

  it('START stores the order id as the current order and goes to application step 1', async () => {
    const { user, path } = renderHome({
      ...homeAnswers(),
      // The application page the button leads to reads the order's steps.
      'GET /api/application/get_tabs/12': json(200, []),
      'GET /api/application/get_application_state/12': json(200, { Editable: 'Y', Message: '' }),
      [`GET /api/services/${APPLICANT.Id}/12`]: json(200, [service({})]),
      'GET /api/application/get_terms_conditions/12': json(200, { TermsConditions: 'N' }),
    });
    await user.click(await screen.findByRole('button', { name: 'START order 12' }));
    await waitFor(() => expect(path()).toBe('/admin/application/1'));
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
  });

  it('EDIT stores the order id and goes to the edit screen', async () => {
    const { user, path } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'EDIT order 9' }));
    await waitFor(() => expect(path()).toBe('/admin/edit-application/9'));
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe('9');
  });

  it('shows the welcome modal on the first visit only, remembered in this browser', async () => {
    const first = renderPortal('/admin/home', homeAnswers());
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to ClearCheck' });
    expect(dialog.textContent).toContain('Press START on an open order');
    await first.user.click(within(dialog).getByRole('button', { name: 'GET STARTED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(WELCOME_SEEN_KEY)).toBe('Y');
    first.unmount();

    renderPortal('/admin/home', homeAnswers());
    await screen.findByRole('article', { name: 'Order 12' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to ClearCheck' })).toBeNull();
  });

  it('waits with the welcome until the orders are on the page, and does not count a visit without it', async () => {
    renderPortal('/admin/home', { [`GET /api/orders/${APPLICANT.Id}`]: json(500, {}) });
    expect(await screen.findByText('No data.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome to ClearCheck' })).toBeNull();
    expect(localStorage.getItem(WELCOME_SEEN_KEY)).toBeNull();
  });

  it('explains the order and check statuses in info modals', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Order statuses' }));
    const orders = await screen.findByRole('dialog', { name: 'Order statuses' });
    expect(orders.textContent).toContain('On hold');
    expect(orders.textContent).toContain('identity could not be verified');
    await user.click(within(orders).getByRole('button', { name: 'CLOSE' }));
    await user.click(screen.getByRole('button', { name: 'Check statuses' }));
    const checks = await screen.findByRole('dialog', { name: 'Check statuses' });
    expect(checks.textContent).toContain('With provider');
    expect(checks.textContent).toContain('The check is with the police or the credit reporting provider.');
  });

  it("says 'No data.' when the orders cannot be read, and when there are none", async () => {
    const failed = renderHome({ [`GET /api/orders/${APPLICANT.Id}`]: json(500, { errorMessage: 'boom' }) });
    expect(await screen.findByText('No data.')).toBeTruthy();
    failed.unmount();
    renderHome({ [`GET /api/orders/${APPLICANT.Id}`]: json(200, []) });
    expect(await screen.findByText('No data.')).toBeTruthy();
  });

  it("says 'Connection error. Please try later.' in a card whose checks cannot be read", async () => {
    renderHome({ ...homeAnswers(), [`GET /api/services/${APPLICANT.Id}/9`]: json(503, {}) });
    await waitFor(() => expect(within(card(9)).getByRole('alert').textContent).toBe('Connection error. Please try later.'));
    expect(within(card(12)).queryByRole('alert')).toBeNull();
  });
});
