// The edit screen, /admin/edit-application/{orderId} (order-and-application §2.4, §4 "Edit screen", §5 "Edit submit",
// §8): loading, 'There is no information to edit.', the rejected fields drawn by the engine with their reasons, a
// document's edit / replace toggle ('Choose a new document'), an upload marking it complete, a failed upload's alert,
// the 'Important' dialog, and 'Information Updated!' closing to home. fetch and the upload's XMLHttpRequest are stubbed.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { NoticeViewport } from '../../src/app/notices';
import { sessionStore } from '../../src/app/session-store';
import { EditApplicationPage } from '../../src/features/edit-application/EditApplicationPage';
import { APPLICANT, callsTo, field, json, resetApplicationTests, stubApi, type Answers } from './application-harness';
import { makeFile, nextUpload, stubXhr, userPickingAnyFile } from './upload-harness';

afterEach(resetApplicationTests);

const ORDER = 31;
const TAB = `GET /api/application/get_edit_application_tab/${ORDER}`;

const document = (over: Record<string, unknown> = {}) => ({
  Category: 'Primary (Category A)',
  DocID: 'AUPASSPORT',
  DocName: 'Australian passport',
  docStatus: 'UPLOAD',
  status: 'pending',
  DOCSighted: 'N',
  uploadType: 'edit',
  OriginalTableValue: 'old-passport.png',
  NewFieldID: '',
  NewFieldName: '',
  NewFieldLocation: '',
  Reason: 'The scan is unreadable.',
  ...over,
});

const SECTIONS = [
  {
    FormSection: 'Personal Details',
    fields: [{ ...field({ FieldID: 'Surname', FieldName: 'Surname', IsCompulsory: 'Yes', TableValue: 'Ngyuen', FormSection: 'Personal Details' }), Reason: 'The surname is misspelt.' }],
    documents: [],
  },
  { FormSection: 'Identity documents', fields: [], documents: [document()] },
];

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderEdit(answers: Answers) {
  sessionStore.setUser(APPLICANT);
  const calls = stubApi(answers);
  const uploads = stubXhr();
  const router = createMemoryRouter(
    [
      { path: '/admin/edit-application/*', element: <EditApplicationPage /> },
      { path: '/admin/home', element: <Where /> },
    ],
    { initialEntries: [`/admin/edit-application/${ORDER}`] },
  );
  const user = userPickingAnyFile();
  render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
        <NoticeViewport />
      </SWRConfig>
    </Theme>,
  );
  return { calls, uploads, user, router };
}

async function uploadPassport(user: ReturnType<typeof userPickingAnyFile>, name = /Upload: Australian passport/) {
  await user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog');
  await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.png', 'image/png'));
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return nextUpload();
}

