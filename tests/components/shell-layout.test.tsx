import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANDS } from '../../src/app/brands';
import { pageRoles } from '../../src/app/menu-pages';
import { SESSION_STORAGE_KEY, sessionStore } from '../../src/app/session-store';
import { json, makeUser, openAccountMenu, renderAt, resetShell, stubFetch } from './shell-helpers';
import { JOB_ADDER_LINKED_TEXT } from '../../src/features/auth/JobAdderReturnPage';

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

// A page's code is started while the routes render (AppRoutes); the header's loading spinner hears of it after that
// render, not during it, which would update one component while React renders another. React says so once per run,
// in whichever test first loads a page's code, so the whole file is watched.
let consoleErrors: MockInstance<typeof console.error>;
beforeAll(() => {
  consoleErrors = vi.spyOn(console, 'error');
});
afterAll(() => {
  const updatesInRender = consoleErrors.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('Cannot update a component'));
  consoleErrors.mockRestore();
  expect(updatesInRender).toEqual([]);
});

function menuEntries(nav: HTMLElement): [string, string | null][] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('admin guard', () => {
  it.each(['/admin', '/admin/home', '/admin/deals/1042'])('sends a signed-out visitor of %s to /login', async (path) => {
    stubFetch({});
    const { router } = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends /admin to the home of the role', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    const individual = renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(individual.router.state.location.pathname).toBe('/admin/home');
    individual.unmount();

    sessionStore.setUser(makeUser(2));
    const client = renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(client.router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe("another role's page", () => {
  it.each<[1 | 2, string, string, string]>([
    [2, '/admin/home', '/admin/dashboard', 'Dashboard'],
    [2, '/admin/history', '/admin/dashboard', 'Dashboard'],
    [2, '/admin/settings', '/admin/dashboard', 'Dashboard'],
    [1, '/admin/dashboard', '/admin/home', 'Home'],
    [1, '/admin/neworder/1', '/admin/home', 'Home'],
    [1, '/admin/individual_form/', '/admin/home', 'Home'],
    [1, '/admin/report_details/2', '/admin/home', 'Home'],
    [1, '/admin/backoffice/enquiries', '/admin/home', 'Home'],
  ])('sends a role %s user from %s to their own home, %s', async (rol, path, home, title) => {
    stubFetch({});
    sessionStore.setUser(makeUser(rol));
    const { router } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(home);
  });

  it('sends an operator from a client or applicant page to the back office', async () => {
    stubFetch({});
    sessionStore.setUser({ ...makeUser(1), rol: 3, dashboardInfo: { ...makeUser(1).dashboardInfo, dashboardType: 'operator' } });
    const { router } = renderAt('/admin/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/backoffice'));
  });

  it('opens the shared pages for both roles and leaves unknown paths to the not-found page', () => {
    expect(pageRoles('/admin/application/2')).toEqual([1, 2]);
    expect(pageRoles('/admin/edit-application/1042')).toEqual([1, 2]);
    expect(pageRoles('/admin/deals/1042')).toEqual([1, 2]);
    expect(pageRoles('/admin/backoffice/forms/x')).toEqual([3]);
    expect(pageRoles('/admin/no-such-page')).toBeNull();
    expect(pageRoles('/admin')).toBeNull();
  });
});

describe('side drawer', () => {
  it('shows an individual only the role 1 entries', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menuEntries(nav)).toEqual([
      ['Home', '/admin/home'],
      ['Help Center', '/admin/faq'],
      ['Contact Us', '/admin/contact'],
      ['Order History', '/admin/history'],
      ['Account Information', '/admin/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a client only the role 2 entries, with the client logo', async () => {
    stubFetch({});
    const user = makeUser(2);
    sessionStore.setUser({ ...user, dashboardInfo: { ...user.dashboardInfo, LogoURL: '/files/harbour.png' } });
    renderAt('/admin/reports');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menuEntries(nav)).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Invoices', '/admin/invoices'],
      ['Reports', '/admin/reports'],
      ['Third Parties', '/admin/thirdparties'],
      ['Help Center', '/admin/faqclient'],
      ['Contact Us', '/admin/contactclient'],
      ['Account Information', '/admin/clientsettings'],
    ]);
    expect(screen.getByRole('img', { name: 'Harbour Logistics Pty Ltd logo' }).getAttribute('src')).toBe(
      '/files/harbour.png',
    );
  });

  it("falls back to the portal logo when the client has none", async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/home');
    expect((await screen.findByRole('img', { name: 'ClearCheck' })).getAttribute('src')).toBe(BRANDS.portal.logo);
  });

  it('opens as a slide-over from the menu button and closes after choosing a page', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(2));
    const { router } = renderAt('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/invoices');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('header', () => {
  it("shows the user's name and logs out from its menu", async () => {
    const calls = stubFetch({ 'POST /api/auth/logout': json(200, {}) });
    sessionStore.setUser(makeUser(1, { token: 'jwt-olivia' }));
    const { router } = renderAt('/admin/faq');
    const user = userEvent.setup();
    await openAccountMenu(user, 'Olivia Nguyen');
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer jwt-olivia'],
    ]));
  });
});

describe('pages', () => {
  it.each([
    ['/admin/deals/1042', 'Deals'],
    ['/admin/neworder/1', 'New order'],
    ['/admin/application/1', 'Application'],
    ['/admin/edit-application/', 'Edit Application'],
    ['/admin/individual_form/', 'Start a new check'],
  ])('%s shows its title', async (path, title) => {
    stubFetch({});
    sessionStore.setUser(makeUser(2));
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · ClearCheck`));
  });

  it('shows the public references form route without signing in', async () => {
    // An unknown link: the page's own not-found answer, reached without a session.
    const notFound = json(404, { statusCode: 404, error: 'Not Found', errorMessage: 'Not found.' });
    stubFetch({ 'POST /api/website/references_form_get': notFound, 'POST /api/website/references_form_request': notFound.clone() });
    renderAt('/referencesform/1042/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reference form not found' })).toBeTruthy();
  });

  it('shows a not-found page with a link home for an unknown path', async () => {
    stubFetch({});
    const { router } = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page inside the layout for an unknown admin path', async () => {
    stubFetch({});
    sessionStore.setUser(makeUser(1));
    renderAt('/admin/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});

describe('JobAdder return page', () => {
  it('sends the code with the session token and UserId, then says the account is linked', async () => {
    let release: (answer: Response) => void = () => undefined;
    const calls = stubFetch({
      'POST /api/job-adder/auth': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    sessionStore.setUser(makeUser(2, { token: 'jwt-liam' }));
    renderAt('/jobAdderOAuthHandler?code=auth-code-1&state=session-state');
    expect(await screen.findByText('Linking your JobAdder account…')).toBeTruthy();
    // The page may say so before its request has gone (a loaded machine): the answer is given to the request.
    await waitFor(() => expect(calls).toHaveLength(1));
    release(json(200, {}));
    expect(await screen.findByText(JOB_ADDER_LINKED_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Third Parties' }).getAttribute('href')).toBe('/admin/thirdparties');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ authCode: 'auth-code-1', state: 'session-state' });
    expect(calls[0].headers.authorization).toBe('Bearer jwt-liam');
    expect(calls[0].headers.userid).toBe('7');
  });

  it('tells the user when the authorisation failed, and never a success beside it', async () => {
    stubFetch({ 'POST /api/job-adder/auth': json(400, { errorMessage: 'That JobAdder authorisation has expired.' }) });
    sessionStore.setUser(makeUser(2));
    renderAt('/jobAdderOAuthHandler?code=used-code&state=session-state');
    expect((await screen.findByRole('alert')).textContent).toContain('Job Adder authentication failed');
    expect(screen.queryByText(JOB_ADDER_LINKED_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Third Parties' })).toBeTruthy();
  });
});
