// An order's references questionnaire and its public references form field list (order-and-application §3
// "Reference question", §5 "Questions"; portal §3 "References form field"), shared by the preview and the server.
import { describe, expect, it } from 'vitest';
import {
  buildReferencesForm,
  cleanQuestionText,
  isQuestionType,
  REFEREE_INSTRUCTIONS,
  toReferenceFields,
  type Question,
} from '../../src/engine';

function question(desc: string, section: string, type: Question['QuestionType'], sort: number): Question {
  return { QuestionSection: section, QuestionType: type, QuestionDesc: desc, Sort: sort, type: 'custom' };
}

describe('the references form field list of a questionnaire', () => {
  it('opens with the instructions, then a section title wherever the section changes, then each question', () => {
    const questions = [
      question('Would you hire them again?', 'Conduct', 'yes/no', 3),
      question('How long did you work together?', 'Relationship', 'text', 0),
      question('Rate their punctuality.', 'Performance', 'rank', 1),
      question('Rate their care.', 'Performance', 'rank', 2),
    ];
    expect(toReferenceFields(questions).map((f) => [f.Sort, f.SectionType, f.FieldType, f.FieldLabel])).toEqual([
      [1, 'Instructions', 'text', REFEREE_INSTRUCTIONS],
      [2, 'Section title', 'text', 'Relationship'],
      [3, 'Verification', 'text', 'How long did you work together?'],
      [4, 'Section title', 'text', 'Performance'],
      [5, 'Verification', 'rank', 'Rate their punctuality.'],
      [6, 'Verification', 'rank', 'Rate their care.'],
      [7, 'Section title', 'text', 'Conduct'],
      [8, 'Verification', 'yes/no', 'Would you hire them again?'],
    ]);
  });

  it('repeats a section heading where the section resumes after another', () => {
    const questions = [
      question('First', 'Performance', 'rank', 0),
      question('Second', 'Conduct', 'yes/no', 1),
      question('Third', 'Performance', 'rank', 2),
    ];
    const headings = toReferenceFields(questions).filter((f) => f.SectionType === 'Section title');
    expect(headings.map((f) => [f.FieldName, f.FieldLabel])).toEqual([
      ['SECTION_1', 'Performance'],
      ['SECTION_2', 'Conduct'],
      ['SECTION_3', 'Performance'],
    ]);
  });

  it("draws a question by the server's FieldType when the references form knows it, else by its QuestionType", () => {
    const fields = toReferenceFields([
      { ...question('The dates above are correct', 'Identity', 'text', 0), FieldType: 'check' },
      { ...question('Describe them', 'Identity', 'text', 1), FieldType: 'essay' },
    ]);
    expect(fields.filter((f) => f.SectionType === 'Verification').map((f) => f.FieldType)).toEqual(['check', 'text']);
  });

  it('is only the instructions for an empty questionnaire', () => {
    expect(toReferenceFields([]).map((f) => f.SectionType)).toEqual(['Instructions']);
  });

  it('builds into a references form with every question a required answer', () => {
    const config = buildReferencesForm(toReferenceFields([question('Would you hire them again?', 'Conduct', 'yes/no', 0)]));
    expect(config.schema.required).toEqual(['q2']);
  });
});

describe('question texts and types', () => {
  it('turns tabs and newlines into spaces and trims the ends; anything but a string is empty', () => {
    expect(cleanQuestionText('\tTeam\twork\r\n')).toBe('Team work');
    expect(cleanQuestionText(undefined)).toBe('');
    expect(cleanQuestionText(42)).toBe('');
  });

  it('knows text, yes/no and rank only', () => {
    expect(['text', 'yes/no', 'rank', 'check', 'essay', undefined].map(isQuestionType)).toEqual([
      true, true, true, false, false, false,
    ]);
  });
});
