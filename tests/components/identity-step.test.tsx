// The identity documents step (order-and-application §2.3, §4, §5 "Identity NEXT" and "Files") against a small fake
// of the server's document calls: fetch and the upload's XMLHttpRequest are stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { NoticeViewport } from '../../src/app/notices';
import { sessionStore } from '../../src/app/session-store';
import { readDocsMessage } from '../../src/features/application/state';
import { IdentityStep } from '../../src/features/application/identity/IdentityStep';
import { IDENTITY_NEXT_STEPS } from '../../src/features/application/identity/identityModel';
import { json, makeUser, resetShell, stubFetch } from './shell-helpers';
import { makeFile, nextUpload, stubXhr, userPickingAnyFile } from './upload-harness';

const ORDER = 42;
const A = 'Primary (Category A)';
const B = 'Secondary (Category B)';
const SUPPORT = 'Support';

const CATALOGUE: ReadonlyArray<[string, string, string]> = [
  ['AUPASSPORT', 'Australian passport', A],
  ['AUBIRTH', 'Australian birth certificate', A],
  ['DRIVERLICENCE', 'Australian driver licence', B],
  ['PROOFOFAGE', 'Proof of age or photo card', B],
  ['NAMECHANGE', 'Change of name certificate', SUPPORT],
];

interface FakeOptions {
  /** DocID -> stored location. */
  uploads?: Record<string, string>;
  /** A service of the order needs a selfie. */
  selfieNeeded?: boolean;
  /** The applicant has a previous name: the support category is needed and its certificate must be provided. */
  previousName?: boolean;
  verdict?: { approve: number; error_msg: string };
}

/** The document calls of our server, answering from what has been uploaded so far. */
function fakeDocumentServer(options: FakeOptions = {}) {
  const uploads: Record<string, string> = { ...options.uploads };
  const needed = [A, B, ...(options.previousName ? [SUPPORT] : [])];
  const docsOf = (category: string) => CATALOGUE.filter(([, , c]) => c === category);
  const required = (docId: string) => docId === 'NAMECHANGE';
  const typeOf = (category: string) => (category === SUPPORT ? 'support' : 'identity');
  const complete = (category: string) =>
    docsOf(category).some(([id]) => uploads[id]) && docsOf(category).every(([id]) => !required(id) || uploads[id]);

  const answers = {
    [`GET /api/application/get_min_identity_required/${ORDER}`]: () =>
      json(200, { Msg: 'Please provide 2 identity documents from 2 categories: 1 from Primary (Category A) and 1 from Secondary (Category B).' }),
    'POST /api/application/get_identity_check': () =>
      json(
        200,
        needed.flatMap((category) =>
          docsOf(category).map(([DocID, DocName]) => ({
            Category: category,
            DocID,
            DocName,
            docStatus: uploads[DocID] ? 'UPLOADED' : required(DocID) ? 'UPLOAD' : 'SELECT',
            status: uploads[DocID] ? 'Complete' : 'Pending',
            DOCSighted: 'N',
            type: typeOf(category),
            DocLocation: uploads[DocID] ?? '',
          })),
        ),
      ),
    [`GET /api/application/get_loaded_documents/${ORDER}`]: () =>
      json(200, [
        ...Object.entries(uploads).map(([DocID, location]) => {
          const doc = CATALOGUE.find(([id]) => id === DocID);
          return {
            DocID,
            DocName: doc ? doc[1] : 'Selfie',
            Category: doc ? doc[2] : '',
            DocLocation: location,
            DOCSighted: 'N',
            type: doc ? typeOf(doc[2]) : 'selfie',
            status: 'Complete',
          };
        }),
        ...(options.previousName && !uploads.NAMECHANGE
          ? [{ DocID: 'NAMECHANGE', DocName: 'Change of name certificate', Category: SUPPORT, DocLocation: '', DOCSighted: 'N', type: 'support', status: 'Pending' }]
          : []),
      ]),
    'POST /api/application/get_req_documents': () =>
      json(
        200,
        needed.map((category) => ({
          Category: category,
          categoryStatus: complete(category) ? 'Complete' : 'Pending',
          categoryColor: complete(category) ? 'GREEN' : 'ORANGE',
          req: 1,
        })),
      ),
    [`GET /api/application/bring_selfie_request/${ORDER}`]: () =>
      json(200, { result: options.selfieNeeded && !uploads.SELFIE ? 'Y' : 'N' }),
    'POST /api/application/set_documents': () => json(200, options.verdict ?? { approve: 1, error_msg: '' }),
    'POST /api/utilities/download_image': () =>
      new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      }),
  };
  const calls = stubFetch(answers);
  const callsTo = (path: string) => calls.filter((call) => call.url === `/api${path}`);
  return { uploads, calls, callsTo };
}

