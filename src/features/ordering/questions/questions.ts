// The references questionnaire an order carries (order-and-application §3 "Reference question", §4 "Wizard", §5
// "Questions", §9): pure operations on the list, shared by the wizard's step 3 and the quick start. The Question type,
// the text cleaning and the mapping to the public references form's field list (toReferenceFields, so the preview
// draws exactly what a referee will see) are the engine's (src/engine/questionnaire.ts), shared with the server.
// No React here: every rule is testable in Node.

import type { ReplyOf } from '../../../../schemas/api';
import { cleanQuestionText, isQuestionType, type Question, type QuestionType } from '../../../engine';

export { cleanQuestionText, isQuestionType, type Question, type QuestionType };

/** A question as POST /utilities/reference_repertoire_questions answers it (Sort from 1). */
export type ServerQuestion = ReplyOf<'POST /utilities/reference_repertoire_questions'>[number];

/** The values of the add-question form (schemas/forms/reference-question.json); anything may be missing. */
export interface QuestionDraft {
  QuestionSection?: unknown;
  QuestionType?: unknown;
  QuestionDesc?: unknown;
}

/** The types a user may choose, with the labels of §5 "Questions". */
export const QUESTION_TYPES: readonly { value: QuestionType; label: string }[] = [
  { value: 'text', label: 'Text Question' },
  { value: 'yes/no', label: 'Yes / No' },
  { value: 'rank', label: 'Rank (1-5)' },
];

/** Alert when section, type or description is missing (§5 "Questions"). */
export const QUESTION_INCOMPLETE = 'Please complete the form.';
/** The empty list (§8 "Empty lists"). */
export const NO_QUESTIONS = 'There are no additional questions added to the form.';

export function questionTypeLabel(type: QuestionType): string {
  return QUESTION_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** Sort follows the position: 0, 1, 2, ... */
function renumbered(questions: readonly Question[]): Question[] {
  return questions.map((q, index) => (q.Sort === index ? q : { ...q, Sort: index }));
}

/**
 * A template's questions as the editor holds them: local Sort = server Sort - 1 (§9), type 'default', in Sort order.
 * A row whose QuestionType is not one the editor knows keeps its FieldType for the preview and is shown as text.
 */
export function fromServerQuestions(rows: readonly ServerQuestion[]): Question[] {
  return [...rows]
    .sort((a, b) => a.Sort - b.Sort)
    .map((row) => ({
      QuestionID: row.QuestionID,
      QuestionSection: cleanQuestionText(row.QuestionSection),
      QuestionType: isQuestionType(row.QuestionType) ? row.QuestionType : 'text',
      QuestionDesc: cleanQuestionText(row.QuestionDesc),
      Sort: row.Sort - 1,
      type: 'default' as const,
      FieldType: row.FieldType ?? row.QuestionType,
    }));
}

/** The server's Sort of a question (from 1), for anything that sends Sort back. */
export function toServerSort(question: Pick<Question, 'Sort'>): number {
  return question.Sort + 1;
}

export type AddQuestionResult = { ok: true; questions: Question[] } | { ok: false; message: string };

/** Appends a user-made question (type 'custom'), or answers the §5 message when something is missing. */
export function addQuestion(questions: readonly Question[], draft: QuestionDraft): AddQuestionResult {
  const section = cleanQuestionText(draft.QuestionSection);
  const description = cleanQuestionText(draft.QuestionDesc);
  if (!section || !description || !isQuestionType(draft.QuestionType)) return { ok: false, message: QUESTION_INCOMPLETE };
  const added: Question = {
    QuestionSection: section,
    QuestionType: draft.QuestionType,
    QuestionDesc: description,
    Sort: questions.length,
    type: 'custom',
  };
  return { ok: true, questions: renumbered([...questions, added]) };
}

export function canMoveUp(index: number): boolean {
  return index > 0;
}

export function canMoveDown(questions: readonly Question[], index: number): boolean {
  return index >= 0 && index < questions.length - 1;
}

function swapped(questions: readonly Question[], a: number, b: number): Question[] {
  const next = [...questions];
  [next[a], next[b]] = [next[b], next[a]];
  return renumbered(next);
}

/** Moves a question one place up; the first stays where it is (§4). */
export function moveQuestionUp(questions: readonly Question[], index: number): Question[] {
  return canMoveUp(index) && index < questions.length ? swapped(questions, index - 1, index) : [...questions];
}

/** Moves a question one place down; the last stays where it is (§4). */
export function moveQuestionDown(questions: readonly Question[], index: number): Question[] {
  return canMoveDown(questions, index) ? swapped(questions, index, index + 1) : [...questions];
}

export function removeQuestion(questions: readonly Question[], index: number): Question[] {
  return renumbered(questions.filter((_, i) => i !== index));
}

/**
 * A template's questions replace the default questions in the list; the user's own questions stay, after them
 * ("Loading default questions switches to default" keeps what the user wrote).
 */
export function withTemplateQuestions(questions: readonly Question[], loaded: readonly Question[]): Question[] {
  return renumbered([...loaded, ...questions.filter((q) => q.type === 'custom')]);
}
