// The references questionnaire editor of the wizard's step 3 and of the quick start (order-and-application §2.1, §4
// "Wizard", §5 "Questions"). Controlled: the page owns the list.
//
// Mode 'default' loads a template (reference_repertoire_types_v2, then reference_repertoire_questions); mode 'custom'
// starts from an empty list. The default choice appears only when the client has templates for the check purpose (or
// the list already holds template questions). Choosing custom clears the questions; loading a template switches to
// default. Questions are added through the local form schemas/forms/reference-question.json in either mode.
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { Box, Button, Card, Flex, Heading, RadioCards, Spinner, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MANDATORY, withChoices, type Violation } from '../../../engine';
import { EngineForm, localFormChecks, type EngineFormData, type EngineFormHandle } from '../../../../widgets';
import { api, errorText } from '../../../app/api';
import { notify } from '../../../app/notices';
// Bundled with the editor rather than loaded on demand (useLocalForm): the editor is drawn at once inside a step
// whose data has already arrived, so the two small forms come with it.
import questionForm from '../../../../schemas/forms/reference-question.json';
import templateForm from '../../../../schemas/forms/reference-template.json';
import { QuestionList } from './QuestionList';
import { ReferencePreviewDialog } from './ReferencePreviewDialog';
import {
  addQuestion,
  cleanQuestionText,
  fromServerQuestions,
  QUESTION_INCOMPLETE,
  withTemplateQuestions,
  type Question,
} from './questions';

export type QuestionnaireMode = 'default' | 'custom';

export interface QuestionEditorProps {
  questions: readonly Question[];
  onChange(questions: Question[]): void;
  /** The client the order is for (for a recruiter: the chosen client); 0 until known, which skips the templates. */
  clientId: number;
  /** The first applicant's purpose, else 'Employment' (§7 reference_repertoire_types_v2). */
  checkPurpose: string;
}

/** Ours: a template the server lists but that holds no questions. */
export const EMPTY_TEMPLATE = 'This template has no questions.';

const TYPES_KEY = 'POST /utilities/reference_repertoire_types_v2';

const fetchTemplates = ([key, ClientID, CheckPurpose]: readonly [typeof TYPES_KEY, number, string]) =>
  api.call(key, { body: { ClientID, CheckPurpose } });

/** Blank after cleaning (only spaces, tabs or newlines) counts as missing, beside the field as for an empty one. */
const questionChecks = localFormChecks({
  violations(data) {
    const found: Violation[] = [];
    for (const key of ['QuestionSection', 'QuestionDesc'] as const) {
      const value = data[key];
      if (typeof value === 'string' && cleanQuestionText(value) === '') found.push({ key, path: [key], message: MANDATORY });
    }
    return found;
  },
});
const templateChecks = localFormChecks({});

