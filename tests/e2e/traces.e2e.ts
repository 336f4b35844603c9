import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { baseUrl, launch, openPage } from './browser.ts';

/** The memory stepper on a traced sample, against the built site. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first lesson with a traced sample, and that sample's title: whatever the content is today. */
const { curriculum } = loadCurriculum(process.cwd());
const traced = curriculum!.lessons.flatMap((lesson) =>
  lesson.blocks.flatMap((b) =>
    b.type === 'code' && b.trace && b.title
      ? [{ route: lesson.route, lesson: lesson.title, title: b.title }]
      : [],
  ),
)[0]!;
const other = curriculum!.lessons.find((l) => l.route !== traced.route)!;

const panel = (page: Page) => page.locator(`section[data-trace][aria-label="Memory of ${traced.title}"]`);
const description = (page: Page) => panel(page).locator('[data-trace-description]').textContent();
const stepperRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => /stepperChunk|\.c-[0-9a-f]{8}/.test(n)),
  );

describe('the memory stepper', () => {
  it('arrives with its first picture in the HTML, and loads its code only when asked', async () => {
    const html = await (await fetch(baseUrl() + traced.route)).text();
    const section = html.slice(html.indexOf(`aria-label="Memory of ${traced.title}"`));
    expect(section).toMatch(/^[^]*?<svg[^>]*role="img"[^>]*aria-label="Step 1 of \d+: /);
    expect(section).toContain('data-box="frame"');

    const { page, context, errors } = await openPage(browser, traced.route);
    await page.waitForLoadState('networkidle');
    await expect(panel(page).locator('svg[role="img"]').count()).resolves.toBe(1);
    expect(await stepperRequests(page)).toEqual([]);
    await panel(page).getByRole('button', { name: 'Step through' }).click();
    await panel(page).locator('[data-trace-description]').waitFor();
    expect((await stepperRequests(page)).length).toBeGreaterThan(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('steps forward and back with the keyboard, and says each step', async () => {
    const { page, context, errors } = await openPage(browser, traced.route);
    await page.waitForLoadState('networkidle');
    const open = panel(page).getByRole('button', { name: 'Step through' });
    await open.focus();
    await page.keyboard.press('Enter');
    const live = panel(page).locator('[data-trace-description]');
    await live.waitFor();
    await expect(live.getAttribute('aria-live')).resolves.toBe('polite');
    const first = await description(page);
    expect(first).toMatch(/^Step 1 of \d+: /);
    // Focus moved into the stepper: the arrow keys step at once.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => description(page)).toMatch(/^Step 2 of \d+: /);
    const second = await description(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => description(page)).toMatch(/^Step 3 of /);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => description(page)).toBe(second);
    await expect(panel(page).getByRole('slider').inputValue()).resolves.toBe('2');
    await page.keyboard.press('End');
    await expect.poll(() => description(page)).toMatch(/^Step (\d+) of \1: /);
    await expect(
      panel(page)
        .getByRole('button', { name: /Forward/ })
        .isDisabled(),
    ).resolves.toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => description(page)).toBe(first);
    await expect(
      panel(page).getByRole('button', { name: /Back/ }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    // The buttons step too, and the picture follows.
    const picture = () => panel(page).locator('svg[role="img"]').getAttribute('aria-label');
    await panel(page)
      .getByRole('button', { name: /Forward/ })
      .click();
    await expect.poll(picture).toBe(second);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('draws the first picture in the browser after client-side navigation', async () => {
    const { page, context, errors } = await openPage(browser, other.route);
    await page.waitForLoadState('networkidle');
    await page
      .locator('nav[aria-label="Course contents"]')
      .getByRole('link', { name: traced.lesson, exact: true })
      .click();
    await page.waitForURL(baseUrl() + traced.route);
    await panel(page).locator('svg[role="img"]').waitFor();
    await expect(panel(page).locator('figcaption').textContent()).resolves.toMatch(/^Step 1 of \d+: /);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
