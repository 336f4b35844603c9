import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { MAX_CODE_COLUMNS } from '../../src/content/lineLength.ts';
import type { Block, CodeBlock } from '../../src/schema/index.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';

/**
 * Code that fits its panel (issue 26, point 7): at laptop widths no line of any code panel scrolls
 * sideways (a hidden end was often the teaching comment), and every panel, and the runner's editor,
 * has room for the longest line `npm run validate` allows; on a phone long lines wrap instead, each
 * keeping its number. Content-driven: every lesson there is, every code panel on it.
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
    for (const size of LAPTOPS) {
      const { context, scroller } = await editorWithLongestLine(size);
      const over = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(over, `a line of ${MAX_CODE_COLUMNS} in the editor at ${size.width} px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

const PHONE = { width: 390, height: 844 };

/**
 * The code panels of a phone-width page: those that scroll sideways, and the numbered panels whose
 * lines do not each start with their own number, or whose wrapped rows do not start right of it.
 */
function phoneProblems(page: Page) {
  return page.evaluate(() => {
    const panels = [...document.querySelectorAll('main pre:not([data-nowrap])')].filter(
      (pre) => pre.querySelector('code') && pre.clientWidth > 0,
    );
    const first = (pre: Element) => pre.querySelector('code')!.textContent.split('\n')[0];
    const wide = panels
      .filter((pre) => pre.scrollWidth > pre.clientWidth)
      .map((pre) => `${pre.scrollWidth - pre.clientWidth} px too wide: ${first(pre)}`);
    const numbering: string[] = [];
    let wrappedLines = 0;
    for (const pre of panels.filter((p) => p.hasAttribute('data-numbered'))) {
      if (getComputedStyle(pre.querySelector('.gutter')!).display !== 'none')
        numbering.push(`a gutter beside wrapped lines: ${first(pre)}`);
      const lines = [...pre.querySelectorAll('code > .ln')] as HTMLElement[];
      lines.forEach((line) => {
        const number = getComputedStyle(line, '::before');
        if (number.display !== 'inline-block' || !number.content.startsWith('counter(ln)'))
          numbering.push(`no number before: ${line.textContent}`);
        // A wrapped line: its last character sits on a later row, which starts right of the numbers.
        const text = line.lastChild?.nodeType === Node.TEXT_NODE ? line.lastChild : null;
        const range = document.createRange();
        range.selectNodeContents(line);
        const rows = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        if (rows > 1 && text) {
          wrappedLines++;
          const rects = [...range.getClientRects()];
          const lastRow = rects[rects.length - 1]!;
          const numbers = line.getBoundingClientRect().left + parseFloat(number.width);
          if (lastRow.left < numbers - 1)
            numbering.push(`a wrapped row starts under the numbers: ${line.textContent}`);
        }
      });
      // One number a line, counting from 1: as many lines as the code has.
      const count = pre.querySelector('code')!.textContent.replace(/\n$/, '').split('\n').length;
      if (lines.length !== count)
        numbering.push(`${lines.length} numbered lines for ${count}: ${first(pre)}`);
    }
    return { panels: panels.length, wide, numbering, wrappedLines };
  });
}

describe('code panels on a phone', () => {
  it('wrap long lines instead of scrolling sideways, each line keeping its number, on every lesson', async () => {
    const { page, context } = await openPage(browser, '/', PHONE);
    let wrapped = 0;
    for (const lesson of lessons) {
      await page.goto(baseUrl() + lesson.route);
      await page.locator('main h1').first().waitFor();
      await settled(page);
      const { panels, wide, numbering, wrappedLines } = await phoneProblems(page);
      expect(panels, lesson.route).toBeGreaterThan(0);
      expect(wide, lesson.route).toEqual([]);
      expect(numbering, lesson.route).toEqual([]);
      wrapped += wrappedLines;
    }
    // The check above looked at wrapped lines, not only at short ones.
    expect(wrapped).toBeGreaterThan(0);
    // Wrapping is the phone's only layout: no Wrap button to press.
    await expect(
      page
        .getByRole('button', { name: /^Wrap long lines/ })
        .first()
        .isVisible(),
    ).resolves.toBe(false);
    await context.close();
  });

  it("wraps in the runner's editor too, with a line number for each line", async () => {
    const { page, context, scroller } = await editorWithLongestLine(PHONE);
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The long line wrapped onto more rows than one, and every line still has its number.
    const lines = await page.locator('.cm-line').count();
    expect(
      await page.locator('.cm-lineNumbers .cm-gutterElement:not([style*="hidden"])').count(),
    ).toBeGreaterThanOrEqual(lines);
    const tall = await page
      .locator('.cm-line')
      .last()
      .evaluate((l) => l.getBoundingClientRect().height / parseFloat(getComputedStyle(l).lineHeight));
    expect(tall).toBeGreaterThanOrEqual(1.9);
    await context.close();
  });
});

describe('Wrap on a laptop', () => {
  it('wraps a panel and moves its line numbers to the start of each line', async () => {
    const lesson = lessons.find((l) => l.blocks.some(runnable))!;
    const sample = lesson.blocks.find(runnable)!;
    const { page, context } = await openPage(browser, lesson.route, LAPTOPS[0]);
    const wrap = page
      .getByRole('button', { name: `Wrap long lines of ${sample.title}`, exact: true })
      .first();
    await handled(wrap);
    const pre = page.locator('figure', { has: wrap }).locator('pre').first();
    const shown = () =>
      pre.evaluate((p) => ({
        gutter: getComputedStyle(p.querySelector('.gutter')!).display !== 'none',
        numbers: getComputedStyle(p.querySelector('.ln')!, '::before').display === 'inline-block',
      }));
    await expect(shown()).resolves.toEqual({ gutter: true, numbers: false });
    await wrap.click();
    await expect.poll(shown).toEqual({ gutter: false, numbers: true });
    await context.close();
  });
});

/**
 * The runner's editor of the course's first editable sample, at this size, with a line of the
 * longest length allowed added at its end and the fonts in.
 */
async function editorWithLongestLine(size: { width: number; height: number }) {
  const lesson = lessons.find((l) => l.blocks.some(runnable))!;
  const sample = lesson.blocks.find(runnable)!;
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
  return { page, context, scroller };
}

/** A complete one-file C program with a title: the runner offers Edit for it. */
function runnable(b: Block): b is CodeBlock & { title: string } {
  return b.type === 'code' && b.language === 'c' && !b.fragment && !!b.code && !!b.title;
}
