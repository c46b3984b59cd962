// @vitest-environment node
// What the wizard sends and how its applicant forms are fitted to the user (order-and-application §3, §5, §6, §7).
import { describe, expect, it } from 'vitest';
import newApplicantForm from '../../schemas/forms/new-applicant.json';
import csvUploadForm from '../../schemas/forms/csv-upload.json';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  applicantOf,
  applicantsOfCsv,
  fitApplicantForm,
  type OrderOptions,
} from '../../src/features/ordering/applicantForm';
import { EMPTY_CART, withApplicants, withService, type Cart } from '../../src/features/ordering/cart';
import { orderLinesOf, saveApplicantsFileBody } from '../../src/features/ordering/orderLines';

const client: OrderOptions = {
  isRecruiter: false,
  payOption: 'Either',
  ownClientId: '1',
  clients: [{ ClientID: 1, CompanyName: 'Harbour Health Group' }],
  costCentres: [
    { CostCentreID: 4, CostCentreDesc: 'Nursing - Sydney' },
    { CostCentreID: 5, CostCentreDesc: 'Corporate Services' },
  ],
  purposes: ['Employment', 'Contractor'],
};
const recruiter: OrderOptions = {
  isRecruiter: true,
  payOption: 'ClientOnly',
  ownClientId: '2',
  clients: [
    { ClientID: 4, CompanyName: 'Eucalypt Aged Care' },
    { ClientID: 1, CompanyName: 'Harbour Health Group' },
  ],
  costCentres: [],
  purposes: ['Contractor'],
};
const form = newApplicantForm as { schema: RJSFSchema; uiSchema: UiSchema };
const props = (schema: RJSFSchema) => Object.keys(schema.properties ?? {});

describe('fitting the applicant forms', () => {
  it('a client: no client choice, a payment choice, its cost centres, the purposes; Employment by default', () => {
    const setup = fitApplicantForm(form, client, null);
    expect(props(setup.schema)).toEqual(['FirstName', 'MiddleName', 'SurName', 'Email', 'Phone', 'applicantToPay', 'costCentreId', 'CheckPurpose']);
    expect(setup.schema.required).toEqual(['FirstName', 'SurName', 'Email', 'CheckPurpose', 'applicantToPay', 'costCentreId']);
    expect((setup.schema.properties!.costCentreId as RJSFSchema).enum).toEqual(['4', '5']);
    expect(setup.uiSchema.costCentreId).toMatchObject({ 'ui:enumNames': { 4: 'Nursing - Sydney', 5: 'Corporate Services' } });
    // §3: applicantToPay defaults to 'N' wherever the payment choice is offered.
    expect(setup.formData).toEqual({ CheckPurpose: 'Employment', applicantToPay: 'N' });
  });

  it('a recruiter under ClientOnly: a required client choice, no payment choice, no cost centre', () => {
    const setup = fitApplicantForm(form, recruiter, null);
    expect(props(setup.schema)).toEqual(['FirstName', 'MiddleName', 'SurName', 'Email', 'Phone', 'ClientID', 'CheckPurpose']);
    expect(setup.schema.required).toContain('ClientID');
    expect((setup.schema.properties!.ClientID as RJSFSchema).enum).toEqual(['4', '1']);
    expect(setup.uiSchema.ClientID).toMatchObject({ 'ui:enumNames': { 4: 'Eucalypt Aged Care', 1: 'Harbour Health Group' } });
    // Employment is not offered here, so nothing is chosen for the user.
    expect(setup.formData).toEqual({});
  });

  it('keeps the client read-only, with the helper text, while applicants exist', () => {
    const setup = fitApplicantForm(form, recruiter, '4');
    expect(setup.uiSchema.ClientID).toMatchObject({
      'ui:readonly': true,
      'ui:help': 'To choose a different client, please clean the applicants list.',
    });
    expect(setup.formData.ClientID).toBe('4');
  });

  it('fits the CSV form the same way', () => {
    const setup = fitApplicantForm(csvUploadForm as { schema: RJSFSchema; uiSchema: UiSchema }, client, null);
    expect(props(setup.schema)).toEqual(['CheckPurpose', 'applicantToPay', 'costCentreId']);
    expect(setup.schema.required).toEqual(['CheckPurpose', 'applicantToPay', 'costCentreId']);
  });
});

