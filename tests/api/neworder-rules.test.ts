// The pure ordering rules of server/domain, without a database: grouping, prices, messages, questions, usernames.
import { describe, expect, it } from 'vitest';
import {
  canonicalSubmission,
  groupByApplicant,
  normaliseLine,
  OrderRejection,
  planOrders,
  planQuestions,
  purposesFor,
  type Catalogue,
  type OrderingParty,
  type RawOrderLine,
} from '../../server/domain/order-lines';
import { pickUsername, usernameBase, usernameStem } from '../../server/domain/usernames';

const catalogue: Catalogue = {
  services: new Map([
    ['PC', { serviceName: 'National Police Check', runOption: 'Full scope' }],
    ['RC', { serviceName: 'Reference Check', runOption: 'Full scope' }],
    ['BKR', { serviceName: 'Bankruptcy Check', runOption: 'Full scope' }],
    ['QV', { serviceName: 'Qualification Verification', runOption: 'Partial scope' }],
  ]),
  purposes: [
    { purpose: 'Employment', serviceId: null },
    { purpose: 'Volunteer', serviceId: 'PCV' },
    { purpose: 'Licensing or registration', serviceId: 'PC' },
    { purpose: 'Employment', serviceId: 'PC' },
  ],
};

const party: OrderingParty = {
  companyId: 1,
  companyName: 'Harbour Health Group',
  isRecruiter: false,
  payOption: 'Either',
  costCentreIds: new Set([11]),
  contracts: new Map([
    [
      1,
      new Map([
        ['PC', '19.95'],
        ['RC', '58.50'],
        ['QV', '49.50'],
      ]),
    ],
  ]),
  orderableClientIds: new Set([1]),
};

const raw = (o: RawOrderLine = {}): RawOrderLine => ({
  FirstName: 'Ava',
  SurName: 'Mitchell',
  Email: 'ava@example.com',
  Phone: '0411000111',
  PurchasedService: 'PC',
  ClientID: 1,
  RecruiterID: '',
  CheckPurpose: 'Employment',
  applicantToPay: 'N',
  costCentreId: 11,
  ...o,
});

const plan = (lines: RawOrderLine[], kind: 'file' | 'single' = 'file') =>
  planOrders(lines.map(normaliseLine), party, catalogue, { kind, fullScopeOnly: kind === 'single' });

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderRejection) return error.problems;
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('planOrders', () => {
  it('makes one order per applicant, summing prices in whole cents', () => {
    const planned = plan([
      raw({ PurchasedService: 'PC' }),
      raw({ FirstName: 'Ben', Email: 'ben@example.com', PurchasedService: 'PC' }),
      raw({ PurchasedService: 'RC', FirstName: ' ava ', Email: 'AVA@example.com ' }),
      raw({ PurchasedService: 'QV' }),
    ]);
    expect(planned.map((p) => [p.index, p.firstName, p.services.map((s) => s.serviceId), p.total])).toEqual([
      [0, 'Ava', ['PC', 'RC', 'QV'], '127.95'],
      [1, 'Ben', ['PC'], '19.95'],
    ]);
    expect(planned[0]).toMatchObject({ clientId: 1, recruiterClientId: null, costCentreId: 11, applicantToPay: 'N' });
  });

  it("defaults applicantToPay to 'N' and reads digit-string ids", () => {
    const [order] = plan([raw({ applicantToPay: '', ClientID: '1', costCentreId: '11' })]);
    expect(order).toMatchObject({ applicantToPay: 'N', clientId: 1, costCentreId: 11 });
  });

  it('names the line and the field for each bad line, and says how many more there are past ten', () => {
    const names = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivy', 'Jack', 'Kai', 'Lea'];
    const lines = names.map((FirstName, i) => raw({ FirstName, Email: `p${i}@example`, PurchasedService: 'PC' }));
    const error = (() => {
      try {
        plan(lines);
      } catch (e) {
        return e as OrderRejection;
      }
    })()!;
    expect(error.problems).toHaveLength(12);
    expect(error.problems[11]).toBe('Line 12: The email address of Lea is not valid.');
    expect(error.message.endsWith('Line 10: The email address of Jack is not valid. And 2 more problems.')).toBe(true);
  });

  it("uses the quick start's words for a single applicant, where a first name is optional", () => {
    expect(plan([raw({ FirstName: '' })], 'single')).toHaveLength(1);
    expect(problemsOf(() => plan([raw({ SurName: '' })], 'single'))).toEqual(['Please complete the form: Surname is required.']);
    expect(problemsOf(() => plan([raw({ costCentreId: '' })], 'single'))).toEqual(['Please select a cost centre']);
    expect(problemsOf(() => plan([], 'single'))).toEqual(['Please choose a service.']);
    expect(problemsOf(() => plan([]))).toEqual(['Participants required.']);
    expect(problemsOf(() => plan([raw({ PurchasedService: 'QV' })], 'single'))).toEqual([
      "Qualification Verification is not available to run from a single application: only 'Full scope' services are.",
    ]);
  });

  it('lets a recruiter order only for its clients, under its own id, with the client paying', () => {
    const agency: OrderingParty = {
      ...party,
      companyId: 2,
      isRecruiter: true,
      payOption: 'ClientOnly',
      costCentreIds: new Set(),
      orderableClientIds: new Set([1, 3]),
      // Each client's own contract prices the order; client 3 has no RC.
      contracts: new Map([
        [1, party.contracts.get(1)!],
        [3, new Map([['PC', '25.00']])],
      ]),
    };
    const run = (o: RawOrderLine) =>
      planOrders([normaliseLine(raw({ costCentreId: null, RecruiterID: 2, ...o }))], agency, catalogue, { kind: 'file', fullScopeOnly: false });
    expect(run({ ClientID: 3 })[0]).toMatchObject({ clientId: 3, recruiterClientId: 2, total: '25.00' });
    expect(run({ ClientID: 1 })[0]).toMatchObject({ clientId: 1, total: '19.95' });
    expect(problemsOf(() => run({ ClientID: 3, PurchasedService: 'RC' }))).toEqual([
      'Line 1: Reference Check is not in the contract of client 3.',
    ]);
    expect(problemsOf(() => run({ ClientID: 4 }))).toEqual(['Line 1: Client 4 is not one of the clients you order for.']);
    expect(problemsOf(() => run({ ClientID: null }))).toEqual(['Line 1: No client selected.']);
    expect(problemsOf(() => run({ RecruiterID: 3 }))).toEqual(['Line 1: The recruitment agency must be your own (Harbour Health Group).']);
    expect(problemsOf(() => run({ applicantToPay: 'Y' }))).toEqual(['Line 1: The applicant cannot pay: under your contract the client pays.']);
  });

  it('checks the purpose against all the services of the applicant', () => {
    expect(plan([raw({ CheckPurpose: 'Licensing or registration' }), raw({ CheckPurpose: 'Licensing or registration', PurchasedService: 'RC' })])).toHaveLength(1);
    expect(problemsOf(() => plan([raw({ CheckPurpose: 'Volunteer' })]))).toEqual([
      "Line 1: The purpose 'Volunteer' is not offered for the chosen services.",
    ]);
  });
});

