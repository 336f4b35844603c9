import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { baseUrl, launch, openPage } from './browser.ts';

/** The map at the top of every lesson (what it teaches, its reading time), against the built site. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Two lessons, whatever the content is today.
const { curriculum } = loadCurriculum(process.cwd());
const [first, second] = curriculum!.lessons;

const map = (page: Page) => page.locator('article [data-lesson-map]');
const mapRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => /\/LessonMap-[\w-]+\.js$/.test(n)),
  );

describe('the lesson map', () => {
  it('arrives in the HTML and stays through hydration without its code', async () => {
    const html = await (await fetch(baseUrl() + first!.route)).text();
    expect(html).toMatch(/data-lesson-map[^>]*>.*?Reading time: <time dateTime="PT\d+M">about /);

    const { page, context, errors } = await openPage(browser, first!.route);
    await page.waitForLoadState('networkidle');
    await expect(map(page).locator('time').textContent()).resolves.toMatch(/^about \d/);
    expect(await mapRequests(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('comes with a lesson opened by a link, together with its content', async () => {
    const { page, context, errors } = await openPage(browser, first!.route);
    await page.waitForLoadState('networkidle');
    await page
      .locator('nav[aria-label="Course contents"]')
      .getByRole('link', { name: second!.title, exact: true })
      .click();
    await page.waitForURL(baseUrl() + second!.route);
    // The first block and the map arrive in the same render: the map never pushes the lesson down.
    await page.locator('article [data-block]').first().waitFor();
    await expect(map(page).count()).resolves.toBe(1);
    await expect(map(page).locator('time').getAttribute('datetime')).resolves.toMatch(/^PT\d+M$/);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
