// Additional Details (§2.3, §4): sections, Education and Employment History block lists (the engine adds the first
// block of a compulsory list), the volunteer and urgent help texts (engine), the guardian signature of a minor
// (signature widget), defaults N (engine). CheckType setting NewJobPosition and relabelling fields from
// check_type_files are its definition's data (FillsField, RelabelsFields), applied by the engine and useTabForm.
// An approve 1 with a message shows the message and still moves on.
import { Flex, Text } from '@radix-ui/themes';
import { notify } from '../../../app/notices';
import { DynamicStep } from '../DynamicStep';
import { HelpDialog } from '../HelpDialog';
import { verdictMessage } from '../messages';
import type { ApplicationStep } from '../state';
import { useTabForm } from '../useTabForm';

/** How long the server's message after an approved Additional Details step stays on screen. */
const APPROVED_MESSAGE_MS = 15_000;

export function CheckPurposeHelp() {
  return (
    <HelpDialog trigger="About the check purpose" title="Purpose of the check">
      <Text as="p">
        The type of check tells the police and the other providers why the check is needed; it decides which details
        are asked for here and what the result covers. Choose the one that matches the position or activity.
      </Text>
      <Text as="p" mt="2">
        A volunteer police check is only for unpaid volunteers or students on a compulsory placement. An urgent check is
        only for cases where a delay affects care or safety.
      </Text>
    </HelpDialog>
  );
}

export function VulnerablePersonsHelp() {
  return (
    <HelpDialog trigger="About contact with vulnerable persons" title="Contact with vulnerable persons">
      <Text as="p">
        Answer Yes if the position or activity involves caring for, or unsupervised contact with, children, elderly
        people, people with a disability or others who may be at risk. Then tell us why in the field that appears.
      </Text>
      <Text as="p" mt="2">
        Working with children may also need a working-with-children check from your state or territory; this application
        does not replace it.
      </Text>
    </HelpDialog>
  );
}

export function AdditionalStep({ step }: { step: ApplicationStep }) {
  const tab = useTabForm({ tabName: step.tabName });

  // The help is page copy about these two questions, shown where they are asked.
  const hasField = (id: string) => tab.defs.some((def) => def.FieldID === id);
  const help =
    hasField('CheckType') || hasField('IsCarerforVulner') ? (
      <Flex justify="end" gap="4" wrap="wrap">
        {hasField('CheckType') ? <CheckPurposeHelp /> : null}
        {hasField('IsCarerforVulner') ? <VulnerablePersonsHelp /> : null}
      </Flex>
    ) : null;

  return (
    <DynamicStep
      step={step}
      tab={tab}
      intro={help}
      onApproved={(answer, goNext) => {
        // §4: "if approve is 1 and error_msg is non-empty, the message is shown and the flow still moves on".
        const message = verdictMessage(answer);
        if (message) notify(message, 'info', APPROVED_MESSAGE_MS);
        goNext();
      }}
    />
  );
}
