import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonRoutes } from '../spec.ts';
import { axeViolations } from './axe.ts';
import { launch, openPage } from './browser.ts';
import { press as pressButton } from './panel.ts';
import { smallTargets } from './targets.ts';

/** Reading and running a lesson on a phone (and the same checks on a laptop): issue 17. */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const sizes = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Some lessons of every unit, taken from the spec's route table. */
const lessons = lessonRoutes.filter((_, i) => i % 4 === 1).map(([route]) => route);
const lastLesson = lessonRoutes[lessonRoutes.length - 1]![0];

/** The bottom edge of the top bar: what lies above it is meant to scroll under it. */
const barBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);

/**
 * Text of `main` that something fixed or sticky covers, below the top bar. Each result names the
 * text and what covers it. Text passing under the top bar itself as the page scrolls is expected.
 */
function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const band = document.querySelector('header')!.getBoundingClientRect().bottom;
    const floating: { el: Element; box: DOMRect }[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // The element and everything in it that shows, such as a badge inside the sticky bar.
      for (const part of [el, ...el.querySelectorAll('*')]) {
        const box = part.getBoundingClientRect();
        const s = getComputedStyle(part);
        if (box.width && box.height && s.visibility !== 'hidden' && s.opacity !== '0')
          floating.push({ el: part, box });
      }
    }
    const covered: string[] = [];
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      // What shows of the text: a box that scrolls sideways (a wide table, a long output line) clips
      // its content, and the clipped part is hidden, not covered.
      let clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
      for (let el = node.parentElement; el && el !== main; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const b = el.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, b.left),
          right: Math.min(clip.right, b.right),
          top: Math.max(clip.top, b.top),
          bottom: Math.min(clip.bottom, b.bottom),
        };
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const whole of range.getClientRects()) {
        const r = {
          left: Math.max(whole.left, clip.left),
          right: Math.min(whole.right, clip.right),
          top: Math.max(whole.top, clip.top),
          bottom: Math.min(whole.bottom, clip.bottom),
        };
        const top = Math.max(r.top, band);
        if (r.bottom <= top + 1 || r.top > innerHeight || r.right - r.left <= 0) continue;
        for (const { el, box } of floating) {
          if (el.contains(node)) continue;
          const overlaps =
            box.left < r.right - 1 &&
            box.right > r.left + 1 &&
            box.top < r.bottom - 1 &&
            box.bottom > top + 1;
          if (overlaps)
            covered.push(`"${node.textContent.trim().slice(0, 30)}" under <${el.tagName.toLowerCase()}>`);
        }
      }
    }
    return covered;
  });
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate(
    (f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - innerHeight)),
    fraction,
  );
  await page.waitForTimeout(50);
}

/** Whether the point at the middle of an element hits the element (nothing on top of it). */
const hittable = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && !!hit && (el === hit || el.contains(hit));
  });

describe.each(sizes)('on a %s', (_, viewport) => {
  it('nothing fixed covers the text of a lesson, at any scroll position', async () => {
    for (const route of [...lessons, '/', '/no/such/page']) {
      const { page, context } = await openPage(browser, route, viewport);
      await page.locator('main').waitFor();
      for (const f of [0, 0.2, 0.45, 0.7, 1]) {
        await scrollTo(page, f);
        expect(await coveredText(page), `${route} scrolled to ${f * 100}%`).toEqual([]);
      }
      await context.close();
    }
  });

  it('keeps the top bar, the badge and (on a phone) Menu in reach after scrolling', async () => {
    const { page, context } = await openPage(browser, lessons[0]!, viewport);
    const badge = page.getByTestId('badge');
    for (const f of [0.5, 1]) {
      await scrollTo(page, f);
      expect(await barBottom(page)).toBeLessThanOrEqual(64);
      // The badge stays in the top-right corner, whole.
      const box = (await badge.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(64);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 24);
      await expect(badge.textContent()).resolves.toMatch(/Co-founder/);
    }
    if (viewport === PHONE) {
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      expect(await hittable(menu)).toBe(true);
      // Reaching it with the keyboard does not move the page (as a scroll-padding on the page would).
      const y = await page.evaluate(() => window.scrollY);
      await menu.focus();
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(y);
      await menu.click();
      await page.locator('#sidebar').getByRole('link').first().waitFor({ state: 'visible' });
    }
    await context.close();
  });

  it('lands a deep link with its heading in full view, below the top bar', async () => {
    const route = lessons[1]!;
    const { page, context } = await openPage(browser, route, viewport);
    const ids = await page.locator('main h2[id], main h3[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.length).toBeGreaterThan(2);
    for (const id of [ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!]) {
      await page.goto(`${page.url().split('#')[0]}#${id}`);
      const heading = page.locator(`[id="${id}"]`);
      await page.waitForTimeout(400); // the page's fade-in moves it by a few pixels
      const box = (await heading.boundingBox())!;
      expect(box.y, `#${id} starts below the top bar`).toBeGreaterThanOrEqual(await barBottom(page));
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await hittable(heading)).toBe(true);
    }
    await context.close();
  });
});

