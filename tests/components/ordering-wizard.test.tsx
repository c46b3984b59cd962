// The new-order wizard in the real route table: BACK and NEXT by §2.1, the side cart, step 1's list, and SUBMIT.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore, cartStorageKey } from '../../src/features/ordering/cart';
import { json, stubFetch } from './shell-helpers';
import { cartWith, clientOptionAnswers, IDV, PC, person, RC, renderAt, startWith } from './ordering-helpers';

const question = { QuestionSection: 'Conduct', QuestionType: 'text' as const, QuestionDesc: 'Describe their teamwork.', Sort: 0, type: 'custom' as const };
const noTemplates = { 'POST /api/utilities/reference_repertoire_types_v2': json(200, []) };
const path = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('step 1, Choose Your Checks', () => {
  beforeEach(() => startWith());

  it("lists the user's services once by name, fills the cart, and NEXT needs a service", async () => {
    stubFetch({
      // The same check under two ServiceIDs is shown once (§3 "Service").
      'GET /api/services/by_user/7': json(200, [PC, RC, { ...PC, ServiceID: 'PC2' }]),
      ...clientOptionAnswers(),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/admin/neworder/1/');
    await screen.findByRole('button', { name: 'Add National Police Check' }, { timeout: 5000 });
    expect(screen.getAllByText('National Police Check')).toHaveLength(1);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 1 of 3');

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please select a service')).toBeTruthy();
    expect(path(router)).toBe('/admin/neworder/1/');

    await user.click(screen.getByRole('button', { name: 'Add Reference Check' }));
    const cart = screen.getByRole('complementary', { name: 'Your cart' });
    const inCart = within(within(cart).getByRole('list', { name: 'Services in the cart' }));
    expect(inCart.getByRole('listitem').textContent).toBe('Reference Check$58.50');
    // With RC the stepper has Add Questions.
    expect(screen.getByText('Add Questions')).toBeTruthy();
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 1 of 4');

    await user.click(screen.getByRole('button', { name: 'Remove Reference Check' }));
    expect(screen.queryByText('Add Questions')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add National Police Check' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path(router)).toBe('/admin/neworder/2/'));
  });

  it('NEXT clears the questions', async () => {
    startWith(undefined, (c) => ({ ...cartWith([RC])(c), questions: [question] }));
    stubFetch({ 'GET /api/services/by_user/7': json(200, [RC]), ...clientOptionAnswers() });
    const user = userEvent.setup();
    renderAt('/admin/neworder/1/');
    await screen.findByRole('button', { name: 'Remove Reference Check' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(cartStore.get().questions).toEqual([]));
  });

  it("says 'No services.' for an empty list and 'Connection error. Please try later.' when it cannot be read", async () => {
    stubFetch({ 'GET /api/services/by_user/7': json(200, []) });
    const first = renderAt('/admin/neworder/1/');
    expect(await screen.findByText('No services.', {}, { timeout: 5000 })).toBeTruthy();
    first.unmount();

    startWith();
    stubFetch({ 'GET /api/services/by_user/7': json(404, {}) });
    renderAt('/admin/neworder/1/');
    expect((await screen.findByRole('alert')).textContent).toBe('Connection error. Please try later.');
  });
});

describe('steps 2 to 4', () => {
  it("step 2: NEXT needs an applicant ('Participants required.'), BACK goes to step 1", async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch({ ...clientOptionAnswers(), 'GET /api/services/by_user/7': json(200, [PC]) });
    const user = userEvent.setup();
    const { router } = renderAt('/admin/neworder/2/');
    await screen.findByRole('heading', { name: 'Add Applicants' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Participants required.')).toBeTruthy();
    expect(path(router)).toBe('/admin/neworder/2/');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(path(router)).toBe('/admin/neworder/1/'));
  });

  it('step 2: NEXT goes to step 3 with RC, and to step 4 without; BACK from 4 returns to 2 without RC', async () => {
    startWith(undefined, cartWith([PC, RC], [person('Ava')]));
    stubFetch({ ...clientOptionAnswers(), ...noTemplates });
    const user = userEvent.setup();
    const withRc = renderAt('/admin/neworder/2/');
    await screen.findByRole('heading', { name: 'Add Applicants' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path(withRc.router)).toBe('/admin/neworder/3/'));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path(withRc.router)).toBe('/admin/neworder/4/'));
    // The confirmation is the 4th of 4 steps with RC.
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 4 of 4');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(path(withRc.router)).toBe('/admin/neworder/3/'));
    withRc.unmount();

    startWith(undefined, cartWith([PC], [person('Ava')]));
    const withoutRc = renderAt('/admin/neworder/2/');
    await screen.findByRole('heading', { name: 'Add Applicants' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path(withoutRc.router)).toBe('/admin/neworder/4/'));
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 3 of 3');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(path(withoutRc.router)).toBe('/admin/neworder/2/'));
  });

  it('sends the confirmation step without services to step 1', async () => {
    startWith();
    stubFetch({ 'GET /api/services/by_user/7': json(200, [PC]) });
    const { router } = renderAt('/admin/neworder/4/');
    await waitFor(() => expect(path(router)).toBe('/admin/neworder/1/'));
  });
});

describe('step 4, Order Confirmation and SUBMIT', () => {
  beforeEach(() =>
    startWith(undefined, (c) => ({
      ...cartWith([PC, RC], [person('Ava'), person('Ben'), person('Cleo')])(c),
      questions: [question],
      registerLocation: 'clients/harbour-health',
    })),
  );

  it('shows the selected services, the number of checks and applicants, the costs, GST and total', async () => {
    stubFetch({});
    renderAt('/admin/neworder/4/');
    await screen.findByRole('heading', { name: 'Order Confirmation' }, { timeout: 5000 });
    const services = screen.getByRole('table', { name: 'Selected Services' });
    expect(within(services).getByText('National Police Check')).toBeTruthy();
    expect(within(services).getByText('$44.10')).toBeTruthy();
    expect(within(services).getByText('$58.50')).toBeTruthy();
    const costs = screen.getByLabelText('Order cost');
    const row = (label: string) => within(costs).getByText(label).parentElement?.textContent;
    expect(row('Cost per person')).toBe('Cost per person$102.60');
    expect(row('Cost of all orders')).toBe('Cost of all orders$307.80');
    expect(row('GST (10%)')).toBe('GST (10%)$30.78');
    expect(row('Total')).toBe('Total$338.58');
    expect(screen.getByTestId('order-total').textContent).toBe('$338.58');
    expect(screen.getByText('Number of checks').closest('.rt-DataListItem')?.textContent).toContain('2');
    expect(screen.getByText('Number of applicants').closest('.rt-DataListItem')?.textContent).toContain('3');
  });

  it("SUBMIT: 'Please wait...' (Esc does not close it), the order file, then the completion modal; CLOSE to the dashboard", async () => {
    let answer!: (response: Response) => void;
    const calls = stubFetch({
      'POST /api/utilities/save_applicants_file': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/admin/neworder/4/');
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }, { timeout: 5000 }));
    const wait = await screen.findByRole('dialog', { name: 'Please wait...' });
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body); // a click outside
    expect(screen.getByRole('dialog', { name: 'Please wait...' })).toBe(wait);

    const sent = calls.find((c) => c.url === '/api/utilities/save_applicants_file')!;
    const body = sent.body as { applicantsDetails: Record<string, string>[]; registerLocation: string; user_id: string; questions: unknown[] };
    expect(body.applicantsDetails).toHaveLength(6);
    expect(body.applicantsDetails.map((l) => `${l.FirstName}:${l.PurchasedService}:${l.TotalOrder}`)).toEqual([
      'Ava:PC:102.60', 'Ava:RC:102.60', 'Ben:PC:102.60', 'Ben:RC:102.60', 'Cleo:PC:102.60', 'Cleo:RC:102.60',
    ]);
    expect(body.registerLocation).toBe('clients/harbour-health');
    expect(body.user_id).toBe('7');
    expect(body.questions).toEqual([question]);
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await act(async () =>
      answer(
        json(200, {
          outcome: 'Orders registered.',
          orders: [
            { OrderID: 501, FirstName: 'Ava', MiddleName: 'Rose', SurName: 'Nguyen', Email: 'ava@example.com' },
            { OrderID: 502, FirstName: 'Ben', MiddleName: '', SurName: 'Nguyen', Email: 'ben@example.com' },
            { OrderID: 503, FirstName: 'Cleo', MiddleName: '', SurName: 'Nguyen', Email: 'cleo@example.com' },
          ],
        }),
      ),
    );
    const done = await screen.findByRole('dialog', { name: 'Order submitted' });
    expect(screen.queryByRole('dialog', { name: 'Please wait...' })).toBeNull();
    const listed = within(done).getByRole('table', { name: 'Registered applicants' });
    expect(within(listed).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      // The middle name is part of the name the modal lists.
      '501Ava Rose Nguyenava@example.com',
      '502Ben Nguyenben@example.com',
      '503Cleo Nguyencleo@example.com',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Order submitted' })).toBe(done);

    await user.click(within(done).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(path(router)).toBe('/admin/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(localStorage.getItem(cartStorageKey(7))).toBeNull());
  });

  it('a retry after a dropped connection sends the same Idempotency-Key, even after a reload', async () => {
    let fail = true;
    const calls = stubFetch({
      'POST /api/utilities/save_applicants_file': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return json(200, { outcome: 'Orders registered.', orders: [] });
      },
    });
    const user = userEvent.setup();
    const first = renderAt('/admin/neworder/4/');
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error sending your information.');
    expect(screen.queryByRole('dialog', { name: 'Please wait...' })).toBeNull();
    first.unmount();

    cartStore.reload(); // what a reload of the page reads back
    fail = false;
    renderAt('/admin/neworder/4/');
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }, { timeout: 5000 }));
    await screen.findByRole('dialog', { name: 'Order submitted' });
    const keys = calls.filter((c) => c.url === '/api/utilities/save_applicants_file').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a server error hides the wait modal and shows 'Error. Please try later.'; a 400 shows the server's message", async () => {
    let status = 500;
    stubFetch({
      'POST /api/utilities/save_applicants_file': () =>
        json(status, { errorMessage: status === 400 ? 'Line 3: The email address of Ben is not valid.' : 'Something broke.' }),
    });
    const user = userEvent.setup();
    renderAt('/admin/neworder/4/');
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error. Please try later.');
    expect(screen.queryByRole('dialog')).toBeNull();

    status = 400;
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Line 3: The email address of Ben is not valid.'));
    // Nothing typed is lost: the cart is as it was.
    expect(cartStore.get().applicants).toHaveLength(3);
  });
});

