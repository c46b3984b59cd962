// A step's sections appear top down (widgets/styles.css, SectionForms.tsx): each section is its own form, drawn when
// its validator module has come, in whatever order they come; a section drawn below one still waiting stays hidden
// until that one is drawn, and BACK/NEXT wait for every section (application.css), so nothing on screen is pushed down.
import { describe, expect, it } from 'vitest';
import { newApplicant, PHONE, portal, signInWithOrder, useBrowser } from './harness';

const browser = useBrowser();

/** Per section in page order: waiting for its validator (busy), and whether it is on screen; and whether NEXT is. */
type Shown = { sections: { busy: boolean; visible: boolean }[]; next: boolean };

describe('a step whose sections come in any order', () => {
  it('shows no section below one still loading, and BACK/NEXT only when every section is there', async () => {
    const applicant = await newApplicant('Topdown');
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInWithOrder(page, applicant);

    // Every section's validator module is held until the test lets it through.
    const held: Array<() => void> = [];
    await page.route('**/api/validators/*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto(`${portal().url}/admin/application/personal`);
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    const sections = held.length;

    const shown = (): Promise<Shown> =>
      page.evaluate(() => ({
        sections: [...document.querySelectorAll('.engine-section')].map((section) => ({
          busy: section.getAttribute('aria-busy') === 'true',
          visible: getComputedStyle(section).display !== 'none',
        })),
        next: [...document.querySelectorAll('button')].some((b) => b.textContent === 'NEXT' && b.checkVisibility()),
      }));

    // Let the modules through last first: the sections lower down are drawn while those above still wait.
    let hiddenBelowBusy = 0;
    for (const release of [...held].reverse()) {
      release();
      await page.waitForTimeout(300);
      const now = await shown();
      expect(now.sections).toHaveLength(sections);
      const firstBusy = now.sections.findIndex((s) => s.busy);
      if (firstBusy < 0) break;
      now.sections.forEach((section, index) => {
        if (!section.busy) expect(section.visible, `section ${index + 1} while section ${firstBusy + 1} loads`).toBe(index < firstBusy);
        if (index > firstBusy && !section.busy) hiddenBelowBusy++;
      });
      expect(now.next, 'NEXT while a section loads').toBe(false);
    }
    expect(hiddenBelowBusy, 'a drawn section waited below a loading one').toBeGreaterThan(0);

    await expect.poll(async () => (await shown()).sections.every((s) => !s.busy && s.visible), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await shown()).next).toBe(true);
    await context.close();
  });
});
