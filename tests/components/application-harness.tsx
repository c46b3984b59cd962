// Shared set-up of the home-*.test.tsx and application-*.test.tsx component tests: the home page and the application
// pages in a memory router with a signed-in user, fetch answered per call by a table of the demo's shapes (a table
// entry may read the request's body, since get_tab_req and get_type_lists answer by tab and categories), and notices.
import { IdleSession } from '../../src/app/IdleWarningDialog';
import { APPLICATION_IDLE_MINUTES } from '../../src/app/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { dismissAllNotices, NoticeViewport } from '../../src/app/notices';
import { sessionStore, type SessionUser } from '../../src/app/session-store';
import type { DynamicField } from '../../src/engine';
import { ApplicationPage } from '../../src/features/application/ApplicationPage';
// Each step is a lazy chunk in the app (ApplicationPage.tsx); imported here too, so a test's first look at a step does
// not wait for its code to be compiled for the test run.
import '../../src/features/application/steps/AdditionalStep';
import '../../src/features/application/steps/AddressStep';
import '../../src/features/application/steps/ConfirmationStep';
import '../../src/features/application/steps/ConsentStep';
import '../../src/features/application/steps/GenericStep';
import '../../src/features/application/steps/IdentityDocumentsStep';
import '../../src/features/application/steps/PersonalStep';
import '../../src/features/application/steps/ReferencesStep';
import '../../src/features/application/steps/TermsStep';
import { CURRENT_ORDER_KEY } from '../../src/features/application/state';
import { HomePage } from '../../src/features/home/HomePage';
import { json, makeUser } from './shell-helpers';

export { json, makeUser };

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = Response | Error | ((call: Call) => Response | Promise<Response>);
export type Answers = Record<string, Answer>;

/** Stubs fetch from "METHOD /api/path" entries; unlisted calls fail the test loudly. Returns the calls made. */
export function stubApi(answers: Answers): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method, url, body };
      calls.push(call);
      const answer = answers[`${method} ${url}`];
      if (answer === undefined) throw new Error(`Unexpected call in test: ${method} ${url}`);
      if (answer instanceof Error) throw new TypeError('Failed to fetch');
      return typeof answer === 'function' ? answer(call) : answer.clone();
    }),
  );
  return calls;
}

export const ORDER_ID = 12;
export const APPLICANT: SessionUser = makeUser(1);

/** A field definition as get_tab_req sends it (defaults for the members a test does not care about). */
export function field(def: Partial<DynamicField> & Pick<DynamicField, 'FieldID' | 'FieldName'>): DynamicField {
  return {
    FieldType: 'text',
    IsCompulsory: 'No',
    TableValue: null,
    TableID: null,
    TableLocation: null,
    ParentField: null,
    PortalSection: 'Details',
    FormSection: 'Details',
    ComboCategory: null,
    ComboElements: null,
    ...def,
  };
}

const yes = (value: string | null = null) => ({ FieldType: 'radio/check' as const, TableValue: value });

/** The tabs of an order with the police and reference checks. */
export const TABS = [
  'Personal Details',
  'Address Details',
  'Additional Details',
  'References Details',
  'Identity documents',
  'Consent',
].map((TabName) => ({ TabName }));

export const PERSONAL: DynamicField[] = [
  field({ FieldID: 'FirstName', FieldName: 'First name', IsCompulsory: 'Yes', PortalSection: 'Your Name' }),
  field({ FieldID: 'Surname', FieldName: 'Surname', IsCompulsory: 'Yes', PortalSection: 'Your Name' }),
  field({ FieldID: 'DOB', FieldName: 'Date of birth', FieldType: 'text/date', IsCompulsory: 'Yes', PortalSection: 'Your Name' }),
];

export const ADDITIONAL: DynamicField[] = [
  field({
    FieldID: 'CheckType',
    FieldName: 'Purpose of the check',
    FieldType: 'combo',
    IsCompulsory: 'Yes',
    PortalSection: 'About the Check',
    ComboElements: [
      { LookUpValue: 'Employment', MappingValue: null },
      { LookUpValue: 'Volunteer', MappingValue: 'Volunteer' },
    ],
    FillsField: 'NewJobPosition',
    RelabelsFields: 'Y',
    TableValue: 'Employment',
  }),
  field({ FieldID: 'NewJobPosition', FieldName: 'Position applied for', IsCompulsory: 'Yes', PortalSection: 'About the Check', TableValue: 'Registered nurse' }),
  field({ FieldID: 'IsUrgent', FieldName: 'Is this an urgent check?', ...yes('Y'), PortalSection: 'About the Check' }),
];

export const REFERENCES: DynamicField[] = [
  field({ FieldID: 'RefereeName', FieldName: "Referee's full name", IsCompulsory: 'Yes', TableLocation: 'ops.ApplicantReferees', PortalSection: 'Referees' }),
];

