// api.uploadWithProgress: the multipart upload through XMLHttpRequest with the same token, refusal mapping and 401
// sign-out as every other call, reporting progress.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/app/api';
import { sessionStore } from '../../src/app/session-store';
import { makeUser, resetShell } from './shell-helpers';
import { makeFile, nextUpload, stubXhr } from './upload-harness';

beforeEach(() => {
  resetShell();
  stubXhr();
});
afterEach(() => vi.unstubAllGlobals());

const UPLOAD = 'POST /utilities/upload_image';

/** The file is named first here; the client still sends it after the fields. */
function documentFields() {
  return { file: makeFile('passport.png', 'image/png'), orderId: 42, docName: 'Australian passport', docSighted: 'N' } as const;
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the upload was expected to fail');
}

describe('api.uploadWithProgress', () => {
  it("posts the form with the session's token, reports progress, and resolves with the JSON answer", async () => {
    sessionStore.setUser(makeUser(1, { token: 'applicant-jwt' }));
    const progress: number[] = [];
    const answer = api.uploadWithProgress(UPLOAD, documentFields(), (f) => progress.push(f));

    const xhr = await nextUpload();
    expect(xhr.request.method).toBe('POST');
    expect(xhr.request.url).toBe('/api/utilities/upload_image');
    expect(xhr.request.headers).toEqual({ accept: 'application/json', authorization: 'Bearer applicant-jwt' });
    expect(Object.keys(xhr.request.fields)).toEqual(['orderId', 'docName', 'docSighted', 'file']);
    expect(xhr.request.fields.docName).toBe('Australian passport');
    expect(xhr.request.fields.orderId).toBe('42');
    expect((xhr.request.fields.file as File).name).toBe('passport.png');

    xhr.progress(512, 2_048);
    xhr.progress(2_048, 2_048);
    xhr.respond(200, { location: 'a1b2.png', data: { location: 'a1b2.png' } });

    expect(await answer).toEqual({ location: 'a1b2.png', data: { location: 'a1b2.png' } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("maps a refusal like every call: the server's sentence", async () => {
    sessionStore.setUser(makeUser(1));
    const answer = api.uploadWithProgress(UPLOAD, documentFields());
    (await nextUpload()).respond(413, { errorMessage: 'This file is too big.' });

    const error = await failureOf(answer);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe('This file is too big.');
    expect((error as ApiError).serverMessage).toBe('This file is too big.');
    expect(sessionStore.getUser()).not.toBeNull();
  });

  it("signs out on a 401 of the session's token and says 'Security control. Login again.'", async () => {
    sessionStore.setUser(makeUser(1, { token: 'expired-jwt' }));
    const answer = api.uploadWithProgress(UPLOAD, documentFields());
    (await nextUpload()).respond(401, { errorMessage: 'Your session has expired.' });

    expect(((await failureOf(answer)) as ApiError).message).toBe('Security control. Login again.');
    expect(sessionStore.getUser()).toBeNull();
  });

  it("says 'Connection error. Please try later.' when the network fails and 'Error. Please try later.' on a 5xx", async () => {
    sessionStore.setUser(makeUser(1));
    const offline = api.uploadWithProgress(UPLOAD, documentFields());
    (await nextUpload()).failNetwork();
    const networkError = (await failureOf(offline)) as ApiError;
    expect([networkError.status, networkError.message]).toEqual([0, 'Connection error. Please try later.']);

    const broken = api.uploadWithProgress(UPLOAD, documentFields());
    (await nextUpload()).respond(500, { errorMessage: 'boom' });
    expect(((await failureOf(broken)) as ApiError).message).toBe('Error. Please try later.');
  });

  it('stops sending when its signal aborts, rejecting with an AbortError', async () => {
    sessionStore.setUser(makeUser(1));
    const controller = new AbortController();
    const answer = api.uploadWithProgress(UPLOAD, documentFields(), undefined, {
      signal: controller.signal,
    });
    const xhr = await nextUpload();
    controller.abort();

    const error = await failureOf(answer);
    expect(xhr.aborted).toBe(true);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
