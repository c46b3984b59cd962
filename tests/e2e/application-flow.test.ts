// The applicant's whole application in Chromium (issue 3 "Done when"): the demo applicant signs in, starts an order
// from the home page, fills every step (typing, picking an address, adding an employment block, uploading a document
// per category and a selfie from files, drawing the signature with the mouse), downloads the PDF, submits, sees the
// confirmation, and the home page then shows the order in progress. Every step is photographed at desktop width and
// at 390 px (a phone) on the way. A second test reloads the page in the middle of the personal step.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, expectAccessible, newApplicant, PHONE, photograph, png, screenshot, signIn, type Applicant, useBrowser } from './harness';

// Pages load their data after they appear: assertions poll until the page shows it (or 10 s pass).
const POLL = { timeout: 10_000 };

const browser = useBrowser();

/** Scripts the page's policy refused (validation compiles code at run time: a refusal would leave forms invalid). */
const refusedScripts = new WeakMap<Page, string[]>();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser().newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const refused: string[] = [];
  refusedScripts.set(page, refused);
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  return page;
}

async function signInAs(page: Page, applicant: Applicant) {
  await signIn(page, applicant.username, applicant.password);
  await page.waitForURL('**/admin/home');
}

/**
 * Checks the page with axe and photographs it as it is at desktop width and on a phone, then goes back to desktop
 * width.
 */
const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true }).click();

