import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, handled, launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sidebar', () => {
  it('collapses and expands a unit group from its header; all start expanded', async () => {
    const { page, context } = await openPage(browser, '/unit2/pointers');
    const sidebar = page.locator('nav[aria-label="Course contents"]');
    const headers = sidebar.locator('button[aria-expanded]');
    const expanded = await headers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
    expect(expanded.length).toBeGreaterThanOrEqual(5);
    expect(expanded.every((e) => e === 'true')).toBe(true);
    const unit3 = headers.nth(2);
    const arrays = sidebar.getByRole('link', { name: 'Arrays', exact: true });
    await expect(arrays.isVisible()).resolves.toBe(true);
    await unit3.click();
    await expect(unit3.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(arrays.isVisible()).resolves.toBe(false);
    await expect(sidebar.getByRole('link', { name: 'Pointers Basics' }).isVisible()).resolves.toBe(true);
    await unit3.press('Enter');
    await expect(arrays.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('navigates on the client, without reloading the page', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    await page.locator('main figure').first().waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('nav[aria-label="Course contents"]').getByRole('link', { name: 'Recursion' }).click();
    await page.waitForURL(`${baseUrl()}/unit4/recursion`);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Recursion');
    await expect(page.title()).resolves.toBe('Recursion | C Programming');
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    await page
      .getByRole('link', { name: /C Programming/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('becomes a drawer on a narrow screen, opened from the top bar and closed with Escape', async () => {
    const { page, context } = await openPage(browser, '/unit1/loops', { width: 390, height: 800 });
    const sidebar = page.locator('nav[aria-label="Course contents"]');
    await expect(sidebar.isVisible()).resolves.toBe(false);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await sidebar.getByRole('link', { name: 'Strings' }).waitFor({ state: 'visible' });
    // Focus moves into the drawer, and back to the Menu button when Escape closes it.
    await expect(page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe(
      'sidebar',
    );
    await sidebar.waitFor({ state: 'hidden' });
    await menu.click();
    await sidebar.getByRole('link', { name: 'Strings' }).click();
    await page.waitForURL(`${baseUrl()}/unit3/strings`);
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('code blocks', () => {
  it('copies the code, shows the check mark for 2 seconds, then returns to idle', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl()}/unit1/basics`);
    const figure = page
      .locator('main figure')
      .filter({ has: page.locator('pre') })
      .first();
    const button = figure.getByRole('button', { name: /^Copy/ });
    const code = await figure.locator('pre code').textContent();
    await expect(figure.locator('figcaption').textContent()).resolves.toMatch(/c/i);
    // Hydration runs on the page's timers: let it finish before the clock stops, or the click lands
    // on the prerendered button, which has no handler yet.
    await handled(button);
    // Stop the page's clock so the 2000 ms boundary can be checked exactly.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await button.click();
    const copied = figure.locator('button[data-state="copied"]');
    await copied.waitFor();
    await expect(copied.textContent()).resolves.toContain('Copied');
    await expect(copied.locator('[data-icon="check"]').count()).resolves.toBe(1);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await page.clock.runFor(1999);
    await expect(copied.count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await figure.locator('button[data-state="idle"]').waitFor();
    await context.close();
  });
});

describe('challenges', () => {
  it('keeps solutions collapsed until opened, with the button label from the lesson', async () => {
    const { page, context } = await openPage(browser, '/unit4/unions');
    const challenge = page
      .locator('[data-block="challenge"]')
      .filter({ hasText: 'IP Address Representation' });
    const button = challenge.getByRole('button', { name: /(Show|View) Solution/ });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(challenge.locator('pre', { hasText: 'union' }).count()).resolves.toBe(0);
    await button.click();
    await expect(
      challenge.getByRole('button', { name: /Hide Solution/ }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await challenge.locator('figure pre', { hasText: '#include' }).waitFor();
    await context.close();
  });

  it('offers no solution for "Sort in Both Orders"', async () => {
    const { page, context } = await openPage(browser, '/unit5/sorting');
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: 'Sort in Both Orders' });
    await challenge.waitFor();
    await expect(challenge.getByRole('button', { name: /Solution/ }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('motion', () => {
  it('fades pages in, but not for visitors who prefer reduced motion', async () => {
    const normal = await openPage(browser, '/unit3/arrays');
    await expect(
      normal.page.locator('main').evaluate((el) => getComputedStyle(el).animationName),
    ).resolves.not.toBe('none');
    await normal.context.close();
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/unit3/arrays`);
    await expect(page.locator('main').evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe(
      'none',
    );
    await context.close();
  });
});
