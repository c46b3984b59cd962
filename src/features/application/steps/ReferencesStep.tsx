// References Details (§2.3, §4, §5): the reference message in an Important Information box, referee blocks pre-created
// to the minimum of bring_min_ref_req, added up to the maximum and removed above the minimum (engine block limits with
// the spec's messages), and the server's refusal shown as an alert titled 'Important'.
import { useMemo } from 'react';
import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useApi } from '../../../app/useApi';
import { DEFAULT_REFERENCE_MESSAGE, referenceBlockOptions } from '../../../engine';
import { useApplication } from '../context';
import { DynamicStep } from '../DynamicStep';
import type { ApplicationStep } from '../state';
import { useTabForm } from '../useTabForm';

export const REFEREES_LOCATION = 'ops.ApplicantReferees';

export function ReferencesStep({ step }: { step: ApplicationStep }) {
  const { orderId } = useApplication();
  const limits = useApi('GET /application/bring_min_ref_req/:orderId', { orderId: String(orderId) });
  // A failed or empty answer means the spec's defaults (1, 3 and the default message).
  const first = Array.isArray(limits.data) ? limits.data[0] : undefined;
  const settled = limits.data !== undefined || limits.error !== undefined;
  const min = first?.MinReferees;
  const max = first?.MaxReferees;
  const blocks = useMemo(
    () => ({ [REFEREES_LOCATION]: referenceBlockOptions({ MinReferees: min, MaxReferees: max }) }),
    [min, max],
  );
  const tab = useTabForm({ tabName: step.tabName, blocks, enabled: settled });
  const message = first?.RefMessage?.trim() || DEFAULT_REFERENCE_MESSAGE;

  return (
    <DynamicStep
      step={step}
      tab={tab}
      refusal="alert"
      intro={
        <Callout.Root color="indigo" role="note" aria-label="Important Information">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            <strong>Important Information</strong>
            <br />
            {message}
          </Callout.Text>
        </Callout.Root>
      }
    />
  );
}
