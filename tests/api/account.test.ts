// Account Information (issue 14): the caller's details, a client's users, creating users (Full view only, the
// company's domain, a set-password mail through the queue) and deleting them (never oneself, never another
// company's user; the deleted user's sessions end at once), and changing one's password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, users } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './harness';
import { fingerprint } from './contract-world';

let t: TestApp;
const session: Record<string, { token: string; userId: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(session, await t.signInDemo('applicant', 'client', 'viewer', 'recruiter', 'operator'));
});
afterAll(() => t.close());

const get = (url: string, username: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session[username].token) });
const post = (url: string, payload: object, username: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(session[username].token), payload });
const idOf = (username: string) => session[username].userId;

const newUser = (overrides: object = {}) => ({
  userID: idOf('client'),
  FName: 'Ruby',
  LName: 'Chen',
  Email: 'ruby.chen@harbourhealth.com.au',
  ClientName: 'Harbour Health Group',
  AccessLevel: 'Restricted view',
  ...overrides,
});

describe('GET /reports/get_user_info', () => {
  it("answers an individual's own details", async () => {
    const response = await get(`/reports/get_user_info/${idOf('applicant')}`, 'applicant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      FirstName: 'Olivia',
      SurName: 'Nguyen',
      Email: 'olivia.nguyen@example.com.au',
      Phone: '0400111222',
      UserName: 'applicant',
      ClientName: '',
      AccessLevel: '',
    });
  });

  it("answers a client user's company and access level, and the expiry as MM/DD/YYYY", async () => {
    await t.database.db
      .update(users)
      .set({ expiresAt: new Date('2031-06-30T02:00:00Z') })
      .where(eq(users.username, 'viewer'));
    const response = await get(`/reports/get_user_info/${idOf('viewer')}`, 'viewer');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      UserName: 'viewer',
      ClientName: 'Harbour Health Group',
      CompanyPhone: '0292410000',
      CompanyEmail: 'admin@harbourhealth.com.au',
      AccessLevel: 'Restricted view',
      UserExpiration: '06/30/2031',
    });
    expect((await get(`/reports/get_user_info/${idOf('client')}`, 'client')).json().UserExpiration).toBe('');
  });

  it("answers an operator's own details (the back office's Account Information), no company and no access level", async () => {
    const response = await get(`/reports/get_user_info/${idOf('operator')}`, 'operator');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ UserName: 'operator', ClientName: '', AccessLevel: '' });
  });

  it("refuses another user's id and a caller who is not signed in", async () => {
    expect((await get(`/reports/get_user_info/${idOf('client')}`, 'applicant')).statusCode).toBe(403);
    expect((await get(`/reports/get_user_info/${idOf('client')}`, 'operator')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/reports/get_user_info/${idOf('client')}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /reports/get_user_info_users', () => {
  it("lists the users of the caller's company only, with the date part readable", async () => {
    const response = await get(`/reports/get_user_info_users/${idOf('client')}`, 'client');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as Array<Record<string, string>>;
    expect(rows.map((r) => r.UserName).sort()).toEqual(['client', 'viewer']);
    const viewer = rows.find((r) => r.UserName === 'viewer')!;
    expect(viewer).toMatchObject({ Name: 'Oscar Lee', Email: 'oscar.lee@harbourhealth.com.au', AccessLevel: 'Restricted view' });
    expect(viewer.ExpiryDate.slice(0, 10)).toBe('2031-06-30');
    const agency = (await get(`/reports/get_user_info_users/${idOf('recruiter')}`, 'recruiter')).json() as Array<{ UserName: string }>;
    expect(agency.map((r) => r.UserName)).toEqual(['recruiter']);
  });

  it('is for client users on their own id only', async () => {
    expect((await get(`/reports/get_user_info_users/${idOf('applicant')}`, 'applicant')).statusCode).toBe(403);
    expect((await get(`/reports/get_user_info_users/${idOf('viewer')}`, 'client')).statusCode).toBe(403);
  });
});

describe('POST /utilities/setup_user', () => {
  it('creates a user of the caller company and mails a working set-password link through the queue', async () => {
    const response = await post('/utilities/setup_user', newUser(), 'client');
    expect(response.statusCode, response.body).toBe(200);
    const { username, outcome } = response.json();
    expect(username).toBe('ruby.chen');
    expect(outcome).toBe('The user ruby.chen was created. An email to choose a password was sent to ruby.chen@harbourhealth.com.au.');
    const [created] = await t.database.db.select().from(users).where(eq(users.username, 'ruby.chen'));
    const [harbour] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'harbour-health'));
    expect(created).toMatchObject({ kind: 'client', clientId: harbour.id, accessLevel: 'Restricted view', firstName: 'Ruby' });

    const before = t.mails.length;
    await t.settle();
    const mail = t.mails.slice(before).find((m) => m.to === 'ruby.chen@harbourhealth.com.au')!;
    expect(mail.text).toContain('Your username is: ruby.chen');
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { resetToken: token, newPassword: 'Ruby#Chen2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await t.signIn('ruby.chen', 'Ruby#Chen2026');
    expect(signedIn.userId).toBe(created.id);
    // Listed for the company.
    const list = (await get(`/reports/get_user_info_users/${idOf('client')}`, 'client')).json() as Array<{ UserName: string }>;
    expect(list.map((r) => r.UserName)).toContain('ruby.chen');
  });

  it("refuses an email outside the company's domain with the spec's sentence, and creates nothing", async () => {
    const before = await fingerprint(t);
    for (const Email of ['ruby@gmail.com', 'ruby@harbourhealth.com.au.evil.com', 'ruby@mail.harbourhealth.com.au']) {
      const response = await post('/utilities/setup_user', newUser({ Email }), 'client');
      expect(response.statusCode, Email).toBe(400);
      expect(response.json().errorMessage).toBe('You must use the same domain for the email.');
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('asks for the first name, surname and email, and a first name of at least 2 characters', async () => {
    const before = await fingerprint(t);
    for (const blank of [{ FName: '  ' }, { LName: '' }, { Email: ' ' }]) {
      const response = await post('/utilities/setup_user', newUser(blank), 'client');
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe('Please complete the empty fields.');
    }
    const short = await post('/utilities/setup_user', newUser({ FName: 'R' }), 'client');
    expect(short.json().errorMessage).toBe('Please enter at least 2 characters.');
    const notEmail = await post('/utilities/setup_user', newUser({ Email: 'ruby.harbourhealth.com.au' }), 'client');
    expect(notEmail.statusCode).toBe(400);
    const badLevel = await post('/utilities/setup_user', newUser({ AccessLevel: 'Admin' }), 'client');
    expect(badLevel.statusCode).toBe(400);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('refuses a second active account for the same address', async () => {
    const response = await post('/utilities/setup_user', newUser({ Email: 'Ruby.Chen@harbourhealth.com.au' }), 'client');
    expect(response.statusCode).toBe(409);
  });

  it('is refused to Restricted view, to individuals and operators, and on another user id', async () => {
    const before = await fingerprint(t);
    const restricted = await post('/utilities/setup_user', newUser({ userID: idOf('viewer'), Email: 'amy@harbourhealth.com.au' }), 'viewer');
    expect(restricted.statusCode).toBe(403);
    const applicant = await post('/utilities/setup_user', newUser({ userID: idOf('applicant'), Email: 'amy@harbourhealth.com.au' }), 'applicant');
    expect(applicant.statusCode).toBe(403);
    const operator = await post('/utilities/setup_user', newUser({ userID: idOf('operator'), Email: 'amy@harbourhealth.com.au' }), 'operator');
    expect(operator.statusCode).toBe(403);
    const foreignId = await post('/utilities/setup_user', newUser({ userID: idOf('viewer'), Email: 'amy@harbourhealth.com.au' }), 'client');
    expect(foreignId.statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });

  it("puts the user in the caller's company whatever ClientName says", async () => {
    const response = await post(
      '/utilities/setup_user',
      newUser({ userID: idOf('recruiter'), Email: 'sam.ng@talentbridge.com.au', FName: 'Sam', LName: 'Ng', ClientName: 'Harbour Health Group' }),
      'recruiter',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [sam] = await t.database.db.select().from(users).where(eq(users.username, 'sam.ng'));
    const [talent] = await t.database.db.select().from(clients).where(eq(clients.clientKey, 'talent-bridge'));
    expect(sam.clientId).toBe(talent.id);
  });
});

describe('POST /utilities/delete_user', () => {
  it("never deletes another company's user, an applicant, or the caller, and Restricted view deletes nothing", async () => {
    const before = await fingerprint(t);
    const foreign = await post('/utilities/delete_user', { userID: idOf('client'), userNameDelete: 'recruiter' }, 'client');
    expect(foreign.statusCode).toBe(404);
    const applicant = await post('/utilities/delete_user', { userID: idOf('client'), userNameDelete: 'applicant' }, 'client');
    expect(applicant.statusCode).toBe(404);
    const self = await post('/utilities/delete_user', { userID: idOf('client'), userNameDelete: 'CLIENT' }, 'client');
    expect(self.statusCode).toBe(400);
    expect(self.json().errorMessage).toBe('You cannot delete your own user.');
    const restricted = await post('/utilities/delete_user', { userID: idOf('viewer'), userNameDelete: 'ruby.chen' }, 'viewer');
    expect(restricted.statusCode).toBe(403);
    const otherId = await post('/utilities/delete_user', { userID: idOf('viewer'), userNameDelete: 'ruby.chen' }, 'client');
    expect(otherId.statusCode).toBe(403);
    expect(await fingerprint(t)).toEqual(before);
  });

  it("deletes a user of the company and ends the user's sessions at once", async () => {
    const ruby = await t.signIn('ruby.chen', 'Ruby#Chen2026');
    const own = () => t.app.inject({ method: 'GET', url: `/api/reports/get_user_info/${ruby.userId}`, headers: bearer(ruby.token) });
    expect((await own()).statusCode).toBe(200);

    const response = await post('/utilities/delete_user', { userID: idOf('client'), userNameDelete: 'ruby.chen' }, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('The user ruby.chen was deleted.');
    expect((await own()).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ruby.chen', password: 'Ruby#Chen2026' } });
    expect(login.statusCode).toBe(401);
    const list = (await get(`/reports/get_user_info_users/${idOf('client')}`, 'client')).json() as Array<{ UserName: string }>;
    expect(list.map((r) => r.UserName)).not.toContain('ruby.chen');
    // Deleted once: a second time there is no such user.
    const again = await post('/utilities/delete_user', { userID: idOf('client'), userNameDelete: 'ruby.chen' }, 'client');
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /auth/password (Account Information, change password)', () => {
  it('needs the current password and the rule, then signs in with the new one only', async () => {
    const viewer = session.viewer;
    const change = (currentPassword: string, newPassword: string) =>
      post('/auth/password', { userId: viewer.userId, currentPassword, newPassword }, 'viewer');
    const wrong = await change('Not-the-one#1', 'Viewer#2027');
    expect(wrong.statusCode).toBe(400);
    const weak = await change('Viewer#2026', 'viewer2027');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorMessage).toBe('Your password does not meet the minimum requirements. Try it again.');
    const done = await change('Viewer#2026', 'Viewer#2027');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password was updated.');
    await expect(t.signIn('viewer', 'Viewer#2026')).rejects.toThrow();
    await t.signIn('viewer', 'Viewer#2027');
  });
});
