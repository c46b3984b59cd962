// The form designer in Chromium (issue 15 "Done when"): the operator adds a yes/no field and a text field revealed by
// its Y answer to Personal Details, tries them in the live preview, publishes; an applicant of a new order sees them
// with their rule. The operator adds a question to a questionnaire template and publishes it; a client's Referee Form
// Preview shows it. Both forms are restored to their first version at the end (the database is shared by every e2e
// file), which also walks the versions and Restore as draft.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, newApplicant, PHONE, photograph, portal, screenshot, signIn, signInWithOrder, useBrowser } from './harness';

const POLL = { timeout: 15_000 };
const browser = useBrowser();

const FLAG_LABEL = 'Do you hold a forklift licence?';
const NUMBER_LABEL = 'Forklift licence number';
const QUESTION = 'Did the applicant supervise other staff?';
const TEMPLATE = 'Standard employment reference';

/** Scripts the page's policy refused (the designer's forms validate with compiled validators, no eval). */
const refused = new WeakMap<Page, string[]>();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const page = await (await browser().newContext({ viewport })).newPage();
  const seen: string[] = [];
  refused.set(page, seen);
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) seen.push(message.text());
  });
  return page;
}

async function operatorPage(): Promise<Page> {
  const page = await newPage();
  await signIn(page, 'operator', 'Operator#2026');
  await page.waitForURL('**/admin/backoffice');
  return page;
}

async function openForm(page: Page, title: string | RegExp) {
  await page.goto(`${portal().url}/admin/backoffice/forms`);
  await page.getByRole('table', { name: 'Forms' }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: 'Preview', level: 2 }).waitFor();
  await page.getByRole('region', { name: 'Fields' }).getByRole('button').first().waitFor();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Field panel' });
const preview = (page: Page) => page.locator('.designer-preview-frame');

/** Waits until the draft is saved (the status says Saved) after the last edit. */
async function saved(page: Page) {
  await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved / }).count(), POLL).toBe(1);
}

/** Restores version 1 of the open form as the draft and publishes it as the next version. */
async function restoreFirstVersion(page: Page) {
  await page.getByRole('button', { name: 'Versions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Published versions' });
  await dialog.getByRole('region', { name: 'Version 2' }).getByText('added').first().waitFor();
  await dialog.getByRole('region', { name: 'Version 1' }).getByRole('button', { name: 'Restore as draft' }).click();
  await dialog.waitFor({ state: 'detached' });
  await publish(page, 3);
}

