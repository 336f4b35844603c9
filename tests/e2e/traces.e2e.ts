import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { axeViolations } from './axe.ts';
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

describe.each([
  ['phone', 'light', { width: 390, height: 844 }],
  ['phone', 'dark', { width: 390, height: 844 }],
  ['laptop', 'dark', { width: 1280, height: 900 }],
] as const)('the stepper on a %s (%s theme)', (_, scheme, viewport) => {
  it('shows the code once, readable labels, Back and Forward on one row, nothing cut, and no empty output', async () => {
    const { page, context, errors } = await openPage(browser, traced.route, viewport, scheme);
    const sample = page
      .locator('main figure')
      .filter({ has: page.locator('figcaption', { hasText: traced.title }) })
      .first();
    await expect(sample.isVisible()).resolves.toBe(true);
    const open = panel(page).getByRole('button', { name: 'Step through' });
    await open.click();
    const stepper = page.locator('section[data-trace="stepper"]');
    await stepper.locator('[data-trace-description]').waitFor();
    // One copy of the code on screen: the stepper's, in place of the sample's panel.
    await expect(sample.isVisible()).resolves.toBe(false);
    const code = stepper.locator('pre[aria-label]');
    await expect(code.count()).resolves.toBe(1);
    await expect(stepper.locator('svg[role="img"]').isVisible()).resolves.toBe(true);

    // Every label of the picture is drawn at 13 px or more, on screen.
    const smallest = await stepper
      .locator('svg[role="img"]')
      .evaluate((svg) =>
        Math.min(
          ...[...svg.querySelectorAll('text')].map(
            (t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGGraphicsElement).getScreenCTM()!.a,
          ),
        ),
      );
    expect(smallest).toBeGreaterThanOrEqual(13);

    // Back and Forward side by side.
    const back = (await stepper.getByRole('button', { name: /Back/ }).boundingBox())!;
    const forward = (await stepper.getByRole('button', { name: /Forward/ }).boundingBox())!;
    expect(Math.abs(back.y - forward.y)).toBeLessThanOrEqual(2);

    // Nothing cut: the stepper fits the screen, and the marked line's bar runs under the whole line.
    const box = (await stepper.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      viewport.width,
    );
    const bar = await stepper.locator('[data-line="next"]').evaluate((mark) => {
      const scroller = mark.parentElement!.parentElement!;
      return { bar: mark.getBoundingClientRect().width, lines: scroller.scrollWidth };
    });
    expect(bar.bar).toBeGreaterThanOrEqual(bar.lines - 1);

    // Before the program prints anything there is no output box; at the end there is, with text.
    const output = stepper.locator('[data-trace-output]');
    await expect(output.count()).resolves.toBe(0);
    await stepper.getByRole('button', { name: /Forward/ }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => output.count()).toBe(1);
    await expect(output.textContent()).resolves.not.toBe('');
    expect(await axeViolations(page)).toEqual([]);

    // Close gives the sample's panel back, and the focus to Step through.
    await stepper.getByRole('button', { name: 'Close the stepper' }).click();
    await expect(sample.isVisible()).resolves.toBe(true);
    await expect(open.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
