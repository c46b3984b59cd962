// Rendering helpers of the questions-*.test.tsx component tests: the editor inside a page that owns the list, as the
// wizard and the quick start do, with its own SWR cache and the notices viewport.
import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { NoticeViewport } from '../../src/app/notices';
import { QuestionEditor } from '../../src/features/ordering/questions/QuestionEditor';
import type { Question, ServerQuestion } from '../../src/features/ordering/questions/questions';

export const TYPES_CALL = 'POST /api/utilities/reference_repertoire_types_v2';
export const QUESTIONS_CALL = 'POST /api/utilities/reference_repertoire_questions';

/** The demo's global employment template, as the server answers it (Sort from 1). */
export const STANDARD_TEMPLATE: ServerQuestion[] = [
  { QuestionID: 1, QuestionSection: 'Relationship', QuestionType: 'text', QuestionDesc: 'In what capacity did you work with the applicant?', Sort: 1, FieldType: 'text' },
  { QuestionID: 2, QuestionSection: 'Performance', QuestionType: 'rank', QuestionDesc: "How would you rate the applicant's reliability?", Sort: 2, FieldType: 'rank' },
  { QuestionID: 3, QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you re-employ the applicant?', Sort: 3, FieldType: 'yes/no' },
];

export interface EditorOptions {
  questions?: Question[];
  clientId?: number;
  checkPurpose?: string;
}

export function renderEditor(options: EditorOptions = {}) {
  const onChange = vi.fn<(questions: Question[]) => void>();
  const user = userEvent.setup();

  function Page() {
    const [questions, setQuestions] = useState<Question[]>(options.questions ?? []);
    return (
      <QuestionEditor
        questions={questions}
        onChange={(next) => {
          onChange(next);
          setQuestions(next);
        }}
        clientId={options.clientId ?? 3}
        checkPurpose={options.checkPurpose ?? 'Employment'}
      />
    );
  }

  const result = render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Page />
        <NoticeViewport />
      </SWRConfig>
    </Theme>,
  );
  /** The list the page holds after the last change. */
  const current = () => onChange.mock.lastCall?.[0];
  return { ...result, user, onChange, current };
}
