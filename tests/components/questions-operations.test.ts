// The questionnaire's pure operations (order-and-application §3 "Reference question", §4, §5 "Questions", §9).
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  canMoveDown,
  canMoveUp,
  cleanQuestionText,
  fromServerQuestions,
  moveQuestionDown,
  moveQuestionUp,
  QUESTION_INCOMPLETE,
  QUESTION_TYPES,
  removeQuestion,
  toServerSort,
  withTemplateQuestions,
  type Question,
  type ServerQuestion,
} from '../../src/features/ordering/questions/questions';
import { toReferenceFields } from '../../src/engine';

const serverRows: ServerQuestion[] = [
  { QuestionID: 12, QuestionSection: 'Performance', QuestionType: 'rank', QuestionDesc: 'Rate their reliability.', Sort: 2, FieldType: 'rank' },
  { QuestionID: 11, QuestionSection: 'Relationship', QuestionType: 'text', QuestionDesc: 'How do you know them?', Sort: 1, FieldType: 'text' },
  { QuestionID: 13, QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you re-employ them?', Sort: 3, FieldType: 'yes/no' },
];

function custom(desc: string, section = 'General', type: Question['QuestionType'] = 'text'): Question {
  return { QuestionSection: section, QuestionType: type, QuestionDesc: desc, Sort: 0, type: 'custom' };
}

const descs = (questions: Question[]) => questions.map((q) => q.QuestionDesc);
const sorts = (questions: Question[]) => questions.map((q) => q.Sort);

describe('loading default questions', () => {
  const loaded = fromServerQuestions(serverRows);

  it('orders by the server Sort and keeps local Sort = server Sort - 1', () => {
    expect(descs(loaded)).toEqual(['How do you know them?', 'Rate their reliability.', 'Would you re-employ them?']);
    expect(sorts(loaded)).toEqual([0, 1, 2]);
    expect(loaded.map(toServerSort)).toEqual([1, 2, 3]);
  });

  it("marks template questions 'default' and keeps their id and FieldType", () => {
    expect(loaded[0]).toEqual({
      QuestionID: 11,
      QuestionSection: 'Relationship',
      QuestionType: 'text',
      QuestionDesc: 'How do you know them?',
      Sort: 0,
      type: 'default',
      FieldType: 'text',
    });
  });

  it("replaces the template questions and keeps the user's own after them", () => {
    const mine = addQuestion(loaded, { QuestionSection: 'Extra', QuestionType: 'text', QuestionDesc: 'Mine' });
    if (!mine.ok) throw new Error(mine.message);
    const other = fromServerQuestions([{ ...serverRows[0], QuestionID: 99, QuestionDesc: 'Other template', Sort: 1 }]);
    const next = withTemplateQuestions(mine.questions, other);
    expect(descs(next)).toEqual(['Other template', 'Mine']);
    expect(sorts(next)).toEqual([0, 1]);
    expect(next.map((q) => q.type)).toEqual(['default', 'custom']);
  });
});

describe('adding a question', () => {
  it("appends a 'custom' question at the end with the next Sort", () => {
    const result = addQuestion(fromServerQuestions(serverRows), {
      QuestionSection: 'Teamwork',
      QuestionType: 'rank',
      QuestionDesc: 'How well did they work with others?',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions).toHaveLength(4);
    expect(result.questions[3]).toEqual({
      QuestionSection: 'Teamwork',
      QuestionType: 'rank',
      QuestionDesc: 'How well did they work with others?',
      Sort: 3,
      type: 'custom',
    });
  });

  it('turns tabs and newlines into spaces', () => {
    const result = addQuestion([], {
      QuestionSection: 'Team\twork',
      QuestionType: 'text',
      QuestionDesc: 'Describe\ntheir\r\nstrengths\tplease',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.questions[0].QuestionSection).toBe('Team work');
    expect(result.questions[0].QuestionDesc).toBe('Describe their  strengths please');
    expect(cleanQuestionText('\tPadded\n')).toBe('Padded');
  });

  it.each([
    ['no section', { QuestionType: 'text', QuestionDesc: 'Question?' }],
    ['a blank section', { QuestionSection: ' \t\n', QuestionType: 'text', QuestionDesc: 'Question?' }],
    ['no type', { QuestionSection: 'General', QuestionDesc: 'Question?' }],
    ['an unknown type', { QuestionSection: 'General', QuestionType: 'essay', QuestionDesc: 'Question?' }],
    ['no description', { QuestionSection: 'General', QuestionType: 'rank' }],
    ['a description of newlines only', { QuestionSection: 'General', QuestionType: 'rank', QuestionDesc: '\n\n' }],
  ])("refuses %s with 'Please complete the form.'", (_, draft) => {
    expect(addQuestion([custom('Kept')], draft)).toEqual({ ok: false, message: 'Please complete the form.' });
    expect(QUESTION_INCOMPLETE).toBe('Please complete the form.');
  });

  it('offers the three types with the labels of the spec', () => {
    expect(QUESTION_TYPES).toEqual([
      { value: 'text', label: 'Text Question' },
      { value: 'yes/no', label: 'Yes / No' },
      { value: 'rank', label: 'Rank (1-5)' },
    ]);
  });
});

describe('ordering and removing', () => {
  const list = fromServerQuestions(serverRows); // A, B, C = relationship, performance, conduct

  it('moves a question up and renumbers Sort', () => {
    const moved = moveQuestionUp(list, 2);
    expect(descs(moved)).toEqual(['How do you know them?', 'Would you re-employ them?', 'Rate their reliability.']);
    expect(sorts(moved)).toEqual([0, 1, 2]);
  });

  it('moves a question down and renumbers Sort', () => {
    const moved = moveQuestionDown(list, 0);
    expect(descs(moved)).toEqual(['Rate their reliability.', 'How do you know them?', 'Would you re-employ them?']);
    expect(sorts(moved)).toEqual([0, 1, 2]);
  });

  it('does not move the first question up nor the last down', () => {
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveDown(list, 2)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(list, 1)).toBe(true);
    expect(descs(moveQuestionUp(list, 0))).toEqual(descs(list));
    expect(descs(moveQuestionDown(list, 2))).toEqual(descs(list));
  });

  it('leaves the list it was given unchanged', () => {
    const before = JSON.stringify(list);
    moveQuestionUp(list, 1);
    moveQuestionDown(list, 1);
    removeQuestion(list, 1);
    expect(JSON.stringify(list)).toBe(before);
  });

  it('removes a question and renumbers the rest', () => {
    const left = removeQuestion(list, 0);
    expect(descs(left)).toEqual(['Rate their reliability.', 'Would you re-employ them?']);
    expect(sorts(left)).toEqual([0, 1]);
    expect(removeQuestion(left, 1).map(toServerSort)).toEqual([1]);
  });
});

// The mapping itself is tested in tests/engine/questionnaire.test.ts; here, with the editor's operations.
describe('the references form field list', () => {
  it('follows the order the user arranged', () => {
    const moved = moveQuestionDown(fromServerQuestions(serverRows), 0);
    const labels = toReferenceFields(moved)
      .filter((f) => f.SectionType === 'Verification')
      .map((f) => f.FieldLabel);
    expect(labels).toEqual(descs(moved));
  });

  it("draws a template question by the server's FieldType (check in the preview)", () => {
    const [check] = fromServerQuestions([
      { QuestionID: 1, QuestionSection: 'Identity', QuestionType: 'text', QuestionDesc: 'The dates above are correct', Sort: 1, FieldType: 'check' },
    ]);
    const fields = toReferenceFields([check]);
    expect(fields[2]).toMatchObject({ SectionType: 'Verification', FieldType: 'check', FieldLabel: 'The dates above are correct' });
  });
});
