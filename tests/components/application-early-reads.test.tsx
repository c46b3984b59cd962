// Early reads (issue 16, phones): an application url opened in the browser starts the order's steps, its state and the
// step's own tab with the application's code, through the real route table, and the lists the tab's combos need as
// soon as the tab has come; the pages then take those answers instead of asking again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionStore } from '../../src/app/session-store';
import { CURRENT_ORDER_KEY } from '../../src/app/currentOrder';
import { APPLICANT, applicationAnswers, field, ORDER_ID, PERSONAL, stubApi, TAB_FIELDS } from './application-harness';
import { renderAt, resetShell } from './shell-helpers';

beforeEach(resetShell);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens `path` as the browser would: its address in the location bar, the app's routes at it. */
function openInBrowser(path: string) {
  window.history.replaceState(null, '', path);
  return renderAt(path);
}

describe('an application step opened in the browser', () => {
  it('asks for the steps, the state, its own tab and the lists its combos need at once, and once each', async () => {
    sessionStore.setUser(APPLICANT);
    sessionStorage.setItem(CURRENT_ORDER_KEY, String(ORDER_ID));
    // The order's steps answer only when the test says: a page that waited for them could not ask for its tab yet.
    let answerSteps = () => {};
    const stepsAnswered = new Promise<void>((resolve) => (answerSteps = resolve));
    const withCountry = [...PERSONAL, field({ FieldID: 'BirthCountry', FieldName: 'Country of birth', FieldType: 'combo', ComboCategory: 'Countries', PortalSection: 'Personal Details' })];
    const answers = applicationAnswers({}, { ...TAB_FIELDS, 'Personal Details': withCountry });
    const steps = answers[`GET /api/application/get_tabs/${ORDER_ID}`] as Response;
    const calls = stubApi({ ...answers, [`GET /api/application/get_tabs/${ORDER_ID}`]: () => stepsAnswered.then(() => steps.clone()) });
    openInBrowser('/admin/application/personal');
    const what = (body: unknown) => {
      const { tab_name: tab, categories } = body as { tab_name?: string; categories?: string[] };
      return tab ?? categories?.join(', ');
    };
    const asked = () => calls.map((c) => `${c.method} ${c.url}${c.method === 'POST' ? ` ${what(c.body)}` : ''}`);
    // The steps still unanswered, so no step has rendered: everything here was asked for early.
    await vi.waitFor(() =>
      expect(asked()).toEqual([
        `GET /api/application/get_tabs/${ORDER_ID}`,
        `GET /api/application/get_application_state/${ORDER_ID}`,
        'POST /api/application/get_tab_req Personal Details',
        'POST /api/utilities/get_type_lists Countries',
      ]),
    );
    answerSteps();
    await screen.findByLabelText(/First name/);
    for (const read of asked().slice(0, 4)) expect(asked().filter((a) => a === read), read).toHaveLength(1);
  });

  it('asks for nothing early without a chosen order (the page finds one first)', async () => {
    sessionStore.setUser(APPLICANT);
    const calls = stubApi(applicationAnswers({ [`GET /api/orders/${APPLICANT.Id}`]: new Response('[]', { headers: { 'content-type': 'application/json' } }) }));
    openInBrowser('/admin/application/personal');
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((c) => c.url.includes('get_tab_req'))).toBe(false);
  });
});