describe('code and output on a phone', () => {
  // Code wraps on a phone, each line keeping its number (codeWidth.e2e.ts); a program's output does
  // not: a line it printed stays one line.
  it('never wraps a line of output: long lines scroll sideways', async () => {
    const { page, context } = await openPage(browser, lessons[1]!, PHONE);
    // Every pre but a code panel's (whose code sits in a <code>): declared input and output.
    const pres = page.locator('main pre:not(:has(> code))');
    expect(await pres.count()).toBeGreaterThan(0);
    const wrapped = await pres.evaluateAll((els) =>
      els
        .map((pre) => {
          const style = getComputedStyle(pre);
          const text = pre.textContent ?? '';
          const lines = text.replace(/\n$/, '').split('\n').length;
          const height = pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const shown = Math.round(height / parseFloat(style.lineHeight));
          const scrolls = ['auto', 'scroll'].includes(style.overflowX);
          return style.whiteSpace === 'pre' && shown === lines && scrolls ? '' : pre.textContent.slice(0, 40);
        })
        .filter(Boolean),
    );
    expect(wrapped).toEqual([]);
    await context.close();
  });

  it('shows stacked rows, not clipped columns, for a wide table', async () => {
    const { page, context } = await openPage(browser, lastLesson, PHONE);
    const tables = page.locator('main [data-block="table"]');
    const clipped = await tables.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute('aria-label')),
    );
    // A table may scroll, but then it shows the scroll shadow at its edge (a background that scrolls).
    for (const label of clipped) {
      const table = page.locator(`main [data-block="table"][aria-label="${label}"]`);
      await expect(table.evaluate((el) => getComputedStyle(el).backgroundAttachment)).resolves.toMatch(
        /local/,
      );
    }
    // Inline code never splits inside a word.
    const split = await page
      .locator('main td code, main p code')
      .evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 1 && !/\s/.test(el.textContent))
          .map((el) => el.textContent),
      );
    expect(split).toEqual([]);
    await context.close();
  });
});

/** The first runnable sample of the page: its code panel with the Run toolbar. */
const firstSample = (page: Page) =>
  page
    .locator('main figure')
    .filter({ has: page.locator('[data-runbar]') })
    .first();

const press = (panel: Locator, name: RegExp) => pressButton(panel, name, 120_000);

