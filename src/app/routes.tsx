// The route table (portal §2). The one place in app/ that names feature screens; all but the login are
// code-split, so the first page carries only what signing in needs.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Flex, Spinner } from '@radix-ui/themes';
import { readApplicationEarly } from '../features/application/earlyReads';
import { LoginPage } from '../features/auth/LoginPage';
import { BRANDS, type Brand } from './brands';
import { RequireSignedIn, RoleHomeRedirect } from './guards';
import { MENU_PAGES } from './menu-pages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * Screens of /admin for clients and individuals that later issues build; until then each shows its title. Paths are
 * below /admin.
 */
export const ADMIN_PAGES: readonly { path: string; title: string }[] = [
  ...MENU_PAGES.filter((entry) => entry.role !== 3).map((entry) => ({ path: entry.path.replace(/^\/admin\//, ''), title: entry.label })),
  { path: 'application/*', title: 'Application' },
  { path: 'edit-application/*', title: 'Edit Application' },
  { path: 'individual_form/*', title: 'Start a new check' },
  { path: 'neworder/:step?', title: 'New order' },
  { path: 'deals/:id', title: 'Deals' },
  { path: 'report_details/:id', title: 'Report details' },
];

type PageCode = () => Promise<{ Component: ComponentType }>;

/**
 * A page's code with the reads its first render makes started beside it (api.readEarly), when the route first
 * matches: on a first visit the data's round trips overlap the code's download instead of following it.
 */
function withEarlyReads(load: PageCode, reads: () => void): PageCode {
  return () => {
    reads();
    return load();
  };
}

/** Screens of /admin that are built, by path below /admin; they take the place of their title pages above. */
const BUILT_ADMIN_PAGES: RouteObject[] = [
  {
    path: 'home',
    // No early read of the orders: with them there at its first render, home drew its cards before its first paint
    // (Lighthouse's LCP 2.1-2.3 -> 2.4-3.0 s) and showed them no sooner on a throttled phone (docs/performance.md "Early reads").
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  {
    path: 'history',
    lazy: async () => ({ Component: (await import('../features/history/HistoryPage')).HistoryPage }),
  },
  {
    path: 'application/*',
    lazy: withEarlyReads(
      async () => ({ Component: (await import('../features/application/ApplicationPage')).ApplicationPage }),
      () => readApplicationEarly(window.location.pathname),
    ),
  },
  {
    path: 'edit-application/*',
    lazy: async () => ({ Component: (await import('../features/edit-application/EditApplicationPage')).EditApplicationPage }),
  },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  },
  {
    path: 'invoices',
    lazy: async () => ({ Component: (await import('../features/invoices/InvoicesPage')).InvoicesPage }),
  },
  {
    path: 'neworder/:step?',
    lazy: async () => ({ Component: (await import('../features/ordering/wizard/NewOrderPage')).NewOrderPage }),
  },
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('../features/reports/pages')).ReportsPage }),
  },
  {
    path: 'report_details/:id',
    lazy: async () => ({ Component: (await import('../features/reports/pages')).ReportDetailsPage }),
  },
  {
    path: 'individual_form/*',
    // Its service list shows tooltips: the provider comes with the page (TooltipProvider.tsx says why).
    lazy: async () => {
      const [{ QuickStartPage }, { TooltipProvider }] = await Promise.all([
        import('../features/ordering/quickstart/QuickStartPage'),
        import('./TooltipProvider'),
      ]);
      return {
        element: (
          <TooltipProvider>
            <QuickStartPage />
          </TooltipProvider>
        ),
      };
    },
  },
  // Account Information, Help Center and Contact Us: one page each for both kinds (the page reads the role).
  ...['settings', 'clientsettings'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/account/AccountPage')).AccountPage }),
  })),
  {
    path: 'deals/:id',
    lazy: async () => ({ Component: (await import('../features/deals/DealsPage')).DealsPage }),
  },
  {
    path: 'thirdparties',
    lazy: async () => ({ Component: (await import('../features/thirdparties/ThirdPartiesPage')).ThirdPartiesPage }),
  },
  ...['faq', 'faqclient'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/help/HelpPage')).HelpPage }),
  })),
  ...['contact', 'contactclient'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }),
  })),
];
const builtPaths = new Set(BUILT_ADMIN_PAGES.map((route) => route.path));

