// GET /application/get_application_state's CompletedTabs (issue 16): the steps the server holds as done, from which the
// portal resumes an application at its first unfinished step on any tab or device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { demoOpenOrders, get, PERSONAL, post, saveTab, tabFields, withValues, type SignedIn } from './application-helpers';

let t: TestApp;
let applicant: SignedIn;
let client: SignedIn;
let harbour: number;

beforeAll(async () => {
  t = await createTestApp();
  [applicant, client] = await Promise.all([t.signIn('applicant', 'Applicant#2026'), t.signIn('client', 'Client#2026')]);
  ({ harbour } = await demoOpenOrders(t));
});
afterAll(() => t.close());

const completed = async (orderId: number, who: SignedIn = applicant): Promise<string[]> => {
  const answer = await get(t, `/api/application/get_application_state/${orderId}`, who);
  expect(answer.statusCode).toBe(200);
  return answer.json().CompletedTabs;
};

describe('CompletedTabs', () => {
  it('grows as the applicant accepts the terms and saves steps, and not with a refused save', async () => {
    expect(await completed(harbour)).toEqual([]);

    await post(t, '/api/application/accept_terms_conditions', applicant, { orderId: String(harbour) });
    expect(await completed(harbour)).toEqual(['Terms and Conditions']);

    // A save the rules refuse stores nothing, so the step is not done.
    const defs = await tabFields(t, applicant, harbour, 'Personal Details');
    const refused = await saveTab(t, applicant, harbour, 'Personal Details', withValues(defs, { ...PERSONAL, Surname: '' }));
    expect(refused.json().approve).toBe(0);
    expect(await completed(harbour)).toEqual(['Terms and Conditions']);

    const saved = await saveTab(t, applicant, harbour, 'Personal Details', withValues(defs, PERSONAL));
    expect(saved.json()).toEqual({ approve: 1, error_msg: '' });
    expect(await completed(harbour)).toEqual(['Terms and Conditions', 'Personal Details']);
  });

  it("is the order's, whoever reads it, and is not given without a session", async () => {
    // The client user of Harbour Health fills applications on the applicant's behalf: they see the same progress.
    expect(await completed(harbour, client)).toEqual(['Terms and Conditions', 'Personal Details']);
    expect((await get(t, `/api/application/get_application_state/${harbour}`)).statusCode).toBe(401);
  });
});
