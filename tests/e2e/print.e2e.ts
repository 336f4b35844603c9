import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { launch, openPage } from './browser.ts';

/** The print stylesheet: a lesson prints as clean pages. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('print', () => {
  it('hides the chrome and every button, opens the solutions and wraps the code', async () => {
    // The Unions lesson ends with a challenge that has a collapsible solution (spec §2).
    const { page, context } = await openPage(browser, '/unit4/unions');
    const challenge = page
      .locator('[data-block="challenge"]')
      .filter({ hasText: 'IP Address Representation' });
    const solution = challenge
      .locator('figure')
      .filter({ has: page.locator('figcaption', { hasText: 'Solution' }) });
    await expect(solution.isVisible()).resolves.toBe(false);

    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['#sidebar', '[data-topbar]', '[data-testid="badge"]'])
      await expect(page.locator(chrome).first().isVisible(), chrome).resolves.toBe(false);
    // Every control goes; a Parsons problem's lines are buttons on screen and print as its text (below).
    await expect(page.locator('button:visible:not([data-line])').count()).resolves.toBe(0);
    // The solution opens for printing once the page has hydrated.
    await expect.poll(() => solution.isVisible(), { timeout: 15_000 }).toBe(true);
    const styles = await page
      .locator('main pre')
      .first()
      .evaluate((pre) => {
        const s = getComputedStyle(pre);
        return { whiteSpace: s.whiteSpace, overflowX: s.overflowX };
      });
    expect(styles.whiteSpace).toBe('pre-wrap');
    expect(styles.overflowX).toBe('visible');

    // Back on screen, everything is as it was: the solution closed, the sidebar back.
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => solution.isVisible()).toBe(false);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows where links go', async () => {
    // The first lessons end with Previous/Next Topic links (spec §2).
    const { page, context } = await openPage(browser, '/unit1/basics');
    await page.emulateMedia({ media: 'print' });
    const next = page.getByRole('link', { name: /Next Topic/ });
    const href = await next.getAttribute('href');
    const after = await next.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe(`" (${href})"`);
    await context.close();
  });
});

describe('print of a Parsons problem', () => {
  it('prints its lines to arrange as code text, without its Check panel', async () => {
    const { curriculum } = loadCurriculum(process.cwd());
    const lesson = curriculum!.lessons.find((l) => l.blocks.some((b) => b.type === 'parsons'));
    expect(lesson, 'a lesson with a Parsons problem').toBeDefined();
    const { page, context } = await openPage(browser, lesson!.route);
    const pool = page.locator('[data-list="pool"]').first();
    await pool.locator('button[data-line]').first().waitFor();
    const onScreen = (await pool.innerText()).trim();
    await page.emulateMedia({ media: 'print' });
    await expect(pool.locator('button[data-line]').first().isVisible()).resolves.toBe(true);
    expect((await pool.innerText()).trim()).toBe(onScreen);
    await expect(page.locator('[data-parsons-check]').first().isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('print after the design review', () => {
  // The lesson with the most memory pictures: code panels, output boxes and steppers to print.
  const { curriculum } = loadCurriculum(process.cwd());
  const lesson = [...curriculum!.lessons].sort(
    (a, b) =>
      b.blocks.filter((x) => x.type === 'code' && x.trace).length -
      a.blocks.filter((x) => x.type === 'code' && x.trace).length,
  )[0]!;

  it.each(['light', 'dark'] as const)(
    'prints no dark bars, a stepper as its picture, and none of the footer’s placeholders (%s theme)',
    async (scheme) => {
      const { page, context } = await openPage(browser, lesson.route, { width: 1280, height: 900 }, scheme);
      // One stepper open, as a student might leave it: it prints as its sample, not as its controls.
      const opened = page.locator('section[data-trace]').first();
      await opened.getByRole('button', { name: 'Step through' }).click();
      await page.locator('section[data-trace="stepper"]').waitFor();
      await page.emulateMedia({ media: 'print' });

      // Every box that paints a background in the lesson is light: nothing prints as a dark bar.
      const dark = await page.locator('main').evaluate((main) => {
        const lum = (rgb: string) => {
          const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        };
        return [...main.querySelectorAll('*')]
          .filter((el) => {
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            const fill = style.backgroundColor;
            // A bar, a strip or a panel: longer than an icon one way, more than a rule the other.
            const bar = Math.max(box.width, box.height) > 40 && Math.min(box.width, box.height) > 4;
            return bar && !/, 0\)$|transparent/.test(fill) && lum(fill) < 0.6;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${getComputedStyle(el).backgroundColor}`)
          .slice(0, 5);
      });
      expect(dark).toEqual([]);

      // The open stepper prints as its sample; every other stepper as its first picture, within the page.
      await expect(page.locator('section[data-trace="stepper"]').isVisible()).resolves.toBe(false);
      await expect(page.locator('[data-stepping] > figure').first().isVisible()).resolves.toBe(true);
      const pictures = page.locator('section[data-trace="preview"] svg[data-trace-picture]');
      expect(await pictures.count()).toBeGreaterThan(0);
      const widest = await pictures.evaluateAll((svgs) =>
        Math.max(...svgs.map((s) => s.getBoundingClientRect().width - s.parentElement!.clientWidth)),
      );
      expect(widest).toBeLessThanOrEqual(1);

      // The footer prints what is real, not what the editor has still to fill in, nor a live count.
      const footer = await page.locator('footer').innerText();
      // No `[Street address]`-style placeholder, and no live count ("Learning now", "3 online").
      expect(footer).not.toMatch(/\[|placeholder|Learning now|\d\+? online/i);
      await context.close();
    },
  );
});
