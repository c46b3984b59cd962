// Shared set-up of the ordering-*.test.tsx component tests: the demo-like answers of the New order calls, and carts.
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { cartStore, EMPTY_CART, withApplicants, withService, type Cart, type NewApplicant } from '../../src/features/ordering/cart';
import type { Service } from '../../src/features/ordering/services';
import { sessionStore } from '../../src/app/session-store';
import { appAt, json, makeUser, resetShell, type AppRouter } from './shell-helpers';

/** renderAt of shell-helpers with a fresh SWR cache, so no test sees what an earlier one read. */
export function renderAt(path: string): RenderResult & { router: AppRouter } {
  const { router, ui } = appAt(path);
  return { router, ...render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>) };
}

export const PC: Service = { ServiceID: 'PC', ServiceName: 'National Police Check', RunOption: 'Full scope', PackageName: 'Police', ContractPrice: 44.1 };
export const RC: Service = { ServiceID: 'RC', ServiceName: 'Reference Check', RunOption: 'Full scope', PackageName: 'References', ContractPrice: 58.5 };
export const IDV: Service = { ServiceID: 'IDV', ServiceName: 'Identity Verification', RunOption: 'Full scope', PackageName: 'Identity', ContractPrice: 13.5 };

/** makeUser(2): Id 7, ClientID '12'. */
export const CLIENT = makeUser(2);
/** A recruiter agency user: Id 8, ClientID '20'. */
export const RECRUITER = makeUser(2, {
  Id: 8,
  Name: 'Priya Raman',
  token: 'token-recruiter',
  dashboardInfo: { ...CLIENT.dashboardInfo, ClientID: '20', ClientName: 'Talent Bridge Recruitment', SearchClient: '1', ShowClientName: '1' },
});

export function person(FirstName: string, overrides: Partial<NewApplicant> = {}): NewApplicant {
  return {
    FirstName,
    MiddleName: '',
    SurName: 'Nguyen',
    Email: `${FirstName.toLowerCase()}@example.com`,
    Phone: '0412345678',
    CheckPurpose: 'Employment',
    ClientID: '12',
    RecruiterID: '',
    costCentreId: '4',
    applicantToPay: 'N',
    ...overrides,
  };
}

/** Signs the user in and puts this cart in the session. */
export function startWith(user = CLIENT, build: (cart: Cart) => Cart = (c) => c): void {
  resetShell();
  sessionStorage.clear();
  sessionStore.setUser(user);
  cartStore.clear();
  cartStore.update(() => build(EMPTY_CART));
}

export const cartWith = (services: Service[], applicants: NewApplicant[] = []) => (cart: Cart) =>
  withApplicants(services.reduce(withService, cart), applicants);

/** The client's step-2 lists: Harbour-like, PayOption Either, three cost centres. */
export function clientOptionAnswers(userId = 7, purposes = ['Employment', 'Contractor']) {
  return {
    [`GET /api/utilities/contract_options/${userId}`]: json(200, [{ IsRecruiter: 'N', PayOption: 'Either', FolderLocation: 'clients/harbour-health' }]),
    [`GET /api/utilities/costcentres_options/${userId}`]: json(200, [
      { CostCentreID: 4, CostCentreDesc: 'Nursing - Sydney' },
      { CostCentreID: 5, CostCentreDesc: 'Allied Health - Newcastle' },
    ]),
    'POST /api/utilities/get_check_types': json(200, purposes.map((CheckPurpose) => ({ CheckPurpose }))),
  };
}

/** The recruiter's: ClientOnly, no cost centres, three clients, purposes without Employment. */
export function recruiterOptionAnswers() {
  return {
    'GET /api/utilities/contract_options/8': json(200, [{ IsRecruiter: 'Y', PayOption: 'ClientOnly', FolderLocation: 'clients/talent-bridge' }]),
    'GET /api/utilities/costcentres_options/8': json(200, []),
    'GET /api/utilities/get_clients/20': json(200, [
      { ClientID: 31, CompanyName: 'Eucalypt Aged Care' },
      { ClientID: 12, CompanyName: 'Harbour Health Group' },
    ]),
    'POST /api/utilities/get_check_types': json(200, [{ CheckPurpose: 'Contractor' }, { CheckPurpose: 'Volunteer' }]),
  };
}
