// Rendering helpers of the quickstart-*.test.tsx component tests: the quick start page at /admin/individual_form/ in a
// memory router (with a stand-in for the application's first step), a signed-in client user, and fetch answered from
// a table of the demo's data.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { NoticeViewport } from '../../src/app/notices';
import { sessionStore } from '../../src/app/session-store';
import { QuickStartPage } from '../../src/features/ordering/quickstart/QuickStartPage';
import type { Service } from '../../src/features/ordering/services';
import { json, makeUser, stubFetch } from './shell-helpers';

export const SERVICES: Service[] = [
  { ServiceID: 'PC', ServiceName: 'National Police Check', RunOption: 'Full scope', PackageName: 'Police', ContractPrice: 49 },
  { ServiceID: 'RC', ServiceName: 'Reference Check', RunOption: 'Full scope', PackageName: 'References', ContractPrice: 65.5 },
  { ServiceID: 'QV', ServiceName: 'Qualification Verification', RunOption: 'Partial scope', PackageName: 'Employment', ContractPrice: 55 },
];

/**
 * A recruiter's clients' own contracts (GET /services/by_client): Harbour Health pays less for PC and has no
 * references service; Southern Cross has both, at its prices. The agency's own (by_user, SERVICES) is never shown.
 */
export const CLIENT_SERVICES: Record<number, Service[]> = {
  21: [{ ...SERVICES[0], ContractPrice: 44.1 }, SERVICES[2]],
  22: [
    { ...SERVICES[0], ContractPrice: 52 },
    { ...SERVICES[1], ContractPrice: 70 },
  ],
};

export const CLIENTS = [
  { ClientID: 21, CompanyName: 'Harbour Health Group' },
  { ClientID: 22, CompanyName: 'Southern Cross Logistics' },
];

export const COST_CENTRES = [
  { CostCentreID: 5, CostCentreDesc: 'Nursing' },
  { CostCentreID: 6, CostCentreDesc: 'Aged care' },
];

export interface QuickStartSetup {
  recruiter?: boolean;
  accessLevel?: 'Full view' | 'Restricted view';
  costCentres?: typeof COST_CENTRES;
  services?: Service[] | Response;
  /** The answer of POST /application/setup_account. */
  setup?: Response | (() => Response | Promise<Response>);
}

/** The user: Id 7, own ClientID 12 (the agency for a recruiter). */
export function renderQuickStart(setup: QuickStartSetup = {}) {
  const recruiter = setup.recruiter ?? false;
  sessionStore.setUser(
    makeUser(2, {
      dashboardInfo: {
        dashboardType: 'client',
        ShowClientName: recruiter ? '1' : '0',
        SearchClient: recruiter ? '1' : '0',
        ClientID: '12',
        ClientName: recruiter ? 'Talent Bridge Recruitment' : 'Harbour Logistics Pty Ltd',
        LogoURL: '',
        AccessLevel: setup.accessLevel ?? 'Full view',
      },
    }),
  );
  const calls = stubFetch({
    'GET /api/services/by_user/7': setup.services instanceof Response ? setup.services : json(200, setup.services ?? SERVICES),
    'GET /api/services/by_client/21': json(200, CLIENT_SERVICES[21]),
    'GET /api/services/by_client/22': json(200, CLIENT_SERVICES[22]),
    'GET /api/utilities/contract_options/7': json(200, [
      { IsRecruiter: recruiter ? 'Y' : 'N', PayOption: recruiter ? 'ClientOnly' : 'Either', FolderLocation: '/orders/12' },
    ]),
    'GET /api/utilities/costcentres_options/7': json(200, setup.costCentres ?? []),
    'GET /api/utilities/get_clients/12': json(200, CLIENTS),
    'POST /api/utilities/get_check_types': json(200, [{ CheckPurpose: 'Employment' }, { CheckPurpose: 'Contractor' }]),
    'POST /api/utilities/reference_repertoire_types_v2': json(200, []),
    'POST /api/application/setup_account': setup.setup ?? json(200, { OrderID: 501 }),
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/individual_form/*', element: <QuickStartPage /> },
      { path: '/admin/application', element: <h1>Application step 1</h1> },
    ],
    { initialEntries: ['/admin/individual_form/'] },
  );
  const user = userEvent.setup();
  const result = render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
        <NoticeViewport />
      </SWRConfig>
    </Theme>,
  );
  const setupCalls = () => calls.filter((c) => c.url === '/api/application/setup_account');
  return { ...result, user, calls, setupCalls, router };
}

export type QuickStartUser = ReturnType<typeof renderQuickStart>['user'];

/** Fills the applicant form; a value left undefined is not touched. */
export async function fillApplicant(
  user: QuickStartUser,
  values: { first?: string; surname?: string; email?: string; purpose?: string; client?: string; costCentre?: string },
) {
  if (values.client !== undefined) {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Client' }), values.client);
  }
  if (values.first !== undefined) await user.type(await screen.findByRole('textbox', { name: 'First name' }), values.first);
  if (values.surname !== undefined) await user.type(screen.getByRole('textbox', { name: 'Surname' }), values.surname);
  if (values.email !== undefined) await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.purpose !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), values.purpose);
  if (values.costCentre !== undefined) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cost centre' }), values.costCentre);
  }
}

export async function addService(user: QuickStartUser, name: string) {
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }));
}

export const startButton = () => screen.getByRole('button', { name: /Start an application|Loading\.\.\./ });

/** The text of the notices on screen. */
export const notices = () => screen.queryAllByRole('status').map((n) => n.textContent ?? '');
