// The steps with rules of their own (order-and-application §2.3, §4, §5, §8): Additional Details (approve 1 with a
// message, CheckType), References (minimum and maximum), Consent (police-check text, PDF, submission) and Confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { rememberApplicationOrder } from '../../src/features/application/state';
import { deliveryText } from '../../src/features/application/steps/ConfirmationStep';
import { uploadSignature } from '../../src/features/application/uploads';
import {
  applicationAnswers,
  APPLICANT,
  callsTo,
  ADDITIONAL,
  CONSENT,
  field,
  json,
  stubApi,
  notices,
  ORDER_ID,
  renderPortal,
  resetApplicationTests,
  type Call,
} from './application-harness';

afterEach(() => {
  resetApplicationTests();
  vi.restoreAllMocks();
});

describe('Additional Details', () => {
  it('shows the message of an approve 1 answer and still moves on', async () => {
    const notice = 'Your check is marked as urgent. An urgent check is only for cases where a delay affects care or safety.';
    const { user, path } = renderPortal(
      '/admin/application/additional',
      applicationAnswers({ 'POST /api/application/set_data_by_tab': json(200, { approve: 1, error_msg: notice }) }),
    );
    await screen.findByRole('combobox', { name: 'Purpose of the check' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(path()).toBe('/admin/application/references'));
    expect(notices()).toContain(notice);
  });

  it('sets NewJobPosition from the chosen CheckType and relabels fields from check_type_files, restoring them after', async () => {
    const labelsFor = (call: Call) =>
      json(200, (call.body as { checkType: string }).checkType === 'Volunteer' ? [{ FieldID: 'NewJobPosition', FieldLabel: 'Volunteer role' }] : []);
    const { user, calls } = renderPortal(
      '/admin/application/additional',
      applicationAnswers({ 'POST /api/utilities/check_type_files': labelsFor }),
    );
    const purpose = await screen.findByRole('combobox', { name: 'Purpose of the check' });
    expect(screen.getByRole('textbox', { name: 'Position applied for' })).toHaveProperty('value', 'Registered nurse');

    await user.selectOptions(purpose, 'Volunteer');
    const relabelled = await screen.findByRole('textbox', { name: 'Volunteer role' });
    expect(relabelled).toHaveProperty('value', 'Volunteer');
    expect(callsTo(calls, 'POST', '/utilities/check_type_files').at(-1)?.body).toEqual({ orderID: ORDER_ID, checkType: 'Volunteer' });

    await user.selectOptions(purpose, 'Employment');
    expect(await screen.findByRole('textbox', { name: 'Position applied for' })).toBeTruthy();
  });

  it('offers the check purpose and vulnerable persons help where those questions are asked', async () => {
    const { user } = renderPortal('/admin/application/additional', applicationAnswers());
    await user.click(await screen.findByRole('button', { name: 'About the check purpose' }));
    const help = await screen.findByRole('dialog', { name: 'Purpose of the check' });
    expect(help.textContent).toContain('A volunteer police check is only for unpaid volunteers or students on a compulsory placement.');
    // The urgent check's help text sits under its question (engine).
    expect(screen.getAllByText('An urgent check is only for cases where a delay affects care or safety.').length).toBeGreaterThan(0);
  });
});

describe('signatures', () => {
  // happy-dom has no 2D canvas: the pad gets a context whose drawing calls do nothing, and a fixed PNG export.
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  function fakeCanvas() {
    const context = new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => ((target[key] = value), true),
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  }
  async function stroke(canvas: HTMLElement) {
    const mouse = (type: string, x: number, y: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
      Object.defineProperty(event, 'which', { value: 1 });
      return event;
    };
    canvas.dispatchEvent(mouse('mousedown', 10, 10));
    canvas.dispatchEvent(mouse('mousemove', 60, 30));
    document.dispatchEvent(mouse('mouseup', 60, 30));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it("asks a minor for a parent's or guardian's signature, uploaded as PARENTSIGN, then 'Signature complete'", async () => {
    fakeCanvas();
    const minor: typeof ADDITIONAL = [
      field({ FieldID: 'IsMinor', FieldName: 'Are you under 18 years of age?', FieldType: 'radio/check', IsCompulsory: 'Yes', PortalSection: 'Children' }),
      field({
        FieldID: 'GuardianSignature',
        FieldName: 'Signature of a parent or legal guardian',
        FieldType: 'custom',
        CustomWidget: 'signature',
        ParentField: 'IsMinor',
        PortalSection: 'Children',
      }),
    ];
    const { user, calls } = renderPortal(
      '/admin/application/additional',
      applicationAnswers(
        { 'POST /api/utilities/upload_image': json(200, { location: 'c0ffee.png', data: { location: 'c0ffee.png' } }) },
        { 'Additional Details': minor },
      ),
    );
    const question = await screen.findByRole('radiogroup', { name: 'Are you under 18 years of age?' });
    // Default N (§9): no signature asked for.
    expect(within(question).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('group', { name: 'Signature of a parent or legal guardian' })).toBeNull();

    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    const box = await screen.findByRole('group', { name: 'Signature of a parent or legal guardian' });
    // Mandatory unless loaded.
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(box.parentElement?.parentElement?.textContent).toContain('This field is mandatory.'));

    await user.click(within(box).getByRole('button', { name: 'Sign' }));
    const pad = await screen.findByRole('dialog', { name: 'Signature of a parent or legal guardian' });
    await stroke(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(box).getByText('Signature complete')).toBeTruthy());

    const [upload] = callsTo(calls, 'POST', '/utilities/upload_image');
    const form = upload.body as FormData;
    expect([form.get('orderId'), form.get('docName'), form.get('docSighted')]).toEqual([String(ORDER_ID), 'PARENTSIGN', 'N']);
    const file = form.get('file') as File;
    expect([file.name, file.type]).toEqual(['PARENTSIGN.png', 'image/png']);
    // The stored location is the field's value, sent with the step.
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(1));
    const content = (callsTo(calls, 'POST', '/application/set_data_by_tab')[0].body as { TableContent: { FieldID: string; TableValue: string }[] }).TableContent;
    expect(content.find((f) => f.FieldID === 'GuardianSignature')?.TableValue).toBe('c0ffee.png');
  });

  it("stores the applicant's signature as APPLICANTSIGN, reading the location from data.location too", async () => {
    const calls = stubApi({ 'POST /api/utilities/upload_image': json(200, { data: { location: 'a11ce.png' } }) });
    await expect(uploadSignature(ORDER_ID, PNG, 'ApplicantSignature')).resolves.toBe('a11ce.png');
    expect((calls[0].body as FormData).get('docName')).toBe('APPLICANTSIGN');
  });
});

