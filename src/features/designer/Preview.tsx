// The live preview: the form drawn by the very component and configuration its users get (an application tab by
// TabFields, as the applicant's step; a questionnaire by RefereeForm, as the referee and the wizard's preview), at
// desktop or phone width, with a Check button that runs the form's own validation (compulsory fields, branches).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { RefereeForm } from '../../app/RefereeForm';
import { TabFields, type TabFieldsModel } from '../../app/TabFields';
// The engine's modules by their own paths (see FieldPanel.tsx).
import { buildDynamicForm, type DynamicForm } from '../../engine/dynamic';
import type { OptionCatalogue } from '../../engine/options';
import type { FormData } from '../../engine/model';
import { PREVIEW_REFEREE_DETAILS, refereeFormFields, type QuestionType } from '../../engine/questionnaire';
import type { DynamicField } from '../../engine/types';
import { gapFillingValidator } from '../../engine/validation';
import type { EngineFormHandle } from '../../../widgets/EngineForm';
import type { DesignerField, FormKind } from './fields';

/** The preview follows the edits once they pause this long: each change of the form is a validator to compile. */
export const PREVIEW_AFTER_MS = 600;
export const PHONE_WIDTH = 390;

/** The designer's fields as the definitions get_tab_req answers for a new order (no values yet). */
export function asDefinitions(fields: readonly DesignerField[]): DynamicField[] {
  return fields.map((field) => ({ ...field, FieldType: field.FieldType as DynamicField['FieldType'], TableValue: null }));
}

/** The answers of a form by FieldID (fields outside blocks), to carry them into the form rebuilt after an edit. */
function answersByField(form: DynamicForm, data: FormData): Map<string, string | null> {
  const answers = new Map<string, string | null>();
  for (const entry of form.toTableContent(data)) if (!entry.TableLocation) answers.set(entry.FieldID, entry.TableValue);
  return answers;
}

/** An application tab's preview: the step's own state rules (normalise, rules per value, violations) over the fields. */
function useTabPreview(fields: readonly DesignerField[], catalogue: OptionCatalogue): TabFieldsModel & { form: DynamicForm } {
  const previous = useRef<{ form: DynamicForm; data: FormData } | null>(null);
  const { form, initial } = useMemo(() => {
    let defs = asDefinitions(fields);
    // What was answered in the preview stays answered when the form changes around it.
    if (previous.current) {
      const answers = answersByField(previous.current.form, previous.current.data);
      defs = defs.map((def) => (answers.has(def.FieldID) && !def.TableLocation ? { ...def, TableValue: answers.get(def.FieldID) ?? null } : def));
    }
    const built = buildDynamicForm(defs, { sectionBy: 'PortalSection', catalogue });
    return { form: built, initial: built.formData };
  }, [fields, catalogue]);
  const [state, setState] = useState({ form, data: initial });
  const data = state.form === form ? state.data : initial;
  useEffect(() => {
    previous.current = { form, data };
  });
  const onChange = useCallback(
    (next: FormData) => setState((current) => ({ form, data: form.normalise(next, current.form === form ? current.data : initial) })),
    [form, initial],
  );
  const formRef = useRef<EngineFormHandle>(null);
  const uiSchema = useMemo(() => form.uiSchemaFor(data), [form, data]);
  const customValidate = useMemo(() => gapFillingValidator((current) => form.violations(current)), [form]);
  return { defs: fields as DynamicField[], form, data, uiSchema, customValidate, onChange, formRef };
}

interface TabPreviewProps {
  fields: readonly DesignerField[];
  catalogue: OptionCatalogue;
  onChecked(valid: boolean): void;
}

function TabPreview({ fields, catalogue, onChecked }: TabPreviewProps) {
  const tab = useTabPreview(fields, catalogue);
  return (
    <Flex direction="column" gap="3">
      <TabFields tab={tab} id="designer-preview" />
      <Flex justify="end">
        <Button type="button" variant="soft" onClick={() => onChecked(tab.formRef.current?.validate() ?? true)}>
          Check
        </Button>
      </Flex>
    </Flex>
  );
}

/** A template's questions as the questionnaire a referee answers (the wizard's Referee Form Preview draws the same). */
function TemplatePreview({ fields, onChecked }: { fields: readonly DesignerField[]; onChecked(valid: boolean): void }) {
  const referee = useMemo(
    () =>
      refereeFormFields(
        fields.map((field, index) => ({
          QuestionSection: field.FormSection ?? '',
          QuestionType: field.FieldType as QuestionType,
          QuestionDesc: field.FieldName,
          Sort: index,
          FieldType: field.FieldType,
        })),
        PREVIEW_REFEREE_DETAILS,
      ),
    [fields],
  );
  // Send Information runs the referee's own checks (empty fields, details left unchecked); here it sends nothing.
  return (
    <Flex direction="column" gap="2">
      <RefereeForm id="designer-preview" fields={referee} onSend={() => onChecked(true)} />
      <Text as="p" size="1" color="gray" align="right">
        Send Information checks the answers as a referee’s would be; nothing is sent.
      </Text>
    </Flex>
  );
}

/** The fields the preview draws: the edited ones once edits pause. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface PreviewProps {
  kind: FormKind;
  fields: readonly DesignerField[];
  /** The shared lookup lists by ComboCategory (the designer's read answers them), as the step loads them. */
  catalogue: OptionCatalogue;
}

export function Preview({ kind, fields, catalogue }: PreviewProps) {
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const [checked, setChecked] = useState<boolean | null>(null);
  const shown = useSettled(fields, PREVIEW_AFTER_MS);
  useEffect(() => setChecked(null), [shown]);

  return (
    <Flex direction="column" gap="3" className="designer-preview">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="p" size="2" color="gray">
          {kind === 'reference-template' ? 'What a referee sees.' : 'What an applicant sees on this step.'}
        </Text>
        {/* Two pressed-or-not buttons (Radix's SegmentedControl styles are not in the app's stylesheet). */}
        <Flex role="group" aria-label="Preview width" gap="1">
          {(['desktop', 'phone'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="1"
              variant={width === option ? 'solid' : 'soft'}
              color={width === option ? undefined : 'gray'}
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {option === 'desktop' ? 'Desktop' : 'Phone'}
            </Button>
          ))}
        </Flex>
      </Flex>
      {checked !== null && (
        <Callout.Root color={checked ? 'green' : 'red'} role="status" size="1">
          <Callout.Icon>{checked ? <CheckCircledIcon aria-hidden /> : <ExclamationTriangleIcon aria-hidden />}</Callout.Icon>
          <Callout.Text>
            {checked ? 'The answers pass the form’s checks.' : 'Some answers do not pass the form’s checks: see the messages beside the fields.'}
          </Callout.Text>
        </Callout.Root>
      )}
      <Box
        className="designer-preview-frame"
        data-width={width}
        style={width === 'phone' ? { maxWidth: PHONE_WIDTH, marginInline: 'auto' } : undefined}
        aria-label={`Preview at ${width === 'phone' ? 'phone' : 'desktop'} width`}
        role="region"
      >
        {kind === 'reference-template' ? (
          <TemplatePreview fields={shown} onChecked={setChecked} />
        ) : (
          <TabPreview fields={shown} catalogue={catalogue} onChecked={setChecked} />
        )}
      </Box>
    </Flex>
  );
}