async function onStep(page: Page, url: string, heading: string) {
  await page.waitForURL(`**/admin/application/${url}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The step has loaded its fields (no spinner left).
  await page.getByText('Loading this step…').waitFor({ state: 'detached' });
}

/** One pen stroke on a canvas with the mouse. */
async function drawOn(page: Page, canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -30], [110, 10], [160, -25], [220, 15], [280, -10]]) {
    await page.mouse.move(box.x + 30 + dx, box.y + box.height * 0.6 + dy, { steps: 4 });
  }
  await page.mouse.up();
}

/** How many of the canvas's pixels carry ink (the blue pen), read from the canvas itself. */
function inked(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i + 2] > 150 && data[i] < 120) count += 1;
    return count;
  });
}

async function uploadDocument(page: Page, docName: string, file: Buffer, checkDialog = false) {
  await page.getByRole('button', { name: `SELECT ${docName}`, exact: true }).click();
  await page.getByRole('button', { name: `UPLOAD ${docName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: docName });
  await dialog.getByLabel('Choose a file').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: file });
  if (checkDialog) {
    await dialog.getByRole('img', { name: 'Preview of scan.png' }).waitFor();
    await expectAccessible(page, 'the document upload dialog');
  }
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await page.getByText(`${docName} loaded.`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('the application in Chromium', () => {
  it('starts an order from home, fills every step, downloads the PDF, submits, and home shows it in progress', async () => {
    const applicant = await newApplicant('Olivia');
    const order = { orderID: applicant.orderId };
    const page = await newPage();
    await signInAs(page, applicant);

    // Home: the welcome modal once, then the order cards.
    const welcome = page.getByRole('dialog', { name: 'Welcome to ClearCheck' });
    await welcome.waitFor();
    await expectAccessible(page, 'the welcome dialog');
    await screenshot(page, 'application-home-welcome-desktop');
    await welcome.getByRole('button', { name: 'GET STARTED' }).click();
    const card = page.getByRole('article', { name: `Order ${order.orderID}` });
    await card.getByText('Reference Check').waitFor();
    await photograph(page, 'application-home');

    // START stores the order and opens step 1.
    await card.getByRole('button', { name: `START order ${order.orderID}` }).click();
    await onStep(page, '1', 'Terms and Conditions');
    await page.getByRole('region', { name: 'Your checks' }).getByText('National Police Check').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.currentOrderId'))).toBe(String(order.orderID));
    await photograph(page, 'application-1-terms');
    // NEXT without the boxes at 390 px: the notice sits at the bottom, clear of the title, and goes once both are ticked.
    await page.setViewportSize(PHONE);
    await next(page);
    const notice = page.getByRole('status').filter({ hasText: 'Please accept to continue' });
    await notice.waitFor();
    const title = await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(noticeBox!.y, 'the notice is below the title').toBeGreaterThan(title!.y + title!.height);
    await screenshot(page, 'notice-terms-phone');
    await page.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' }).click();
    await page.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy.' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    await next(page);
    const saved = page.getByRole('alertdialog', { name: 'Your application is saved' });
    await saved.waitFor();
    await expectAccessible(page, 'the saved dialog');
    await saved.getByRole('button', { name: 'OK' }).click();

    // Personal Details: the name comes from the account; the rest is typed and chosen.
    await onStep(page, 'personal', 'Personal Details');
    await expect.poll(() => page.getByRole('textbox', { name: 'First name' }).inputValue(), POLL).toBe('Olivia');
    await page.getByRole('textbox', { name: 'Middle name(s)' }).fill('Mai');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/03/1990');
    await page.getByRole('radiogroup', { name: 'Have you ever been known by another name?' }).getByLabel('No').check();
    await page.getByRole('combobox', { name: 'Country of birth' }).selectOption({ label: 'Australia' });
    // Australia makes the birth territory a list.
    await page.getByRole('combobox', { name: 'State, territory or region of birth' }).selectOption({ label: 'New South Wales' });
    await page.getByRole('button', { name: 'Add a Licence' }).click();
    await page.getByRole('combobox', { name: 'Licence type' }).selectOption({ label: 'Driver Licence' });
    await page.getByRole('combobox', { name: 'Issuing agency' }).selectOption({ label: 'Transport for NSW' });
    await page.getByRole('textbox', { name: 'Licence number' }).fill('12345678');
    await photograph(page, 'application-2-personal');
    await next(page);

    // Address Details: the address search fills the block.
    await onStep(page, 'address', 'Address Details');
    await page.getByText('Please provide your address history for the last 5 years.').waitFor();
    await page.getByRole('combobox', { name: 'Address type' }).selectOption({ label: 'Primary Address' });
    const street = page.getByRole('combobox', { name: 'Street address' });
    await street.fill('12 Smith St, Parramatta');
    await page.getByRole('option', { name: /Parramatta NSW 2150/ }).first().click();
    await page.getByText(/has been added successfully!/).first().waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Suburb or town' }).inputValue(), POLL).toBe('Parramatta');
    await expect.poll(() => page.getByRole('textbox', { name: 'Postcode' }).inputValue(), POLL).toBe('2150');
    await page.getByRole('textbox', { name: 'Date moved in' }).fill('03/2019');
    await photograph(page, 'application-3-address');
    await next(page);

    // Additional Details: an urgent check (its message shows and the flow moves on), two employment blocks.
    await onStep(page, 'additional', 'Additional Details');
    // The purpose's definition fills the position and relabels the fields (FillsField, RelabelsFields): a volunteer
    // check asks for the volunteer role, filled from the choice; back to employment, the labels come back.
    const purpose = page.getByRole('combobox', { name: 'Purpose of the check' });
    await purpose.selectOption('Volunteer');
    await expect.poll(() => page.getByRole('textbox', { name: 'Volunteer role' }).inputValue(), POLL).toBe('Volunteer');
    await purpose.selectOption('Employment');
    await page.getByRole('textbox', { name: 'Position applied for' }).fill('Registered nurse');
    await page.getByRole('radiogroup', { name: 'Is this an urgent check?' }).getByLabel('Yes').check();
    const employers = page.getByRole('textbox', { name: 'Employer' });
    await employers.first().fill('Westmead Hospital');
    await page.getByRole('textbox', { name: 'Position held' }).first().fill('Enrolled nurse');
    await page.getByRole('textbox', { name: 'Start date' }).first().fill('01/02/2018');
    await page.getByRole('button', { name: 'Add Employment' }).click();
    await employers.nth(1).fill('Parramatta Medical Centre');
    await page.getByRole('textbox', { name: 'Position held' }).nth(1).fill('Practice nurse');
    await page.getByRole('textbox', { name: 'Start date' }).nth(1).fill('15/01/2015');
    await page.getByRole('textbox', { name: /^End date/ }).nth(1).fill('31/12/2017');
    await photograph(page, 'application-4-additional');
    await next(page);

    // References: one referee block is there already (the minimum).
    await onStep(page, 'references', 'References Details');
    await page.getByText(/Your check is marked as urgent\./).waitFor();
    await page.getByRole('note', { name: 'Important Information' }).waitFor();
    await page.getByRole('textbox', { name: "Referee's full name" }).fill('Grace Liu');
    await page.getByRole('textbox', { name: 'Organisation' }).fill('Westmead Hospital');
    await page.getByRole('textbox', { name: "Referee's position" }).fill('Nurse unit manager');
    await page.getByRole('combobox', { name: 'How the referee knows you' }).selectOption({ label: 'Direct supervisor' });
    await page.getByRole('textbox', { name: "Referee's phone number" }).fill('0298765432');
    await page.getByRole('textbox', { name: "Referee's email" }).fill('grace.liu@example.com.au');
    await photograph(page, 'application-5-references');
    await next(page);

    // Identity documents: one document per category, and a selfie from a file (no camera here).
    await onStep(page, 'identity', 'Identity documents');
    await page.getByRole('heading', { name: 'Document categories' }).waitFor();
    await uploadDocument(page, 'Australian passport', png(320, 200, [30, 90, 160]), true);
    await page.getByRole('button', { name: /^Secondary \(Category B\)/ }).click();
    await uploadDocument(page, 'Australian driver licence', png(320, 200, [200, 120, 40]));
    await page.getByRole('button', { name: /^Secondary \(Category C\)/ }).click();
    await uploadDocument(page, 'Medicare card', png(320, 200, [40, 150, 90]));
    const selfie = page.getByRole('region', { name: 'Photo of yourself' });
    await selfie.getByRole('button', { name: 'Take photo' }).click();
    const selfieDialog = page.getByRole('dialog', { name: 'Take a photo of yourself' });
    await selfieDialog.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(240, 240, [220, 180, 150]) });
    await selfieDialog.getByRole('img', { name: 'Preview of me.png' }).waitFor();
    await expectAccessible(page, 'the selfie dialog');
    await selfieDialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Selfie loaded.').waitFor();
    await photograph(page, 'application-6-identity');
    await next(page);

    // Consent: read-only details, the police check text, the boxes and the signature drawn with the mouse.
    await onStep(page, 'consent', 'Consent');
    await page.getByRole('heading', { name: 'Consent to a police check' }).waitFor();
    await page.getByText('05/03/1990').waitFor();
    await page.getByRole('checkbox', { name: /I consent to the checks listed/ }).click();
    await page.getByRole('checkbox', { name: /I authorise the results/ }).click();
    // Signed on a phone held upright, then turned: the drawing is redrawn to the new box, not wiped.
    await page.setViewportSize(PHONE);
    await page.getByRole('group', { name: 'Your signature' }).getByRole('button', { name: 'Sign' }).click();
    const pad = page.getByRole('dialog', { name: 'Your signature' });
    const upload = pad.getByRole('button', { name: 'Upload' });
    expect(await upload.isDisabled()).toBe(true);
    await pad.getByText('Sign in the box or type your full name: Upload is ready once there is a signature.').waitFor();
    await expectAccessible(page, 'the signature dialog');
    const canvas = pad.getByRole('img', { name: 'Signature pad' });
    await drawOn(page, canvas);
    expect(await inked(canvas)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width / Math.max(devicePixelRatio, 1)), POLL).toBeGreaterThan(PHONE.width);
    expect(await inked(canvas), 'the signature survives the rotation').toBeGreaterThan(0);
    expect(await upload.isDisabled()).toBe(false);
    await screenshot(page, 'signature-rotated');
    await page.setViewportSize(DESKTOP);
    expect(await inked(canvas)).toBeGreaterThan(0);
    await upload.click();
    await pad.waitFor({ state: 'detached' });
    await page.getByText('Signature complete').waitFor();
    // Without a pointer: Sign again, then type the name instead of drawing it, with the keyboard alone.
    const signAgain = page.getByRole('group', { name: 'Your signature' }).getByRole('button', { name: 'Sign again' });
    await signAgain.focus();
    await page.keyboard.press('Enter');
    await pad.getByRole('textbox', { name: 'Or type your full name' }).waitFor();
    await pad.getByRole('textbox', { name: 'Or type your full name' }).focus();
    await page.keyboard.type(`${applicant.firstName} Mai Tester`);
    await expectAccessible(page, 'the signature dialog with a typed name');
    await pad.getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');
    await pad.waitFor({ state: 'detached' });
    await page.getByText('Signature complete').waitFor();

    // The PDF of the answers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Application' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`application-${order.orderID}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await photograph(page, 'application-7-consent');

    await page.getByRole('button', { name: 'SUBMIT INFORMATION' }).click();
    await onStep(page, 'confirmation', 'Confirmation');
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.allTextContents(), POLL).toEqual([
      'CheckEstimated delivery',
      'National Police Check1 to 3 days',
      'Reference Check2 to 5 days',
    ]);
    await photograph(page, 'application-8-confirmation');
    expect(refusedScripts.get(page)).toEqual([]);

    // CLOSE goes home, where the order is now in progress and can no longer be started.
    await page.getByRole('link', { name: 'CLOSE' }).click();
    await page.waitForURL('**/admin/home');
    const after = page.getByRole('article', { name: `Order ${order.orderID}` });
    await after.locator('[aria-current="step"]', { hasText: 'In progress' }).waitFor();
    await expect.poll(() => after.locator('[aria-current="step"]').textContent(), POLL).toBe('2In progress');
    await after.getByText('In progress', { exact: true }).first().waitFor();
    await expect.poll(() => after.getByRole('button', { name: /^START/ }).count(), POLL).toBe(0);
    await photograph(page, 'application-home-after');
  });

  it('keeps what was typed in the personal step across a reload', async () => {
    const applicant = await newApplicant('Mai', ['PC']);
    const page = await newPage(PHONE);
    await signInAs(page, applicant);
    await page.getByRole('dialog', { name: 'Welcome to ClearCheck' }).getByRole('button', { name: 'GET STARTED' }).click();
    await page.getByRole('button', { name: `START order ${applicant.orderId}` }).click();
    await onStep(page, '1', 'Terms and Conditions');
    await page.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' }).click();
    await page.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy.' }).click();
    await next(page);
    await page.getByRole('alertdialog', { name: 'Your application is saved' }).getByRole('button', { name: 'OK' }).click();

    await onStep(page, 'personal', 'Personal Details');
    await page.getByRole('textbox', { name: 'Middle name(s)' }).fill('Mai');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/03/1990');
    await page.getByRole('radiogroup', { name: 'Have you ever been known by another name?' }).getByLabel('Yes').check();
    await page.getByRole('textbox', { name: 'Previous surname' }).fill('Tran');
    // The reload comes at once: 'Tran' is still inside its commit pause and is kept as the page goes (pagehide).

    // Unsaved typing: the browser asks before the page is left (issue 16); the user goes ahead.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await onStep(page, 'personal', 'Personal Details');
    await page.getByText(/We restored the answers you had not saved yet\./).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Middle name(s)' }).inputValue(), POLL).toBe('Mai');
    await expect.poll(() => page.getByRole('textbox', { name: 'Date of birth' }).inputValue(), POLL).toBe('05/03/1990');
    await expect.poll(() => page.getByRole('textbox', { name: 'Previous surname' }).inputValue(), POLL).toBe('Tran');
    expect(
      await page.getByRole('radiogroup', { name: 'Have you ever been known by another name?' }).getByLabel('Yes').isChecked(),
    ).toBe(true);
    await screenshot(page, 'application-personal-restored-phone');
  });
});