export const CONSENT: DynamicField[] = [
  field({ FieldID: 'Email', FieldName: 'Email', IsCompulsory: 'Yes', PortalSection: 'Your Details', TableValue: 'olivia.nguyen@example.com.au' }),
  field({ FieldID: 'ClientName', FieldName: 'Requesting organisation', PortalSection: 'Your Details', TableValue: 'Harbour Health Group' }),
  field({ FieldID: 'ConsentInd', FieldName: 'I consent to the checks listed in this application.', ...yes(), IsCompulsory: 'Yes', PortalSection: 'Consent and Authorisation' }),
  field({ FieldID: 'ShareConsent', FieldName: 'I authorise the results to be shared.', ...yes(), IsCompulsory: 'Yes', PortalSection: 'Consent and Authorisation' }),
];

export const TAB_FIELDS: Record<string, DynamicField[]> = {
  'Personal Details': PERSONAL,
  'Address Details': [],
  'Additional Details': ADDITIONAL,
  'References Details': REFERENCES,
  Consent: CONSENT,
};

export const POLICE_AND_REFERENCES = [
  { ServiceID: 'PC', Service: 'National Police Check', CheckStatus: 'Open', DelayReason: '', CheckStart: null, CheckCompletion: null, DownloadRestriction: 'None', ResultsLocation: '', CancelFlag: 'Y' },
  { ServiceID: 'RC', Service: 'Reference Check', CheckStatus: 'Open', DelayReason: '', CheckStart: null, CheckCompletion: null, DownloadRestriction: 'None', ResultsLocation: '', CancelFlag: 'Y' },
];

/** The calls every application page makes, answered as the demo server does; entries of `answers` replace them. */
export function applicationAnswers(answers: Answers = {}, fields: Record<string, DynamicField[]> = TAB_FIELDS): Answers {
  return {
    [`GET /api/application/get_tabs/${ORDER_ID}`]: json(200, TABS),
    [`GET /api/application/get_application_state/${ORDER_ID}`]: json(200, { Editable: 'Y', Message: '' }),
    'POST /api/application/get_tab_req': (call) => {
      const tab = (call.body as { tab_name: string }).tab_name;
      return json(200, fields[tab] ?? []);
    },
    'POST /api/utilities/get_type_lists': json(200, {}),
    'POST /api/utilities/check_type_files': json(200, []),
    'POST /api/application/set_data_by_tab': json(200, { approve: 1, error_msg: '' }),
    [`GET /api/services/${APPLICANT.Id}/${ORDER_ID}`]: json(200, POLICE_AND_REFERENCES),
    [`GET /api/application/get_terms_conditions/${ORDER_ID}`]: json(200, { TermsConditions: 'N' }),
    'POST /api/application/accept_terms_conditions': new Response('Terms and conditions accepted.', { status: 200 }),
    [`GET /api/application/get_min_address_req/${ORDER_ID}`]: json(200, { Message: 'Please provide your address history for the last 5 years.', Years: 5 }),
    [`GET /api/application/bring_min_ref_req/${ORDER_ID}`]: json(200, [{ MinReferees: 1, MaxReferees: 3, RefMessage: 'Please name one to three referees.' }]),
    [`GET /api/application/final_confirmation_message/${ORDER_ID}`]: json(200, [
      { ServiceName: 'National Police Check', InitDay: 1, EndDay: 3 },
      { ServiceName: 'Reference Check', InitDay: 2, EndDay: 5 },
    ]),
    ...answers,
  };
}

/** Shows where the router is, so tests can read the path after NEXT or START. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Stand({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Where />
    </>
  );
}

export interface RenderOptions {
  user?: SessionUser;
  /** The current order in sessionStorage; null for none. */
  orderId?: number | null;
}

/** The portal's /admin routes that matter here; other pages are stand-ins naming themselves. */
export function renderPortal(path: string, answers: Answers, options: RenderOptions = {}) {
  sessionStore.setUser(options.user ?? APPLICANT);
  const orderId = options.orderId === undefined ? ORDER_ID : options.orderId;
  if (orderId !== null) sessionStorage.setItem(CURRENT_ORDER_KEY, String(orderId));
  const calls = stubApi(answers);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/home',
        element: (
          <>
            <HomePage />
            <Where />
          </>
        ),
      },
      {
        path: '/admin/application/*',
        element: (
          <>
            <ApplicationPage />
            {/* The layout's idle timer, as AdminLayout runs it on the application pages. */}
            <IdleSession minutes={APPLICATION_IDLE_MINUTES} />
            <Where />
          </>
        ),
      },
      { path: '/admin/edit-application/*', element: <Stand title="Edit Application" /> },
      { path: '/admin/dashboard', element: <Stand title="Dashboard" /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const ui = (
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
        <NoticeViewport />
      </SWRConfig>
    </Theme>
  );
  const result = render(ui);
  return { ...result, user, calls, router, path: () => screen.getByTestId('location').textContent };
}

export function resetApplicationTests(): void {
  vi.unstubAllGlobals();
  dismissAllNotices();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.clear('manual');
}

/** The text of the notices on screen. */
export const notices = () => screen.queryAllByRole('status').map((n) => n.textContent ?? '');

/** The calls to one path. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url === `/api${path}`);
