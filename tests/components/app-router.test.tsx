// src/app/router.tsx: the route table's data-router features (lazy, HydrateFallback, errorElement, the loading flag,
// scroll restoration) on React Router's declarative router.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useNavigate, type RouteObject } from 'react-router-dom';

/** What a route's `lazy` gives. */
type LazyParts = Pick<RouteObject, 'Component' | 'element'>;
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, ScrollRestoration, useRouteCodeLoading, useRouteFailure } from '../../src/app/router';

/** A promise the test settles: the route's code "arrives" when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Failure() {
  const error = useRouteFailure();
  return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function Shell() {
  const loading = useRouteCodeLoading();
  const navigate = useNavigate();
  return (
    <>
      {loading ? <p>Loading page</p> : null}
      <button onClick={() => navigate('/b')}>to b</button>
      <button onClick={() => navigate('/a')}>to a</button>
      <Outlet />
    </>
  );
}

function renderRoutes(routes: RouteObject[], path = '/a') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
}

describe('AppRoutes', () => {
  it('shows HydrateFallback until the first page arrives, then keeps a page on screen while the next one loads', async () => {
    const a = deferred<LazyParts>();
    const b = deferred<LazyParts>();
    const user = userEvent.setup();
    renderRoutes([
      {
        element: <Shell />,
        HydrateFallback: () => <p>First load</p>,
        errorElement: <Failure />,
        children: [
          { path: 'a', lazy: () => a.promise },
          { path: 'b', lazy: () => b.promise },
        ],
      },
    ]);
    expect(screen.getByText('First load')).toBeTruthy();
    await act(async () => a.resolve({ element: <h1>Page A</h1> }));
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'to b' }));
    // Page A stays, with the loading flag, until B's code is here; the first-load fallback does not come back.
    expect(await screen.findByText('Loading page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(screen.queryByText('First load')).toBeNull();
    await act(async () => b.resolve({ Component: () => <h1>Page B</h1> }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull());
  });

  it('loads a nested route and its layout at once, not one after the other', async () => {
    const layout = vi.fn(() => new Promise<LazyParts>(() => {}));
    const page = vi.fn(() => new Promise<LazyParts>(() => {}));
    renderRoutes([{ path: 'a', lazy: layout, children: [{ index: true, lazy: page }] }]);
    await waitFor(() => expect(layout).toHaveBeenCalledTimes(1));
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('shows the error element when a page fails or its code cannot be fetched, and leaves it on navigating away', async () => {
    const user = userEvent.setup();
    function Broken(): never {
      throw new Error('render failed');
    }
    function Nav() {
      const navigate = useNavigate();
      return ['/a', '/b', '/c'].map((to) => (
        <button key={to} onClick={() => navigate(to)}>
          go {to}
        </button>
      ));
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Nav />
        <AppRoutes
          routes={[
            {
              errorElement: <Failure />,
              element: <Outlet />,
              children: [
                { path: 'a', lazy: async () => Promise.reject(new Error('chunk missing')) },
                { path: 'b', Component: Broken },
                { path: 'c', element: <h1>Page C</h1> },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: chunk missing');
    await user.click(screen.getByRole('button', { name: 'go /c' }));
    expect(await screen.findByRole('heading', { name: 'Page C' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: render failed');
    quiet.mockRestore();
  });

  it('refuses a route feature it does not carry rather than ignore it', () => {
    expect(() => renderRoutes([{ path: 'a', loader: () => null, element: <p>A</p> }])).toThrow(/loader needs a data router/);
  });
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and brings back the position of a page returned to', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let navigate!: ReturnType<typeof useNavigate>;
    function Page({ name }: { name: string }) {
      navigate = useNavigate();
      return <h1>{name}</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollRestoration />
        <AppRoutes
          routes={[
            { path: 'a', element: <Page name="A" /> },
            { path: 'b', element: <Page name="B" /> },
          ]}
        />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'A' });
    // The user scrolls page A down, then follows a link.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    await act(async () => navigate('/b'));
    await screen.findByRole('heading', { name: 'B' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => navigate(-1));
    await screen.findByRole('heading', { name: 'A' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    scrollTo.mockRestore();
  });
});
