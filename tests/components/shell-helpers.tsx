// Shared set-up of the shell and auth component tests: render the real route table in a memory router,
// answer fetch from a table of routes, and prepare sessions.
import { useLayoutEffect, type ReactElement } from 'react';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { App } from '../../src/app/App';
import { AppRoutes } from '../../src/app/router';
import { dismissAllNotices } from '../../src/app/notices';
import { routes } from '../../src/app/routes';
import { sessionStore, type SessionUser } from '../../src/app/session-store';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | (() => Response | Promise<Response>) | Error;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch: each key is "METHOD /path" (path as requested, under /api); an Error answer rejects like a
 * network failure. Unlisted calls fail the test loudly. Returns the calls made, in order.
 */
export function stubFetch(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init.method ?? 'GET').toUpperCase();
      // Header names are compared in lower case, as HTTP does.
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ method, url, headers, body });
      const answer = answers[`${method} ${url}`];
      if (answer === undefined) throw new Error(`Unexpected call in test: ${method} ${url}`);
      if (answer instanceof Error) throw new TypeError('Failed to fetch');
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

export function makeUser(rol: 1 | 2, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    Id: rol === 1 ? 41 : 7,
    Name: rol === 1 ? 'Olivia Nguyen' : 'Liam Walsh',
    rol,
    token: `token-${rol}`,
    dashboardInfo: {
      dashboardType: rol === 1 ? 'individual' : 'client',
      ShowClientName: '0',
      SearchClient: '0',
      ClientID: rol === 1 ? '0' : '12',
      ClientName: rol === 1 ? '' : 'Harbour Logistics Pty Ltd',
      LogoURL: '',
      AccessLevel: rol === 1 ? '' : 'Full view',
    },
    ...overrides,
  };
}

/** A clean slate: nobody signed in, nothing stored, no notices. */
export function resetShell(): void {
  localStorage.clear();
  sessionStore.reload();
  sessionStore.clearReason();
  dismissAllNotices();
}

/** What a test reads of the app's router: the location on screen, and navigating. */
export interface AppRouter {
  readonly state: { readonly location: Location };
  navigate: NavigateFunction;
}

/** Reports the committed location and the navigate function to the test. */
function RouterProbe({ probe }: { probe: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  });
  return null;
}

/** The real route table in a memory router at `path`, as main.tsx renders it in the browser's. */
export function appAt(path: string): { router: AppRouter; ui: ReactElement } {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: AppRouter = {
    get state() {
      if (!probe.location) throw new Error('The app has not rendered yet');
      return { location: probe.location };
    },
    navigate: ((to: never, options?: never) => probe.navigate!(to, options)) as NavigateFunction,
  };
  const ui = (
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <RouterProbe probe={probe} />
      </MemoryRouter>
    </App>
  );
  return { router, ui };
}

export function renderAt(path: string): RenderResult & { router: AppRouter } {
  const { router, ui } = appAt(path);
  return { router, ...render(ui) };
}

/**
 * Opens the header's account menu as a user does: the pointer comes over the button first, which loads the menu's
 * code (AppHeader), and the press waits for the real trigger (Radix gives it an id). A press straddling the code's
 * arrival is account-menu.test's case; clicked at once, the code arriving between userEvent's pointer down and its
 * click (a loaded CI machine) let the menu open and close again in jsdom.
 */
export async function openAccountMenu(user: UserEvent, name: string): Promise<void> {
  const label = `Account menu for ${name}`;
  await user.hover(await screen.findByRole('button', { name: label }));
  const trigger = await waitFor(() => {
    const button = screen.getByRole('button', { name: label });
    expect(button.id).not.toBe('');
    return button;
  });
  await user.click(trigger);
}