function renderStep({ selfieRequired = true } = {}) {
  const onBack = vi.fn();
  const onNext = vi.fn();
  const user = userPickingAnyFile();
  render(
    <Theme>
      <IdentityStep orderId={ORDER} selfieRequired={selfieRequired} onBack={onBack} onNext={onNext} />
      <NoticeViewport />
    </Theme>,
  );
  return { user, onBack, onNext };
}

/** The accordion item of a category: its trigger names the category and its status. */
function categoryItem(name: string): HTMLElement {
  const trigger = screen.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  return trigger.closest('[data-color]') as HTMLElement;
}

async function loaded() {
  await screen.findByRole('heading', { name: 'Document categories' });
}

beforeEach(() => {
  resetShell();
  sessionStorage.clear();
  stubXhr();
  sessionStore.setUser(makeUser(1));
});
afterEach(() => vi.unstubAllGlobals());

describe('identity step: what it shows', () => {
  it('shows the requirements, categories with status and colour, the per-document buttons and the summary', async () => {
    fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png' } });
    const { user } = renderStep();
    await loaded();

    expect(screen.getByText(/Please provide 2 identity documents from 2 categories/)).toBeTruthy();
    // Then what to do about it, not only what is needed.
    expect(screen.getByText(IDENTITY_NEXT_STEPS.documents)).toBeTruthy();

    const primary = categoryItem(A);
    expect(primary.getAttribute('data-color')).toBe('GREEN');
    expect(within(primary).getByText('Complete').closest('[data-accent-color]')?.getAttribute('data-accent-color')).toBe('green');
    const secondary = categoryItem(B);
    expect(secondary.getAttribute('data-color')).toBe('ORANGE');
    expect(within(secondary).getByText('Pending').closest('[data-accent-color]')?.getAttribute('data-accent-color')).toBe('orange');

    // The first pending category is open; the complete one opens on a tap.
    expect(within(secondary).getByRole('button', { name: 'SELECT Australian driver licence' })).toBeTruthy();
    await user.click(within(primary).getByRole('button', { name: /^Primary \(Category A\)/ }));
    const uploaded = within(primary).getByRole('button', { name: 'UPLOADED Australian passport' }) as HTMLButtonElement;
    expect(uploaded.disabled).toBe(true);
    expect(within(primary).getByRole('button', { name: 'SELECT Australian birth certificate' })).toBeTruthy();

    const identityList = screen.getByRole('list', { name: 'Identity documents' });
    expect(within(identityList).getByText('Australian passport')).toBeTruthy();
    expect(within(identityList).getByText('Completed')).toBeTruthy();
    expect(within(identityList).getByRole('button', { name: 'Replace Australian passport' })).toBeTruthy();

    const summary = within(screen.getByRole('region', { name: 'Summary' })).getByRole('table');
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => [row.getAttribute('data-color'), row.textContent])).toEqual([
      ['GREEN', `${A}Complete1 of 1 document provided`],
      ['ORANGE', `${B}Pending0 of 1 document provided: 1 more needed`],
    ]);
  });

  it('lists a support document the order needs as required, with an upload icon', async () => {
    fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' }, previousName: true });
    renderStep();
    await loaded();
    const supportList = screen.getByRole('list', { name: 'Support documents' });
    expect(within(supportList).getByText('Change of name certificate')).toBeTruthy();
    expect(within(supportList).getByText('Required')).toBeTruthy();
    expect(within(supportList).getByRole('button', { name: 'Upload Change of name certificate' })).toBeTruthy();
    expect(categoryItem(SUPPORT).getAttribute('data-color')).toBe('ORANGE');
  });

  it('previews a stored document through download_image', async () => {
    const server = fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png' } });
    const { user } = renderStep();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'View Australian passport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Australian passport' });
    expect(await within(dialog).findByRole('img', { name: 'Australian passport' })).toBeTruthy();
    expect(server.callsTo('/utilities/download_image')[0].body).toEqual({ url: 'p1.png' });
  });

  it('says what went wrong when the documents cannot be loaded, and tries again', async () => {
    stubFetch({
      [`GET /api/application/get_min_identity_required/${ORDER}`]: json(500, {}),
      'POST /api/application/get_identity_check': json(200, []),
      [`GET /api/application/get_loaded_documents/${ORDER}`]: json(200, []),
      'POST /api/application/get_req_documents': json(200, []),
      [`GET /api/application/bring_selfie_request/${ORDER}`]: json(200, { result: 'N' }),
    });
    const { user } = renderStep();
    expect((await screen.findByRole('alert')).textContent).toBe('Error. Please try later.');
    fakeDocumentServer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });
});