describe('ClientID and RecruiterID (§5)', () => {
  const typed = { FirstName: ' Ava ', SurName: 'Nguyen ', Email: ' ava@example.com', Phone: '0412', CheckPurpose: 'Contractor' };

  it('a client orders for its own ClientID with an empty RecruiterID', () => {
    expect(applicantOf({ ...typed, applicantToPay: 'Y', costCentreId: '5' }, client)).toEqual({
      FirstName: 'Ava',
      MiddleName: '',
      SurName: 'Nguyen',
      Email: 'ava@example.com',
      Phone: '0412',
      CheckPurpose: 'Contractor',
      ClientID: '1',
      RecruiterID: '',
      applicantToPay: 'Y',
      costCentreId: '5',
    });
  });

  it('a recruiter orders for the chosen client with RecruiterID its own ClientID; ClientOnly means N', () => {
    expect(applicantOf({ ...typed, ClientID: '4', applicantToPay: 'Y' }, recruiter)).toMatchObject({
      ClientID: '4',
      RecruiterID: '2',
      applicantToPay: 'N',
      costCentreId: '',
    });
  });

  it('gives every CSV row the options of the upload form', () => {
    const rows = [{ FirstName: 'Ava', MiddleName: '', SurName: 'Nguyen', Email: 'ava@example.com', Phone: '' }];
    expect(applicantsOfCsv(rows, { ClientID: '1', CheckPurpose: 'Contractor' }, recruiter)).toEqual([
      { ...rows[0], ClientID: '1', RecruiterID: '2', applicantToPay: 'N', costCentreId: '', CheckPurpose: 'Contractor' },
    ]);
  });
});

describe('the order file', () => {
  const PC = { ServiceID: 'PC', ServiceName: 'National Police Check', RunOption: 'Full scope', PackageName: 'Police', ContractPrice: 44.1 };
  const RC = { ServiceID: 'RC', ServiceName: 'Reference Check', RunOption: 'Full scope', PackageName: 'References', ContractPrice: 58.5 };
  const applicants = ['Ava', 'Ben'].map((FirstName) => ({
    FirstName,
    MiddleName: '',
    SurName: 'Nguyen',
    Email: `${FirstName.toLowerCase()}@example.com`,
    Phone: '',
    CheckPurpose: 'Employment',
    ClientID: '1',
    RecruiterID: '',
    costCentreId: '4',
    applicantToPay: 'N' as const,
  }));
  const question = { QuestionSection: 'Conduct', QuestionType: 'text' as const, QuestionDesc: 'Teamwork?', Sort: 0, type: 'custom' as const };

  it('has one line per applicant per service, TotalOrder the per-person sum as a string', () => {
    const cart: Cart = withApplicants(withService(withService(EMPTY_CART, PC), RC), applicants);
    const lines = orderLinesOf(cart);
    expect(lines.map((l) => [l.FirstName, l.PurchasedService, l.TotalOrder])).toEqual([
      ['Ava', 'PC', '102.60'],
      ['Ava', 'RC', '102.60'],
      ['Ben', 'PC', '102.60'],
      ['Ben', 'RC', '102.60'],
    ]);
    expect(lines[0]).toEqual({
      FirstName: 'Ava',
      MiddleName: '',
      SurName: 'Nguyen',
      Phone: '',
      Email: 'ava@example.com',
      PurchasedService: 'PC',
      TotalOrder: '102.60',
      ClientID: '1',
      RecruiterID: '',
      CheckPurpose: 'Employment',
      applicantToPay: 'N',
      costCentreId: '4',
    });
  });

  it('sends the questions only when RC is chosen, the register location, and user_id as a string', () => {
    const withRc: Cart = { ...withApplicants(withService(EMPTY_CART, RC), applicants), questions: [question], registerLocation: 'clients/harbour' };
    expect(saveApplicantsFileBody(withRc, 17)).toMatchObject({ registerLocation: 'clients/harbour', user_id: '17', questions: [question] });
    const withoutRc: Cart = { ...withApplicants(withService(EMPTY_CART, PC), applicants), questions: [question] };
    expect(saveApplicantsFileBody(withoutRc, 17).questions).toEqual([]);
  });
});