/** Publish asks first, showing the changes in words; the operator confirms. Answers the changes shown. */
async function publish(page: Page, version: number): Promise<string[]> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Publish version ${version}?` });
  await confirm.waitFor(POLL);
  const changes = await confirm.getByRole('list', { name: 'Changes to publish' }).getByRole('listitem').allTextContents();
  await confirm.getByRole('button', { name: `Publish version ${version}` }).click();
  await page.getByText(`Published as version ${version}`).waitFor(POLL);
  return changes;
}

describe('the form designer in Chromium', () => {
  it('operator adds a yes/no field and the text field it reveals, previews and publishes; a new order’s applicant gets them', async () => {
    const page = await operatorPage();
    // The operator's menu leads to the designer.
    await page.getByRole('link', { name: 'Form designer' }).first().click();
    await page.waitForURL('**/admin/backoffice/forms');
    const list = page.getByRole('table', { name: 'Forms' });
    await list.getByRole('link', { name: 'Personal Details' }).waitFor();
    await list.getByRole('link', { name: new RegExp(`^${TEMPLATE} questionnaire`) }).first().waitFor();
    await photograph(page, 'designer-list');

    await openForm(page, 'Personal Details');
    const fields = page.getByRole('region', { name: 'Fields' });

    // A yes/no field in a new section.
    await fields.getByRole('button', { name: 'Add a field in a new section' }).click();
    await panel(page).getByRole('textbox', { name: 'Label' }).fill(FLAG_LABEL);
    await panel(page).getByRole('textbox', { name: 'Field ID' }).fill('ForkliftFlag');
    await panel(page).getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Yes / No' });
    await panel(page).getByRole('combobox', { name: 'Section' }).selectOption({ label: 'A new section…' });
    await panel(page).getByRole('textbox', { name: 'Section (a new section…)' }).fill('Licences');
    await panel(page).getByRole('textbox', { name: 'Section (a new section…)' }).blur();
    await fields.getByRole('heading', { name: 'Licences', exact: true }).waitFor();

    // A compulsory text field shown when it is answered Y.
    await fields.getByRole('button', { name: 'Add a field to Licences' }).click();
    await panel(page).getByRole('textbox', { name: 'Label' }).fill(NUMBER_LABEL);
    await panel(page).getByRole('textbox', { name: 'Field ID' }).fill('ForkliftLicence');
    await panel(page).getByRole('combobox', { name: 'Compulsory' }).selectOption({ label: 'Yes: it must be answered when shown' });
    // The parent by its label, among the other fields: never the field itself.
    const parent = panel(page).getByRole('combobox', { name: 'Shown only when this field…' });
    const parents = await parent.locator('option').allTextContents();
    expect(parents).toContain(FLAG_LABEL);
    expect(parents).not.toContain(NUMBER_LABEL);
    expect(parents.join(' ')).not.toMatch(/ForkliftFlag|ForkliftLicence/);
    await parent.selectOption({ label: FLAG_LABEL });
    // Its answer from the parent's choices.
    const answer = panel(page).getByRole('combobox', { name: /^…has this value/ });
    await expect.poll(() => answer.locator('option').allTextContents(), POLL).toEqual(expect.arrayContaining(['Yes', 'No']));
    await fields.getByText(`shown when “${FLAG_LABEL}” is “Yes”`).waitFor();
    // And the yes/no field cannot be shown by the field it shows (a loop).
    await fields.locator('.designer-row-main', { hasText: FLAG_LABEL }).first().click();
    expect(await panel(page).getByRole('combobox', { name: 'Shown only when this field…' }).locator('option').allTextContents()).not.toContain(NUMBER_LABEL);
    await fields.locator('.designer-row-main', { hasText: NUMBER_LABEL }).click();

    // The preview draws them as the step does: the text field only once Y is picked, and Check runs the rules.
    const flag = preview(page).getByRole('radiogroup', { name: FLAG_LABEL });
    await flag.waitFor(POLL);
    expect(await preview(page).getByRole('textbox', { name: NUMBER_LABEL }).count()).toBe(0);
    await flag.getByLabel('Yes').check();
    await preview(page).getByRole('textbox', { name: NUMBER_LABEL }).waitFor();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await preview(page).getByText('This field is mandatory.').first().waitFor();
    await flag.getByLabel('No').check();
    await preview(page).getByRole('textbox', { name: NUMBER_LABEL }).waitFor({ state: 'detached' });
    await saved(page);
    await photograph(page, 'designer-editor');
    await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
    await page.setViewportSize(PHONE);
    await page.getByRole('region', { name: 'Preview at phone width' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-preview-phone');
    await page.setViewportSize(DESKTOP);

    // Undo and redo from the keyboard (focus outside a text input), then a reload shows the saved draft again.
    const newRow = fields.getByRole('button', { name: /\bNewField1\b/ });
    await fields.getByRole('button', { name: 'Add a field to Licences' }).click();
    await newRow.waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await newRow.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Shift+z');
    await newRow.waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await newRow.waitFor({ state: 'detached' });
    await saved(page);
    await page.reload();
    await fields.getByRole('button', { name: /\bForkliftLicence\b/ }).waitFor(POLL);
    expect(await newRow.count()).toBe(0);

    const changes = await publish(page, 2);
    expect(changes).toEqual(
      expect.arrayContaining([`Added “${FLAG_LABEL}”, a Yes / No field, in “Licences”.`, `Added “${NUMBER_LABEL}”, a Text field, in “Licences”.`]),
    );
    expect(changes.join(' ')).not.toMatch(/ForkliftFlag|ForkliftLicence|radio|PortalSection/);
    expect(refused.get(page)).toEqual([]);

    // A new order (placed by the client) gets version 2: the applicant's step shows the field and its rule.
    const applicant = await newApplicant('Forklift', ['PC']);
    const step = await newPage();
    await signInWithOrder(step, applicant);
    await step.goto(`${portal().url}/admin/application/personal`);
    const applicantFlag = step.getByRole('radiogroup', { name: FLAG_LABEL });
    await applicantFlag.waitFor(POLL);
    expect(await step.getByRole('textbox', { name: NUMBER_LABEL }).count()).toBe(0);
    await applicantFlag.getByLabel('Yes').check();
    await step.getByRole('textbox', { name: NUMBER_LABEL }).waitFor();
    await step.getByRole('button', { name: 'NEXT', exact: true }).click();
    const numberField = step.getByRole('textbox', { name: NUMBER_LABEL });
    await expect.poll(() => numberField.getAttribute('aria-invalid'), POLL).toBe('true');
    await applicantFlag.getByLabel('No').check();
    await numberField.waitFor({ state: 'detached' });
    await step.context().close();

    // Back to the first version (a third version), so later tests see the seeded step.
    await restoreFirstVersion(page);
    await page.context().close();
  });

  it('operator adds a question to a questionnaire template and publishes it; a client’s Referee Form Preview shows it', async () => {
    const page = await operatorPage();
    await openForm(page, new RegExp(`^${TEMPLATE} questionnaire \\(Employment\\)$`));
    const fields = page.getByRole('region', { name: 'Fields' });
    await fields.getByRole('button', { name: 'Add a question to General' }).click();
    await panel(page).getByRole('textbox', { name: 'Question' }).fill(QUESTION);
    await panel(page).getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Yes / No' });
    // The preview is the referee's form.
    await preview(page).getByRole('radiogroup', { name: QUESTION }).waitFor(POLL);
    await saved(page);
    await expectAccessible(page, 'the designer with a questionnaire');
    expect(await publish(page, 2)).toEqual([`Added “${QUESTION}”, a Yes / No field, in “General”.`]);

    // The client's quick start loads the template into the questionnaire and previews the referee's form.
    const client = await newPage();
    await signIn(client, 'client', 'Client#2026');
    await client.waitForURL('**/admin/dashboard');
    await client.goto(`${portal().url}/admin/individual_form/`);
    await client.getByRole('heading', { name: 'Start a new check' }).waitFor();
    await client.getByRole('button', { name: 'Add Reference Check' }).click();
    const questionnaire = client.getByRole('region', { name: 'References questionnaire' });
    await questionnaire.getByRole('combobox', { name: 'Template', exact: true }).selectOption(TEMPLATE);
    await questionnaire.getByRole('button', { name: 'Load questions' }).click();
    await questionnaire.getByRole('list', { name: 'Questions for referees' }).getByText(QUESTION).waitFor(POLL);
    await questionnaire.getByRole('button', { name: 'Preview' }).click();
    const dialog = client.getByRole('dialog', { name: 'Referee Form Preview' });
    await dialog.getByRole('radiogroup', { name: QUESTION }).waitFor(POLL);
    await client.context().close();

    await restoreFirstVersion(page);
    await page.context().close();
  });
});
