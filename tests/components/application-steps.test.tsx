// Moving through the application (order-and-application §2.3, §4, §5, §8): the step bar, NEXT saving a step with the
// server's verdict, the client-side checks before saving, and the Terms step.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { markStepReached, stepsFromTabs } from '../../src/features/application/state';
import {
  APPLICANT,
  callsTo,
  json,
  notices,
  ORDER_ID,
  renderPortal,
  resetApplicationTests,
  applicationAnswers,
  TABS,
} from './application-harness';

afterEach(resetApplicationTests);

const stepBar = () => screen.getByRole('navigation', { name: 'Application steps' });

async function fillPersonal(user: ReturnType<typeof renderPortal>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
  await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '05/03/1990');
}

describe('step bar', () => {
  it('links the completed steps, marks the current one, and leaves later steps as plain text', async () => {
    markStepReached(APPLICANT.Id, ORDER_ID, stepsFromTabs(TABS).steps, 'additional');
    renderPortal('/admin/application/address', applicationAnswers());
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Details' })).toBeTruthy();

    const links = await within(await screen.findByRole('navigation', { name: 'Application steps' })).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms and Conditions (completed)', '/admin/application/1'],
      ['Personal Details (completed)', '/admin/application/personal'],
      // Reached before, not yet saved: still a way back to it.
      ['4Additional Details', '/admin/application/additional'],
    ]);
    const current = stepBar().querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('3Address Details');
    expect(current?.tagName).not.toBe('A');
    expect(within(stepBar()).getByText('References Details').closest('a')).toBeNull();
    expect(within(stepBar()).getByText('Confirmation').closest('a')).toBeNull();
    // The phone version of the bar.
    expect(within(stepBar()).getByText('Step 3 of 8')).toBeTruthy();
    expect(within(stepBar()).getByRole('progressbar', { name: 'Application progress' })).toBeTruthy();
  });

  it('shows the requirement text of the address step', async () => {
    renderPortal('/admin/application/address', applicationAnswers());
    expect(await screen.findByText('Please provide your address history for the last 5 years.')).toBeTruthy();
  });

  it('says so when no order was chosen, with the way back home', async () => {
    renderPortal('/admin/application/1', applicationAnswers(), { orderId: null });
    expect(await screen.findByText(/Choose an order on your Home page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/admin/home');
  });
});

