// Step 2's Enter details modal and Upload a File modal: the rules and messages of order-and-application §5
// "New order" and "CSV upload", as a user meets them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../src/features/ordering/cart';
import { stubFetch } from './shell-helpers';
import { cartWith, clientOptionAnswers, PC, person, RC, RECRUITER, recruiterOptionAnswers, renderAt, startWith } from './ordering-helpers';
import { NAME_CHARACTERS } from '../../src/engine/messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog(name: 'Enter details' | 'Upload a File') {
  const user = userEvent.setup();
  // The first test also waits for the route's code.
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name });
  // The local form arrives as its own chunk.
  await within(dialog).findByRole('button', { name: name === 'Enter details' ? 'Add applicant' : 'Upload' });
  return { user, dialog };
}

describe('Enter details, for a client (PayOption Either, cost centres)', () => {
  it('shows each message of §5 for an empty form, then adds the applicant with "Applicant added."', async () => {
    startWith(undefined, cartWith([PC]));
    const calls = stubFetch(clientOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    const form = within(dialog);
    // The purpose defaults to Employment (§3); the client choice is a recruiter's only.
    expect((form.getByLabelText(/Purpose/) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Employment');
    expect(form.queryByLabelText(/Client/)).toBeNull();

    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    expect(form.getAllByText('This field is mandatory.')).toHaveLength(3);
    // §3: applicantToPay defaults to 'N', so the payment choice is never missing.
    expect((form.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(form.queryByText('No payment option selected.')).toBeNull();
    expect(form.getByText('No cost centre option selected.')).toBeTruthy();
    expect(cartStore.get().applicants).toEqual([]);

    await user.type(form.getByLabelText(/First name/), 'Ava');
    await user.type(form.getByLabelText(/Surname/), 'Nguyen');
    await user.type(form.getByLabelText(/Email/), 'ava.example.com');
    await user.type(form.getByLabelText(/Mobile/), '0412 ABC');
    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    expect(form.getByText('Invalid email format. Please include an "@" and a valid domain name.')).toBeTruthy();
    expect(form.getByText('The phone number of Ava is not valid.')).toBeTruthy();
    expect(form.queryByText('This field is mandatory.')).toBeNull();

    await user.clear(form.getByLabelText(/Email/));
    await user.type(form.getByLabelText(/Email/), 'ava.nguyen@example.com.au');
    await user.clear(form.getByLabelText(/Mobile/));
    await user.type(form.getByLabelText(/Mobile/), '0412345678');
    await user.click(form.getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(form.getByLabelText(/Cost centre/), 'Allied Health - Newcastle');
    await user.selectOptions(form.getByLabelText(/Purpose/), 'Contractor');
    await user.click(form.getByRole('button', { name: 'Add applicant' }));

    expect(await screen.findByText('Applicant added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Applicants' });
    const [header, row] = within(table).getAllByRole('row');
    expect([...header.querySelectorAll('th')].map((c) => c.textContent)).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Applicant will pay?', 'Delete']);
    expect([...row.querySelectorAll('td, th')].map((c) => c.textContent).slice(0, 5)).toEqual([
      '1',
      'Ava Nguyen',
      'ava.nguyen@example.com.au',
      '0412345678',
      'Yes',
    ]);
    // §5: a client orders for its own ClientID, RecruiterID empty.
    expect(cartStore.get().applicants[0]).toMatchObject({ ClientID: '12', RecruiterID: '', costCentreId: '5', CheckPurpose: 'Contractor', applicantToPay: 'Y' });
    // The check purposes are those of the chosen services, and the register location is kept.
    expect(calls.find((c) => c.url === '/api/utilities/get_check_types')?.body).toEqual({ Services: [{ ServiceID: 'PC' }] });
    expect(cartStore.get().registerLocation).toBe('clients/harbour-health');

    await user.click(within(row).getByRole('button', { name: 'Delete Ava Nguyen' }));
    expect(cartStore.get().applicants).toEqual([]);
    expect(screen.queryByRole('table', { name: 'Applicants' })).toBeNull();
  });

  it('treats names of spaces only as empty', async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    const form = within(dialog);
    await user.type(form.getByLabelText(/First name/), '   ');
    await user.type(form.getByLabelText(/Surname/), 'Nguyen');
    await user.type(form.getByLabelText(/Email/), 'ava@example.com');
    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    expect(form.getAllByText('This field is mandatory.')).toHaveLength(1);
  });
});

describe('Enter details: names', () => {
  it("refuses a name with digits or emoji beside the field, as the application does (issue 29)", async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    const form = within(dialog);
    await user.type(form.getByLabelText(/First name/), 'Ava');
    await user.type(form.getByLabelText(/Middle name/), '🙂');
    await user.type(form.getByLabelText(/Surname/), 'Nguyen');
    await user.type(form.getByLabelText(/Email/), 'ava@example.com');
    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    expect(form.getAllByText(NAME_CHARACTERS)).toHaveLength(1);
    expect(form.queryByText('Applicant added.')).toBeNull();
  });
});

describe('Enter details, for a recruiter (ClientOnly, no cost centres)', () => {
  it("asks for a client ('No client selected.') and a purpose ('No purpose selected.'), never for payment or cost centre", async () => {
    startWith(RECRUITER, cartWith([PC, RC]));
    stubFetch(recruiterOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    const form = within(dialog);
    expect(form.queryByText('Applicant will pay?')).toBeNull();
    expect(form.queryByLabelText(/Cost centre/)).toBeNull();

    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    expect(form.getByText('No client selected.')).toBeTruthy();
    expect(form.getByText('No purpose selected.')).toBeTruthy();

    await user.type(form.getByLabelText(/First name/), 'Ben');
    await user.type(form.getByLabelText(/Surname/), 'Okafor');
    await user.type(form.getByLabelText(/Email/), 'ben@example.com');
    await user.selectOptions(form.getByLabelText(/Client/), 'Eucalypt Aged Care');
    await user.selectOptions(form.getByLabelText(/Purpose/), 'Volunteer');
    await user.click(form.getByRole('button', { name: 'Add applicant' }));
    await screen.findByText('Applicant added.');
    // §5: a recruiter orders for the chosen client; RecruiterID is the recruiter's own ClientID.
    expect(cartStore.get().applicants[0]).toMatchObject({ ClientID: '31', RecruiterID: '20', applicantToPay: 'N', costCentreId: '' });
  });

  it('keeps the client fixed while applicants exist, with the helper text', async () => {
    startWith(RECRUITER, cartWith([PC], [person('Ava', { ClientID: '31', RecruiterID: '20' })]));
    stubFetch(recruiterOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { dialog } = await openDialog('Enter details');
    const client = within(dialog).getByLabelText(/Client/) as HTMLSelectElement;
    expect(client.selectedOptions[0].textContent).toBe('Eucalypt Aged Care');
    expect(client.disabled).toBe(true);
    expect(within(dialog).getByText('To choose a different client, please clean the applicants list.')).toBeTruthy();
  });
});

describe('Upload a File', () => {
  const file = (text: string) => new File([text], 'applicants.csv', { type: 'text/csv' });

  it("needs a file and the options ('Please complete the form.'), lists each error of the file under 'Errors in the file'", async () => {
    startWith(undefined, cartWith([PC]));
    // Without Employment among the purposes nothing is chosen for the user.
    stubFetch(clientOptionAnswers(7, ['Contractor', 'Licensing or registration']));
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Upload a File');
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(form.getAllByText('Please complete the form.')).toHaveLength(2); // the file and the purpose
    expect((form.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(form.queryByText('No payment option selected.')).toBeNull();
    expect(form.getByText('No cost centre option selected.')).toBeTruthy();

    await user.upload(
      form.getByLabelText(/CSV file/),
      file(
        [
          'FirstName,MiddleName,SurName,Email,Phone',
          'Ava,,Nguyen,ava@example.com,0412345678',
          ',,Okafor,ben@example.com,',
          '',
          'Cleo,,Park,cleo.example.com,04 1x',
        ].join('\n'),
      ),
    );
    await user.selectOptions(form.getByLabelText(/Purpose/), 'Contractor');
    await user.click(form.getByRole('radio', { name: 'No' }));
    await user.selectOptions(form.getByLabelText(/Cost centre/), 'Nursing - Sydney');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Errors found.')).toBeTruthy();
    expect(form.getByRole('heading', { name: 'Errors in the file' })).toBeTruthy();
    expect(within(form.getByRole('list', { name: 'Errors in the file' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 3: The first name, surname or email is missing.',
      'Line 5: The email address of Cleo is not valid.',
      'Line 5: The phone number of Cleo is not valid.',
    ]);
    expect(cartStore.get().applicants).toEqual([]);
  });

  it("adds the rows with the chosen options: 'CSV loaded.'", async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Upload a File');
    const form = within(dialog);
    await user.upload(
      form.getByLabelText(/CSV file/),
      file('FirstName,MiddleName,SurName,Email,Phone\n Ava ,Rose,Nguyen,ava@example.com,0412345678\nBen,,Okafor,ben@example.com,\n'),
    );
    await user.click(form.getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(form.getByLabelText(/Cost centre/), 'Nursing - Sydney');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('CSV loaded.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cartStore.get().applicants).toEqual([
      { Id: 1, FirstName: 'Ava', MiddleName: 'Rose', SurName: 'Nguyen', Email: 'ava@example.com', Phone: '0412345678', ClientID: '12', RecruiterID: '', applicantToPay: 'Y', costCentreId: '4', CheckPurpose: 'Employment' },
      { Id: 2, FirstName: 'Ben', MiddleName: '', SurName: 'Okafor', Email: 'ben@example.com', Phone: '', ClientID: '12', RecruiterID: '', applicantToPay: 'Y', costCentreId: '4', CheckPurpose: 'Employment' },
    ]);
    expect(within(screen.getByRole('table', { name: 'Applicants' })).getAllByRole('row')).toHaveLength(3);
  });

  it('offers the template with the headers A1-E1', async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Upload a File');
    await user.click(within(dialog).getByRole('button', { name: 'Download the template' }));
    expect(await blobs[0].text()).toBe('FirstName,MiddleName,SurName,Email,Phone\r\n');
  });
});

describe('Enter details keeps a half-typed applicant (issue 16)', () => {
  it('offers the typing back after a reload, with the restore banner, until it is added or discarded', async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    const first = renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    await user.type(within(dialog).getByLabelText(/First name/), 'Ava');
    await user.type(within(dialog).getByLabelText(/Surname/), 'Nguyen');
    await user.tab();
    await waitFor(() => expect(localStorage.getItem('portal.draft.7.wizard.applicant')).toContain('Nguyen'));
    first.unmount();

    // What a reload shows: the dialog open again, the typing back, and the banner saying so.
    renderAt('/admin/neworder/2/');
    const again = await screen.findByRole('dialog', { name: 'Enter details' }, { timeout: 5000 });
    const form = within(again);
    expect((await form.findByRole('status')).textContent).toMatch(/^We restored the applicant you were entering\. Kept on this device on /);
    expect((form.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ava');
    expect((form.getByLabelText(/Surname/) as HTMLInputElement).value).toBe('Nguyen');

    await userEvent.setup().click(form.getByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect((form.getByLabelText(/First name/) as HTMLInputElement).value).toBe(''));
    expect(form.queryByText(/We restored the applicant/)).toBeNull();
    expect(localStorage.getItem('portal.draft.7.wizard.applicant')).toBeNull();
  });

  it('forgets the typing when the dialog is closed with Cancel', async () => {
    startWith(undefined, cartWith([PC]));
    stubFetch(clientOptionAnswers());
    renderAt('/admin/neworder/2/');
    const { user, dialog } = await openDialog('Enter details');
    await user.type(within(dialog).getByLabelText(/First name/), 'Ben');
    await user.tab();
    await waitFor(() => expect(localStorage.getItem('portal.draft.7.wizard.applicant')).toContain('Ben'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('portal.draft.7.wizard.applicant')).toBeNull();
  });
});