describe('purposesFor', () => {
  it('answers distinct purposes in display order: any-service ones and those of the chosen services', () => {
    expect(purposesFor(['PC'], catalogue.purposes)).toEqual(['Employment', 'Licensing or registration']);
    expect(purposesFor([], catalogue.purposes)).toEqual(['Employment']);
  });
});

describe('groupByApplicant', () => {
  it('groups by email and names without regard to case, in order of first appearance', () => {
    const groups = groupByApplicant(
      [raw(), raw({ FirstName: 'Ava', MiddleName: 'J' }), raw({ Email: 'AVA@EXAMPLE.COM', PurchasedService: 'RC' })].map(normaliseLine),
    );
    expect(groups.map((g) => g.lines.map((l) => l.number))).toEqual([[1, 3], [2]]);
  });
});

describe('canonicalSubmission', () => {
  it('does not change with spacing, email case or TotalOrder, but does with any value that matters', () => {
    const a = canonicalSubmission('file', [normaliseLine(raw())], []);
    const b = canonicalSubmission('file', [normaliseLine({ ...raw({ Email: ' AVA@example.com', ClientID: '1' }), TotalOrder: '5' } as RawOrderLine)], []);
    expect(b).toBe(a);
    expect(canonicalSubmission('file', [normaliseLine(raw({ PurchasedService: 'RC' }))], [])).not.toBe(a);
    expect(canonicalSubmission('single', [normaliseLine(raw())], [])).not.toBe(a);
    expect(canonicalSubmission('file', [normaliseLine(raw())], [{ QuestionSection: 'A', QuestionType: 'text', QuestionDesc: 'Why?' }])).not.toBe(a);
  });
});

describe('planQuestions', () => {
  it("replaces tabs and newlines, numbers from 1 in list order and defaults the type to 'custom'", () => {
    expect(
      planQuestions([
        { QuestionSection: ' Role\t', QuestionType: 'text', QuestionDesc: 'Main\nduties?' },
        { QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Re-employ?', type: 'default' },
      ]),
    ).toEqual([
      { questionSection: 'Role', questionType: 'text', questionDesc: 'Main duties?', type: 'custom', sort: 1 },
      { questionSection: 'Conduct', questionType: 'yes/no', questionDesc: 'Re-employ?', type: 'default', sort: 2 },
    ]);
  });

  it('names the question and the field that is wrong', () => {
    expect(problemsOf(() => planQuestions([{ QuestionType: 'text', QuestionDesc: 'x' }]))).toEqual(['Question 1: the section is required.']);
    expect(problemsOf(() => planQuestions([{ QuestionSection: 'A', QuestionType: 'rank', QuestionDesc: 'x', type: 'mine' }]))).toEqual([
      "Question 1: a question is either your own or one of the template's.",
    ]);
    expect(problemsOf(() => planQuestions([{ QuestionSection: 'A', QuestionType: 'rank', QuestionDesc: 'x'.repeat(1001) }]))).toEqual([
      'Question 1: the question is longer than 1000 characters.',
    ]);
  });
});

describe('usernames', () => {
  it('derives the base from the email and keeps it unique without regard to case', () => {
    expect(usernameBase('Jack.Wilson+work@example.com')).toBe('jack.wilsonwork');
    expect(usernameBase('0412345678@sms.example.com')).toBe('applicant0412345678');
    expect(usernameStem('jack22')).toBe('jack');
    const taken = new Set(['jack', 'jack2']);
    expect(pickUsername('jack', taken)).toBe('jack3');
    expect(pickUsername('jack', taken)).toBe('jack4');
    expect(pickUsername('mia', taken)).toBe('mia');
  });
});
