// 'Referee Form Preview' (order-and-application §2.1): the questionnaire drawn as the public references form draws it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dismissAllNotices } from '../../src/app/notices';
import { REFEREE_INSTRUCTIONS } from '../../src/engine';
import type { Question } from '../../src/features/ordering/questions/questions';
import { json, stubFetch } from './shell-helpers';
import { renderEditor, TYPES_CALL } from './questions-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotices();
});

const questions: Question[] = [
  { QuestionSection: 'Relationship', QuestionType: 'text', QuestionDesc: 'How do you know the applicant?', Sort: 0, type: 'custom' },
  { QuestionSection: 'Performance', QuestionType: 'rank', QuestionDesc: 'Rate their teamwork.', Sort: 1, type: 'custom' },
  { QuestionSection: 'Performance', QuestionType: 'yes/no', QuestionDesc: 'Were they punctual?', Sort: 2, type: 'custom' },
  { QuestionID: 9, QuestionSection: 'Identity', QuestionType: 'text', QuestionDesc: 'The dates of employment are correct', Sort: 3, type: 'default', FieldType: 'check' },
];

async function openPreview(list: Question[]) {
  stubFetch({ [TYPES_CALL]: json(200, []) });
  const rendered = renderEditor({ questions: list });
  await rendered.user.click(screen.getByRole('button', { name: 'Preview' }));
  const dialog = screen.getByRole('dialog', { name: 'Referee Form Preview' });
  return { ...rendered, dialog };
}

describe('Referee Form Preview', () => {
  it('opens a dialog titled Referee Form Preview with the instructions and each section title', async () => {
    const { dialog } = await openPreview(questions);
    expect(within(dialog).getByText(REFEREE_INSTRUCTIONS)).toBeTruthy();
    expect(within(dialog).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      // The referee checks the details first, as on the references form itself (one drawing for both).
      'Details to verify',
      'Relationship',
      'Performance',
      'Identity',
    ]);
  });

  it('draws each question with the widget of its type, in the order of the list', async () => {
    const { dialog } = await openPreview(questions);
    const text = within(dialog).getByRole('textbox', { name: 'How do you know the applicant?' });
    expect(text.tagName).toBe('TEXTAREA');
    expect(text.getAttribute('maxlength')).toBe('1500');
    expect(within(dialog).getByText('0/1500')).toBeTruthy();

    const rank = within(dialog).getByRole('combobox', { name: 'Rate their teamwork.' });
    expect(within(rank).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please select', '1', '2', '3', '4', '5']);

    const yesNo = within(dialog).getByRole('radiogroup', { name: 'Were they punctual?' });
    expect(within(yesNo).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Yes', 'No']);

    // A template's check field starts unticked, as on the referee's form.
    const check = within(dialog).getByRole('checkbox', { name: 'The dates of employment are correct' });
    expect(check.getAttribute('aria-checked')).toBe('false');

    // Document order follows the list the user arranged.
    const order = [text, rank, yesNo, check];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('follows the list after a move', async () => {
    stubFetch({ [TYPES_CALL]: json(200, []) });
    const { user } = renderEditor({ questions: questions.slice(0, 3) });
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Referee Form Preview' });
    const yesNo = within(dialog).getByRole('radiogroup', { name: 'Were they punctual?' });
    const rank = within(dialog).getByRole('combobox', { name: 'Rate their teamwork.' });
    expect(yesNo.compareDocumentPosition(rank) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends nothing: there is no submit button, only Close', async () => {
    const { dialog, user } = await openPreview(questions);
    expect(within(dialog).queryByRole('button', { name: /send|submit/i })).toBeNull();
    expect(dialog.querySelector('button[type="submit"]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only the instructions for an empty questionnaire', async () => {
    const { dialog } = await openPreview([]);
    expect(within(dialog).getByText(REFEREE_INSTRUCTIONS)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