describe('Personal Details', () => {
  it('adds and removes licence blocks, with the Australian-licences help and the issuers of the chosen type', async () => {
    const licence = (FieldID: string, FieldName: string, extra: Record<string, unknown> = {}) =>
      field({ FieldID, FieldName, TableLocation: 'ops.ApplicantDocs', PortalSection: 'Australian Licences', ...extra });
    const types = [
      { LookUpValue: 'Driver Licence', MappingValue: 'AUDRIVER' },
      { LookUpValue: 'Firearms Licence', MappingValue: 'AUFIRE' },
    ];
    const issuers: Record<string, { LookUpValue: string; MappingValue: string }[]> = {
      AUDRIVER: [{ LookUpValue: 'Transport for NSW', MappingValue: 'TFNSW' }],
      AUFIRE: [{ LookUpValue: 'NSW Police Force Firearms Registry', MappingValue: 'NSWFR' }],
    };
    const { user, calls } = renderPortal(
      '/admin/application/personal',
      applicationAnswers(
        {
          'POST /api/utilities/get_type_lists': (call) =>
            json(200, Object.fromEntries((call.body as { categories: string[] }).categories.map((c) => [c, issuers[c] ?? []]))),
        },
        {
          'Personal Details': [
            licence('LicenceComboType', 'Licence type', { FieldType: 'combo', ComboElements: types }),
            licence('LicenceIssuer', 'Issuing agency', { FieldType: 'combo' }),
          ],
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a Licence' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Licence type' }), 'Firearms Licence');
    const issuer = await screen.findByRole('combobox', { name: 'Issuing agency' });
    expect(within(issuer).getAllByRole('option').map((o) => o.textContent)).toContain('NSW Police Force Firearms Registry');
    expect(within(issuer).queryByText('Transport for NSW')).toBeNull();
    // Both issuer lists in one request.
    expect(callsTo(calls, 'POST', '/utilities/get_type_lists').map((c) => [...(c.body as { categories: string[] }).categories].sort())).toEqual([
      ['AUDRIVER', 'AUFIRE'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Licence type' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Which licences can I add?' }));
    expect((await screen.findByRole('dialog', { name: 'Australian licences only' })).textContent).toContain(
      'Only licences issued in Australia are accepted here',
    );
  });
});

