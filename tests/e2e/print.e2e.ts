import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await expect(page.locator('button:visible').count()).resolves.toBe(0);
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
