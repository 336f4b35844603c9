import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { MAX_CODE_COLUMNS } from '../../src/content/lineLength.ts';
import type { Block, CodeBlock } from '../../src/schema/index.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';

/**
 * Code that fits its panel (issue 26, point 7): at laptop widths no line of any code panel scrolls
 * sideways (a hidden end was often the teaching comment), and every panel, and the runner's editor,
 * has room for the longest line `npm run validate` allows. Content-driven: every lesson there is,
 * every code panel on it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const lessons = loadCurriculum(process.cwd()).curriculum!.lessons;

/** Waits until the page's fonts are in, so that widths are the ones a reader sees. */
const settled = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

/**
 * The code panels of the page: how many, those that scroll sideways (each as its first line), and
 * those too narrow for a line of `limit` characters, the longest `npm run validate` lets through
 * (found by adding such a line to each panel, and taking it away).
 */
function overflowing(page: Page, limit: number) {
  return page.evaluate((limit) => {
    const panels = [...document.querySelectorAll('main pre')].filter((pre) => pre.querySelector('code'));
    const first = (pre: Element) => pre.querySelector('code')!.textContent.split('\n')[0];
    const wide = panels
      .filter((pre) => pre.scrollWidth > pre.clientWidth)
      .map((pre) => `${pre.scrollWidth - pre.clientWidth} px too wide: ${first(pre)}`);
    const narrow = panels.flatMap((pre) => {
      if (pre.clientWidth === 0) return []; // not shown (a closed disclosure)
      const line = document.createTextNode(`\n${'m'.repeat(limit)}`);
      pre.querySelector('code')!.append(line);
      const over = pre.scrollWidth - pre.clientWidth;
      line.remove();
      return over > 0 ? [`a line of ${limit} is ${over} px too wide for: ${first(pre)}`] : [];
    });
    return { panels: panels.length, wide, narrow };
  }, limit);
}

describe('code panels at laptop widths', () => {
  for (const size of LAPTOPS) {
    it(`show every line whole at ${size.width} px, on every lesson, and have room for the longest line allowed`, async () => {
      const { page, context } = await openPage(browser, '/', size);
      for (const lesson of lessons) {
        await page.goto(baseUrl() + lesson.route);
        await page.locator('main h1').first().waitFor();
        await settled(page);
        const { panels, wide, narrow } = await overflowing(page, MAX_CODE_COLUMNS);
        // Every code block of the lesson is on the page (a block of several files shows at least one).
        expect(panels, lesson.route).toBeGreaterThanOrEqual(
          lesson.blocks.filter((b) => b.type === 'code').length,
        );
        expect(wide, lesson.route).toEqual([]);
        expect(narrow, lesson.route).toEqual([]);
      }
      await context.close();
    });
  }

  it("has room in the runner's editor for the longest line allowed", async () => {
    const lesson = lessons.find((l) => l.blocks.some(runnable))!;
    const sample = lesson.blocks.find(runnable)!;
    for (const size of LAPTOPS) {
      const { page, context } = await openPage(browser, lesson.route, size);
      const edit = page.getByRole('button', { name: `Edit ${sample.title}`, exact: true }).first();
      await handled(edit);
      await edit.click();
      const editor = page.locator('.cm-content').first();
      await editor.waitFor();
      await editor.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText(`\n${'m'.repeat(MAX_CODE_COLUMNS)}`);
      const scroller = page.locator('.cm-scroller').first();
      await expect
        .poll(() =>
          scroller.evaluate((el) => el.querySelector('.cm-content')!.textContent.includes('m'.repeat(8))),
        )
        .toBe(true);
      await settled(page);
      const over = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(over, `a line of ${MAX_CODE_COLUMNS} in the editor at ${size.width} px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

/** A complete one-file C program with a title: the runner offers Edit for it. */
function runnable(b: Block): b is CodeBlock & { title: string } {
  return b.type === 'code' && b.language === 'c' && !b.fragment && !!b.code && !!b.title;
}