describe('Address Details', () => {
  const row = (FieldID: string, FieldName: string, TableValue: string | null, extra: Record<string, unknown> = {}) =>
    field({ FieldID, FieldName, TableValue, TableID: 5, TableLocation: 'ops.ApplicantAddress', PortalSection: 'Address History', IsCompulsory: 'Yes', ...extra });
  const list = (...values: string[]) => values.map((LookUpValue) => ({ LookUpValue, MappingValue: null }));
  const address = (moveOut: string | null, moveIn = '2019-03') => [
    row('AddressType', 'Address type', 'Primary Address', { FieldType: 'combo', ComboElements: list('Primary Address', 'Previous Address', 'Postal Address') }),
    row('StreetAddress', 'Street address', '12 Smith St', { FieldType: 'custom', CustomWidget: 'address' }),
    row('AddressSuburb', 'Suburb or town', 'Parramatta'),
    row('AddressState', 'State or territory', 'NSW', { FieldType: 'combo', ComboElements: [{ LookUpValue: 'New South Wales', MappingValue: 'NSW' }] }),
    row('AddressPostcode', 'Postcode', '2150'),
    row('AddressCountry', 'Country', 'Australia', { FieldType: 'combo', ComboElements: list('Australia', 'New Zealand') }),
    row('DateMoveIn', 'Date moved in', moveIn, { FieldType: 'text/date' }),
    row('DateMoveOut', 'Date moved out', moveOut, { FieldType: 'text/date', IsCompulsory: 'No' }),
  ];

  it('checks the address rules of §5 before saving: a primary address must be current', async () => {
    const { user, calls } = renderPortal('/admin/application/address', applicationAnswers({}, { 'Address Details': address('2024-01') }));
    expect(await screen.findByRole('textbox', { name: 'Date moved out' })).toHaveProperty('value', '01/2024');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Your primary address must be current: please leave its move-out date empty.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Date moved out' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(1));
  });

  it('asks a police check for 5 years of addresses before saving, saying how far back to go', async () => {
    const { user, calls } = renderPortal('/admin/application/address', applicationAnswers({}, { 'Address Details': address(null, '2024-01') }));
    expect(await screen.findByText('Please provide your address history for the last 5 years.')).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Date moved in' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const short = 'Your addresses must cover the last 5 years: please add where you lived before 01/2024.';
    expect((await screen.findAllByText(short)).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Date moved in' }));
    await user.type(screen.getByRole('textbox', { name: 'Date moved in' }), '2020');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(1));
  });

  it("shows the server's address message when it refuses the step", async () => {
    const refusal = 'Addresses: Please add your primary address: the address where you live now.';
    const { user } = renderPortal(
      '/admin/application/address',
      applicationAnswers(
        { 'POST /api/application/set_data_by_tab': json(200, { approve: 0, error_msg: refusal }) },
        { 'Address Details': address(null) },
      ),
    );
    await screen.findByRole('textbox', { name: 'Suburb or town' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect((await screen.findByRole('alertdialog', { name: 'Important' })).textContent).toContain(refusal);
  });

  it("marks the fields the server's refusal names, until they are changed (issue 29)", async () => {
    const message = 'No such suburb in New South Wales.';
    const { user, calls } = renderPortal(
      '/admin/application/address',
      applicationAnswers(
        { 'POST /api/application/set_data_by_tab': json(200, { approve: 0, error_msg: `Suburb or town (Addresses 1): ${message}`, Fields: { 'AddressSuburb#5': message } }) },
        { 'Address Details': address(null) },
      ),
    );
    const suburb = await screen.findByRole('textbox', { name: 'Suburb or town' });
    expect(suburb.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Important' })).getByRole('button', { name: /ok|close/i }));
    await waitFor(() => expect(suburb.getAttribute('aria-invalid')).toBe('true'));
    const described = (suburb.getAttribute('aria-describedby') ?? '').split(' ');
    expect(screen.getByText(message).closest('[id]')?.id).toBeTruthy();
    expect(described).toContain(screen.getByText(message).closest('[id]')?.id);

    // Changed, the field is no longer held to the refusal: NEXT sends it again.
    await user.type(suburb, ' North');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(2));
  });

  it('explains the address types in a help modal', async () => {
    const { user } = renderPortal('/admin/application/address', applicationAnswers());
    await user.click(await screen.findByRole('button', { name: 'About address types' }));
    const help = await screen.findByRole('dialog', { name: 'Address types' });
    expect(help.textContent).toContain('Only one is needed, and it must be current');
  });
});

describe('References', () => {
  const referees = () => screen.queryAllByRole('textbox', { name: "Referee's full name" });

  it('pre-creates the minimum blocks, adds up to the maximum and removes only above the minimum', async () => {
    const { user } = renderPortal(
      '/admin/application/references',
      applicationAnswers({
        [`GET /api/application/bring_min_ref_req/${ORDER_ID}`]: json(200, [
          { MinReferees: 2, MaxReferees: 3, RefMessage: 'Please name two or three referees who supervised you.' },
        ]),
      }),
    );
    const box = await screen.findByRole('note', { name: 'Important Information' });
    await waitFor(() => expect(box.textContent).toContain('Please name two or three referees who supervised you.'));
    await waitFor(() => expect(referees()).toHaveLength(2));

    const add = screen.getByRole('button', { name: 'Add a new Reference' });
    await user.click(add);
    await waitFor(() => expect(referees()).toHaveLength(3));
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('You can only add up to 3 references');
    expect(referees()).toHaveLength(3);

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    await waitFor(() => expect(referees()).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    expect((await screen.findByRole('alert')).textContent).toBe('You must have at least 2 references');
    expect(referees()).toHaveLength(2);
  });

  it('uses the defaults (1 and 3, and the default message) when the server sends no limits', async () => {
    renderPortal(
      '/admin/application/references',
      applicationAnswers({ [`GET /api/application/bring_min_ref_req/${ORDER_ID}`]: json(200, []) }),
    );
    const box = await screen.findByRole('note', { name: 'Important Information' });
    expect(box.textContent).toContain('Please provide the names of at least one referee and up to three referees.');
    await waitFor(() => expect(referees()).toHaveLength(1));
  });

  it("shows the server's refusal in an alert titled 'Important'", async () => {
    const { user, path } = renderPortal(
      '/admin/application/references',
      applicationAnswers({
        'POST /api/application/set_data_by_tab': json(200, { approve: 0, error_msg: "Referee's email: This field is mandatory." }),
      }),
    );
    await user.type((await screen.findAllByRole('textbox', { name: "Referee's full name" }))[0], 'Grace Liu');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Important: Referee's email: This field is mandatory.");
    expect(path()).toBe('/admin/application/references');
  });
});

describe('Consent', () => {
  const onlyReferences = [{ ServiceID: 'RC', Service: 'Reference Check', CheckStatus: 'Open' }];

  it('shows the police check consent text when the order has PC or PCV, and the general text otherwise', async () => {
    const police = renderPortal('/admin/application/consent', applicationAnswers());
    expect(await screen.findByRole('heading', { name: 'Consent to a police check' })).toBeTruthy();
    expect((await screen.findByTestId('consent-text')).textContent).toContain('National Police Checking Service');
    // The client's name comes with the order's own answer, which may arrive after the text is first drawn.
    await waitFor(() => expect(screen.getByTestId('consent-text').textContent).toContain('Harbour Health Group'));
    police.unmount();

    renderPortal(
      '/admin/application/consent',
      applicationAnswers({ [`GET /api/services/${APPLICANT.Id}/${ORDER_ID}`]: json(200, onlyReferences) }),
    );
    expect(await screen.findByRole('heading', { name: 'Consent to the checks' })).toBeTruthy();
    expect((await screen.findByTestId('consent-text')).textContent).not.toContain('Police');
  });

  it('shows name, date of birth and email read-only, and the identity message', async () => {
    sessionStorage.setItem(`portal.application.${ORDER_ID}.docsMessage`, 'Your identity documents are complete.');
    renderPortal(
      '/admin/application/consent',
      applicationAnswers({}, {
        'Personal Details': [
          { FieldID: 'FirstName', FieldName: 'First name', FieldType: 'text', IsCompulsory: 'Yes', TableValue: 'Olivia' },
          { FieldID: 'Surname', FieldName: 'Surname', FieldType: 'text', IsCompulsory: 'Yes', TableValue: 'Nguyen' },
          { FieldID: 'DOB', FieldName: 'Date of birth', FieldType: 'text/date', IsCompulsory: 'Yes', TableValue: '1990-03-05' },
        ],
        Consent: CONSENT,
      }),
    );
    const details = await screen.findByText('05/03/1990');
    const list = details.closest('dl') as HTMLElement;
    expect(within(list).getByText('Olivia Nguyen')).toBeTruthy();
    // The email is the Consent tab's own answer: shown once that tab's form is drawn (a transition of its own).
    expect(await within(list).findByText('olivia.nguyen@example.com.au')).toBeTruthy();
    // Shown, not editable: no input holds them.
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Requesting organisation' })).toHaveProperty('readOnly', true);
    expect(screen.getByText('Your identity documents are complete.')).toBeTruthy();
  });

  it("refuses SUBMIT INFORMATION while a compulsory box is unticked ('N' counts as empty)", async () => {
    const { user, calls } = renderPortal('/admin/application/consent', applicationAnswers());
    await screen.findByRole('checkbox', { name: /I consent to the checks/ });
    await user.click(screen.getByRole('button', { name: 'SUBMIT INFORMATION' }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory.')).toHaveLength(2));
    expect(notices()).toContain('Please complete the empty fields.');
    expect(callsTo(calls, 'POST', '/application/set_data_by_tab')).toHaveLength(0);
  });

  it('saves the tab, then submits with portalVersion and an empty IPAddress, and shows the confirmation', async () => {
    let submitted = false;
    const SUBMITTED = 'This application was already submitted, so it can no longer be changed here.';
    const { user, calls, path, router } = renderPortal(
      '/admin/application/consent',
      applicationAnswers({
        'POST /api/application/submit_application': () => ((submitted = true), json(200, { approve: 1, error_msg: '' })),
        [`GET /api/application/get_application_state/${ORDER_ID}`]: () =>
          json(200, submitted ? { Editable: 'N', Message: SUBMITTED } : { Editable: 'Y', Message: '' }),
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /I consent to the checks/ }));
    await user.click(screen.getByRole('checkbox', { name: /I authorise the results/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT INFORMATION' }));

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(path()).toBe('/admin/application/confirmation');
    const saved = callsTo(calls, 'POST', '/application/set_data_by_tab');
    expect(saved).toHaveLength(1);
    expect(saved[0].body).toMatchObject({ tabName: 'Consent' });
    const consent = (saved[0].body as { TableContent: { FieldID: string; TableValue: string }[] }).TableContent;
    expect(consent.find((f) => f.FieldID === 'ConsentInd')?.TableValue).toBe('Y');
    expect(callsTo(calls, 'POST', '/application/submit_application').map((c) => c.body)).toEqual([
      { orderId: ORDER_ID, portalVersion: 'individual', IPAddress: '' },
    ]);
    // The submission comes after the tab is saved.
    const order = calls.map((c) => c.url);
    expect(order.indexOf('/api/application/set_data_by_tab')).toBeLessThan(order.indexOf('/api/application/submit_application'));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'CheckEstimated delivery',
      'National Police Check1 to 3 days',
      'Reference Check2 to 5 days',
    ]);
    expect(screen.getByRole('link', { name: 'CLOSE' }).getAttribute('href')).toBe('/admin/home');

    // The browser's BACK finds the consent step read-only: the submission is known without a reload.
    await act(() => router.navigate(-1));
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SUBMIT INFORMATION' })).toBeNull();
  });

  it('confirms the order it submitted in a tab opened without one, although the list read again then offers another', async () => {
    let submitted = false;
    const OTHER = 99;
    rememberApplicationOrder(APPLICANT.Id, ORDER_ID);
    const { user, calls } = renderPortal(
      '/admin/application/consent',
      applicationAnswers({
        'POST /api/application/submit_application': () => ((submitted = true), json(200, { approve: 1, error_msg: '' })),
        // Both orders may be started until this one is submitted; then only the other.
        [`GET /api/orders/${APPLICANT.Id}`]: () =>
          json(200, [
            { orderID: ORDER_ID, startFlag: submitted ? 'N' : 'Y' },
            { orderID: OTHER, startFlag: 'Y' },
          ]),
        [`GET /api/application/final_confirmation_message/${OTHER}`]: json(200, [{ ServiceName: 'Credit Check', InitDay: '1', EndDay: '2' }]),
      }),
      { orderId: null },
    );
    await user.click(await screen.findByRole('checkbox', { name: /I consent to the checks/ }));
    await user.click(screen.getByRole('checkbox', { name: /I authorise the results/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT INFORMATION' }));

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    // The list is read again after the submission (home must not show it from the cache)...
    await waitFor(() => expect(callsTo(calls, 'GET', `/orders/${APPLICANT.Id}`).length).toBeGreaterThan(1));
    // ...and the confirmation stays the submitted order's.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'CheckEstimated delivery',
      'National Police Check1 to 3 days',
      'Reference Check2 to 5 days',
    ]);
    expect(callsTo(calls, 'POST', '/application/submit_application').map((c) => (c.body as { orderId: number }).orderId)).toEqual([ORDER_ID]);
    expect(calls.some((c) => c.url.includes(`/${OTHER}`) && !c.url.startsWith(`/api/orders/`))).toBe(false);
    expect(sessionStorage.getItem('portal.currentOrderId')).toBe(String(ORDER_ID));
  });

  it("shows submit_application's refusal in the 'Important' dialog and stays", async () => {
    const { user, path } = renderPortal(
      '/admin/application/consent',
      applicationAnswers({
        'POST /api/application/submit_application': json(200, { approve: 0, error_msg: 'Please upload the pending documents list.' }),
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /I consent to the checks/ }));
    await user.click(screen.getByRole('checkbox', { name: /I authorise the results/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT INFORMATION' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Important' });
    expect(dialog.textContent).toContain('Please upload the pending documents list.');
    expect(path()).toBe('/admin/application/consent');
  });

  it("downloads the application PDF, and says 'Error downloading application.' when it fails", async () => {
    const created = vi.fn((blob: Blob) => (void blob, 'blob:application-pdf'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let fail = false;
    const { user, calls } = renderPortal(
      '/admin/application/consent',
      applicationAnswers({
        'POST /api/application/get_application_pdf': () =>
          fail
            ? json(500, { errorMessage: 'boom' })
            : new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
                status: 200,
                headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="application-12.pdf"' },
              }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download Application' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('application-12.pdf');
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe('%PDF-1.7 test');
    expect(callsTo(calls, 'POST', '/application/get_application_pdf').map((c) => c.body)).toEqual([{ orderId: ORDER_ID }]);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download Application' }));
    await waitFor(() => expect(notices()).toContain('Error downloading application.'));
  });
});

describe('Confirmation', () => {
  it('words the estimated delivery days', () => {
    expect(deliveryText({ InitDay: 1, EndDay: 3 })).toBe('1 to 3 days');
    expect(deliveryText({ InitDay: 0, EndDay: 1 })).toBe('Within 1 day');
    expect(deliveryText({ InitDay: 2, EndDay: 2 })).toBe('2 days');
  });

  it('closes to /admin/dashboard for a client user', async () => {
    renderPortal('/admin/application/confirmation', applicationAnswers({ [`GET /api/services/7/${ORDER_ID}`]: json(200, []) }), {
      user: { ...APPLICANT, Id: 7, rol: 2, dashboardInfo: { ...APPLICANT.dashboardInfo, dashboardType: 'client' } },
    });
    await screen.findByRole('heading', { name: 'Congratulations!' });
    expect(screen.getByRole('link', { name: 'CLOSE' }).getAttribute('href')).toBe('/admin/dashboard');
  });
});
