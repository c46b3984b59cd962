// The client dashboard's way in to ordering (portal §2 "Client dashboard").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../src/features/ordering/cart';
import { json, stubFetch } from './shell-helpers';
import { CLIENT, cartWith, PC, RC, renderAt, startWith } from './ordering-helpers';

const question = { QuestionSection: 'Conduct', QuestionType: 'text' as const, QuestionDesc: 'Describe their teamwork.', Sort: 0, type: 'custom' as const };

afterEach(() => vi.unstubAllGlobals());

async function openCreateDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create a new order' }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Create a new order' }) };
}

describe('Create a new order', () => {
  it('Generate multiple requests opens the wizard at step 1', async () => {
    startWith();
    stubFetch({ 'GET /api/services/by_user/7': json(200, [PC, RC]) });
    const { router } = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const { user, dialog } = await openCreateDialog();
    await user.click(within(dialog).getByRole('button', { name: /Generate multiple requests/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/neworder/1/'));
    expect(await screen.findByRole('heading', { name: 'Choose your checks' }, { timeout: 5000 })).toBeTruthy();
  });

  it('Start a check clears the stored questions and opens the quick start', async () => {
    startWith(undefined, (c) => ({ ...cartWith([RC])(c), questions: [question] }));
    // The quick start reads its lists; their answers do not matter here.
    stubFetch({});
    const { router } = renderAt('/admin/dashboard');
    const { user, dialog } = await openCreateDialog();
    await user.click(within(dialog).getByRole('button', { name: /Start a check/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/individual_form/'));
    await waitFor(() => expect(cartStore.get().questions).toEqual([]));
  });
});

describe('a Restricted view user', () => {
  const VIEWER = { ...CLIENT, dashboardInfo: { ...CLIENT.dashboardInfo, AccessLevel: 'Restricted view' } };

  it('is offered no new order, and the wizard says why instead of taking typing the server would refuse', async () => {
    startWith(VIEWER);
    stubFetch({ 'GET /api/services/by_user/7': json(200, [PC, RC]) });
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a new order' })).toBeNull();
    vi.unstubAllGlobals();
    startWith(VIEWER);
    stubFetch({ 'GET /api/services/by_user/7': json(200, [PC, RC]) });
    renderAt('/admin/neworder/1/');
    expect(await screen.findByText('Your access level (Restricted view) lets you follow orders, not place them.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your checks' })).toBeNull();
  });
});
