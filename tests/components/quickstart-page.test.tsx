// The single-applicant quick start (order-and-application §2.2, §4 "Quick start", §5 "Single-applicant start").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dismissAllNotices } from '../../src/app/notices';
import { sessionStore } from '../../src/app/session-store';
import { QUICK_START_TITLE } from '../../src/features/ordering/quickstart/QuickStartPage';
import { json } from './shell-helpers';
import { NAME_CHARACTERS } from '../../src/engine/messages';
import {
  addService,
  COST_CENTRES,
  fillApplicant,
  notices,
  renderQuickStart,
  startButton,
} from './quickstart-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotices();
  sessionStorage.clear();
  // Each test starts without the quick start's draft of the one before (kept per user until started or discarded).
  localStorage.clear();
  sessionStore.clear('manual');
});

const complete = { first: 'Ava', surname: 'Nguyen', email: 'ava.nguyen@example.com.au', purpose: 'Employment' };

describe('a Restricted view user', () => {
  it('is told at once that ordering is not theirs, with no form to fill and nothing asked of the server', async () => {
    const { calls } = renderQuickStart({ accessLevel: 'Restricted view' });
    expect((await screen.findByRole('status')).textContent).toBe('Your access level (Restricted view) lets you follow orders, not place them.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUICK_START_TITLE);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /start/i })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('1. Choose your services', () => {
  it("lets only 'Full scope' services be added; the others show the not-available icon and tooltip", async () => {
    const { user } = renderQuickStart();
    await screen.findByRole('button', { name: 'Add National Police Check' });
    expect(screen.getByRole('button', { name: 'Add Reference Check' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Qualification Verification' })).toBeNull();

    const blocked = screen.getByRole('img', { name: 'Qualification Verification: Not available to run on its own.' });
    await user.hover(blocked);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Not available to run on its own.');
  });

  it('adds and removes a service, and the Order Summary follows with per-person price, GST and total', async () => {
    const { user } = renderQuickStart();
    const summary = () => screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary()).getByText('Your cart is empty')).toBeTruthy();

    await addService(user, 'National Police Check');
    await addService(user, 'Reference Check');
    const chosen = within(summary()).getByRole('list', { name: 'Chosen services' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'National Police Check$49.00',
      'Reference Check$65.50',
    ]);
    const row = (label: string) => within(summary()).getByText(label).parentElement?.textContent;
    expect(row('Price per person')).toBe('Price per person$114.50');
    expect(row('GST (10%)')).toBe('GST (10%)$11.45');
    expect(row('Total')).toBe('Total$125.95');

    await user.click(screen.getByRole('button', { name: 'Remove Reference Check' }));
    expect(within(summary()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['National Police Check$49.00']);
    expect(screen.getByRole('button', { name: 'Add Reference Check' })).toBeTruthy();
  });

  it("says 'Connection error. Please try later.' when the services cannot be read", async () => {
    renderQuickStart({ services: json(500, { errorMessage: 'down' }) });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Connection error. Please try later.');
  });

  it("a recruiter sees the chosen client's services at its prices, never its own, and they follow a change of client", async () => {
    const { user, calls } = renderQuickStart({ recruiter: true });
    const summary = () => screen.getByRole('region', { name: 'Order Summary' });
    expect(
      await screen.findByText('Choose the client in the applicant details to see the services and prices of its contract.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add National Police Check' })).toBeNull();

    await fillApplicant(user, { client: 'Southern Cross Logistics' });
    await addService(user, 'National Police Check');
    await addService(user, 'Reference Check');
    expect(within(summary()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'National Police Check$52.00',
      'Reference Check$70.00',
    ]);

    // Harbour Health's contract has no references service and its own PC price.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Harbour Health Group');
    await waitFor(() =>
      expect(within(summary()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['National Police Check$44.10']),
    );
    expect(screen.queryByRole('button', { name: /Reference Check/ })).toBeNull();
    expect(calls.some((c) => c.url === '/api/services/by_user/7')).toBe(false);
  });

  it("says 'No services.' when the contract holds none", async () => {
    renderQuickStart({ services: [] });
    expect(await screen.findByText('No services.')).toBeTruthy();
  });
});

describe('Start an application: the rules of §5', () => {
  it.each([
    ['the surname', { ...complete, surname: undefined }],
    ['the email', { ...complete, email: undefined }],
    ['the purpose', { ...complete, purpose: undefined }],
  ])("without %s: 'Please complete the form.' and nothing is sent", async (_, values) => {
    const { user, setupCalls } = renderQuickStart();
    await addService(user, 'National Police Check');
    await fillApplicant(user, values);
    await user.click(startButton());
    expect(notices()).toEqual(['Please complete the form.']);
    expect(screen.getByText('This field is mandatory.')).toBeTruthy();
    expect(setupCalls()).toHaveLength(0);
  });

  it("a recruiter without a client: 'Please choose a client.'", async () => {
    const { user, setupCalls } = renderQuickStart({ recruiter: true });
    await fillApplicant(user, complete);
    await user.click(startButton());
    expect(notices()).toEqual(['Please choose a client.']);
    // Beside the client choice too.
    expect(screen.getAllByText('Please choose a client.')).toHaveLength(2);
    expect(setupCalls()).toHaveLength(0);
  });

  it("a user with cost centres and none chosen: 'Please select a cost centre'", async () => {
    const { user, setupCalls } = renderQuickStart({ costCentres: COST_CENTRES });
    await addService(user, 'National Police Check');
    await fillApplicant(user, complete);
    await user.click(startButton());
    expect(notices()).toEqual(['Please select a cost centre']);
    expect(setupCalls()).toHaveLength(0);
  });

  it("no service chosen: 'Please choose a service.'", async () => {
    const { user, setupCalls } = renderQuickStart();
    await fillApplicant(user, complete);
    await user.click(startButton());
    expect(notices()).toEqual(['Please choose a service.']);
    expect(setupCalls()).toHaveLength(0);
  });

  it("a name with digits or emoji gets the name rule, beside the field and in the notice (issue 29)", async () => {
    const { user, setupCalls } = renderQuickStart();
    await addService(user, 'National Police Check');
    await fillApplicant(user, { ...complete, surname: 'Nguyen2' });
    await user.click(startButton());
    expect(notices()).toEqual([NAME_CHARACTERS]);
    expect(screen.getAllByText(NAME_CHARACTERS).length).toBeGreaterThan(1);
    expect(setupCalls()).toHaveLength(0);
  });

  it('a malformed email gets the email message', async () => {
    const { user, setupCalls } = renderQuickStart();
    await addService(user, 'National Police Check');
    await fillApplicant(user, { ...complete, email: 'ava.nguyen.example.com' });
    await user.click(startButton());
    const message = 'Invalid email format. Please include an "@" and a valid domain name.';
    expect(notices()).toEqual([message]);
    expect(setupCalls()).toHaveLength(0);
  });
});

describe('Start an application: sending', () => {
  it('sends setup_account for a client ordering for itself, stores the order and opens the application', async () => {
    const { user, setupCalls, router } = renderQuickStart({ costCentres: COST_CENTRES });
    await addService(user, 'National Police Check');
    await fillApplicant(user, { ...complete, costCentre: 'Aged care' });
    await user.click(startButton());

    await screen.findByRole('heading', { name: 'Application step 1' });
    expect(router.state.location.pathname).toBe('/admin/application');
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe('501');
    const [call] = setupCalls();
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toEqual({
      newApplicantInfo: {
        FirstName: 'Ava',
        MiddleName: '',
        SurName: 'Nguyen',
        Email: 'ava.nguyen@example.com.au',
        CheckPurpose: 'Employment',
        costCentreId: 6,
        ClientID: 12,
        ClientName: 'Harbour Logistics Pty Ltd',
        RecruiterID: '',
      },
      Services: [
        { ServiceID: 'PC', ServiceName: 'National Police Check', RunOption: 'Full scope', PackageName: 'Police', ContractPrice: 49 },
      ],
      referencesQuestions: [],
    });
  });

  it("a recruiter orders for the chosen client: its CompanyName, and the agency's ClientID as RecruiterID", async () => {
    const { user, setupCalls } = renderQuickStart({ recruiter: true });
    await fillApplicant(user, { ...complete, client: 'Southern Cross Logistics' });
    await addService(user, 'National Police Check');
    await user.click(startButton());
    await screen.findByRole('heading', { name: 'Application step 1' });
    expect(setupCalls()[0].body).toMatchObject({
      newApplicantInfo: { ClientID: 22, ClientName: 'Southern Cross Logistics', RecruiterID: 12, costCentreId: '' },
    });
  });

  it('with the references service it offers the questionnaire and sends its questions', async () => {
    const { user, setupCalls, calls } = renderQuickStart({ recruiter: true });
    expect(screen.queryByRole('heading', { name: 'References questionnaire' })).toBeNull();
    await fillApplicant(user, { ...complete, client: 'Southern Cross Logistics' });
    await addService(user, 'Reference Check');
    expect(screen.getByRole('heading', { name: 'References questionnaire' })).toBeTruthy();
    // The templates are asked for the chosen client and purpose.
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('reference_repertoire_types_v2') && (c.body as { ClientID: number }).ClientID === 22)).toBe(true),
    );

    await user.type(screen.getByRole('textbox', { name: 'Section' }), 'Conduct');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Yes / No');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Would you hire them again?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(startButton());

    await screen.findByRole('heading', { name: 'Application step 1' });
    expect((setupCalls()[0].body as { referencesQuestions: unknown }).referencesQuestions).toEqual([
      { QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you hire them again?', Sort: 0, type: 'custom' },
    ]);
  });

  it("shows a spinner with 'Loading...' while sending", async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderQuickStart({ setup: () => pending });
    await addService(user, 'National Police Check');
    await fillApplicant(user, complete);
    await user.click(startButton());

    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('.rt-Spinner')).not.toBeNull();
    answer(json(200, { OrderID: 777 }));
    await screen.findByRole('heading', { name: 'Application step 1' });
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe('777');
  });

  it("without an OrderID: 'Something went wrong.', the user stays and the button comes back", async () => {
    const { user, router } = renderQuickStart({ setup: json(200, {}) });
    await addService(user, 'National Police Check');
    await fillApplicant(user, complete);
    await user.click(startButton());
    await waitFor(() => expect(notices()).toEqual(['Something went wrong.']));
    expect(router.state.location.pathname).toBe('/admin/individual_form/');
    expect(sessionStorage.getItem('portal.currentOrderId')).toBeNull();
    expect((screen.getByRole('button', { name: 'Start an application' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a server error: 'Error. Please try later.' and the form keeps what was typed", async () => {
    const { user } = renderQuickStart({ setup: json(500, { errorMessage: 'boom' }) });
    await addService(user, 'National Police Check');
    await fillApplicant(user, complete);
    await user.click(startButton());
    await waitFor(() => expect(notices()).toEqual(['Error. Please try later.']));
    expect((screen.getByRole('textbox', { name: 'Surname' }) as HTMLInputElement).value).toBe('Nguyen');
    expect(screen.getByRole('button', { name: 'Start an application' })).toBeTruthy();
  });

  it("a refused order shows the server's reason", async () => {
    const { user } = renderQuickStart({
      setup: json(400, { errorMessage: 'Client 22 is not one of the clients you order for.' }),
    });
    await addService(user, 'National Police Check');
    await fillApplicant(user, complete);
    await user.click(startButton());
    await waitFor(() => expect(notices()).toEqual(['Client 22 is not one of the clients you order for.']));
  });
});

describe('the quick start keeps its draft (issue 16)', () => {
  it('offers what was chosen and typed back after a reload, until discarded', async () => {
    const first = renderQuickStart({ costCentres: COST_CENTRES });
    await addService(first.user, 'National Police Check');
    await first.user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ava');
    await first.user.tab();
    await waitFor(() => expect(localStorage.getItem(`portal.draft.${sessionStore.getUser()!.Id}.quickstart`)).toContain('Ava'));
    first.unmount();

    const again = renderQuickStart({ costCentres: COST_CENTRES });
    expect((await screen.findByText(/^We restored the check you had not started yet\./)).textContent).toMatch(/Kept on this device on/);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Ava'));
    expect(await screen.findByRole('button', { name: 'Remove National Police Check' })).toBeTruthy();

    await again.user.click(screen.getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(/We restored the check/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove National Police Check' })).toBeNull();
    expect(localStorage.getItem(`portal.draft.${sessionStore.getUser()!.Id}.quickstart`)).toBeNull();
  });
});
