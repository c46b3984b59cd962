// The references questionnaire an order carries (order-and-application §3 "Reference question", §4 "Wizard", §5
// "Questions", §9): pure operations on the list, shared by the wizard's step 3 and the quick start, and the mapping to
// the public references form's field list (portal §3 "References form field") so the preview draws exactly what a
// referee will see. No React here: every rule is testable in Node.

import type { ReferenceField, ReferenceFieldType } from '../../../engine';

export type QuestionType = 'text' | 'yes/no' | 'rank';

export interface Question {
  QuestionID?: number;
  QuestionSection: string;
  QuestionType: QuestionType;
  QuestionDesc: string;
  /** 0-based position in the list (the server's Sort minus 1), renumbered after every change. */
  Sort: number;
  /** 'custom' for questions the user wrote, 'default' for questions loaded from a template. */
  type: 'custom' | 'default';
  /** How the referee's form draws the answer; the server sends it with template questions. */
  FieldType?: string;
}

/** A question as POST /utilities/reference_repertoire_questions answers it (Sort from 1). */
export interface ServerQuestion {
  QuestionID: number;
  QuestionSection: string;
  QuestionType: string;
  QuestionDesc: string;
  Sort: number;
  FieldType?: string | null;
}

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

/**
 * The opening text of the referee's form, before the questions. Ours: the spec names the entry kind (Instructions) but
 * not its words; the public references form should open with the same text.
 */
export const REFEREE_INSTRUCTIONS =
  'Thank you for agreeing to give a reference. Please answer every question below about the applicant. ' +
  'Your answers are sent only to the organisation that requested this background check.';

const TYPE_VALUES = new Set<string>(QUESTION_TYPES.map((t) => t.value));
const REFERENCE_FIELD_TYPES = new Set<string>(['text', 'check', 'rank', 'yes/no']);

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && TYPE_VALUES.has(value);
}

export function questionTypeLabel(type: QuestionType): string {
  return QUESTION_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** Tabs and newlines become spaces (§5 "Questions"); the ends are trimmed, as the server does before storing. */
export function cleanQuestionText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\t\r\n]/g, ' ').trim() : '';
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

/** How the referee's form draws a question: the server's FieldType when it is a references-form type, else its type. */
export function referenceFieldType(question: Question): ReferenceFieldType {
  const fieldType = question.FieldType;
  return fieldType && REFERENCE_FIELD_TYPES.has(fieldType) ? (fieldType as ReferenceFieldType) : question.QuestionType;
}

/**
 * The public references form's field list for a questionnaire:
 * - an 'Instructions' entry first (REFEREE_INSTRUCTIONS);
 * - a 'Section title' entry wherever the section changes from the previous question's, so a referee sees the questions
 *   in the order the client arranged them, under their section headings (a section the client split by moving a
 *   question away gets its heading again where it resumes);
 * - each question a 'Verification' field of its type, labelled by its description.
 * Sort numbers the entries from 1 in that order.
 */
export function toReferenceFields(questions: readonly Question[]): ReferenceField[] {
  const fields: ReferenceField[] = [
    {
      SectionType: 'Instructions',
      FieldType: 'text',
      FieldName: 'INSTRUCTIONS',
      FieldLabel: REFEREE_INSTRUCTIONS,
      FieldValue: null,
      Sort: 1,
    },
  ];
  let currentSection: string | null = null;
  let sectionCount = 0;
  const ordered = [...questions].sort((a, b) => a.Sort - b.Sort);
  ordered.forEach((question, index) => {
    if (question.QuestionSection !== currentSection) {
      currentSection = question.QuestionSection;
      sectionCount += 1;
      fields.push({
        SectionType: 'Section title',
        FieldType: 'text',
        FieldName: `SECTION_${sectionCount}`,
        FieldLabel: question.QuestionSection,
        FieldValue: null,
        Sort: fields.length + 1,
      });
    }
    fields.push({
      SectionType: 'Verification',
      FieldType: referenceFieldType(question),
      FieldName: `QUESTION_${index + 1}`,
      FieldLabel: question.QuestionDesc,
      FieldValue: null,
      Sort: fields.length + 1,
    });
  });
  return fields;
}
