import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonRoutes } from '../spec.ts';
import { dark, light } from '../../src/theme/palette.ts';
import { THEME_KEY } from '../../src/theme/themeScript.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch } from './browser.ts';
import { openEverySolution, press } from './panel.ts';

/** Dark mode: the system's setting, the top bar's switch, no wrong theme at first paint, AA in both. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Scheme = 'light' | 'dark';
const lesson = lessonRoutes[1]![0];
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const PAGE: Record<Scheme, string> = { light: rgb(light.page), dark: rgb(dark.page) };

async function context(scheme: Scheme, stored?: Scheme): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
  if (stored)
    await ctx.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, stored]);
  return ctx;
}

/** What the page shows before any of the app's JavaScript runs: the theme attribute and the colours. */
const painted = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));

const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

/** The toggle's state once React has taken the page over. */
const pressed = (page: Page) => toggle(page).getAttribute('aria-pressed');

describe('the theme at first paint', () => {
  it.each([
    ['light', undefined, 'light'],
    ['dark', undefined, 'dark'],
    ['dark', 'light', 'light'],
    ['light', 'dark', 'dark'],
  ] as const)(
    'system %s, remembered choice %s: the page is %s before any script of the app runs',
    async (system, stored, expected) => {
      const ctx = await context(system, stored);
      // No app JavaScript at all: what shows is what the first paint shows.
      await ctx.route(/\.js$/, (route) => route.abort());
      const page = await ctx.newPage();
      await page.goto(baseUrl() + lesson);
      await expect(painted(page)).resolves.toEqual({ theme: expected, background: PAGE[expected] });
      await ctx.close();
    },
  );

  it('follows the system without any script too (dark rules by media query)', async () => {
    const ctx = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(baseUrl() + '/');
    await expect(painted(page)).resolves.toEqual({ theme: null, background: PAGE.dark });
    await ctx.close();
  });
});

describe('the theme switch in the top bar', () => {
  it('switches, is remembered across a reload, and forgets the choice when it matches the system', async () => {
    const ctx = await context('light');
    const page = await ctx.newPage();
    await page.goto(baseUrl() + lesson);
    await expect.poll(() => pressed(page)).toBe('false');

    await toggle(page).click();
    await expect(painted(page)).resolves.toEqual({ theme: 'dark', background: PAGE.dark });
    await expect(pressed(page)).resolves.toBe('true');
    await expect(page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).resolves.toBe('dark');

    await page.reload();
    await expect(painted(page)).resolves.toEqual({ theme: 'dark', background: PAGE.dark });
    await expect.poll(() => pressed(page)).toBe('true');
    // Cards repaint from the same named colours as the page.
    await expect(
      page
        .locator('section[data-block="quiz"]')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.toBe(rgb(dark.surface));

    // Back to light, which is what the system asks for: the page follows the system again.
    await toggle(page).click();
    await expect(painted(page)).resolves.toEqual({ theme: 'light', background: PAGE.light });
    await expect(page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).resolves.toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await painted(page)).theme).toBe('dark');
    await expect.poll(() => pressed(page)).toBe('true');
    await ctx.close();
  });

  it('keeps working when storage is blocked', async () => {
    const ctx = await context('light');
    await ctx.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl() + lesson);
    await expect(painted(page)).resolves.toEqual({ theme: 'light', background: PAGE.light });
    await expect.poll(() => pressed(page)).toBe('false');
    await toggle(page).click();
    await expect(painted(page)).resolves.toEqual({ theme: 'dark', background: PAGE.dark });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('prints in the light theme whatever the screen shows', async () => {
    const ctx = await context('dark');
    const page = await ctx.newPage();
    await page.goto(baseUrl() + lesson);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      text: getComputedStyle(document.body).color,
      page: getComputedStyle(document.documentElement).getPropertyValue('--color-page').trim(),
      heading: getComputedStyle(document.querySelector('main h1')!).color,
    }));
    expect(printed).toEqual({ text: rgb(light.text), page: light.page, heading: rgb(light.text) });
    await ctx.close();
  });
});

describe('accessibility in the dark theme (axe-core: WCAG 2.1 A/AA and best practices)', () => {
  it.each([
    ['the home page', '/'],
    ['the not-found page', '/no/such/page'],
  ])('%s has no violations', async (_, route) => {
    const ctx = await context('dark');
    const page = await ctx.newPage();
    await page.goto(baseUrl() + route);
    await page.locator('main').waitFor();
    await expect.poll(() => pressed(page)).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('a lesson with every solution open, a quiz answered and the run panel showing output has none', async () => {
    const ctx = await context('dark');
    const page = await ctx.newPage();
    await page.goto(baseUrl() + lesson);
    await expect.poll(() => pressed(page)).toBe('true');
    await openEverySolution(page);
    const quiz = page.locator('section[data-block="quiz"]').first();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await quiz.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    const panel = page
      .locator('main figure')
      .filter({ has: page.getByRole('button', { name: /^Run / }) })
      .first();
    await press(panel, /^Run /, 120_000);
    expect(await axeViolations(page)).toEqual([]);

    // The search dialog with its results, over the dark page.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search the lessons' }).fill('fseek');
    await page.getByRole('option').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  }, 180_000); // a compile in the browser: slow on a busy 2-core machine
});

describe.each(['light', 'dark'] as const)('every lesson in the %s theme', (scheme) => {
  it.each(lessonRoutes.map(([route]) => route))(
    `%s: axe finds no ${scheme === 'dark' ? 'colour ' : ''}violation with every solution open`,
    async (route) => {
      const ctx = await context(scheme);
      const page = await ctx.newPage();
      await page.goto(baseUrl() + route);
      await expect.poll(() => pressed(page)).toBe(String(scheme === 'dark'));
      await openEverySolution(page);
      // The light theme checks every rule; the dark one, the same page, the rules of colour.
      expect(await axeViolations(page, { colourOnly: scheme === 'dark' })).toEqual([]);
      await ctx.close();
    },
    60_000,
  );
});
