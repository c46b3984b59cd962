// Additional Details (§2.3, §4): sections, Education and Employment History block lists (the engine adds the first
// block of a compulsory list), CheckType setting NewJobPosition and relabelling fields from check_type_files, the
// volunteer and urgent help texts (engine), the guardian signature of a minor (signature widget), defaults N (engine).
// An approve 1 with a message shows the message and still moves on.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../../../schemas/api';
import { api } from '../../../app/api';
import { notify } from '../../../app/notices';
import { choiceValue, type ComboElement, type DynamicField, type OptionCatalogue } from '../../../engine';
import { useApplication } from '../context';
import { DynamicStep } from '../DynamicStep';
import { fieldValue, withFieldValue } from '../formValues';
import { HelpDialog } from '../HelpDialog';
import { verdictMessage } from '../messages';
import type { ApplicationStep } from '../state';
import { useTabForm, type StepData } from '../useTabForm';
import type { DynamicForm } from '../../../engine';

/** How long the server's message after an approved Additional Details step stays on screen. */
const APPROVED_MESSAGE_MS = 15_000;

export type CheckTypeLabel = ReplyOf<'POST /utilities/check_type_files'>[number];

/** The chosen CheckType option: its element from the field's own list or its catalogue list. */
export function checkTypeOption(
  def: DynamicField | undefined,
  catalogue: OptionCatalogue,
  value: string | undefined,
): ComboElement | undefined {
  if (!def || value === undefined) return undefined;
  const elements =
    def.ComboElements && def.ComboElements.length > 0 ? def.ComboElements : (catalogue[def.ComboCategory ?? ''] ?? []);
  return elements.find((element) => choiceValue(element) === value);
}

/** check_type_files answer -> label overrides by FieldID (none: the original labels come back). */
export function labelsFrom(list: unknown): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!Array.isArray(list)) return labels;
  for (const item of list as Partial<CheckTypeLabel>[]) {
    if (typeof item?.FieldID === 'string' && typeof item.FieldLabel === 'string' && item.FieldLabel.trim() !== '') {
      labels[item.FieldID] = item.FieldLabel;
    }
  }
  return labels;
}

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
  const { orderId } = useApplication();
  const [labels, setLabels] = useState<Record<string, string>>({});
  // derive runs inside the form's change handler; it reads the definitions and lists through refs.
  const lists = useRef<{ defs: DynamicField[]; catalogue: OptionCatalogue }>({ defs: [], catalogue: {} });

  // §4: "Changing CheckType sets NewJobPosition to that option's MappingValue".
  const derive = useCallback((next: StepData, previous: StepData, form: DynamicForm): StepData => {
    const now = fieldValue(form.schema, next, 'CheckType');
    if (now === undefined || now === fieldValue(form.schema, previous, 'CheckType')) return next;
    const def = lists.current.defs.find((d) => d.FieldID === 'CheckType' && !d.TableLocation);
    const mapping = checkTypeOption(def, lists.current.catalogue, now)?.MappingValue;
    return mapping ? withFieldValue(form.schema, next, 'NewJobPosition', mapping) : next;
  }, []);

  const tab = useTabForm({ tabName: step.tabName, labels, derive });
  lists.current = { defs: tab.defs, catalogue: tab.catalogue };

  const hasField = (id: string) => tab.defs.some((def) => def.FieldID === id);
  const checkType = tab.form ? fieldValue(tab.form.schema, tab.data, 'CheckType') : undefined;

  // Relabelling follows the chosen check type, on load as on change; "labels are restored if there are none".
  useEffect(() => {
    if (checkType === undefined) {
      setLabels({});
      return;
    }
    const controller = new AbortController();
    api
      .call('POST /utilities/check_type_files', { body: { orderID: orderId, checkType } }, { signal: controller.signal })
      .then((list) => setLabels(labelsFrom(list)))
      .catch(() => {
        // Without the check type's labels the original ones stay: the form remains fully usable.
        if (!controller.signal.aborted) setLabels({});
      });
    return () => controller.abort();
  }, [checkType, orderId]);

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
