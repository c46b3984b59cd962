// The questionnaire editor as a user works it (order-and-application §2.1 step 3, §4 "Wizard", §5 "Questions").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dismissAllNotices } from '../../src/app/notices';
import { json, stubFetch } from './shell-helpers';
import { QUESTIONS_CALL, renderEditor, STANDARD_TEMPLATE, TYPES_CALL } from './questions-harness';
import type { Question } from '../../src/features/ordering/questions/questions';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotices();
});

const EMPTY_TEXT = 'There are no additional questions added to the form.';

function customQuestions(): Question[] {
  return [
    { QuestionSection: 'Relationship', QuestionType: 'text', QuestionDesc: 'How do you know the applicant?', Sort: 0, type: 'custom' },
    { QuestionSection: 'Performance', QuestionType: 'rank', QuestionDesc: 'Rate their teamwork.', Sort: 1, type: 'custom' },
    { QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you hire them again?', Sort: 2, type: 'custom' },
  ];
}

/** The descriptions in the list, top to bottom. */
function listed(): string[] {
  const list = screen.queryByRole('list', { name: 'Questions for referees' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

async function fillQuestion(
  user: ReturnType<typeof renderEditor>['user'],
  values: { section?: string; type?: string; description?: string },
) {
  if (values.section !== undefined) await user.type(screen.getByRole('textbox', { name: 'Section' }), values.section);
  if (values.type !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), values.type);
  if (values.description !== undefined) {
    await user.type(screen.getByRole('textbox', { name: 'Description' }), values.description);
  }
}

describe('QuestionEditor without default templates', () => {
  it('offers only custom questions and says the list is empty', async () => {
    const calls = stubFetch({ [TYPES_CALL]: json(200, []) });
    renderEditor({ clientId: 7, checkPurpose: 'Volunteer' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ ClientID: 7, CheckPurpose: 'Volunteer' });
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Default questions/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();
  });

  it('asks for templates with the Employment purpose when none is given', async () => {
    const calls = stubFetch({ [TYPES_CALL]: json(200, []) });
    renderEditor({ checkPurpose: '' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ ClientID: 3, CheckPurpose: 'Employment' });
  });

  it('adds a question through the form, as custom, and empties the form', async () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user, current } = renderEditor();
    await fillQuestion(user, { section: 'Teamwork', type: 'Rank (1-5)', description: 'How well did they work in a team?' });
    await user.click(screen.getByRole('button', { name: 'Add question' }));

    expect(listed()).toEqual(['How well did they work in a team?']);
    expect(screen.getByText('Teamwork · Rank (1-5)')).toBeTruthy();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    expect(current()).toEqual([
      { QuestionSection: 'Teamwork', QuestionType: 'rank', QuestionDesc: 'How well did they work in a team?', Sort: 0, type: 'custom' },
    ]);
    expect((screen.getByRole('textbox', { name: 'Section' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('offers the three types by their labels', () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    renderEditor();
    const options = within(screen.getByRole('combobox', { name: 'Type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a type', 'Text Question', 'Yes / No', 'Rank (1-5)']);
  });

  it('stores tabs and newlines typed in the description as spaces', async () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user, current } = renderEditor();
    await fillQuestion(user, { section: 'General', type: 'Text Question', description: 'Any{Enter}comments?' });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(current()?.[0].QuestionDesc).toBe('Any comments?');
  });

  it.each([
    ['the section', { type: 'Yes / No', description: 'Were they punctual?' }],
    ['the type', { section: 'Conduct', description: 'Were they punctual?' }],
    ['the description', { section: 'Conduct', type: 'Yes / No' }],
    ['a description of blanks only', { section: 'Conduct', type: 'Yes / No', description: '   ' }],
  ])("without %s it alerts 'Please complete the form.' and adds nothing", async (_, values) => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user, onChange } = renderEditor();
    await fillQuestion(user, values);
    await user.click(screen.getByRole('button', { name: 'Add question' }));

    expect(screen.getByRole('status').textContent).toContain('Please complete the form.');
    expect(screen.getByText('This field is mandatory.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
  });
});

describe('QuestionEditor ordering and removing', () => {
  it('moves questions up and down; the first cannot go up, the last cannot go down', async () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user, current } = renderEditor({ questions: customQuestions() });
    expect((screen.getByRole('button', { name: 'Move question 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move question 3 down' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move question 1 down' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(listed()).toEqual(['How do you know the applicant?', 'Would you hire them again?', 'Rate their teamwork.']);
    expect(current()?.map((q) => q.Sort)).toEqual([0, 1, 2]);

    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(listed()).toEqual(['Would you hire them again?', 'How do you know the applicant?', 'Rate their teamwork.']);
  });

  it('removes a question, and says so when none are left', async () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user, current } = renderEditor({ questions: customQuestions().slice(0, 2) });
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(listed()).toEqual(['Rate their teamwork.']);
    expect(current()).toEqual([{ ...customQuestions()[1], Sort: 0 }]);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
  });
});

describe('QuestionEditor with default templates', () => {
  const templates = [{ TemplateType: 'Healthcare and aged care reference' }, { TemplateType: 'Standard employment reference' }];

  it('starts in default mode, loads the chosen template and keeps its order', async () => {
    const calls = stubFetch({ [TYPES_CALL]: json(200, templates), [QUESTIONS_CALL]: json(200, STANDARD_TEMPLATE) });
    const { user, current } = renderEditor({ clientId: 4 });
    const template = await screen.findByRole('combobox', { name: 'Template' });
    expect((screen.getByRole('radio', { name: /Default questions/ }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');

    await user.selectOptions(template, 'Standard employment reference');
    await user.click(screen.getByRole('button', { name: 'Load questions' }));
    await waitFor(() => expect(listed()).toHaveLength(3));

    expect(calls[1].body).toEqual({ ClientID: 4, TemplateType: 'Standard employment reference' });
    expect(listed()).toEqual(STANDARD_TEMPLATE.map((q) => q.QuestionDesc));
    expect(current()?.map((q) => [q.Sort, q.type])).toEqual([[0, 'default'], [1, 'default'], [2, 'default']]);
  });

  it('switches to default when a template is loaded after writing custom questions, keeping them', async () => {
    stubFetch({ [TYPES_CALL]: json(200, templates), [QUESTIONS_CALL]: json(200, STANDARD_TEMPLATE) });
    const mine = customQuestions().slice(0, 1);
    const { user } = renderEditor({ questions: mine });
    const custom = await screen.findByRole('radio', { name: /Custom questions/ });
    expect(custom.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Default questions/ }));
    // Choosing default alone changes nothing in the list.
    expect(listed()).toEqual(['How do you know the applicant?']);
    await user.click(screen.getByRole('button', { name: 'Load questions' }));
    await waitFor(() => expect(listed()).toHaveLength(4));
    expect(listed()).toEqual([...STANDARD_TEMPLATE.map((q) => q.QuestionDesc), 'How do you know the applicant?']);
    expect(screen.getByRole('radio', { name: /Default questions/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('choosing custom clears the questions', async () => {
    stubFetch({ [TYPES_CALL]: json(200, templates), [QUESTIONS_CALL]: json(200, STANDARD_TEMPLATE) });
    const { user, current } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Load questions' }));
    await waitFor(() => expect(listed()).toHaveLength(3));

    await user.click(screen.getByRole('radio', { name: /Custom questions/ }));
    expect(current()).toEqual([]);
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();
  });

  it('hides the default choice when the template list cannot be loaded', async () => {
    const calls = stubFetch({ [TYPES_CALL]: json(500, { errorMessage: 'boom' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEditor();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('radio', { name: /Default questions/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add question' })).toBeTruthy();
    logged.mockRestore();
  });
});
