// Shared set-up of the upload-* and identity-* component tests: a scriptable XMLHttpRequest (uploads report progress
// through it), files of any size and type, and the user-event setup that lets a test pick a file the input's
// `accept` would hide (a person can still drop one or choose "All files").
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The multipart fields as the page appended them (the file as a File). */
  fields: Record<string, FormDataEntryValue>;
}

type Listener = ((event: ProgressEvent) => void) | null;

/** One request made through the fake XMLHttpRequest; the test answers it. */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  aborted = false;

  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** What the page sent, for assertions. */
  get request(): SentUpload {
    const fields: Record<string, FormDataEntryValue> = {};
    this.body?.forEach((value, key) => {
      fields[key] = value;
    });
    return { method: this.method, url: this.url, headers: this.headers, fields };
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json; charset=utf-8' };
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for the test; `vi.unstubAllGlobals()` puts it back. */
export function stubXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** The last upload started, once the page has started it. */
export async function nextUpload(): Promise<FakeXhr> {
  await vi.waitFor(() => {
    if (FakeXhr.sent.length === 0) throw new Error('no upload started yet');
  });
  return FakeXhr.sent[FakeXhr.sent.length - 1];
}

/** A file of exactly `size` bytes (zeros after a real signature, so it is what its name says). */
export function makeFile(name: string, type: string, size = 2_048): File {
  const bytes = new Uint8Array(size);
  if (type === 'image/png') bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  if (type === 'image/jpeg') bytes.set([0xff, 0xd8, 0xff].slice(0, size));
  if (type === 'application/pdf') bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d].slice(0, size));
  return new File([bytes], name, { type });
}

/** user-event that hands any file to a file input, whatever its `accept` says. */
export function userPickingAnyFile() {
  return userEvent.setup({ applyAccept: false });
}