export function QuestionEditor({ questions, onChange, clientId, checkPurpose }: QuestionEditorProps) {
  const purpose = checkPurpose.trim() || 'Employment';
  const templatesKey = clientId > 0 ? ([TYPES_KEY, clientId, purpose] as const) : null;
  const { data: templates, error: templatesError } = useSWR(templatesKey, fetchTemplates, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // §8: other failures in the wizard are only logged; without templates the editor offers custom questions.
  useEffect(() => {
    if (templatesError) console.error('Reference templates could not be loaded', templatesError);
  }, [templatesError]);

  const templateNames = useMemo(() => (templates ?? []).map((t) => t.TemplateType).filter(Boolean), [templates]);
  const hasDefaultQuestions = questions.some((q) => q.type === 'default');
  const defaultOffered = templateNames.length > 0 || hasDefaultQuestions;

  // The user's choice; until they choose, default when it is offered and the list is not only their own questions.
  const [chosenMode, setChosenMode] = useState<QuestionnaireMode | null>(null);
  const suggested: QuestionnaireMode =
    defaultOffered && (hasDefaultQuestions || questions.length === 0) ? 'default' : 'custom';
  const mode: QuestionnaireMode = defaultOffered ? (chosenMode ?? suggested) : 'custom';

  const chooseMode = (next: QuestionnaireMode) => {
    setChosenMode(next);
    if (next === 'custom' && questions.length > 0) onChange([]);
  };

  const loadTemplate = async (templateType: string) => {
    const rows = await api.call('POST /utilities/reference_repertoire_questions', {
      body: { ClientID: clientId, TemplateType: templateType },
    });
    const loaded = fromServerQuestions(rows ?? []);
    if (loaded.length === 0) {
      notify(EMPTY_TEMPLATE, 'info');
      return;
    }
    setChosenMode('default');
    onChange(withTemplateQuestions(questions, loaded));
  };

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h3" size="3">
            Questions for referees
          </Heading>
          <Text as="p" size="2" color="gray">
            {questions.length === 1 ? '1 question' : `${questions.length} questions`}
          </Text>
        </Box>
        <ReferencePreviewDialog questions={questions} />
      </Flex>

      {defaultOffered && (
        <RadioCards.Root
          value={mode}
          onValueChange={(value) => chooseMode(value as QuestionnaireMode)}
          columns={{ initial: '1', sm: '2' }}
          aria-label="Questionnaire"
        >
          <RadioCards.Item value="default">
            <Flex direction="column" width="100%">
              <Text weight="bold">Default questions</Text>
              <Text size="2" color="gray">
                Start from a questionnaire prepared for this check
              </Text>
            </Flex>
          </RadioCards.Item>
          <RadioCards.Item value="custom">
            <Flex direction="column" width="100%">
              <Text weight="bold">Custom questions</Text>
              <Text size="2" color="gray">
                Write your own questions
              </Text>
            </Flex>
          </RadioCards.Item>
        </RadioCards.Root>
      )}

      {mode === 'default' && templateNames.length > 0 && (
        <TemplatePicker templateNames={templateNames} onLoad={loadTemplate} />
      )}

      <QuestionList questions={questions} onChange={onChange} />

      <AddQuestionForm questions={questions} onChange={onChange} />
    </Flex>
  );
}

function TemplatePicker({ templateNames, onLoad }: { templateNames: string[]; onLoad(name: string): Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const listed = useMemo(
    () => withChoices(templateForm, 'TemplateType', templateNames.map((name) => ({ value: name, label: name }))),
    [templateNames],
  );
  const formData = useMemo(() => ({ TemplateType: templateNames[0] }), [templateNames]);

  const load = async (data: EngineFormData) => {
    setLoading(true);
    try {
      await onLoad(String(data.TemplateType));
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setLoading(false);
    }
  };

  return (
    <EngineForm
      id="reference-template"
      schema={listed.schema as RJSFSchema}
      uiSchema={listed.uiSchema as UiSchema}
      formData={formData}
      transformErrors={templateChecks.transformErrors}
      onSubmit={load}
      disabled={loading}
    >
      <Flex justify="end" mt="2">
        <Button type="submit" variant="soft" disabled={loading}>
          {loading ? <Spinner /> : null}
          {loading ? 'Loading...' : 'Load questions'}
        </Button>
      </Flex>
    </EngineForm>
  );
}

function AddQuestionForm({ questions, onChange }: Pick<QuestionEditorProps, 'questions' | 'onChange'>) {
  const formRef = useRef<EngineFormHandle>(null);
  // A new key draws an empty form after each question added.
  const [formKey, setFormKey] = useState(0);

  const add = (data: EngineFormData) => {
    const result = addQuestion(questions, data);
    if (!result.ok) {
      notify(result.message, 'error');
      return;
    }
    onChange(result.questions);
    setFormKey((k) => k + 1);
  };

  // The add button validates first so a missing value gives the §5 alert as well as the message beside the field.
  const onAddClick = () => {
    if (!formRef.current?.validate()) {
      notify(QUESTION_INCOMPLETE, 'error');
      return;
    }
    formRef.current.submit();
  };

  return (
    <Card size="2">
      <Heading as="h3" size="2" mb="3">
        Add a question
      </Heading>
      <EngineForm
        key={formKey}
        ref={formRef}
        id="reference-question"
        schema={questionForm.schema as RJSFSchema}
        uiSchema={questionForm.uiSchema as UiSchema}
        customValidate={questionChecks.customValidate}
        transformErrors={questionChecks.transformErrors}
        onSubmit={add}
      >
        <Flex justify="end" mt="2">
          <Button type="button" onClick={onAddClick}>
            <PlusIcon aria-hidden />
            Add question
          </Button>
        </Flex>
      </EngineForm>
    </Card>
  );
}
