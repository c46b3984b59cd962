// Registering orders: POST /utilities/save_applicants_file (the wizard's file) and POST /application/setup_account
// (the quick start), on the seeded demo. What is asserted is what the server stores and what the user receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from './harness';
import {
  clients,
  costCentres,
  orderQuestions,
  orders,
  orderServices,
  passwordResets,
  users,
} from '../../server/db/schema';

let t: TestApp;
let client: { token: string; userId: number };
let recruiter: { token: string; userId: number };
const clientIds: Record<string, number> = {};
const centreIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [client, recruiter] = await Promise.all([t.signIn('client', 'Client#2026'), t.signIn('recruiter', 'Recruiter#2026')]);
  for (const row of await t.database.db.select().from(clients)) clientIds[row.clientKey!] = row.id;
  for (const row of await t.database.db.select().from(costCentres)) centreIds[row.description] = row.id;
});
afterAll(() => t.close());

/** Rows of every table a submission writes to, to prove a refused one wrote nothing. */
async function stored() {
  // Invitations are jobs: run what is due, so `mails` counts every mail the submission queued.
  await t.settle();
  const db = t.database.db;
  const n = async (table: typeof orders | typeof users | typeof orderServices | typeof orderQuestions | typeof passwordResets) =>
    Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    orders: await n(orders),
    users: await n(users),
    orderServices: await n(orderServices),
    orderQuestions: await n(orderQuestions),
    resets: await n(passwordResets),
    mails: t.mails.length,
  };
}

/** A Harbour Health order line as the wizard sends it. */
const line = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Ava',
  MiddleName: '',
  SurName: 'Mitchell',
  Phone: '0411000111',
  Email: 'ava.mitchell@example.com',
  PurchasedService: 'PC',
  TotalOrder: '0.01',
  ClientID: clientIds['harbour-health'],
  RecruiterID: '',
  CheckPurpose: 'Employment',
  applicantToPay: 'N',
  costCentreId: centreIds['Nursing - Sydney'],
  ...overrides,
});

const person = (FirstName: string, SurName: string, extra: Record<string, unknown> = {}) => ({
  FirstName,
  SurName,
  Email: `${FirstName}.${SurName}@example.com`.toLowerCase(),
  ...extra,
});

const saveFile = (
  token: string,
  userId: number,
  applicantsDetails: unknown[],
  questions: unknown[] = [],
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/utilities/save_applicants_file',
    headers: { ...bearer(token), ...headers },
    payload: { applicantsDetails, registerLocation: 'registers/harbour-health', user_id: String(userId), questions },
  });

const ordersByIds = (ids: number[]) =>
  t.database.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));

