// A step's sections (SectionForms.tsx, each its own form) are drawn at once, before their validators have come, when
// rjsf asks a validator nothing to draw them (widgets/standInValidator.ts, issue 33); a section that does (a
// condition, a choice of schemas) waits for the step's validator module (one for all its sections, issue 33: one
// request to compile, one download), and sections appear top down: one drawn below a section still waiting stays
// hidden until that one is drawn (widgets/styles.css), so nothing on screen is pushed down. BACK and NEXT wait for
// every section and every validator (application.css): they check the step.
import { describe, expect, it } from 'vitest';
import { newApplicant, PHONE, portal, signInWithOrder, useBrowser } from './harness';

const browser = useBrowser();

/**
 * Per section in page order: waiting for its validator to be drawn (busy), and whether it is on screen; how many
 * drawn forms still wait for their module; and whether NEXT is on screen.
 */
type Shown = { sections: { busy: boolean; visible: boolean }[]; pending: number; next: boolean };

describe("a step whose validators are still coming", () => {
  it('draws sections before their validators come, none below one still loading, and BACK/NEXT only when every validator is there', async () => {
    const applicant = await newApplicant('Topdown');
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInWithOrder(page, applicant);

    // The step's validator module is held until the test lets it through.
    const held: Array<() => void> = [];
    await page.route('**/api/validators/*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto(`${portal().url}/admin/application/personal`);
    await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(500);
    // One module for the step's sections, however many (Personal Details has four).
    expect(held).toHaveLength(1);

    const shown = (): Promise<Shown> =>
      page.evaluate(() => ({
        sections: [...document.querySelectorAll('.engine-section')].map((section) => ({
          busy: section.getAttribute('aria-busy') === 'true',
          visible: getComputedStyle(section).display !== 'none',
        })),
        pending: document.querySelectorAll('.engine-validator-pending').length,
        next: [...document.querySelectorAll('button')].some((b) => b.textContent === 'NEXT' && b.checkVisibility()),
      }));
    const expectTopDown = (now: Shown) => {
      const firstBusy = now.sections.findIndex((s) => s.busy);
      now.sections.forEach((section, index) => {
        if (!section.busy && firstBusy >= 0) expect(section.visible, `section ${index + 1} while section ${firstBusy + 1} loads`).toBe(index < firstBusy);
      });
    };

    // Every module held: the sections that need none to be drawn are there, and NEXT is not.
    const before = await shown();
    const sections = before.sections.length;
    expect(sections).toBeGreaterThanOrEqual(2);
    expect(before.sections.filter((s) => !s.busy).length, 'sections drawn before their validators came').toBeGreaterThan(0);
    expect(before.pending).toBeGreaterThan(0);
    expectTopDown(before);
    expect(before.next, 'NEXT before the validators came').toBe(false);

    // Still held a while later: nothing has moved, NEXT still away.
    await page.waitForTimeout(500);
    const later = await shown();
    expect(later.sections).toHaveLength(sections);
    expectTopDown(later);
    expect(later.next, 'NEXT while the validators load').toBe(false);

    held[0]();

    await expect.poll(async () => (await shown()).sections.every((s) => !s.busy && s.visible), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await shown()).pending).toBe(0);
    await expect.poll(async () => (await shown()).next).toBe(true);
    await context.close();
  });

  it('draws a section below the screen when it comes near, and keeps it drawn after it leaves', async () => {
    // content-visibility: auto draws the sections near the screen only; once drawn, a section stays drawn
    // (widgets/sectionsStayDrawn.ts), so a branch opening above it never drops it and draws another in its frame.
    const applicant = await newApplicant('Drawn');
    // A phone on its side: a short screen, below which the step's last sections start.
    const context = await browser().newContext({ viewport: { width: PHONE.height, height: PHONE.width } });
    const page = await context.newPage();
    await signInWithOrder(page, applicant);
    await page.goto(`${portal().url}/admin/application/personal`);
    await page.locator('.engine-section:not([aria-busy])').last().waitFor();
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.engine-section')].map((s) => s.dataset.drawn === '' && getComputedStyle(s).contentVisibility === 'visible'),
      );
    await expect.poll(async () => (await drawn())[0], { timeout: 10_000 }).toBe(true);
    const atFirst = await drawn();
    const below = atFirst.indexOf(false);
    expect(below, 'a section far enough below the screen to be left undrawn').toBeGreaterThan(0);

    await page.locator('.engine-section').nth(below).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn())[below]).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect((await drawn())[below], 'the section still drawn after it left the screen').toBe(true);
    await context.close();
  });
});