describe('running a sample on a phone', () => {
  it('shows one output area, labels the lesson output after an edit, and keeps every target 44 px', async () => {
    const { page, context, errors } = await openPage(browser, lessons[0]!, PHONE);
    const panel = firstSample(page);
    const outputs = panel.locator('[data-io]:not([data-io="input"])');
    await expect(outputs.count()).resolves.toBe(1);

    await press(panel, /^Run /);
    // The run replaced the lesson's output in place: still one area, now the program's.
    await expect(outputs.count()).resolves.toBe(1);
    await expect(outputs.getAttribute('data-io')).resolves.toBe('run');
    await expect(outputs.textContent()).resolves.toMatch(/from your code/);
    // The program's output once: its stdout box, or the live terminal of a sample without declared input.
    await expect(panel.locator('[data-terminal], [data-stream="stdout"]').count()).resolves.toBe(1);
    await expect(panel.locator('[data-status] [data-tone="ok"]').textContent()).resolves.toBe('Exit code 0');
    // The compiler's flags wait behind a toggle, and the result is in view.
    const flags = panel.getByText('-std=c11', { exact: false });
    await expect(flags.isVisible()).resolves.toBe(false);
    expect(await hittable(outputs)).toBe(true);

    // An edit: the lesson's output is now the original program's, and says so.
    await panel.getByRole('button', { name: /^Reset / }).click();
    await panel.getByRole('button', { name: /^Edit / }).click();
    const editor = panel.locator('.cm-content').first();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n/* edited */\n');
    await expect(outputs.count()).resolves.toBe(1);
    await expect(outputs.getAttribute('data-io')).resolves.toBe('original');
    await expect(outputs.textContent()).resolves.toMatch(/output of the original program/i);

    // A compile error keeps it so, and the status chip says the build failed.
    await page.keyboard.insertText('int broken(void) { return }\n');
    await press(panel, /^Run /);
    await expect(outputs.getAttribute('data-io')).resolves.toBe('original');
    await expect(panel.locator('[data-status] [data-tone="error"]').textContent()).resolves.toMatch(
      /^Compilation failed/,
    );

    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 180_000); // two compiles in the browser: slow on a busy 2-core machine

  it('offers the challenge attempt first, marks where a failed output differs, and fits it in its card', async () => {
    const route = lessonRoutes[0]![0];
    const { page, context } = await openPage(browser, route, PHONE);
    // The first challenge with an attempt to check, found by its title (the button goes once pressed).
    const title = await page
      .locator('[data-block="challenge"]')
      .filter({ has: page.getByRole('button', { name: 'Try it yourself' }) })
      .first()
      .locator('h2, h3, h4')
      .first()
      .textContent();
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: title! }).first();
    const names = await challenge.getByRole('button').allTextContents();
    const tryAt = names.indexOf('Try it yourself');
    const solutionAt = names.findIndex((n) => /Solution$/.test(n));
    expect(tryAt).toBeGreaterThanOrEqual(0);
    if (solutionAt >= 0) expect(tryAt).toBeLessThan(solutionAt);

    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    const editor = runner.locator('.cm-content');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      '#include <stdio.h>\nint main(void) { puts("not the answer"); return 0; }\n',
    );
    await press(runner, /^Check /);
    const failed = runner.locator('[data-results] tr[data-pass="false"]').first();
    await failed.waitFor();
    await expect(failed.locator('mark').count()).resolves.toBe(2);
    // The results fit the card: the page itself does not scroll sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000); // two compiles in the browser: slow on a busy 2-core machine
});

describe('the phone menu', () => {
  it('opens at the current lesson, closes with its own button, and holds the page still', async () => {
    const { page, context } = await openPage(browser, lastLesson, PHONE);
    await scrollTo(page, 0.3);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sidebar = page.locator('#sidebar');
    const current = sidebar.locator('[aria-current="page"]');
    await current.waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // the drawer slides in
    expect(await hittable(current)).toBe(true);
    await sidebar.hover();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(200);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('accessibility of the changed views (axe-core: WCAG 2.1 A/AA and best practices)', () => {
  it.each([
    ['a lesson on a phone', lessons[1]!, PHONE],
    ['a lesson on a laptop', lessons[2]!, LAPTOP],
    ['the home page on a phone', '/', PHONE],
    ['the not-found page on a phone', '/no/such/page', PHONE],
  ] as const)('%s has no violations', async (_, route, viewport) => {
    const { page, context } = await openPage(browser, route, viewport);
    await page.locator('main').waitFor();
    if (viewport === PHONE) {
      // The badge's card, open.
      await page.getByRole('button', { name: /^About / }).click();
      await expect(page.getByTestId('badge').textContent()).resolves.toMatch(/Co-founder/);
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