describe('POST /utilities/save_applicants_file', () => {
  it('registers one order per applicant with contract prices, the RC questionnaire, accounts and invitations', async () => {
    const before = await stored();
    const ava = person('Ava', 'Mitchell');
    const ben = person('Ben', 'Okafor', { Phone: '', applicantToPay: 'Y', costCentreId: String(centreIds['Corporate Services']) });
    const chloe = person('Chloe', 'Nguyen', { MiddleName: 'Mai' });
    const questions = [
      { QuestionSection: 'Teamwork', QuestionType: 'rank', QuestionDesc: 'How well did\tthe applicant\nwork in a team?', Sort: 0, type: 'custom' },
      { QuestionSection: 'Conduct', QuestionType: 'yes/no', QuestionDesc: 'Would you re-employ the applicant?', Sort: 1, type: 'default' },
    ];
    const response = await saveFile(
      client.token,
      client.userId,
      [
        line({ ...ava, PurchasedService: 'PC', TotalOrder: '1.00' }),
        line({ ...ava, PurchasedService: 'RC', TotalOrder: '1.00' }),
        line({ ...ben, PurchasedService: 'PC' }),
        line({ ...chloe, PurchasedService: 'PC' }),
        line({ ...chloe, PurchasedService: 'RC' }),
      ],
      questions,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.outcome).toBe('Orders registered.');
    expect(body.orders).toEqual([
      { OrderID: expect.any(Number), FirstName: 'Ava', MiddleName: '', SurName: 'Mitchell', Email: 'ava.mitchell@example.com' },
      { OrderID: expect.any(Number), FirstName: 'Ben', MiddleName: '', SurName: 'Okafor', Email: 'ben.okafor@example.com' },
      // The completion modal names the applicant in full: the middle name is answered too.
      { OrderID: expect.any(Number), FirstName: 'Chloe', MiddleName: 'Mai', SurName: 'Nguyen', Email: 'chloe.nguyen@example.com' },
    ]);

    const ids = body.orders.map((o: { OrderID: number }) => o.OrderID);
    const rows = await ordersByIds(ids);
    // Harbour Health's contract: PC 44.10, RC 58.50. The request's TotalOrder of 1.00 is not what is stored.
    expect(rows.map((o) => o.totalOrder)).toEqual(['102.60', '44.10', '102.60']);
    expect(rows.every((o) => o.clientId === clientIds['harbour-health'] && o.recruiterClientId === null)).toBe(true);
    expect(rows.every((o) => o.orderedByUserId === client.userId && o.status === 'Open')).toBe(true);
    expect(rows.every((o) => o.registerLocation === 'registers/harbour-health')).toBe(true);
    expect(rows.map((o) => [o.applicantToPay, o.costCentreId, o.checkPurpose])).toEqual([
      ['N', centreIds['Nursing - Sydney'], 'Employment'],
      ['Y', centreIds['Corporate Services'], 'Employment'],
      ['N', centreIds['Nursing - Sydney'], 'Employment'],
    ]);

    const lines = await t.database.db.select().from(orderServices).where(inArray(orderServices.orderId, ids)).orderBy(asc(orderServices.id));
    expect(lines.map((l) => [l.orderId, l.serviceId, l.price, l.checkStatus])).toEqual([
      [ids[0], 'PC', '44.10', 'Open'],
      [ids[0], 'RC', '58.50', 'Open'],
      [ids[1], 'PC', '44.10', 'Open'],
      [ids[2], 'PC', '44.10', 'Open'],
      [ids[2], 'RC', '58.50', 'Open'],
    ]);

    // The questionnaire goes with the orders holding RC only; tabs and newlines became spaces; Sort from 1.
    const stored_questions = await t.database.db.select().from(orderQuestions).where(inArray(orderQuestions.orderId, ids)).orderBy(asc(orderQuestions.id));
    expect(stored_questions.map((q) => [q.orderId, q.sort, q.questionSection, q.questionType, q.questionDesc, q.type])).toEqual([
      [ids[0], 1, 'Teamwork', 'rank', 'How well did the applicant work in a team?', 'custom'],
      [ids[0], 2, 'Conduct', 'yes/no', 'Would you re-employ the applicant?', 'default'],
      [ids[2], 1, 'Teamwork', 'rank', 'How well did the applicant work in a team?', 'custom'],
      [ids[2], 2, 'Conduct', 'yes/no', 'Would you re-employ the applicant?', 'default'],
    ]);

    // Each applicant got an individual account, named after the email.
    const accounts = await t.database.db.select().from(users).where(inArray(users.id, rows.map((o) => o.applicantUserId)));
    expect(accounts.map((u) => [u.username, u.clientId, u.firstName, u.middleName, u.surname]).sort()).toEqual([
      ['ava.mitchell', null, 'Ava', '', 'Mitchell'],
      ['ben.okafor', null, 'Ben', '', 'Okafor'],
      ['chloe.nguyen', null, 'Chloe', 'Mai', 'Nguyen'],
    ]);
    const after = await stored();
    expect(after.users - before.users).toBe(3);
    expect(after.mails - before.mails).toBe(3);
  });

  it('sends an invitation whose link sets a password the applicant then signs in with', async () => {
    const response = await saveFile(client.token, client.userId, [line({ ...person('Dylan', 'Reid'), PurchasedService: 'RC' })]);
    expect(response.statusCode).toBe(200);
    await t.settle();
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('dylan.reid@example.com');
    expect(mail.subject).toBe('Background check requested by Harbour Health Group');
    expect(mail.text).toContain('Hello Dylan,');
    expect(mail.text).toContain('- Reference Check');
    expect(mail.text).toContain('Your username is: dylan.reid');
    const link = /(\S+\/resetpassword\?token=(\S+))/.exec(mail.text);
    expect(link?.[1].startsWith(`${t.config.publicUrl}/resetpassword?token=`)).toBe(true);

    // Before the link is used, no password works.
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dylan.reid', password: 'Referee#2026' }, remoteAddress: '10.9.0.1' });
    expect(early.statusCode).toBe(401);
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: link![2], newPassword: 'Dylan#2026x' } });
    expect(set.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dylan.reid', password: 'Dylan#2026x' }, remoteAddress: '10.9.0.2' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().userMaster.clientID).toBe('0');
  });

  it('reuses the individual account of a known email, and keeps new usernames unique', async () => {
    const [olivia] = await t.database.db.select().from(users).where(eq(users.username, 'applicant'));
    const before = await stored();
    const response = await saveFile(client.token, client.userId, [
      line({ FirstName: 'Olivia', SurName: 'Nguyen', Email: 'Olivia.Nguyen@example.com.au' }),
      line({ FirstName: 'Sam', SurName: 'Applicant', Email: 'applicant@example.org' }),
    ]);
    expect(response.statusCode).toBe(200);
    const [oliviaOrder, samOrder] = await ordersByIds(response.json().orders.map((o: { OrderID: number }) => o.OrderID));
    expect(oliviaOrder.applicantUserId).toBe(olivia.id);
    const [sam] = await t.database.db.select().from(users).where(eq(users.id, samOrder.applicantUserId));
    expect(sam.username).toBe('applicant2');
    expect((await stored()).users - before.users).toBe(1);

    await t.settle();
    const toOlivia = t.mails.find((m) => m.to === 'Olivia.Nguyen@example.com.au')!;
    expect(toOlivia.text).toContain('with your username applicant to start your application');
    expect(toOlivia.text).not.toContain('resetpassword?token=');
  });

  it('stores nothing when the third line is bad, and says which line and what', async () => {
    const before = await stored();
    const response = await saveFile(client.token, client.userId, [
      line(person('Ella', 'Brooks')),
      line(person('Finn', 'Carter')),
      line({ ...person('Jack', 'Lee'), Email: 'jack.lee@example' }),
      line(person('Grace', 'Hill')),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Line 3: The email address of Jack is not valid.');
    expect(await stored()).toEqual(before);
  });

  it.each([
    // Spaces, dashes and +61 are tidied away (issue 29): letters are what make a phone number wrong.
    ['a phone that is not digits', { Phone: '0411 000 11l' }, 'Line 2: The phone number of Ivy is not valid.'],
    ['a missing first name', { FirstName: '' }, 'Line 2: First name is required.'],
    // A name takes the application's rule (issue 29): no bidirectional controls that would reorder it in emails.
    ['a surname with a bidirectional control', { SurName: 'Nguyen\u202Eevil' }, "Line 2: Surname: Please use letters, spaces, hyphens (-), apostrophes (') and full stops (.) only."],
    ['an unknown service', { PurchasedService: 'XYZ' }, "Line 2: The service 'XYZ' is not one we offer."],
    ['a service outside the contract', { PurchasedService: 'BKR' }, 'Line 2: Bankruptcy Check is not in your contract.'],
    ['an unknown cost centre', { costCentreId: 99999 }, 'Line 2: Cost centre 99999 is not one of your cost centres.'],
    ['no cost centre although the client has some', { costCentreId: '' }, 'Line 2: No cost centre option selected.'],
    ['a purpose not offered for the services', { CheckPurpose: 'Tenancy' }, "Line 2: The purpose 'Tenancy' is not offered for the chosen services."],
    ['no purpose', { CheckPurpose: ' ' }, 'Line 2: No purpose selected.'],
    ['applicantToPay not Y or N', { applicantToPay: 'Yes' }, "Line 2: Who pays must be 'Y' (the applicant) or 'N' (the client)."],
    ['a RecruiterID from a client', { RecruiterID: 5 }, 'Line 2: Leave the recruitment agency empty: you order for your own company.'],
    ['a ClientID that is not a number', { ClientID: 'Harbour' }, "Line 2: The client 'Harbour' is not one we know."],
  ])('refuses %s and stores nothing', async (_what, bad, message) => {
    const before = await stored();
    const response = await saveFile(client.token, client.userId, [line(person('Hugo', 'Grant')), line({ ...person('Ivy', 'Park'), ...bad })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a client ordering for another client', async () => {
    const before = await stored();
    const response = await saveFile(client.token, client.userId, [
      line({ ...person('Jade', 'Ross'), ClientID: clientIds['southern-cross'], costCentreId: centreIds['Nursing - Sydney'] }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(
      `Line 1: Client ${clientIds['southern-cross']} is not your company: you order only for Harbour Health Group.`,
    );
    expect(await stored()).toEqual(before);
  });

  it('lists every bad line, and refuses lines of one applicant that disagree or repeat a service', async () => {
    const many = await saveFile(client.token, client.userId, [
      line({ ...person('Kai', 'Wong'), Phone: 'x' }),
      line(person('Lola', 'Diaz')),
      line({ ...person('Max', 'Field'), PurchasedService: '' }),
    ]);
    expect(many.json().errorMessage).toBe('Line 1: The phone number of Kai is not valid. Line 3: Please choose a service.');

    const disagree = await saveFile(client.token, client.userId, [
      line(person('Nina', 'Shaw')),
      line({ ...person('Nina', 'Shaw'), PurchasedService: 'RC', CheckPurpose: 'Contractor' }),
    ]);
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json().errorMessage).toBe('Line 2: the lines of Nina Shaw disagree on the purpose.');

    const twice = await saveFile(client.token, client.userId, [line(person('Nina', 'Shaw')), line(person('Nina', 'Shaw'))]);
    expect(twice.json().errorMessage).toBe('Line 2: National Police Check is listed twice for Nina Shaw.');
  });

  it('refuses a bad question, an empty file, a wrong user_id and wrong types', async () => {
    const question = await saveFile(client.token, client.userId, [line({ ...person('Omar', 'Hale'), PurchasedService: 'RC' })], [
      { QuestionSection: 'General', QuestionType: 'essay', QuestionDesc: 'Tell us more.' },
    ]);
    expect(question.statusCode).toBe(400);
    expect(question.json().errorMessage).toBe('Question 1: the answer type must be text, yes/no or rank.');
    const blank = await saveFile(client.token, client.userId, [line({ ...person('Omar', 'Hale'), PurchasedService: 'RC' })], [
      { QuestionSection: 'General', QuestionType: 'text', QuestionDesc: ' \t\n' },
    ]);
    expect(blank.json().errorMessage).toBe('Question 1: the question is required.');

    const empty = await saveFile(client.token, client.userId, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe('Participants required.');

    const otherUser = await saveFile(client.token, recruiter.userId, [line(person('Omar', 'Hale'))]);
    expect(otherUser.statusCode).toBe(403);

    const numericUserId = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/save_applicants_file',
      headers: bearer(client.token),
      payload: { applicantsDetails: [line(person('Omar', 'Hale'))], user_id: client.userId },
    });
    expect(numericUserId.statusCode).toBe(400);
    expect(numericUserId.json().errorMessage).toBe('User ID must be text.');

    const numericPhone = await saveFile(client.token, client.userId, [line({ ...person('Omar', 'Hale'), Phone: 411000111 })]);
    expect(numericPhone.statusCode).toBe(400);
    expect(numericPhone.json().errorMessage).toBe('Line 1: Phone must be text.');
    const booleanClient = await saveFile(client.token, client.userId, [line({ ...person('Omar', 'Hale'), ClientID: true })]);
    expect(booleanClient.statusCode).toBe(400);

    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const individual = await saveFile(applicant.token, applicant.userId, [line(person('Omar', 'Hale'))]);
    expect(individual.statusCode).toBe(403);
  });
});

describe('a repeated submission', () => {
  const file = () => [
    line({ ...person('Paul', 'Quinn'), PurchasedService: 'PC' }),
    line({ ...person('Paul', 'Quinn'), PurchasedService: 'IDV' }),
    line(person('Rosa', 'Stone')),
  ];

  it('answers the same orders without storing them again or mailing twice', async () => {
    const first = await saveFile(client.token, client.userId, file());
    expect(first.statusCode).toBe(200);
    const afterFirst = await stored();
    // A retry after a dropped connection: the same content, spelled a little differently.
    const retry = await saveFile(client.token, client.userId, file().map((l) => ({ ...l, Email: ` ${l.Email.toUpperCase()}`, TotalOrder: '9.99' })));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orders.map((o: { OrderID: number }) => o.OrderID)).toEqual(
      first.json().orders.map((o: { OrderID: number }) => o.OrderID),
    );
    expect(await stored()).toEqual(afterFirst);
  });

  it('answers two identical submissions sent at once with one set of orders', async () => {
    const body = [line(person('Tara', 'Upton')), line({ ...person('Tara', 'Upton'), PurchasedService: 'RC' })];
    const before = await stored();
    const [a, b] = await Promise.all([saveFile(client.token, client.userId, body), saveFile(client.token, client.userId, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().orders).toEqual(b.json().orders);
    const after = await stored();
    expect(after.orders - before.orders).toBe(1);
    expect(after.orderServices - before.orderServices).toBe(2);
    expect(after.users - before.users).toBe(1);
    expect(after.mails - before.mails).toBe(1);
  });

  it('with an Idempotency-Key: replays the same key, and a new key is a new order', async () => {
    const body = [line(person('Uma', 'Vance'))];
    const first = await saveFile(client.token, client.userId, body, [], { 'idempotency-key': 'submit-41' });
    const again = await saveFile(client.token, client.userId, body, [], { 'idempotency-key': 'submit-41' });
    expect(again.json().orders).toEqual(first.json().orders);
    const before = await stored();
    const reorder = await saveFile(client.token, client.userId, body, [], { 'idempotency-key': 'submit-42' });
    expect(reorder.statusCode).toBe(200);
    expect(reorder.json().orders[0].OrderID).not.toBe(first.json().orders[0].OrderID);
    expect((await stored()).orders - before.orders).toBe(1);
  });

  it('without a key: the same content a day later is a new order, itself replayed on retry', async () => {
    const body = [line(person('Vera', 'Wills'))];
    const first = await saveFile(client.token, client.userId, body);
    t.clock.advanceMinutes(25 * 60);
    // Sessions end after 29 idle minutes: everyone signs in again.
    const fresh = await t.signIn('client', 'Client#2026');
    recruiter = await t.signIn('recruiter', 'Recruiter#2026');
    const before = await stored();
    const later = await saveFile(fresh.token, fresh.userId, body);
    expect(later.statusCode).toBe(200);
    expect(later.json().orders[0].OrderID).not.toBe(first.json().orders[0].OrderID);
    const retry = await saveFile(fresh.token, fresh.userId, body);
    expect(retry.json().orders).toEqual(later.json().orders);
    const after = await stored();
    expect(after.orders - before.orders).toBe(1);
    // The applicant's account from the day before is reused.
    expect(after.users - before.users).toBe(0);
    client = fresh;
  });
});

describe('a recruiter ordering', () => {
  const recruiterLine = (overrides: Record<string, unknown> = {}) =>
    line({
      ClientID: clientIds['southern-cross'],
      RecruiterID: String(clientIds['talent-bridge']),
      costCentreId: null,
      applicantToPay: 'N',
      ...overrides,
    });

  it("orders for a client on its list at that client's contract prices", async () => {
    const response = await saveFile(recruiter.token, recruiter.userId, [
      recruiterLine({ ...person('Wade', 'Xu'), PurchasedService: 'PC', TotalOrder: '0' }),
      recruiterLine({ ...person('Wade', 'Xu'), PurchasedService: 'VEVO', TotalOrder: '0' }),
    ]);
    expect(response.statusCode).toBe(200);
    const [order] = await ordersByIds([response.json().orders[0].OrderID]);
    expect(order.clientId).toBe(clientIds['southern-cross']);
    expect(order.recruiterClientId).toBe(clientIds['talent-bridge']);
    expect(order.orderedByUserId).toBe(recruiter.userId);
    expect(order.costCentreId).toBeNull();
    // Southern Cross's contract (what by_client showed), not the agency's (PC 41.65 + VEVO 21.25): PC 49.00 + VEVO 25.00.
    expect(order.totalOrder).toBe('74.00');
    expect(order.registerLocation).toBe('registers/talent-bridge');
    await t.settle();
    expect(t.mails.at(-1)!.text).toContain('Talent Bridge Recruitment, on behalf of Southern Cross Logistics, has asked us');
  });

  it('may not order for a client outside its list, nor pass another RecruiterID, nor let the applicant pay', async () => {
    const before = await stored();
    const outside = await saveFile(recruiter.token, recruiter.userId, [
      recruiterLine(person('Yara', 'Zane')),
      recruiterLine({ ...person('Zoe', 'Adams'), ClientID: clientIds['bluegum-community'] }),
    ]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errorMessage).toBe(
      `Line 2: Client ${clientIds['bluegum-community']} is not one of the clients you order for.`,
    );
    const own = await saveFile(recruiter.token, recruiter.userId, [recruiterLine({ ...person('Zoe', 'Adams'), ClientID: clientIds['talent-bridge'] })]);
    expect(own.statusCode).toBe(400);
    const noClient = await saveFile(recruiter.token, recruiter.userId, [recruiterLine({ ...person('Zoe', 'Adams'), ClientID: '' })]);
    expect(noClient.json().errorMessage).toBe('Line 1: No client selected.');
    const wrongRecruiter = await saveFile(recruiter.token, recruiter.userId, [recruiterLine({ ...person('Zoe', 'Adams'), RecruiterID: '' })]);
    expect(wrongRecruiter.json().errorMessage).toBe('Line 1: The recruitment agency must be your own (Talent Bridge Recruitment).');
    const pays = await saveFile(recruiter.token, recruiter.userId, [recruiterLine({ ...person('Zoe', 'Adams'), applicantToPay: 'Y' })]);
    expect(pays.json().errorMessage).toBe('Line 1: The applicant cannot pay: under your contract the client pays.');
    expect(await stored()).toEqual(before);
  });
});

describe('POST /application/setup_account', () => {
  const setup = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/application/setup_account', headers: bearer(token), payload: body });

  const applicantInfo = (overrides: Record<string, unknown> = {}) => ({
    FirstName: 'Ruby',
    MiddleName: '',
    SurName: 'Fletcher',
    Email: 'ruby.fletcher@example.com',
    CheckPurpose: 'Employment',
    costCentreId: centreIds['Allied Health - Newcastle'],
    // dashboardInfo holds the ClientID as a digit string.
    ClientID: String(clientIds['harbour-health']),
    ClientName: 'Someone Else Pty Ltd',
    RecruiterID: '',
    ...overrides,
  });

  it('registers one order with the chosen services and questions, and answers its OrderID', async () => {
    const before = await stored();
    const response = await setup(client.token, {
      newApplicantInfo: applicantInfo(),
      Services: [
        { ServiceID: 'PC', ServiceName: 'National Police Check', ContractPrice: 0.5 },
        { ServiceID: 'RC', ServiceName: 'Reference Check', ContractPrice: 0.5 },
      ],
      referencesQuestions: [{ QuestionSection: 'Care', QuestionType: 'text', QuestionDesc: 'Describe the applicant with residents.', type: 'custom' }],
    });
    expect(response.statusCode).toBe(200);
    const { OrderID } = response.json();
    expect(Object.keys(response.json())).toEqual(['OrderID']);
    const [order] = await ordersByIds([OrderID]);
    expect(order.totalOrder).toBe('102.60');
    expect(order.costCentreId).toBe(centreIds['Allied Health - Newcastle']);
    expect(order.applicantToPay).toBe('N');
    const services = await t.database.db.select().from(orderServices).where(eq(orderServices.orderId, OrderID)).orderBy(asc(orderServices.id));
    expect(services.map((s) => [s.serviceId, s.price])).toEqual([['PC', '44.10'], ['RC', '58.50']]);
    const questions = await t.database.db.select().from(orderQuestions).where(eq(orderQuestions.orderId, OrderID));
    expect(questions.map((q) => [q.sort, q.questionDesc])).toEqual([[1, 'Describe the applicant with residents.']]);
    const after = await stored();
    expect(after.users - before.users).toBe(1);
    await t.settle();
    expect(t.mails.at(-1)!.to).toBe('ruby.fletcher@example.com');
  });

  it('takes a single applicant without a first name', async () => {
    const response = await setup(client.token, {
      newApplicantInfo: applicantInfo({ FirstName: '', SurName: 'Okonkwo', Email: 'okonkwo@example.com' }),
      Services: [{ ServiceID: 'IDV' }],
    });
    expect(response.statusCode).toBe(200);
    await t.settle();
    expect(t.mails.at(-1)!.text).toContain('Hello Okonkwo,');
  });

  it("lets a recruiter start one for a client on its list, at that client's prices", async () => {
    const response = await setup(recruiter.token, {
      newApplicantInfo: applicantInfo({
        Email: 'ruby.f@example.com',
        ClientID: clientIds['eucalypt-care'],
        RecruiterID: clientIds['talent-bridge'],
        costCentreId: '',
        CheckPurpose: 'Volunteer',
      }),
      Services: [{ ServiceID: 'PCV' }],
    });
    expect(response.statusCode).toBe(200);
    const [order] = await ordersByIds([response.json().OrderID]);
    expect([order.clientId, order.recruiterClientId, order.checkPurpose, order.totalOrder]).toEqual([
      clientIds['eucalypt-care'],
      clientIds['talent-bridge'],
      'Volunteer',
      // Eucalypt Aged Care's price (5% off 29.00), not the agency's 24.65.
      '27.55',
    ]);
  });

  it("refuses a recruiter a service outside the chosen client's contract", async () => {
    const before = await stored();
    const response = await setup(recruiter.token, {
      newApplicantInfo: applicantInfo({
        Email: 'ruby.g@example.com',
        ClientID: clientIds['harbour-health'],
        RecruiterID: clientIds['talent-bridge'],
        costCentreId: '',
      }),
      // In the agency's contract, not in Harbour Health's.
      Services: [{ ServiceID: 'BKR' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(
      `Bankruptcy Check is not in the contract of client ${clientIds['harbour-health']}.`,
    );
    expect(await stored()).toEqual(before);
  });

  // Functions: the seeded ids are known only once the app runs.
  it.each([
    ['a service that is not Full scope', () => ({ Services: [{ ServiceID: 'PC' }, { ServiceID: 'QV' }] }), () => "Qualification Verification is not available to run from a single application: only 'Full scope' services are."],
    ['no service', () => ({ Services: [] }), () => 'Please choose a service.'],
    ['no surname', () => ({ newApplicantInfo: applicantInfo({ SurName: '' }) }), () => 'Please complete the form: Surname is required.'],
    ['no purpose', () => ({ newApplicantInfo: applicantInfo({ CheckPurpose: '' }) }), () => 'Please complete the form: Purpose is required.'],
    ['no cost centre', () => ({ newApplicantInfo: applicantInfo({ costCentreId: null }) }), () => 'Please select a cost centre'],
    ['another client', () => ({ newApplicantInfo: applicantInfo({ ClientID: clientIds['bluegum-community'] }) }), () => `Client ${clientIds['bluegum-community']} is not your company: you order only for Harbour Health Group.`],
  ])('refuses %s and stores nothing', async (_what, overrides, message) => {
    const before = await stored();
    const response = await setup(client.token, { newApplicantInfo: applicantInfo(), Services: [{ ServiceID: 'PC' }], ...overrides() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message());
    expect(await stored()).toEqual(before);
  });

  it('asks a recruiter to choose a client, and refuses a body of the wrong shape', async () => {
    const noClient = await setup(recruiter.token, {
      newApplicantInfo: applicantInfo({ ClientID: '', RecruiterID: clientIds['talent-bridge'], costCentreId: '' }),
      Services: [{ ServiceID: 'PC' }],
    });
    expect(noClient.json().errorMessage).toBe('Please choose a client.');
    const noServices = await setup(client.token, { newApplicantInfo: applicantInfo() });
    expect(noServices.statusCode).toBe(400);
    expect(noServices.json().errorMessage).toBe('Services is required.');
    const badService = await setup(client.token, { newApplicantInfo: applicantInfo(), Services: ['PC'] });
    expect(badService.statusCode).toBe(400);
  });

  it('replays a retried start instead of opening a second order', async () => {
    const body = { newApplicantInfo: applicantInfo({ Email: 'ruby.retry@example.com' }), Services: [{ ServiceID: 'PC' }] };
    const first = await setup(client.token, body);
    const before = await stored();
    const retry = await setup(client.token, body);
    expect(retry.json()).toEqual(first.json());
    expect(await stored()).toEqual(before);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.requestKey} is not null and ${orders.id} = ${first.json().OrderID}`);
    expect(Number(n)).toBe(1);
  });
});
