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

/** The applicant's and referee's details the referee is asked to confirm (each a check field, starting at N). */
export interface RefereeDetails {
  applicant: string;
  refereeName: string;
  company: string;
  position: string;
  relationship: string;
}

/** What the client's preview shows in place of details only the application will give. */
export const PREVIEW_REFEREE_DETAILS: RefereeDetails = {
  applicant: "[the applicant's name]",
  refereeName: "[the referee's name]",
  company: "[the referee's organisation]",
  position: "[the referee's position]",
  relationship: '[how the referee knows the applicant]',
};

/** Heading and explanation of the details to confirm. */
export const DETAILS_SECTION_TITLE = 'Details to verify';
export const DETAILS_INFORMATION = 'Please tick each detail below that is correct.';

/**
 * The whole references form a referee sees: the instructions, the details to verify (check fields, FieldValue the
 * detail itself), then the order's questionnaire. The public form (POST /website/references_form_get) and the
 * wizard's Referee Form Preview both draw this list, so the preview shows exactly what the referee will see.
 */
export function refereeFormFields(
  questions: readonly Pick<Question, 'QuestionSection' | 'QuestionType' | 'QuestionDesc' | 'Sort' | 'FieldType'>[],
  details: RefereeDetails,
): ReferenceField[] {
  const [instructions, ...rest] = toReferenceFields(questions);
  const detail = (FieldName: string, label: string, value: string): ReferenceField => ({
    SectionType: 'Verification',
    FieldType: 'check',
    FieldName,
    FieldLabel: `${label}: ${value}`,
    FieldValue: value,
    Sort: 0,
  });
  const list: ReferenceField[] = [
    instructions,
    { SectionType: 'Section title', FieldType: 'text', FieldName: 'DETAILS', FieldLabel: DETAILS_SECTION_TITLE, FieldValue: null, Sort: 0 },
    { SectionType: 'Information', FieldType: 'text', FieldName: 'DETAILS_INFO', FieldLabel: DETAILS_INFORMATION, FieldValue: null, Sort: 0 },
    detail('VERIFY_APPLICANT', "Applicant's name", details.applicant),
    detail('VERIFY_NAME', 'Your name', details.refereeName),
    detail('VERIFY_COMPANY', 'Your organisation', details.company),
    detail('VERIFY_POSITION', 'Your position', details.position),
    detail('VERIFY_RELATIONSHIP', 'How you know the applicant', details.relationship),
    ...rest,
  ];
  return list.map((field, index) => ({ ...field, Sort: index + 1 }));
}
