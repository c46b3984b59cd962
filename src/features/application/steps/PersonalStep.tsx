// Personal Details (§2.3): sections by PortalSection, licence blocks with the Australian-licences help, the name rules
// (SingleNameFlag, PreviousNameFlag and its evidence text) and BirthTerritory, all drawn and enforced by the engine.
import { Flex, Text } from '@radix-ui/themes';
import { DynamicStep } from '../DynamicStep';
import { HelpDialog } from '../HelpDialog';
import type { ApplicationStep } from '../state';
import { useTabForm } from '../useTabForm';

export const LICENCES_LOCATION = 'ops.ApplicantDocs';

export function LicencesHelp() {
  return (
    <HelpDialog trigger="Which licences can I add?" title="Australian licences only">
      <Text as="p">
        Only licences issued in Australia are accepted here: a driver licence from a state or territory road agency, or
        a firearms licence from a state or territory police firearms registry.
      </Text>
      <Text as="p" mt="2">
        Choose the licence type first: the list of issuers follows it. An overseas licence is not entered here; you can
        upload it as a supporting document in the identity documents step.
      </Text>
    </HelpDialog>
  );
}

export function PersonalStep({ step }: { step: ApplicationStep }) {
  const tab = useTabForm({ tabName: step.tabName });
  const hasLicences = tab.defs.some((def) => def.TableLocation === LICENCES_LOCATION);
  return (
    <DynamicStep
      step={step}
      tab={tab}
      intro={
        hasLicences ? (
          <Flex justify="end">
            <LicencesHelp />
          </Flex>
        ) : null
      }
    />
  );
}
