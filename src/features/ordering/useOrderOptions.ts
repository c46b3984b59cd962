// The server lists step 2 needs (order-and-application §7 "New order"): contract options (recruiter? pay option?
// register location), cost centres, the recruiter's clients, and the check purposes of the chosen services.
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { api, type ApiError } from '../../app/api';
import type { SessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import type { OrderOptions } from './applicantForm';
import { cartStore, type CartService } from './cart';

interface ContractOption {
  IsRecruiter: 'Y' | 'N';
  PayOption: string;
  FolderLocation: string;
}

interface CostCentre {
  CostCentreID: number;
  CostCentreDesc: string;
}

interface Client {
  ClientID: number;
  CompanyName: string;
}

export type OrderOptionsState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError | Error }
  | { status: 'ready'; options: OrderOptions };

export function useOrderOptions(user: SessionUser, services: readonly CartService[]): OrderOptionsState {
  const contract = useApi<ContractOption[]>(`/utilities/contract_options/${user.Id}`);
  const costCentres = useApi<CostCentre[]>(`/utilities/costcentres_options/${user.Id}`);
  const isRecruiter = contract.data?.[0]?.IsRecruiter === 'Y';
  const ownClientId = String(user.dashboardInfo.ClientID);
  const clients = useApi<Client[]>(isRecruiter ? `/utilities/get_clients/${ownClientId}` : null);
  const serviceIds = services.map((s) => s.ServiceID);
  const purposes = useSWR<{ CheckPurpose: string }[], ApiError>(
    ['get_check_types', ...serviceIds],
    () => api.post('/utilities/get_check_types', { Services: serviceIds.map((ServiceID) => ({ ServiceID })) }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // §7: the first entry's FolderLocation is stored as the register location.
  const folderLocation = contract.data?.[0]?.FolderLocation;
  useEffect(() => {
    if (folderLocation === undefined) return;
    cartStore.update((cart) =>
      cart.registerLocation === folderLocation ? cart : { ...cart, registerLocation: folderLocation ?? '' },
    );
  }, [folderLocation]);

  const error = contract.error ?? costCentres.error ?? clients.error ?? purposes.error;
  useEffect(() => {
    // "Other failures in the wizard are only logged" (§8); the step still says why its buttons are unavailable.
    if (error) console.error('Order options could not be read', error);
  }, [error]);

  const first = contract.data?.[0];
  const ready = Boolean(contract.data && costCentres.data && purposes.data && (!isRecruiter || clients.data));
  // One object per change of the server data, so the forms built from it are rebuilt only then.
  const options = useMemo<OrderOptions | null>(
    () =>
      ready
        ? {
            isRecruiter,
            payOption: first?.PayOption ?? '',
            ownClientId,
            clients: clients.data ?? [],
            costCentres: costCentres.data ?? [],
            purposes: (purposes.data ?? []).map((p) => p.CheckPurpose),
          }
        : null,
    [ready, isRecruiter, first, ownClientId, clients.data, costCentres.data, purposes.data],
  );

  if (error) return { status: 'failed', error };
  if (!options) return { status: 'loading' };
  return { status: 'ready', options };
}
