import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piecesOf } from '../../src/content/parsons.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import { plainText } from '../../src/inline/parse.ts';
import type { ParsonsBlock } from '../../src/schema/index.ts';
import { judgeProgram, RUNNER } from '../../scripts/lib/mutantRunner.ts';
import { parsonsVariants } from '../../scripts/lib/parsonsVariants.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';

/** Parsons problems (issue 28 point 5): solved by keyboard alone, a wrong one, a drag, offline. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
// The first Check downloads the compiler (about 23 MB) and starts it: generous, nothing is timed.
const CHECKED = 240_000;

/** Every Parsons problem of the course with its lesson, read from the curriculum, never pinned. */
const problems = loadCurriculum(process.cwd()).curriculum!.lessons.flatMap((lesson) =>
  lesson.blocks.flatMap((block) => (block.type === 'parsons' ? [{ route: lesson.route, block }] : [])),
);

const sectionOf = (page: Page, block: ParsonsBlock) =>
  page
    .locator('section[data-block="parsons"]')
    .filter({ has: page.getByRole('heading', { name: plainText(block.title), exact: true }) });

/**
 * Presses Tab (or Shift+Tab) until the focused element matches the selector (and has this text,
 * when one is given); fails after 80 presses.
 */
async function tabTo(page: Page, selector: string, text?: string, back = false) {
  for (let i = 0; i < 80; i++) {
    const found = await page.evaluate(
      ([sel, want]) => {
        const el = document.activeElement;
        return !!el?.matches(sel) && (want === null || el.textContent === want);
      },
      [selector, text ?? null] as const,
    );
    if (found) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${selector} ${text ?? ''}`);
}

/** Adds these lines to the program by keyboard: Tab or Shift+Tab to each among the lines to use, then Enter. */
async function addByKeyboard(page: Page, section: Locator, lines: readonly string[]) {
  for (const line of lines) {
    const pool = await section.locator('[data-list="pool"] button').allTextContents();
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await tabTo(page, '[data-list="pool"] button', line, pool.indexOf(line) < pool.indexOf(focused));
    await page.keyboard.press('Enter');
  }
}

/** Presses Check and waits for its verdict; returns the status line. */
async function check(section: Locator, press: () => Promise<void>) {
  const before = Number((await section.locator('[data-cycles]').getAttribute('data-cycles')) ?? 0);
  await press();
  await section.locator(`[data-cycles="${before + 1}"]`).waitFor({ timeout: CHECKED });
  return (await section.locator('[data-status]').textContent()) ?? '';
}

describe.each([
  ['phone, dark', PHONE, 'dark'],
  ['laptop, light', LAPTOP, 'light'],
] as const)('a Parsons problem on a %s theme', (_, viewport, scheme) => {
  it(
    'is solved by keyboard alone, each move announced, and counts as passed',
    async () => {
      const { route, block } = problems[0]!;
      // The prerendered page shows the lines before any JavaScript runs.
      const html = await (await fetch(baseUrl() + route)).text();
      expect(html).toContain('data-block="parsons"');
      const { page, context, errors } = await openPage(browser, route, viewport, scheme);
      const section = sectionOf(page, block);
      await handled(section.locator('[data-list="pool"] button').first());
      await section.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);

      // Into the block's first line with the keyboard, then every model line in order.
      await section.locator('[data-list="pool"] button').first().focus();
      await addByKeyboard(page, section, piecesOf(block.code).slice(0, 1));
      await expect(section.locator('[data-said]').textContent()).resolves.toMatch(
        /^Added “.*” to your program as line 1 of 1\.$/,
      );
      await addByKeyboard(page, section, piecesOf(block.code).slice(1));
      await expect(section.locator('[data-list="program"] [data-line]').allTextContents()).resolves.toEqual(
        piecesOf(block.code),
      );
      // What is left is the distractors; the page has no horizontal scroll on a phone.
      await expect(section.locator('[data-list="pool"] button').count()).resolves.toBe(
        block.distractors?.length ?? 0,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await axeViolations(page)).toEqual([]);

      const status = await check(section, async () => {
        await tabTo(page, '[data-parsons-check] button[aria-label^="Check "]');
        await page.keyboard.press('Enter');
      });
      expect(status).toContain(`All ${block.tests.length} tests pass`);
      await expect(section.locator('[data-results] tr[data-pass="true"]').count()).resolves.toBe(
        block.tests.length,
      );
      // Kept with the challenges passed, on this device.
      await expect
        .poll(() =>
          page.evaluate(() => Object.values<string>(localStorage).some((v) => v.includes('"parsons:'))),
        )
        .toBe(true);
      expect(errors()).toEqual([]);
      await context.close();
    },
    CHECKED + 60_000,
  );
});

/** A problem whose first distractor, swapped for its model line, compiles cleanly and fails a test. */
async function wrongArrangement(): Promise<{ route: string; block: ParsonsBlock; lines: string[] }> {
  const work = mkdtempSync(join(tmpdir(), 'parsons-e2e-'));
  try {
    for (const { route, block } of problems)
      for (const variant of parsonsVariants(block).filter((v) => v.kind === 'swapped')) {
        const verdict = await judgeProgram(work, [{ name: 'main.c', code: variant.source }], block.tests, {
          flags: RUNNER.solutionFlags,
        });
        if (verdict.compiled && verdict.verdict !== 'pass')
          return { route, block, lines: piecesOf(variant.source) };
      }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  throw new Error('no Parsons problem has a distractor that compiles and fails a test');
}

describe('a wrong arrangement, on a laptop', () => {
  it(
    'is dragged and pressed into place, and Check names the failing tests',
    async () => {
      const { route, block, lines } = await wrongArrangement();
      const { page, context } = await openPage(browser, route, LAPTOP);
      const section = sectionOf(page, block);
      const pool = section.locator('[data-list="pool"]');
      const program = section.locator('[data-list="program"]');
      await handled(pool.locator('button').first());
      await section.scrollIntoViewIfNeeded();

      // The first line by dragging its handle onto the program, with the mouse.
      const first = pool
        .locator('li')
        .filter({ has: page.getByRole('button', { name: lines[0]!, exact: true }) });
      const from = (await first.locator('[data-handle]').boundingBox())!;
      const to = (await program.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect(program.locator('[data-line]').allTextContents()).resolves.toEqual([lines[0]]);

      for (const line of lines.slice(1)) await pool.getByRole('button', { name: line, exact: true }).click();
      const status = await check(section, () => section.getByRole('button', { name: /^Check / }).click());
      expect(status).toMatch(new RegExp(`^\\d+ of ${block.tests.length} tests pass`));
      await expect(section.locator('[data-results] tr[data-pass="false"]').count()).resolves.toBeGreaterThan(
        0,
      );
      await context.close();
    },
    CHECKED + 60_000,
  );
});

describe('offline', () => {
  it(
    'shows, arranges and checks a problem of a lesson never visited, with no network',
    async () => {
      const { route, block } = problems[0]!;
      const other = problems[1]!;
      const { page, context } = await openPage(browser, route);
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });
      // One Check online, so that the compiler is kept.
      const section = sectionOf(page, block);
      await handled(section.locator('[data-list="pool"] button').first());
      for (const line of piecesOf(block.code))
        await section.locator('[data-list="pool"]').getByRole('button', { name: line, exact: true }).click();
      await check(section, () => section.getByRole('button', { name: /^Check / }).click());
      await page.waitForFunction(async () => {
        const keys = await (await caches.open('c-toolchain')).keys();
        return keys.length === 2;
      });

      await context.setOffline(true);
      await page.goto(baseUrl() + other.route);
      const away = sectionOf(page, other.block);
      await handled(away.locator('[data-list="pool"] button').first());
      for (const line of piecesOf(other.block.code))
        await away.locator('[data-list="pool"]').getByRole('button', { name: line, exact: true }).click();
      const status = await check(away, () => away.getByRole('button', { name: /^Check / }).click());
      expect(status).toContain(`All ${other.block.tests.length} tests pass`);
      await context.close();
    },
    2 * CHECKED,
  );
});

describe('a lesson opened by a link', () => {
  it('shows its Parsons problems with the lesson, not after it', async () => {
    const { route } = problems[0]!;
    const other = problems.find((p) => p.route !== route);
    if (!other) return expect(problems.length).toBeGreaterThan(0);
    const { page, context, errors } = await openPage(browser, route);
    // Hydrated: a sidebar group toggles.
    const group = page.locator('#sidebar button[aria-expanded]').first();
    await expect.poll(async () => (await group.click(), group.getAttribute('aria-expanded'))).toBe('false');
    await group.click();
    // Records, at the commit that draws the other lesson, whether its problem's lines came with it.
    await page.evaluate((path) => {
      const w = window as { problemsAtFirstPaint?: boolean[] };
      w.problemsAtFirstPaint = [];
      new MutationObserver(() => {
        // The other lesson's content is in the page (its blocks came in one commit, or not).
        if (
          location.pathname.endsWith(path) &&
          !w.problemsAtFirstPaint!.length &&
          document.querySelector('main [data-block]')
        )
          w.problemsAtFirstPaint!.push(
            document.querySelector('section[data-block="parsons"] [data-list="pool"] button') !== null,
          );
      }).observe(document.body, { childList: true, subtree: true });
    }, other.route);
    await page.locator(`#sidebar a[href$="${other.route}"]`).first().click();
    await sectionOf(page, other.block).locator('[data-list="pool"] button').first().waitFor();
    await expect(
      page.evaluate(() => (window as { problemsAtFirstPaint?: boolean[] }).problemsAtFirstPaint),
    ).resolves.toEqual([true]);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
