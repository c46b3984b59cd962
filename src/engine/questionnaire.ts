// The references questionnaire an order carries (order-and-application §3 "Reference question", §5 "Questions", §9)
// and its mapping to the public references form's field list (portal §3 "References form field"). Shared by the
// browser (the wizard's and quick start's editor, the preview) and the server (storing the questions, serving
// /website/references_form_get), so a referee sees exactly what the preview drew.

import { REFEREE_INSTRUCTIONS } from './messages';
import type { ReferenceField, ReferenceFieldType } from './types';

/** The kinds of question a client may write (§5 "Questions"). */
export const QUESTION_TYPE_VALUES = ['text', 'yes/no', 'rank'] as const;
export type QuestionType = (typeof QUESTION_TYPE_VALUES)[number];

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

const TYPE_VALUES = new Set<string>(QUESTION_TYPE_VALUES);
const REFERENCE_FIELD_TYPES = new Set<string>(['text', 'check', 'rank', 'yes/no']);

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && TYPE_VALUES.has(value);
}

/** Tabs and newlines become spaces (§5 "Questions"); the ends are trimmed. Anything but a string is empty. */
export function cleanQuestionText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\t\r\n]/g, ' ').trim() : '';
}

/** How the referee's form draws a question: the server's FieldType when it is a references-form type, else its type. */
export function referenceFieldType(question: Pick<Question, 'QuestionType' | 'FieldType'>): ReferenceFieldType {
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
export function toReferenceFields(
  questions: readonly Pick<Question, 'QuestionSection' | 'QuestionType' | 'QuestionDesc' | 'Sort' | 'FieldType'>[],
): ReferenceField[] {
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
