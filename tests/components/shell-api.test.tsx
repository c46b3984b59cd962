import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '../../src/app/api';
import { SESSION_STORAGE_KEY, sessionStore } from '../../src/app/session-store';
import { useApi } from '../../src/app/useApi';
import { json, makeUser, renderAt, resetShell, stubFetch } from './shell-helpers';

beforeEach(resetShell);
afterEach(() => vi.unstubAllGlobals());

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was expected to fail');
}

describe('API client', () => {
  it("sends JSON with the session's bearer token, and no token on public calls", async () => {
    sessionStore.setUser(makeUser(2, { token: 'session-jwt' }));
    const calls = stubFetch({
      'POST /api/utilities/get_check_types': json(200, [{ CheckPurpose: 'Employment' }]),
      'POST /api/auth/forgotPassword': json(200, { message: 'Sent.', errorMessage: '' }),
    });
    const services = { Services: [{ ServiceID: 'PC' }] };
    expect(await api.call('POST /utilities/get_check_types', { body: services })).toEqual([{ CheckPurpose: 'Employment' }]);
    expect(await api.call('POST /auth/forgotPassword', { body: { email: 'a@example.com' } }, { public: true })).toEqual({
      message: 'Sent.',
      errorMessage: '',
    });
    expect(calls[0].headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer session-jwt',
    });
    expect(calls[0].body).toEqual(services);
    expect(calls[1].headers.authorization).toBeUndefined();
  });

  it('puts the path parameters of the key into the path, encoded', async () => {
    const calls = stubFetch({
      'GET /api/services/7/1042': json(200, []),
      'GET /api/brand/a%2Fb%3F': json(200, { ClientName: 'A', LogoURL: '' }),
    });
    await api.call('GET /services/:userId/:orderId', { params: { userId: '7', orderId: '1042' } });
    await api.call('GET /brand/:clientKey', { params: { clientKey: 'a/b?' } }, { public: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/services/7/1042', undefined],
      ['GET', '/api/brand/a%2Fb%3F', undefined],
    ]);
  });

  it("answers a 4xx with the server's sentence (why it was refused), kept as serverMessage too", async () => {
    sessionStore.setUser(makeUser(2));
    stubFetch({ 'GET /api/orders/7': json(403, { errorMessage: 'Not your order.' }) });
    const error = await failureOf(api.call('GET /orders/:userId', { params: { userId: '7' } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Not your order.');
    expect(error.serverMessage).toBe('Not your order.');
    expect(sessionStore.getUser()).not.toBeNull();
  });

  it("maps a 5xx to 'Error. Please try later.' and a network failure to 'Connection error. Please try later.'", async () => {
    stubFetch({ 'GET /api/services/by_user/7': json(502, 'Bad gateway') });
    const byUser = () => api.call('GET /services/by_user/:userId', { params: { userId: '7' } });
    const serverError = await failureOf(byUser());
    expect([serverError.status, serverError.message]).toEqual([502, 'Error. Please try later.']);

    stubFetch({ 'GET /api/services/by_user/7': new Error('offline') });
    const networkError = await failureOf(byUser());
    expect([networkError.status, networkError.message]).toEqual([0, 'Connection error. Please try later.']);
  });

  it('reads plain-text answers as text', async () => {
    stubFetch({
      'POST /api/application/accept_terms_conditions': new Response('Terms and conditions accepted.', {
        status: 200,
        headers: { 'Content-Type': 'text/plain' },
      }),
    });
    const accepted = await api.call('POST /application/accept_terms_conditions', { body: { orderId: 5 } });
    expect(accepted).toBe('Terms and conditions accepted.');
  });

  it('downloads a file with the name the server gives', async () => {
    stubFetch({
      'POST /api/utilities/download_image': new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="1042_SummaryReport.pdf"' },
      }),
    });
    const file = await api.download('POST /utilities/download_image', { body: { url: 'reports/1042.pdf' } });
    expect(file.fileName).toBe('1042_SummaryReport.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it("signs out on a 401 with 'Security control. Login again.' and shows it on the login screen", async () => {
    sessionStore.setUser(makeUser(2));
    stubFetch({ 'GET /api/orders/7': json(401, { errorMessage: 'Session expired' }) });
    const { router } = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    const error = await act(() => failureOf(api.call('GET /orders/:userId', { params: { userId: '7' } })));
    expect(error.message).toBe('Security control. Login again.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Security control. Login again.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not sign out on a 401 of a public call', async () => {
    sessionStore.setUser(makeUser(1));
    stubFetch({ 'POST /api/auth/login': json(401, { errorMessage: 'Wrong password' }) });
    const error = await failureOf(api.call('POST /auth/login', { body: { username: 'a', password: 'b' } }, { public: true }));
    expect(error.message).toBe('Wrong password');
    expect(error.serverMessage).toBe('Wrong password');
    expect(sessionStore.getUser()?.Name).toBe('Olivia Nguyen');
  });
});

describe('useApi', () => {
  it('reads through the same client', async () => {
    sessionStore.setUser(makeUser(1, { token: 't-1' }));
    const calls = stubFetch({ 'GET /api/orders/41': json(200, [{ orderID: 1042, orderStatus: 'Open' }]) });
    const { result } = renderHook(() => useApi('GET /orders/:userId', { userId: '41' }));
    await waitFor(() => expect(result.current.data).toEqual([{ orderID: 1042, orderStatus: 'Open' }]));
    expect(calls[0].headers.authorization).toBe('Bearer t-1');
  });

  it('reports the catalogue text as the error and does not retry a 4xx', async () => {
    const calls = stubFetch({ 'GET /api/application/get_tabs/9': json(404, {}) });
    const { result } = renderHook(() => useApi('GET /application/get_tabs/:orderId', { orderId: '9' }, { dedupingInterval: 0 }));
    await waitFor(() => expect(result.current.error?.message).toBe('Information error.'));
    expect(calls).toHaveLength(1);
  });

  it("draws an answer in a render of its own: never another read's answer, and loading until its own is drawn", async () => {
    sessionStore.setUser(makeUser(1));
    stubFetch({
      'GET /api/orders/51': json(200, [{ orderID: 51 }]),
      'GET /api/orders/52': json(200, [{ orderID: 52 }]),
    });
    const seen: { userId: string; orderIds?: number[]; isLoading: boolean }[] = [];
    const { result, rerender } = renderHook(({ userId }) => {
      const orders = useApi('GET /orders/:userId', { userId });
      seen.push({ userId, orderIds: orders.data?.map((order) => order.orderID), isLoading: orders.isLoading });
      return orders;
    }, { initialProps: { userId: '51' } });
    await waitFor(() => expect(result.current.data).toEqual([{ orderID: 51 }]));
    rerender({ userId: '52' });
    await waitFor(() => expect(result.current.data).toEqual([{ orderID: 52 }]));
    // Every render shows its own read's answer or none, and none without an answer says it is done loading.
    for (const render of seen) {
      if (render.orderIds) expect(render.orderIds).toEqual([Number(render.userId)]);
      else expect(render.isLoading).toBe(true);
    }
    // The answer came to React (SWR's store) a render before it was drawn: that render still said loading.
    expect(seen.filter((render) => render.userId === '51' && !render.orderIds).length).toBeGreaterThanOrEqual(2);
  });
});

describe('early reads (a page’s first reads started with its code)', () => {
  const TAB_REQ = 'POST /api/application/get_tab_req';
  const input = { body: { order_id: 12, tab_name: 'Personal Details', portalVersion: 'individual' } };

  it('answer the page’s own call of the same read once, whatever order its input was written in', async () => {
    sessionStore.setUser(makeUser(1));
    const calls = stubFetch({ [TAB_REQ]: json(200, [{ FieldID: 'GivenName' }]) });
    api.readEarly('POST /application/get_tab_req', input);
    expect(calls).toHaveLength(1);
    const sameRead = { body: { portalVersion: 'individual', tab_name: 'Personal Details', order_id: 12 } };
    expect(await api.call('POST /application/get_tab_req', sameRead)).toEqual([{ FieldID: 'GivenName' }]);
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    await api.call('POST /application/get_tab_req', sameRead);
    expect(calls).toHaveLength(2);
    // Another input is another read.
    api.readEarly('POST /application/get_tab_req', input);
    await api.call('POST /application/get_tab_req', { body: { ...input.body, tab_name: 'Address Details' } });
    expect(calls).toHaveLength(4);
    await api.call('POST /application/get_tab_req', input);
    expect(calls).toHaveLength(4);
  });

  it('start nothing signed out, and never answer another session or a read older than 15 s', async () => {
    const calls = stubFetch({ [TAB_REQ]: json(200, []) });
    api.readEarly('POST /application/get_tab_req', input);
    expect(calls).toHaveLength(0);

    sessionStore.setUser(makeUser(1, { token: 'first' }));
    api.readEarly('POST /application/get_tab_req', input);
    sessionStore.setUser(makeUser(1, { token: 'second' }));
    await api.call('POST /application/get_tab_req', input);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);

    api.readEarly('POST /application/get_tab_req', input);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 15_001);
    await api.call('POST /application/get_tab_req', input);
    expect(calls).toHaveLength(4);
    vi.restoreAllMocks();
  });

  it('fail the page’s call as the call itself would, with the catalogue text', async () => {
    sessionStore.setUser(makeUser(1));
    stubFetch({ [TAB_REQ]: json(502, 'Bad gateway') });
    api.readEarly('POST /application/get_tab_req', input);
    const error = await failureOf(api.call('POST /application/get_tab_req', input));
    expect([error.status, error.message]).toEqual([502, 'Error. Please try later.']);
  });
});