/**
 * The back office (issue 11), for operators only (RequireSignedIn keeps everyone else out, and operators in): one lazy
 * route of its own, so no other page's first load grows.
 */
const BACKOFFICE_PAGES: RouteObject[] = [
  // The enquiries of Contact Us, beside the queue (a more specific path than backoffice/*, so it wins).
  {
    path: 'backoffice/enquiries',
    lazy: async () => ({ Component: (await import('../features/contact/EnquiriesPage')).EnquiriesPage }),
  },
  // The partners of the Deals page with their click counts.
  {
    path: 'backoffice/partners',
    lazy: async () => ({ Component: (await import('../features/deals/PartnersAdminPage')).PartnersAdminPage }),
  },
  // The operator's own Account Information: the page clients and applicants have, with their sessions and second factors.
  {
    path: 'backoffice/account',
    lazy: async () => ({ Component: (await import('../features/account/AccountPage')).AccountPage }),
  },
  // The form designer: the application's tabs and the reference questionnaires, as data.
  {
    path: 'backoffice/forms/*',
    lazy: async () => ({ Component: (await import('../features/designer/DesignerRoutes')).DesignerRoutes }),
  },
  {
    path: 'backoffice/*',
    lazy: async () => ({ Component: (await import('../features/backoffice/BackofficeRoutes')).BackofficeRoutes }),
  },
];

function titledPage(title: string): RouteObject['lazy'] {
  return async () => {
    const { TitledPage } = await import('../features/shell-pages/TitledPage');
    return { element: <TitledPage title={title} /> };
  };
}

function forgotPasswordPage(brand: Brand): RouteObject['lazy'] {
  return async () => {
    const { ForgotPasswordPage } = await import('../features/auth/ForgotPasswordPage');
    return { element: <ForgotPasswordPage brand={brand} /> };
  };
}

function notFoundPage(inLayout: boolean): RouteObject['lazy'] {
  return async () => {
    const { NotFoundPage } = await import('../features/shell-pages/NotFoundPage');
    return { element: <NotFoundPage inLayout={inLayout} /> };
  };
}

/** Shown while the first screen's code arrives on a deep link. */
function FirstLoad() {
  return (
    <Flex minHeight="100vh" align="center" justify="center">
      <Spinner size="3" aria-label="Loading" />
    </Flex>
  );
}

/** The partner brands: login at /{brand}/{clientKey?}, forgot password below it. */
function brandRoutes(brand: Brand): RouteObject[] {
  const base = brand.loginPath.replace(/^\//, '');
  return [
    { path: `${base}/:clientKey?`, element: <LoginPage brand={brand} /> },
    { path: `${base}/:clientKey?/resetpassword`, lazy: forgotPasswordPage(brand) },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      ...brandRoutes(BRANDS.checkmate),
      ...brandRoutes(BRANDS.worecs),
      { path: 'resetpassword', lazy: forgotPasswordPage(BRANDS.portal) },
      {
        path: 'jobAdderOAuthHandler',
        lazy: async () => ({ Component: (await import('../features/auth/JobAdderReturnPage')).JobAdderReturnPage }),
      },
      {
        path: 'referencesform/:orderId/:refereeId',
        lazy: async () => ({ Component: (await import('../features/references/ReferencesFormPage')).ReferencesFormPage }),
      },
      {
        path: 'admin',
        element: <RequireSignedIn />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/AdminLayout')).AdminLayout }),
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              ...BACKOFFICE_PAGES,
              ...BUILT_ADMIN_PAGES,
              ...ADMIN_PAGES.filter(({ path }) => !builtPaths.has(path)).map(({ path, title }) => ({
                path,
                lazy: titledPage(title),
              })),
              { path: '*', lazy: notFoundPage(true) },
            ],
          },
        ],
      },
      { path: '*', lazy: notFoundPage(false) },
    ],
  },
];
