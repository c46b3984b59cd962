// Issue 10 "No eval": the portal's Content-Security-Policy has no 'unsafe-eval', and the application works under it.
// Forms validate with validators compiled ahead of time (a step built from field definitions is compiled by the
// server; local forms by the build), and the PDF preview of a stored document shows in its blob: frame. The page
// records every `securitypolicyviolation` and every console CSP error; none may occur.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newApplicant, ONE_PAGE_PDF as PDF, portal, signInWithOrder, useBrowser } from './harness';

const browser = useBrowser();

async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const context = await browser().newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

describe('the portal under a policy without unsafe-eval', () => {
  it('serves no unsafe-eval and validates an application step and previews a PDF without a violation', async () => {
    const response = await fetch(`${portal().url}/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    // Scripts of the portal's own origin, and the page's one inline script (the route preloads) by its hash.
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
    expect(policy).not.toMatch(/unsafe-eval/);

    const applicant = await newApplicant('Cspcheck');
    const { page, violations } = await watchedPage();
    await signInWithOrder(page, applicant);

    // A step drawn from the server's definitions: NEXT on an empty mandatory field runs the compiled validator.
    await page.goto(`${portal().url}/admin/application/personal`);
    const surname = page.getByRole('textbox', { name: /Surname/ }).first();
    await surname.waitFor();
    await surname.fill('');
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await page.getByText('This field is mandatory.').first().waitFor();

    // The identity step: upload a PDF, then View it (a blob: frame under frame-src).
    await page.goto(`${portal().url}/admin/application/identity`);
    await page.getByRole('heading', { name: 'Document categories' }).waitFor();
    const select = page.getByRole('button', { name: /^SELECT / }).first();
    const docName = ((await select.getAttribute('aria-label')) ?? (await select.innerText())).replace(/^SELECT /, '');
    await select.click();
    await page.getByRole('button', { name: `UPLOAD ${docName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: docName });
    await dialog.getByLabel('Choose a file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(`${docName} loaded.`).waitFor();
    await page.getByRole('button', { name: `View ${docName}`, exact: true }).click();
    const frame = page.getByTitle(`${docName} (PDF)`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    // Give a refused frame time to be reported before the verdict.
    await page.waitForTimeout(1000);

    expect(violations).toEqual([]);
    await page.context().close();
  });
});