describe('edit screen', () => {
  it('shows a loading state, then "There is no information to edit." when nothing waits', async () => {
    renderEdit({ [TAB]: json(200, []) });
    expect(screen.getByRole('status').textContent).toContain('Loading the information to correct');
    expect(await screen.findByText('There is no information to edit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send Information/ })).toBeNull();
  });

  it('draws the rejected fields with the engine, each with its reason, and the documents with theirs', async () => {
    renderEdit({ [TAB]: json(200, SECTIONS) });
    const surname = (await screen.findByRole('textbox', { name: /Surname/ })) as HTMLInputElement;
    expect(surname.value).toBe('Ngyuen');
    expect(screen.getByText('Why we ask: The surname is misspelt.')).toBeTruthy();
    expect(screen.getByText(/To verify your identity/)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Australian passport' });
    expect(within(card).getByText('Why we ask: The scan is unreadable.')).toBeTruthy();
    expect(within(card).getByText('pending')).toBeTruthy();
  });

  it('sends the corrections and the new copy, mails the referees, and "Information Updated!" closes to home', async () => {
    const { calls, user } = renderEdit({
      [TAB]: json(200, SECTIONS),
      'POST /api/application/edit_submit': json(200, { approve: 1, error_msg: '' }),
      [`GET /api/application/send_edit_reference_emails/${ORDER}`]: json(200, { sent: 0 }),
    });
    const surname = await screen.findByRole('textbox', { name: /Surname/ });

    // SEND INFORMATION with the document still pending: nothing is sent, the document says why.
    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    const card = screen.getByRole('region', { name: 'Australian passport' });
    expect(await within(card).findByText('Please upload the pending documents list.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/application/edit_submit')).toHaveLength(0);

    await user.clear(surname);
    await user.type(surname, 'Nguyen');
    const xhr = await uploadPassport(user);
    expect(xhr.request.url).toBe('/api/utilities/upload_image_edit');
    expect(xhr.request.fields).toMatchObject({ orderId: String(ORDER), docName: 'AUPASSPORT', DocID: 'AUPASSPORT' });
    xhr.respond(200, { location: 'new-passport.png', data: { location: 'new-passport.png' } });
    await waitFor(() => expect(within(card).getByText('complete')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    const done = await screen.findByRole('alertdialog', { name: 'Information Updated!' });
    const [sent] = callsTo(calls, 'POST', '/application/edit_submit');
    expect(sent.body).toEqual({
      orderId: ORDER,
      TableContent: [
        { FieldID: 'Surname', TableValue: 'Nguyen', TableID: null, TableLocation: null },
        { DocID: 'AUPASSPORT', uploadType: 'edit', NewFieldID: 'AUPASSPORT', NewFieldLocation: 'new-passport.png' },
      ],
    });
    expect(callsTo(calls, 'GET', `/application/send_edit_reference_emails/${ORDER}`)).toHaveLength(1);
    await user.click(within(done).getByRole('button', { name: 'CLOSE' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/home');
  });

  it('corrects a rejected row of a block list in place: no rows added or removed, its TableID sent back', async () => {
    const referee = {
      ...field({ FieldID: 'RefereeEmail', FieldName: "Referee's email", IsCompulsory: 'Yes', TableValue: 'bounced@example.com', FormSection: 'Referees' }),
      TableID: 77,
      TableLocation: 'ops.ApplicantReferees',
      Reason: 'This address bounced.',
    };
    const { calls, user } = renderEdit({
      [TAB]: json(200, [{ FormSection: 'Referees', fields: [referee], documents: [] }]),
      'POST /api/application/edit_submit': json(200, { approve: 1, error_msg: '' }),
      [`GET /api/application/send_edit_reference_emails/${ORDER}`]: json(200, { sent: 1 }),
    });
    const email = (await screen.findByRole('textbox', { name: /Referee's email/ })) as HTMLInputElement;
    expect(email.value).toBe('bounced@example.com');
    await user.click(screen.getByRole('button', { name: 'Add a new Reference' }));
    expect(await screen.findByText('Only the details sent back can be corrected here.')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Referee's email/ })).toHaveLength(1);
    await user.clear(email);
    await user.type(email, 'margaret@example.com');
    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    await screen.findByRole('alertdialog', { name: 'Information Updated!' });
    expect(callsTo(calls, 'POST', '/application/edit_submit')[0].body).toEqual({
      orderId: ORDER,
      TableContent: [{ FieldID: 'RefereeEmail', TableValue: 'margaret@example.com', TableID: 77, TableLocation: 'ops.ApplicantReferees' }],
    });
  }, 20_000);

  it("replace mode: 'Choose a new document' until a replacement is chosen and uploaded; toggling resets to pending", async () => {
    const { calls, user } = renderEdit({
      [TAB]: json(200, [{ FormSection: 'Identity documents', fields: [], documents: [document({ uploadType: 'replace' })] }]),
      'POST /api/utilities/documents_replace_options': json(200, [
        { DocID: 'FOREIGNPASSPORT', DocName: 'Foreign passport with a current Australian visa', Category: 'Primary (Category A)' },
      ]),
      'POST /api/application/edit_submit': json(200, { approve: 1, error_msg: '' }),
      [`GET /api/application/send_edit_reference_emails/${ORDER}`]: json(200, { sent: 0 }),
    });
    const card = await screen.findByRole('region', { name: 'Australian passport' });
    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    expect(await within(card).findByText('Choose a new document', { selector: 'p' })).toBeTruthy();

    const choice = await within(card).findByRole('combobox', { name: 'New document' });
    await user.selectOptions(choice, 'Foreign passport with a current Australian visa');
    const xhr = await uploadPassport(user, /Upload: Foreign passport/);
    expect(xhr.request.fields).toMatchObject({ docName: 'FOREIGNPASSPORT', DocID: 'AUPASSPORT' });
    xhr.respond(200, { location: 'visa.png', data: { location: 'visa.png' } });
    await waitFor(() => expect(within(card).getByText('complete')).toBeTruthy());

    // Back to a new copy and again to replace: each toggle resets the document to pending.
    await user.click(within(card).getByRole('button', { name: 'Send a new copy instead' }));
    expect(within(card).getByText('pending')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Replace with another document' }));
    expect(within(card).getByText('pending')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/application/edit_submit')).toHaveLength(0);
  });

  it("alerts 'Something went wrong. Please try again.' when an upload fails, and shows the server's refusal as 'Important'", async () => {
    const { user } = renderEdit({
      [TAB]: json(200, [{ FormSection: 'Identity documents', fields: [], documents: [document({ status: 'complete', NewFieldID: 'AUPASSPORT', NewFieldLocation: 'kept.png' })] }]),
      'POST /api/application/edit_submit': json(200, { approve: 0, error_msg: 'Please upload the pending documents list.' }),
    });
    await screen.findByRole('region', { name: 'Australian passport' });
    const xhr = await uploadPassport(user, /Upload again: Australian passport/);
    xhr.respond(500, { statusCode: 500, error: 'Server Error', errorMessage: 'Something went wrong on our side.' });
    expect(await screen.findAllByText('Something went wrong. Please try again.')).not.toHaveLength(0);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    const important = await screen.findByRole('alertdialog', { name: 'Important' });
    expect(within(important).getByText('Please upload the pending documents list.')).toBeTruthy();
    await user.click(within(important).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('marks the field the server refuses, until it is changed (issue 29)', async () => {
    const message = 'Please use letters, spaces, hyphens (-), apostrophes (\') and full stops (.) only.';
    const { user, calls } = renderEdit({
      [TAB]: json(200, [SECTIONS[0]]),
      'POST /api/application/edit_submit': json(200, { approve: 0, error_msg: `Surname: ${message}`, Fields: { Surname: message } }),
    });
    const surname = await screen.findByRole('textbox', { name: /Surname/ });
    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    const important = await screen.findByRole('alertdialog', { name: 'Important' });
    await user.click(within(important).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    await user.type(surname, 'x');
    await user.click(screen.getByRole('button', { name: /Send Information/ }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/application/edit_submit')).toHaveLength(2));
  });
});
