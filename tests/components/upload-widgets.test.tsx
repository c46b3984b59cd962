// The `document` and `selfie` widgets of engine forms and the file managers behind them: the file rules of
// order-and-application §5 "Files" checked before sending, the progress bar, Cancel, '{doc} loaded.', the camera.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from './widgets-harness';
import { makeFile, userPickingAnyFile } from './upload-harness';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // happy-dom has no camera API; the tests that need one add it.
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

const documentSchema: RJSFSchema = {
  type: 'object',
  required: ['Passport'],
  properties: { Passport: { type: 'string', title: 'Australian passport' } },
};
const documentUi: UiSchema = { Passport: { 'ui:widget': 'document', 'ui:options': { fieldId: 'AUPASSPORT' } } };

const selfieSchema: RJSFSchema = {
  type: 'object',
  properties: { SELFIE: { type: 'string', title: 'Photo of yourself' } },
};
const selfieUi: UiSchema = { SELFIE: { 'ui:widget': 'selfie', 'ui:options': { fieldId: 'SELFIE' } } };

type UploadCall = [File, string, (fraction: number) => void, AbortSignal | undefined];

/** An uploadDocument whose answer the test gives: resolve(location) or reject(error). */
function controllableUpload() {
  let finish: { resolve(location: string): void; reject(error: Error): void } | null = null;
  const uploadDocument = vi.fn(
    (..._args: UploadCall) =>
      new Promise<string>((resolve, reject) => {
        finish = { resolve, reject };
      }),
  );
  return {
    uploadDocument,
    resolve: (location: string) => finish?.resolve(location),
    reject: (error: Error) => finish?.reject(error),
  };
}

async function openDocumentManager(uploadDocument: (...args: UploadCall) => Promise<string>) {
  const user = userPickingAnyFile();
  const form = renderForm({ schema: documentSchema, uiSchema: documentUi, formContext: { uploadDocument } });
  const field = screen.getByRole('group', { name: 'Australian passport' });
  await user.click(within(field).getByRole('button', { name: 'Upload' }));
  const dialog = screen.getByRole('dialog', { name: 'Australian passport' });
  return { ...form, user, field, dialog };
}

describe('document widget: the file rules, before anything is sent', () => {
  it("says 'Please select a file' when Upload is pressed with nothing chosen", async () => {
    const uploadDocument = vi.fn(async () => 'never.png');
    const { user, dialog } = await openDocumentManager(uploadDocument);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a file');
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it.each([
    ['an extension outside .jpg .jpeg .png .pdf', makeFile('licence.gif', 'image/gif')],
    ['no extension at all', makeFile('licence', 'image/png')],
    ['a .png the browser calls text/plain', makeFile('licence.png', 'text/plain')],
    ['a .pdf the browser calls image/png', makeFile('licence.pdf', 'image/png')],
    ['a .txt the browser calls image/png', makeFile('licence.txt', 'image/png')],
    ['an empty file', makeFile('licence.png', 'image/png', 0)],
  ])("refuses %s: 'This file does not meet the conditions.'", async (_case, file) => {
    const uploadDocument = vi.fn(async () => 'never.png');
    const { user, dialog } = await openDocumentManager(uploadDocument);
    await user.upload(within(dialog).getByLabelText('Choose a file'), file);
    expect(within(dialog).getByRole('alert').textContent).toBe('This file does not meet the conditions.');
    expect(within(dialog).queryByLabelText('Chosen file')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it("refuses 10,000,001 bytes: 'This file is too big.'", async () => {
    const uploadDocument = vi.fn(async () => 'never.png');
    const { user, dialog } = await openDocumentManager(uploadDocument);
    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('scan.pdf', 'application/pdf', 10_000_001));
    expect(within(dialog).getByRole('alert').textContent).toBe('This file is too big.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it.each([
    ['scan.pdf', 'application/pdf'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.png', ''],
  ])('accepts %s (browser type "%s") of exactly 10,000,000 bytes and sends it', async (name, type) => {
    const uploadDocument = vi.fn(async (..._args: UploadCall) => 'c0ffee.pdf');
    const { user, dialog } = await openDocumentManager(uploadDocument);
    const file = makeFile(name, type, 10_000_000);
    await user.upload(within(dialog).getByLabelText('Choose a file'), file);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Chosen file').textContent).toContain(name);
    expect(within(dialog).getByLabelText('Chosen file').textContent).toContain('10.0 MB');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledTimes(1));
    expect(uploadDocument.mock.calls[0][0]).toBe(file);
    expect(uploadDocument.mock.calls[0][1]).toBe('AUPASSPORT');
  });

  it('offers the camera as a file input that opens the phone camera app', async () => {
    const { dialog } = await openDocumentManager(vi.fn(async () => 'x.png'));
    const camera = within(dialog).getByLabelText('Take a photo') as HTMLInputElement;
    expect(camera.type).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect((within(dialog).getByLabelText('Choose a file') as HTMLInputElement).accept).toBe(
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    );
  });
});

describe('document widget: uploading', () => {
  it("shows the progress bar while sending, then '{doc} loaded.' and keeps the location as the value", async () => {
    const upload = controllableUpload();
    const { user, dialog, field, submitted } = await openDocumentManager(upload.uploadDocument);
    expect(within(field).getByText('Document pending (required)')).toBeTruthy();

    await user.upload(within(dialog).getByLabelText('Take a photo'), makeFile('passport.jpg', 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload.uploadDocument).toHaveBeenCalled());

    const onProgress = upload.uploadDocument.mock.calls[0][2];
    onProgress(0.4);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialog).getByText('Uploading… 40%')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
    // Every byte sent: the server scans the file before it answers.
    onProgress(1);
    expect(await within(dialog).findByText('Checking your file...')).toBeTruthy();

    upload.resolve('5e1f.jpg');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(field).getByRole('status').textContent).toBe('Australian passport loaded.');
    expect(within(field).getByText('Document uploaded')).toBeTruthy();
    expect(within(field).getByRole('button', { name: 'Replace' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ Passport: '5e1f.jpg' });
  });

  it('keeps the dialog open with the error when the upload fails, and Upload tries again', async () => {
    const upload = controllableUpload();
    const { user, dialog } = await openDocumentManager(upload.uploadDocument);
    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload.uploadDocument).toHaveBeenCalledTimes(1));
    upload.reject(new Error('This file does not meet the conditions.'));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This file does not meet the conditions.');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(upload.uploadDocument).toHaveBeenCalledTimes(2);
  });

  it('Cancel during an upload aborts it and closes the dialog without a value', async () => {
    const upload = controllableUpload();
    const { user, dialog, field } = await openDocumentManager(upload.uploadDocument);
    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload.uploadDocument).toHaveBeenCalled());
    const signal = upload.uploadDocument.mock.calls[0][3];

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(field).getByText('Document pending (required)')).toBeTruthy();
  });

  it('shows a developer error when the page gives no formContext.uploadDocument', () => {
    renderForm({ schema: documentSchema, uiSchema: documentUi });
    expect(screen.getByRole('alert').textContent).toContain('formContext.uploadDocument');
  });
});