describe('coming back (issue 16)', () => {
  const state = (CompletedTabs: string[]) => ({
    [`GET /api/application/get_application_state/${ORDER_ID}`]: json(200, { Editable: 'Y', Message: '', CompletedTabs }),
  });

  it('START resumes at the first step the server does not hold as done, and links the done ones', async () => {
    const { path } = renderPortal('/admin/application', applicationAnswers(state(['Terms and Conditions', 'Personal Details'])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Details' })).toBeTruthy();
    expect(path()).toBe('/admin/application/address');
    // Done on the server (another tab or device), so links here though this browser never reached them.
    expect(within(stepBar()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/admin/application/1',
      '/admin/application/personal',
    ]);
  });

  it('starts a new application at Terms and Conditions', async () => {
    const { path } = renderPortal('/admin/application', applicationAnswers(state([])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(path()).toBe('/admin/application/1');
  });

  it("a deep link in a tab without a current order opens the applicant's only order to start", async () => {
    renderPortal(
      '/admin/application/personal',
      applicationAnswers({
        [`GET /api/orders/${APPLICANT.Id}`]: json(200, [
          { orderID: 9, startFlag: 'N' },
          { orderID: ORDER_ID, startFlag: 'Y' },
        ]),
      }),
      { orderId: null },
    );
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.queryByText(/Choose an order on your Home page/)).toBeNull();
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe(String(ORDER_ID));
  });
});

describe('NEXT on a step drawn by the engine', () => {
  it("checks compulsory fields first: 'This field is mandatory.' beside them, the toast, and nothing sent", async () => {
    const { user, calls, path } = renderPortal('/admin/application/personal', applicationAnswers());
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory.')).toHaveLength(3));
    expect(notices()).toContain('Please complete the empty fields.');
    expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(0);
    expect(path()).toBe('/admin/application/personal');
  });

  it("shows the server's error_msg in an 'Important' dialog when approve is not 1, and stays", async () => {
    const refusal = 'Date of birth: Please enter a valid date (DD/MM/YYYY).';
    const { user, calls, path } = renderPortal(
      '/admin/application/personal',
      applicationAnswers({ 'POST /api/application/set_data_by_tab': json(200, { approve: 0, error_msg: refusal }) }),
    );
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Important' });
    expect(dialog.textContent).toContain(refusal);
    const [saved] = callsTo(calls, 'POST', '/application/set_data_by_tab');
    expect(saved.body).toMatchObject({ orderId: ORDER_ID, tabName: 'Personal Details' });
    const content = (saved.body as { TableContent: { FieldID: string; TableValue: string }[] }).TableContent;
    expect(content.map((f) => [f.FieldID, f.TableValue])).toEqual([
      ['FirstName', 'Olivia'],
      ['Surname', 'Nguyen'],
      ['DOB', '1990-03-05'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(path()).toBe('/admin/application/personal');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Olivia');
  });

  it('moves to the next step of the order when the server approves', async () => {
    const { user, path } = renderPortal('/admin/application/personal', applicationAnswers());
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path()).toBe('/admin/application/address'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Details' })).toBeTruthy();
  });

  it("keeps the answers and says 'Network Error, please try later' when the save cannot reach the server", async () => {
    const { user, path } = renderPortal(
      '/admin/application/personal',
      applicationAnswers({ 'POST /api/application/set_data_by_tab': new Error('offline') }),
    );
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(notices()).toContain('Network Error, please try later'));
    expect(path()).toBe('/admin/application/personal');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveProperty('value', 'Nguyen');
  });

  it('BACK goes to the previous step of the order', async () => {
    const { user, path } = renderPortal('/admin/application/personal', applicationAnswers());
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(path()).toBe('/admin/application/1'));
  });
});

describe('an application that can no longer be changed', () => {
  const SUBMITTED = 'This application was already submitted, so it can no longer be changed here.';
  const submitted = () =>
    applicationAnswers({ [`GET /api/application/get_application_state/${ORDER_ID}`]: json(200, { Editable: 'N', Message: SUBMITTED }) });

  it('shows every step read-only with the reason, moves between steps without saving, and drops kept drafts', async () => {
    const draft = `portal.draft.${APPLICANT.Id}.${ORDER_ID}.Personal%20Details`;
    localStorage.setItem(draft, JSON.stringify({ savedAt: 1, data: { s0: { FirstName: 'Draft' } } }));
    const { user, calls, path } = renderPortal('/admin/application/personal', submitted());
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    // Inside a disabled fieldset, which the browser's form controls obey (happy-dom does not apply it to them).
    expect(firstName.closest('fieldset')?.disabled).toBe(true);
    expect(firstName).toHaveProperty('value', '');
    expect(localStorage.getItem(draft)).toBeNull();
    // Every step can be read: the bar links them all.
    expect(within(stepBar()).getAllByRole('link')).toHaveLength(TABS.length + 1);

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path()).toBe('/admin/application/address'));
    expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(0);
  });
});

describe('Terms and Conditions', () => {
  it("lists the chosen checks, refuses NEXT until both boxes are ticked ('Please accept to continue')", async () => {
    const { user, calls } = renderPortal('/admin/application/1', applicationAnswers());
    const checks = await screen.findByRole('region', { name: 'Your checks' });
    await waitFor(() =>
      expect(within(checks).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'National Police Check',
        'Reference Check',
      ]),
    );
    const terms = await screen.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' });
    expect(terms.getAttribute('aria-checked')).toBe('false');
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(notices()).toContain('Please accept to continue'));
    expect(screen.getAllByText('Please accept to continue').length).toBeGreaterThan(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/application/accept_terms_conditions')).toHaveLength(0);
  });

  it('shows the "saved, continue later" modal; OK accepts the terms and goes to the personal step', async () => {
    const { user, calls, path } = renderPortal('/admin/application/1', applicationAnswers());
    await user.click(await screen.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy.' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Your application is saved' });
    expect(modal.textContent).toContain('continue later');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(path()).toBe('/admin/application/personal'));
    expect(callsTo(calls, 'POST', '/application/accept_terms_conditions').map((c) => c.body)).toEqual([{ orderId: ORDER_ID }]);
  });

  it('ticks both boxes when the server says TermsConditions is Y', async () => {
    renderPortal(
      '/admin/application/1',
      applicationAnswers({ [`GET /api/application/get_terms_conditions/${ORDER_ID}`]: json(200, { TermsConditions: 'Y' }) }),
    );
    const terms = await screen.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' });
    expect(terms.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy.' }).getAttribute('aria-checked')).toBe('true');
  });
});
