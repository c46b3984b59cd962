// The server lists an order's applicant form needs (order-and-application §7 "New order", setup_account): contract
// options (recruiter? pay option? register location), cost centres, the recruiter's clients, and the check purposes
// of the chosen services. Read alike by the wizard's step 2 (useOrderOptions) and the quick start (useOrderLists).
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import type { ReplyOf } from '../../../schemas/api';
import { api, type ApiError } from '../../app/api';
import type { SessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import type { OrderOptions } from './applicantForm';
import { cartStore } from './cart';
import type { Service } from './services';

/** One entry of contract_options (§7). */
export type ContractOption = ReplyOf<'GET /utilities/contract_options/:userId'>[number];
export type CostCentre = ReplyOf<'GET /utilities/costcentres_options/:userId'>[number];
export type Client = ReplyOf<'GET /utilities/get_clients/:clientId'>[number];

/** The lists the wizard's step 2 and the quick start's applicant form are built from. */
export interface OrderLists {
  isRecruiter: boolean;
  /** The user's own company (dashboardInfo.ClientID); for a recruiter, the agency's. */
  ownClientId: string;
  /** contract_options' first entry. */
  contract: ContractOption | undefined;
  costCentres: CostCentre[];
  /** get_clients, read for a recruiter only. */
  clients: Client[];
  /** get_check_types of the services. */
  purposes: string[];
}

export interface OrderListsState {
  /** Null until every list has arrived. */
  lists: OrderLists | null;
  /** contract_options' first entry as soon as it arrives (the wizard stores its FolderLocation at once). */
  contract: ContractOption | undefined;
  error: ApiError | undefined;
}

/**
 * Reads the lists an order's applicant form needs (§7): contract options, cost centres, the recruiter's clients and
 * the check purposes of the services. `keepPreviousData` keeps the purposes of the previous services while those of
 * changed services load (the quick start's form stays up while services are added).
 */
export function useOrderLists(
  user: SessionUser,
  services: readonly Pick<Service, 'ServiceID'>[],
  { keepPreviousData = false }: { keepPreviousData?: boolean } = {},
): OrderListsState {
  const ownClientId = String(user.dashboardInfo.ClientID);
  const userId = String(user.Id);
  const contract = useApi('GET /utilities/contract_options/:userId', { userId });
  const costCentres = useApi('GET /utilities/costcentres_options/:userId', { userId });
  const isRecruiter = contract.data?.[0]?.IsRecruiter === 'Y';
  const clients = useApi('GET /utilities/get_clients/:clientId', isRecruiter ? { clientId: ownClientId } : null);
  const serviceIds = services.map((s) => s.ServiceID);
  const purposes = useSWR<ReplyOf<'POST /utilities/get_check_types'>, ApiError>(
    ['get_check_types', ...serviceIds],
    () => api.call('POST /utilities/get_check_types', { body: { Services: serviceIds.map((ServiceID) => ({ ServiceID })) } }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData },
  );

  const error = contract.error ?? costCentres.error ?? clients.error ?? purposes.error;
  const first = contract.data?.[0];
  const ready = Boolean(contract.data && costCentres.data && purposes.data && (!isRecruiter || clients.data));
  // One object per change of the server data, so the forms built from it are rebuilt only then.
  const lists = useMemo<OrderLists | null>(
    () =>
      ready
        ? {
            isRecruiter,
            ownClientId,
            contract: first,
            clients: clients.data ?? [],
            costCentres: costCentres.data ?? [],
            purposes: (purposes.data ?? []).map((p) => p.CheckPurpose),
          }
        : null,
    [ready, isRecruiter, ownClientId, first, clients.data, costCentres.data, purposes.data],
  );
  return { lists, contract: first, error };
}

export type OrderOptionsState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError | Error }
  | { status: 'ready'; options: OrderOptions };

/** The wizard's step 2: the order lists as OrderOptions, the register location stored in the cart. */
export function useOrderOptions(user: SessionUser, services: readonly Service[]): OrderOptionsState {
  const { lists, contract, error } = useOrderLists(user, services);

  // §7: the first entry's FolderLocation is stored as the register location.
  const folderLocation = contract?.FolderLocation;
  useEffect(() => {
    if (folderLocation === undefined) return;
    cartStore.update((cart) =>
      cart.registerLocation === folderLocation ? cart : { ...cart, registerLocation: folderLocation ?? '' },
    );
  }, [folderLocation]);

  useEffect(() => {
    // "Other failures in the wizard are only logged" (§8); the step still says why its buttons are unavailable.
    if (error) console.error('Order options could not be read', error);
  }, [error]);

  const options = useMemo<OrderOptions | null>(
    () =>
      lists && {
        isRecruiter: lists.isRecruiter,
        payOption: lists.contract?.PayOption ?? '',
        ownClientId: lists.ownClientId,
        clients: lists.clients,
        costCentres: lists.costCentres,
        purposes: lists.purposes,
      },
    [lists],
  );

  if (error) return { status: 'failed', error };
  if (!options) return { status: 'loading' };
  return { status: 'ready', options };
}
