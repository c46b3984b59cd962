// Address Details (§2.3): the address history as repeated blocks with the address search, 'Add a Previous Address' and
// Remove (engine + widgets), the requirement text from get_min_address_req and the address-type help. The address
// rules of §5 are checked by the engine on NEXT and again by the server, whose message is shown when it refuses.
import { useCallback } from 'react';
import { Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useApi } from '../../../app/useApi';
import { useApplication } from '../context';
import { DynamicStep } from '../DynamicStep';
import { HelpDialog } from '../HelpDialog';
import type { ApplicationStep } from '../state';
import { addressViolations, type DynamicForm, type OptionCatalogue, type Violation } from '../../../engine';
import { useTabForm, type StepData } from '../useTabForm';
// The address step always shows the address search: its widget's code comes with the step, so the form draws it at once (widgets/deferredWidget.tsx).
import '../../../../widgets/inputs/AddressWidget';
import { AddressWidget } from '../../../../widgets/registry';

void AddressWidget.preload().catch(() => {});

/**
 * The address-list rules of §5 (engine address-rules.ts, the same the server applies) placed in the form: a row's
 * problem beside its field, a problem of the whole list (no primary address, fewer than the `years` the order's
 * checks need, a gap) on the list.
 */
export function addressFormViolations(form: DynamicForm, data: StepData, catalogue: OptionCatalogue, years = 0): Violation[] {
  const found = addressViolations(form.toTableContent(data), catalogue, { years });
  return found.flatMap((problem) => form.place(data, { [problem.key]: problem.message }));
}

export function AddressTypesHelp() {
  return (
    <HelpDialog trigger="About address types" title="Address types">
      <Text as="p">
        <strong>Primary Address</strong>: where you live now. Only one is needed, and it must be current: leave its
        move-out date empty.
      </Text>
      <Text as="p" mt="2">
        <strong>Previous Address</strong>: where you lived before. Give the move-in and the move-out dates (a day, a month
        or just a year: DD/MM/YYYY, MM/YYYY or YYYY).
      </Text>
      <Text as="p" mt="2">
        <strong>Postal Address</strong>: where your mail goes, if different. It must be current; no move-in date is needed.
      </Text>
      <Text as="p" mt="2">
        Each address is entered only once. Search for an address to fill the street, suburb, state and postcode, or type
        them yourself.
      </Text>
    </HelpDialog>
  );
}

export function AddressStep({ step }: { step: ApplicationStep }) {
  const { orderId } = useApplication();
  const requirement = useApi('GET /application/get_min_address_req/:orderId', { orderId: String(orderId) });
  const years = requirement.data?.Years ?? 0;
  const extraViolations = useCallback(
    (form: DynamicForm, data: StepData, catalogue: OptionCatalogue) => addressFormViolations(form, data, catalogue, years),
    [years],
  );
  const tab = useTabForm({ tabName: step.tabName, extraViolations });
  const message = requirement.data?.Message?.trim();
  return (
    <DynamicStep
      step={step}
      tab={tab}
      intro={
        <Flex direction="column" gap="3">
          {message ? (
            <Callout.Root color="indigo">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end">
            <AddressTypesHelp />
          </Flex>
        </Flex>
      }
    />
  );
}