describe('selfie widget', () => {
  it('without a camera offers a photo file (front camera on a phone), refuses a PDF, uploads a PNG', async () => {
    const uploadDocument = vi.fn(async (..._args: UploadCall) => 'f4ce.png');
    const user = userPickingAnyFile();
    renderForm({ schema: selfieSchema, uiSchema: selfieUi, formContext: { uploadDocument } });
    const field = screen.getByRole('group', { name: 'Photo of yourself' });
    expect(within(field).getByText('Photo pending')).toBeTruthy();

    await user.click(within(field).getByRole('button', { name: 'Take photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo of yourself' });
    const input = within(dialog).getByLabelText('Choose a photo') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('user');

    await user.upload(input, makeFile('me.pdf', 'application/pdf'));
    expect(within(dialog).getByRole('alert').textContent).toBe('This file does not meet the conditions.');

    const photo = makeFile('me.png', 'image/png');
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo);
    expect(within(dialog).getByRole('img', { name: 'Preview of me.png' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploadDocument.mock.calls[0][0]).toBe(photo);
    expect(uploadDocument.mock.calls[0][1]).toBe('SELFIE');
    expect(within(field).getByText('Photo complete')).toBeTruthy();
    expect(within(field).getByRole('status').textContent).toBe('Photo of yourself loaded.');
  });

  it('with a camera takes the photo from the front camera as selfie.jpg, and turns the camera off after', async () => {
    const stop = vi.fn();
    // happy-dom's MediaStream (the only kind a video accepts) has no getTracks: give this one its camera track.
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop } as unknown as MediaStreamTrack] });
    const getUserMedia = vi.fn(async () => stream);
    stubCamera(getUserMedia);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
      translate: vi.fn(),
      scale: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
      callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }));
    });
    const uploadDocument = vi.fn(async (..._args: UploadCall) => 'f4ce.jpg');
    const user = userPickingAnyFile();
    renderForm({ schema: selfieSchema, uiSchema: selfieUi, formContext: { uploadDocument } });

    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo of yourself' });
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'user' } }) }),
    );
    const shutter = within(dialog).getByRole('button', { name: 'Take photo' }) as HTMLButtonElement;
    await waitFor(() => expect(shutter.disabled).toBe(false));
    await user.click(shutter);

    expect(await within(dialog).findByRole('img', { name: 'Preview of selfie.jpg' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retake' })).toBeTruthy();
    expect(stop).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(uploadDocument).toHaveBeenCalled());
    const sent = uploadDocument.mock.calls[0][0];
    expect([sent.name, sent.type]).toEqual(['selfie.jpg', 'image/jpeg']);
  });

  it('falls back to a photo file when the camera is blocked', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    stubCamera(getUserMedia);
    const user = userPickingAnyFile();
    renderForm({ schema: selfieSchema, uiSchema: selfieUi, formContext: { uploadDocument: vi.fn() } });

    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo of yourself' });
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'The camera is blocked for this site. Choose a photo instead.',
    );
    expect(within(dialog).getByLabelText('Choose a photo')).toBeTruthy();
  });
});
