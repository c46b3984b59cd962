// The operator's dialog that sends items of an application back to the applicant (issue 11): drawn by the engine from
// schemas/forms/reject-items.json with the order's fields and documents as choices, checked before sending, sent with
// POST /backoffice/orders/reject_items (Replace only for documents), and a refusal shown with the form kept filled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { NoticeViewport } from '../../src/app/notices';
import { sessionStore } from '../../src/app/session-store';
import { itemsOf, RejectItemsDialog } from '../../src/features/backoffice/RejectItemsDialog';
import { callsTo, json, makeUser, resetApplicationTests, stubApi, type Answers } from './application-harness';

afterEach(resetApplicationTests);

const FIELDS = [
  { FieldID: 'DOB', label: 'Date of birth' },
  { FieldID: 'RefereeEmail', label: "Referee's email" },
];
const DOCUMENTS = [{ DocID: 'AUPASSPORT', DocName: 'Australian passport' }];

function renderDialog(answers: Answers) {
  sessionStore.setUser(makeUser(2, { dashboardInfo: { dashboardType: 'operator', ShowClientName: '1', SearchClient: '1', ClientID: '0', ClientName: '', LogoURL: '', AccessLevel: '' } }));
  const calls = stubApi(answers);
  const onDone = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RejectItemsDialog orderId={42} fields={FIELDS} documents={DOCUMENTS} onDone={onDone} open onOpenChange={onOpenChange} />
        <NoticeViewport />
      </SWRConfig>
    </Theme>,
  );
  return { calls, onDone, onOpenChange, user: userEvent.setup() };
}

describe('RejectItemsDialog', () => {
  it('offers the fields and documents of the order, and sends a field and a document to replace', async () => {
    const { calls, onDone, onOpenChange, user } = renderDialog({
      'POST /api/backoffice/orders/reject_items': json(200, { orderStatus: 'On hold', editFlag: 'Y' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send items back to the applicant' });
    const first = await within(dialog).findByRole('combobox', { name: /Field or document/ });
    expect(within(first).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Field: Date of birth', "Field: Referee's email", 'Document: Australian passport']),
    );

    // Nothing chosen: the engine's messages, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect((await within(dialog).findAllByText('This field is mandatory.')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'POST', '/backoffice/orders/reject_items')).toHaveLength(0);

    await user.selectOptions(first, 'Field: Date of birth');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Does not match the passport.');
    await user.click(within(dialog).getByRole('button', { name: 'Add another item' }));
    const items = within(dialog).getAllByRole('combobox', { name: /Field or document/ });
    await user.selectOptions(items[1], 'Document: Australian passport');
    await user.type(within(dialog).getAllByRole('textbox', { name: /Reason/ })[1], 'Unreadable scan.');
    await user.selectOptions(within(dialog).getAllByRole('combobox', { name: /For a document/ })[1], 'Ask for another document instead');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(calls, 'POST', '/backoffice/orders/reject_items')[0].body).toEqual({
      orderID: 42,
      Items: [
        { FieldID: 'DOB', Reason: 'Does not match the passport.', Replace: 'N' },
        { DocID: 'AUPASSPORT', Reason: 'Unreadable scan.', Replace: 'Y' },
      ],
    });
    expect(await screen.findByText('Sent back to the applicant. The order is On hold.')).toBeTruthy();
  }, 20_000);

  it("shows the server's refusal and keeps what was typed", async () => {
    const { onDone, user } = renderDialog({
      'POST /api/backoffice/orders/reject_items': json(409, {
        statusCode: 409,
        error: 'Conflict',
        errorMessage: 'The application is not submitted yet: the applicant can still change it.',
      }),
    });
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Field or document/ }), 'Field: Date of birth');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
    await user.type(reason, 'Please check the year.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();
    expect(reason.value).toBe('Please check the year.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends Replace N for a field whatever the document choice says', () => {
    expect(itemsOf({ Items: [{ Item: 'field:DOB', Reason: ' x ', Replace: 'Y' }, { Item: 'document:SELFIE', Reason: 'y', Replace: 'N' }] })).toEqual([
      { FieldID: 'DOB', Reason: 'x', Replace: 'N' },
      { DocID: 'SELFIE', Reason: 'y', Replace: 'N' },
    ]);
  });
});
