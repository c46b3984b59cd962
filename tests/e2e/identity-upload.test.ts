// The identity documents step in Chromium on a phone-sized screen: the demo applicant opens the step of an Open
// order, uploads identity documents from files (one per category the police check needs) and a selfie (headless
// Chromium has no camera, so the selfie modal offers a file), sees '{doc} loaded.' and UPLOADED, and NEXT goes on.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FILE_MESSAGES } from '../../src/engine/messages';
import {
  DESKTOP,
  expectAccessible,
  newApplicant,
  PHONE,
  png,
  portal,
  screenshot,
  signInWithOrder,
  useBrowser,
  type Applicant,
} from './harness';

const browser = useBrowser();

/** The EICAR anti-virus test file: harmless, matched by every scanner's test signature (ours: server/clamav). */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/** Signs the applicant in and opens the identity step of their order (as the home page's START would). */
async function openIdentityStep(page: Page, applicant: Applicant) {
  await signInWithOrder(page, applicant);
  await page.goto(`${portal().url}/admin/application/identity`);
  await page.getByRole('heading', { name: 'Document categories' }).waitFor();
}

/** Calls the API as the signed-in user, from the page (the token is the page's own). */
function apiFromPage<T>(page: Page, method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { token: string; Id: number };
      const response = await fetch(`/api${apiPath.replace('{userId}', String(session.Id))}`, {
        method,
        headers: { Authorization: `Bearer ${session.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    },
    { method, apiPath, body },
  ) as Promise<T>;
}

/** SELECT a document in its (open) category, UPLOAD it from a file, and wait for '{doc} loaded.' and UPLOADED. */
async function uploadDocument(page: Page, docName: string, file: Buffer, shot?: string) {
  await page.getByRole('button', { name: `SELECT ${docName}`, exact: true }).click();
  await page.getByRole('button', { name: `UPLOAD ${docName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: docName });
  await dialog.getByLabel('Choose a file').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: file });
  await dialog.getByRole('img', { name: 'Preview of scan.png' }).waitFor();
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await page.getByText(`${docName} loaded.`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: `UPLOADED ${docName}`, exact: true }).isDisabled()).toBe(true);
}

describe('identity documents step in Chromium', () => {
  it('uploads documents and a selfie from files at 390 px, then NEXT goes to consent', async () => {
    const applicant = await newApplicant('Aiko', ['PC']);
    const orderId = applicant.orderId;
    const context = await browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openIdentityStep(page, applicant);
    await page.getByText(/Please provide 3 identity documents from 3 categories/).waitFor();
    await screenshot(page, 'identity-step-phone');
    await expectAccessible(page, 'the identity step');

    // The page's width is the phone's: nothing pushes it sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Category A is the first pending one, so it is open.
    await uploadDocument(page, 'Australian passport', png(320, 200, [30, 90, 160]), 'identity-file-manager-phone');
    await page.getByRole('button', { name: /^Secondary \(Category B\)/ }).click();
    await uploadDocument(page, 'Australian driver licence', png(320, 200, [200, 120, 40]));
    await page.getByRole('button', { name: /^Secondary \(Category C\)/ }).click();
    await uploadDocument(page, 'Medicare card', png(320, 200, [40, 150, 90]));

    // The server now holds the three files, under random names in the uploads folder.
    const loaded = await apiFromPage<{ DocID: string; status: string; DocLocation: string }[]>(
      page,
      'GET',
      `/application/get_loaded_documents/${orderId}`,
    );
    expect(loaded.filter((d) => d.status === 'Complete').map((d) => d.DocID).sort()).toEqual([
      'AUPASSPORT',
      'DRIVERLICENCE',
      'MEDICARE',
    ]);
    const stored = readdirSync(path.join(portal().dataDir, 'uploads'));
    for (const doc of loaded) expect(stored).toContain(doc.DocLocation);

    // The police check asks for a selfie: NEXT refuses until it is there.
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please upload a photo of yourself.' }).waitFor();

    const selfieSection = page.getByRole('region', { name: 'Photo of yourself' });
    await selfieSection.getByRole('button', { name: 'Take photo' }).click();
    const selfieDialog = page.getByRole('dialog', { name: 'Take a photo of yourself' });
    // No camera in headless Chromium: the modal offers a photo file instead.
    await selfieDialog.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png(240, 240, [220, 180, 150]),
    });
    await selfieDialog.getByRole('img', { name: 'Preview of me.png' }).waitFor();
    await selfieDialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Selfie loaded.').waitFor();
    await selfieSection.getByText('Completed').waitFor();
    await page.getByRole('region', { name: 'Summary' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'identity-step-complete-phone');

    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.waitForURL('**/admin/application/consent');
    expect(existsSync(path.join(portal().dataDir, 'uploads'))).toBe(true);
    await context.close();
  });

  it('refuses the EICAR test file with a clear message and keeps nothing (the server scans every upload)', async (context) => {
    // Skipped only where clamd is not installed and neither CI nor REQUIRE_E2E asks for it (tests/api/clamd.ts).
    if (!portal().scanning) context.skip();
    const applicant = await newApplicant('Eira', ['PC']);
    const browserContext = await browser().newContext({ viewport: DESKTOP });
    const page = await browserContext.newPage();
    await openIdentityStep(page, applicant);
    const uploads = path.join(portal().dataDir, 'uploads');
    const before = readdirSync(uploads).sort();

    await page.getByRole('button', { name: 'SELECT Australian passport', exact: true }).click();
    await page.getByRole('button', { name: 'UPLOAD Australian passport', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Australian passport' });
    // The anti-virus test file under a PDF's name and type: the browser's checks pass it, the server's scan does not.
    await dialog.getByLabel('Choose a file').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: EICAR });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(FILE_MESSAGES.unsafe).waitFor();
    await screenshot(page, 'identity-upload-unsafe-desktop');
    await expectAccessible(page, 'the refused upload');
    // Still open, ready for another file; nothing was loaded and nothing kept (no file, no .part).
    expect(await dialog.getByRole('button', { name: 'Upload' }).isEnabled()).toBe(true);
    expect(await page.getByText('Australian passport loaded.').count()).toBe(0);
    const loaded = await apiFromPage<{ status: string }[]>(page, 'GET', `/application/get_loaded_documents/${applicant.orderId}`);
    expect(loaded.filter((d) => d.status === 'Complete')).toEqual([]);
    expect(readdirSync(uploads).sort()).toEqual(before);
    await browserContext.close();
  });

  it('on a desktop shows the menu beside the step and every step by name, and BACK goes to the step before', async () => {
    const applicant = await newApplicant('Tomas', ['PC']);
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openIdentityStep(page, applicant);
    await expectAccessible(page, 'the identity step');
    await screenshot(page, 'identity-step-desktop');

    // The menu stays open at this width (no menu button to press), beside the step.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.isVisible()).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Identity documents' });
    expect((await menu.boundingBox())!.x + (await menu.boundingBox())!.width).toBeLessThanOrEqual((await heading.boundingBox())!.x);
    // Every step is named in the bar, the current one marked.
    const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('listitem');
    expect(await steps.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Terms and Conditions'), expect.stringContaining('Consent')]),
    );
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Identity documents');

    await page.getByRole('button', { name: 'BACK' }).click();
    await page.waitForURL('**/admin/application/additional');
    await context.close();
  });
});
