// Coming back to a step (issue 16): the browser remembers which schemas it has had compiled (src/app/validators.ts),
// so a second visit imports the step's validator module at once instead of posting the sections' schemas again;
// and a remembered module the server no longer keeps is compiled again, under another URL, with the form unharmed.
// A first visit asks the server at once, without fetching the local forms' map first (widgets/validator.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newApplicant, PHONE, portal, signInWithOrder, useBrowser } from './harness';

const browser = useBrowser();

/** Opens the Personal Details step and waits for its form (NEXT shows once every section is drawn). */
async function openStep(page: Page, visit: () => Promise<unknown>): Promise<{ posts: number; modules: string[]; localMap: number }> {
  let posts = 0;
  let localMap = 0;
  const modules: string[] = [];
  const count = (request: { method(): string; url(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (request.method() === 'POST' && pathname === '/api/validators') posts++;
    if (pathname.includes('local-form-validators')) localMap++;
    if (request.method() === 'GET' && pathname.startsWith('/api/validators/')) modules.push(pathname + search);
  };
  page.on('request', count);
  await visit();
  await page.getByRole('button', { name: 'NEXT', exact: true }).waitFor({ timeout: 30_000 });
  page.off('request', count);
  return { posts, modules, localMap };
}

describe('validator modules on coming back to a step', () => {
  it('are imported without sending the schemas again, and compiled again when the server has lost one', async () => {
    const applicant = await newApplicant('Remember');
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInWithOrder(page, applicant);
    const stepUrl = `${portal().url}/admin/application/personal`;

    const first = await openStep(page, () => page.goto(stepUrl));
    // The step's four sections are compiled together: one POST, one module (widgets/validator.ts loadFormValidators).
    expect(first.posts).toBe(1);
    expect(first.modules).toHaveLength(1);
    // A step's schemas are no local form's: the map of the local forms' modules is not fetched before asking the server.
    expect(first.localMap).toBe(0);
    const remembered = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('portal.validatorGroups') ?? '{}')).length);
    expect(remembered).toBe(first.posts);

    // Back on the step: the same modules, and no schema sent.
    const again = await openStep(page, () => page.reload());
    expect(again.posts).toBe(0);
    expect([...again.modules].sort()).toEqual([...first.modules].sort());

    // The server has lost the module: it is refused once under its own URL, compiled again and imported anew.
    await page.route('**/api/validators/*', (route) => {
      const url = new URL(route.request().url());
      return route.request().method() === 'GET' && !url.search ? route.fulfill({ status: 404, body: '' }) : route.continue();
    });
    const lost = await openStep(page, () => page.reload());
    expect(lost.posts).toBe(first.posts);
    expect(lost.modules.filter((m) => m.endsWith('?again'))).toHaveLength(first.posts);

    // The form validates with the modules compiled again.
    const surname = page.getByRole('textbox', { name: /Surname/ }).first();
    await surname.fill('');
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await page.getByText('This field is mandatory.').first().waitFor();
    await context.close();
  });
});