describe('identity step: uploading a document', () => {
  it("goes SELECT -> UPLOAD -> file manager with progress -> '{doc} loaded.' -> disabled UPLOADED", async () => {
    const server = fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png' } });
    const { user } = renderStep();
    await loaded();
    const secondary = categoryItem(B);

    await user.click(within(secondary).getByRole('button', { name: 'SELECT Australian driver licence' }));
    const identityList = screen.getByRole('list', { name: 'Identity documents' });
    expect(within(identityList).getByText('Required')).toBeTruthy();
    expect(within(identityList).getByRole('button', { name: 'Upload Australian driver licence' })).toBeTruthy();

    await user.click(within(secondary).getByRole('button', { name: 'UPLOAD Australian driver licence' }));
    const dialog = screen.getByRole('dialog', { name: 'Australian driver licence' });
    expect(within(dialog).queryByRole('checkbox', { name: 'I have sighted this document' })).toBeNull();
    const photo = makeFile('licence.jpg', 'image/jpeg', 4_000);
    await user.upload(within(dialog).getByLabelText('Take a photo'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const xhr = await nextUpload();
    expect(xhr.request.url).toBe('/api/utilities/upload_image');
    expect(xhr.request.fields.orderId).toBe(String(ORDER));
    expect(xhr.request.fields.docName).toBe('Australian driver licence');
    expect(xhr.request.fields.docSighted).toBe('N');
    expect((xhr.request.fields.file as File).name).toBe('licence.jpg');

    xhr.progress(1_000, 4_000);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));

    server.uploads.DRIVERLICENCE = 'd1.jpg';
    xhr.respond(200, { location: 'd1.jpg', data: { location: 'd1.jpg' } });

    expect(await screen.findByText('Australian driver licence loaded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const done = within(categoryItem(B)).getByRole('button', { name: 'UPLOADED Australian driver licence' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await waitFor(() => expect(categoryItem(B).getAttribute('data-color')).toBe('GREEN'));
    expect(within(screen.getByRole('list', { name: 'Identity documents' })).queryByText('Required')).toBeNull();
  });

  it("refuses a file before sending it, and shows the server's refusal of one it sent", async () => {
    fakeDocumentServer();
    const { user } = renderStep();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'SELECT Australian passport' }));
    await user.click(screen.getByRole('button', { name: 'UPLOAD Australian passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Australian passport' });

    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.png', 'image/png', 10_000_001));
    expect(within(dialog).getByRole('alert').textContent).toBe('This file is too big.');

    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    (await nextUpload()).respond(400, { errorMessage: 'This file does not meet the conditions.' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('This file does not meet the conditions.'));
    expect(screen.queryByText('Australian passport loaded.')).toBeNull();
  });

  it("lets a client user say 'I have sighted this document' (docSighted Y)", async () => {
    sessionStore.setUser(makeUser(2));
    const server = fakeDocumentServer();
    const { user } = renderStep();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'SELECT Australian passport' }));
    await user.click(screen.getByRole('button', { name: 'UPLOAD Australian passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Australian passport' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have sighted this document' }));
    await user.upload(within(dialog).getByLabelText('Choose a file'), makeFile('passport.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const xhr = await nextUpload();
    expect(xhr.request.fields.docSighted).toBe('Y');
    server.uploads.AUPASSPORT = 'p1.pdf';
    xhr.respond(200, { location: 'p1.pdf' });
    expect(await screen.findByText('Australian passport loaded.')).toBeTruthy();
  });
});

describe('identity step: NEXT', () => {
  it("refuses a chosen document still pending: 'Please upload the pending documents list.'", async () => {
    const server = fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' } });
    const { user, onNext } = renderStep();
    await loaded();
    // Every category is complete, so the first one is open.
    await user.click(within(categoryItem(A)).getByRole('button', { name: 'SELECT Australian birth certificate' }));
    await user.click(screen.getByRole('button', { name: /NEXT/ }));

    expect(screen.getByRole('alert').textContent).toBe('Please upload the pending documents list.');
    expect(server.callsTo('/application/set_documents')).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();

    // Un-choosing it clears the way.
    await user.click(screen.getByRole('button', { name: 'Remove Australian birth certificate' }));
    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it('refuses a document the order requires and that is missing', async () => {
    const server = fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' }, previousName: true });
    const { user } = renderStep();
    await loaded();
    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload the pending documents list.');
    expect(server.callsTo('/application/set_documents')).toHaveLength(0);
  });

  it("asks an applicant for the selfie: 'Please upload a photo of yourself.', then takes it and goes on", async () => {
    const server = fakeDocumentServer({ uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' }, selfieNeeded: true });
    const { user, onNext } = renderStep();
    await loaded();
    const section = screen.getByRole('region', { name: 'Photo of yourself' });
    expect(within(section).getByText('Required')).toBeTruthy();
    expect(screen.getByText(IDENTITY_NEXT_STEPS.selfie)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload a photo of yourself.');
    expect(server.callsTo('/application/set_documents')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Take photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a photo of yourself' });
    await user.upload(within(dialog).getByLabelText('Choose a photo'), makeFile('me.jpg', 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const xhr = await nextUpload();
    expect(xhr.request.fields.docName).toBe('SELFIE');
    server.uploads.SELFIE = 's1.jpg';
    xhr.respond(200, { location: 's1.jpg' });

    expect(await screen.findByText('Selfie loaded.')).toBeTruthy();
    expect(within(section).getByText('Completed')).toBeTruthy();
    expect(screen.getByText(IDENTITY_NEXT_STEPS.done)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(server.callsTo('/application/set_documents')[0].body).toEqual({ orderId: ORDER, Stage: 'Application' });
  });

  it('does not ask a client user for the selfie, and stores the docs message on approval', async () => {
    sessionStore.setUser(makeUser(2));
    const server = fakeDocumentServer({
      uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' },
      selfieNeeded: true,
      verdict: { approve: 1, error_msg: 'Documents received.' },
    });
    const { user, onNext } = renderStep();
    await loaded();
    // The photo is offered, and said optional everywhere: never 'Required' beside 'optional'.
    const section = screen.getByRole('region', { name: 'Photo of yourself' });
    expect(within(section).getByText('Optional')).toBeTruthy();
    expect(within(section).queryByText('Required')).toBeNull();
    expect(section.textContent).toContain('the photo is optional');
    const summaryRow = within(screen.getByRole('region', { name: 'Summary' })).getByRole('row', { name: /Photo of yourself/ });
    expect(summaryRow.textContent).toBe('Photo of yourselfOptionalPhoto optional');
    expect(screen.getByText(IDENTITY_NEXT_STEPS.done)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(server.callsTo('/application/set_documents')).toHaveLength(1);
    expect(readDocsMessage(ORDER)).toBe('Documents received.');
  });

  it("asks for no selfie when the tabs include 'Self image capture'; a refusal shows in an 'Important' dialog", async () => {
    const server = fakeDocumentServer({
      uploads: { AUPASSPORT: 'p1.png', DRIVERLICENCE: 'd1.png' },
      selfieNeeded: true,
      verdict: { approve: 0, error_msg: 'Your documents are being checked by another request.' },
    });
    const { user, onNext } = renderStep({ selfieRequired: false });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Photo of yourself' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /NEXT/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Important' });
    expect(within(dialog).getByText('Your documents are being checked by another request.')).toBeTruthy();
    expect(server.callsTo('/application/set_documents')).toHaveLength(1);
    expect(onNext).not.toHaveBeenCalled();
    // §4: stored in either case.
    expect(readDocsMessage(ORDER)).toBe('Your documents are being checked by another request.');
  });

  it('BACK goes back', async () => {
    fakeDocumentServer();
    const { user, onBack } = renderStep();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
