// The applicant's home cards show the expected completion dates of GET /orders and GET /services (issue 12): the
// order's beside its lodge date, each open check's below it; none where the server sends none.
import { afterEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WELCOME_SEEN_KEY } from '../../src/features/home/WelcomeDialog';
import { APPLICANT, json, renderPortal, resetApplicationTests } from './application-harness';

afterEach(resetApplicationTests);

const order = (over: Record<string, unknown>) => ({
  applicant: 'Olivia Nguyen', lodgeDate: '2026-11-19 09:30:00', completionDate: '', comments: '', clientID: 21,
  clientName: 'Harbour Health Group', orderType: 'General', reportLocation: '', serviceIDs: ['PC', 'RC'], expectedCompletion: '',
  editFlag: 'N', cancelFlag: 'N', startFlag: 'N', adsFlag: 'N', ...over,
});
const service = (over: Record<string, unknown>) => ({
  ServiceID: 'PC', Service: 'National Police Check', CheckStatus: 'In progress', DelayReason: '', CheckStart: '2026-11-20 10:00:00',
  CheckCompletion: '', DownloadRestriction: 'None', ResultsLocation: '', CancelFlag: 'Y', ExpectedCompletion: '', ...over,
});

it("shows the order's and each open check's expected completion date", async () => {
  localStorage.setItem(WELCOME_SEEN_KEY, 'Y');
  const id = APPLICANT.Id;
  renderPortal('/admin/home', {
    [`GET /api/orders/${id}`]: json(200, [
      order({ orderID: 12, orderStatus: 'In progress', expectedCompletion: '2026-11-27' }),
      order({ orderID: 4, orderStatus: 'Completed', completionDate: '2026-11-20 12:00:00' }),
    ]),
    [`GET /api/services/${id}/12`]: json(200, [
      service({ ExpectedCompletion: '2026-11-25' }),
      service({ ServiceID: 'RC', Service: 'Reference Check', DelayReason: 'Third party response times', ExpectedCompletion: '2026-11-27' }),
      service({ ServiceID: 'IDV', Service: 'Identity Verification', CheckStatus: 'Ready' }),
    ]),
    [`GET /api/services/${id}/4`]: json(200, [service({ CheckStatus: 'Ready' })]),
  });
  const open = await screen.findByRole('article', { name: 'Order 12' });
  expect(within(open).getByText(/Lodged 2026-11-19 · Expected by 2026-11-27/)).toBeTruthy();
  const checks = await within(open).findByRole('list', { name: 'Checks of order 12' });
  // Each check's line, then its actions (More, with Cancel this check…, where its flag allows).
  const [police, reference, identity] = within(checks).getAllByRole('listitem').map((li) => li.textContent ?? '');
  expect(police).toContain('National Police CheckIn progressStarted 2026-11-20 · Completed -Expected by 2026-11-25');
  expect(reference).toContain('Reference CheckIn progressStarted 2026-11-20 · Completed -Delay: Third party response timesExpected by 2026-11-27');
  expect(identity).toContain('Identity VerificationReadyStarted 2026-11-20 · Completed -');
  expect(identity).not.toContain('Expected by');
  const done = screen.getByRole('article', { name: 'Order 4' });
  expect(within(done).queryByText(/Expected by/)).toBeNull();
});