describe('the side cart', () => {
  it('lists the services with prices and the number of applicants beside every step', async () => {
    startWith(undefined, cartWith([PC, IDV], [person('Ava'), person('Ben')]));
    stubFetch({ ...clientOptionAnswers() });
    renderAt('/admin/neworder/2/');
    const cart = await screen.findByRole('complementary', { name: 'Your cart' }, { timeout: 5000 });
    expect(within(cart).getByText('Identity Verification')).toBeTruthy();
    expect(within(cart).getByText('$13.50')).toBeTruthy();
    expect(within(cart).getByText('$57.60')).toBeTruthy(); // per applicant
    expect(within(cart).getByTestId('cart-applicants').textContent).toBe('2');
  });
});

describe('the applicants table', () => {
  it('shows 50 applicants a page, and Remove all empties the list after a confirmation', async () => {
    const many = Array.from({ length: 120 }, (_, i) => person(`Person${i + 1}`));
    startWith(undefined, cartWith([PC], many));
    stubFetch({ ...clientOptionAnswers() });
    const user = userEvent.setup();
    renderAt('/admin/neworder/2/');
    const table = await screen.findByRole('table', { name: 'Applicants' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Applicants 1–50 of 120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Applicants 51–100 of 120')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Applicants' })).getAllByRole('row')[1].textContent).toContain('Person51 Nguyen');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Applicants 101–120 of 120')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove all applicants?' });
    expect(confirm.textContent).toContain('All 120 applicants are removed from this order.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove all' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Applicants' })).toBeNull());
    expect(cartStore.get().applicants).toEqual([]);
    expect(screen.getByText('No applicants yet. Enter their details or upload a file.')).toBeTruthy();
  });
});
