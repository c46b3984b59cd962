// The route table (routes.tsx) rendered by React Router's declarative router (issue 10, first loads). The table is
// written as data-router objects (`lazy`, `HydrateFallback`, `errorElement`), and the portal used only those features of
// a data router, no loaders nor actions; the data router itself (createBrowserRouter, 29 KiB gzip against 13 for the
// declarative one) was the largest part of the router on every first load. The same features, here:
// - `lazy`: the route's code loads when it is first rendered (React.lazy). React Router renders location changes in a
//   transition, so the page on screen stays until the next one's code is here, as with a data router.
// - `HydrateFallback`: shown while the first page's code arrives (a Suspense boundary).
// - `errorElement`: shown in the route's place when it fails to render or its code cannot be fetched; useRouteFailure()
//   gives it the error. Navigating elsewhere clears it.
// - useRouteCodeLoading(): true while a page's code loads (what useNavigation().state === 'loading' said).
// - ScrollRestoration: a new page starts at the top (or its #hash), back and forward return to where the page was.
// A data-router feature this does not carry (a loader, an action...) fails loudly instead of being ignored.
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';

// --- page code loading ---

let loadsInFlight = 0;
const loadListeners = new Set<() => void>();

function countLoad(delta: number): void {
  loadsInFlight += delta;
  // Told once the render that started the load is over (AppRoutes starts a page's code while it renders): telling the
  // header's spinner then would update one component while React renders another.
  queueMicrotask(() => {
    for (const listener of loadListeners) listener();
  });
}

function subscribeToLoads(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** True while a route's code is being fetched. */
export function useRouteCodeLoading(): boolean {
  return useSyncExternalStore(
    subscribeToLoads,
    () => loadsInFlight > 0,
    () => false,
  );
}

// --- route errors ---

const RouteFailureContext = createContext<unknown>(undefined);

/** The error an `errorElement` is shown for. */
export function useRouteFailure(): unknown {
  return useContext(RouteFailureContext);
}

interface BoundaryProps {
  fallback: ReactNode;
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  locationKey: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Another location: the route is tried again.
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <RouteFailureContext.Provider value={failure.error}>{this.props.fallback}</RouteFailureContext.Provider>;
  }
}

function ErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} locationKey={key}>
      {children}
    </RouteErrorBoundary>
  );
}

// --- the route table ---

/** RouteObject keys this router renders; any other (loader, action...) is a data-router feature it does not have. */
const SUPPORTED = new Set(['path', 'index', 'caseSensitive', 'id', 'children', 'element', 'Component', 'lazy', 'errorElement', 'HydrateFallback']);

/** Starts loading the code of a route rendered with a lazy page; the same promise every time. */
const preloads = new WeakMap<RouteObject, () => Promise<{ default: ComponentType }>>();

function lazyPage(load: RouteObject['lazy'], where: string): { element: ReactNode; preload: () => Promise<{ default: ComponentType }> } {
  if (typeof load !== 'function') throw new Error(`Route ${where}: only a function \`lazy\` is supported`);
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= (async () => {
      countLoad(1);
      try {
        const { Component: Loaded, element, ...rest } = await load();
        const extra = Object.keys(rest);
        if (extra.length > 0) throw new Error(`Route ${where}: lazy() may give Component or element only, not ${extra.join(', ')}`);
        if (Loaded) return { default: Loaded };
        return { default: () => element ?? null };
      } catch (error) {
        // A failed fetch (a new release, the network) is tried again on the next visit.
        loading = undefined;
        throw error;
      } finally {
        countLoad(-1);
      }
    })());
  const Page = lazy(preload);
  return { element: <Page />, preload };
}

function toRendered(route: RouteObject): RouteObject {
  const where = route.path ?? (route.index ? '(index)' : '(layout)');
  const unsupported = Object.keys(route).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`Route ${where}: ${unsupported.join(', ')} needs a data router (src/app/router.tsx)`);
  const { lazy: load, Component: Page, errorElement, HydrateFallback: Fallback, children, element, path, index, caseSensitive } = route;
  const page = load ? lazyPage(load, where) : undefined;
  let rendered: ReactNode = page ? page.element : (element ?? (Page ? <Page /> : undefined));
  if (Fallback) rendered = <Suspense fallback={<Fallback />}>{rendered}</Suspense>;
  if (errorElement) rendered = <ErrorBoundary fallback={errorElement}>{rendered}</ErrorBoundary>;
  const base = { path, caseSensitive, element: rendered };
  const result: RouteObject = index ? { ...base, index: true } : { ...base, children: children?.map(toRendered) };
  if (page) preloads.set(result, page.preload);
  return result;
}

/** The route table as elements for useRoutes, made once per table. */
const renderedTables = new WeakMap<RouteObject[], RouteObject[]>();

/**
 * Renders the route table at the current location (inside a BrowserRouter or MemoryRouter). The code of every route
 * the location matches starts loading at once, as a data router does, not each after its parent has rendered.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  let rendered = renderedTables.get(routes);
  if (!rendered) {
    rendered = routes.map(toRendered);
    renderedTables.set(routes, rendered);
  }
  const location = useLocation();
  for (const match of matchRoutes(rendered, location) ?? []) {
    preloads.get(match.route)?.().catch(() => {
      // The route's own render meets the failure and shows the error element.
    });
  }
  return useRoutes(rendered, location);
}

// --- scroll ---

const SCROLL_KEY = 'react-router-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = typeof window === 'undefined' ? {} : savedPositions();
let currentKey = '';

function rememberScroll(): void {
  if (currentKey) positions[currentKey] = window.scrollY;
}

function savePositions(): void {
  rememberScroll();
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/**
 * A new page starts at the top (or at the element its #hash names); back, forward and a reload return to where that
 * page was scrolled. Positions are remembered by history entry, in sessionStorage.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', rememberScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', rememberScroll);
      window.removeEventListener('pagehide', savePositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = positions[location.key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
