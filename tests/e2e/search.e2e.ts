import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser.ts';

/** Search across the lessons: a combobox in a dialog, a C-aware index, and landing on the heading. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Where a search result landed: the address, the focused heading, and the highlighted matches. */
function landing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const ranges = [...(CSS.highlights.get('search-match') ?? [])] as Range[];
    // Every match must lie in the section the heading starts: after it, before the next section heading.
    let next = focused.nextElementSibling;
    while (next && !(/^H[23]$/.test(next.tagName) && next.id)) next = next.nextElementSibling;
    const inSection = (r: Range) =>
      (focused.compareDocumentPosition(r.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      (!next || (next.compareDocumentPosition(r.startContainer) & Node.DOCUMENT_POSITION_PRECEDING) !== 0);
    return {
      path: location.pathname,
      hash: location.hash,
      tag: focused.tagName,
      id: focused.id,
      heading: focused.textContent,
      top: focused.getBoundingClientRect().top,
      // A section near the end of a page cannot come to the top: the page stops at its end.
      atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2,
      matches: ranges.map((r) => r.toString()),
      allInSection: ranges.every(inSection),
    };
  });
}

/**
 * Presses a shortcut until the dialog opens: before the page has hydrated, nothing listens for it
 * yet. Once the dialog is open (its field may still be on its way), it is only waited for.
 */
async function pressUntilOpen(page: Page, key: string | (() => Promise<void>)) {
  const box = page.getByRole('combobox', { name: 'Search the lessons' });
  await expect
    .poll(async () => {
      if ((await page.locator('dialog[open]').count()) === 0)
        await (typeof key === 'string' ? page.keyboard.press(key) : key());
      return box.isVisible();
    })
    .toBe(true);
  return box;
}

describe('search', () => {
  it('loads its index only when opened, finds -> and lands on the heading of a section that uses it', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.locator('main figure').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((u) => u.includes('search-'))).toEqual([]);

    const box = await pressUntilOpen(page, '/');
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await box.fill('->');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(fetched.some((u) => /search-index-[\w-]+\.json$/.test(u))).toBe(true);

    // The combobox names the active result; the arrow keys move it, and the first is active at first.
    const activeId = () => box.getAttribute('aria-activedescendant');
    await expect(activeId()).resolves.toBe(await options.nth(0).getAttribute('id'));
    await box.press('ArrowDown');
    await expect(activeId()).resolves.toBe(await options.nth(1).getAttribute('id'));
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await box.press('ArrowUp');
    await expect(activeId()).resolves.toBe(await options.nth(0).getAttribute('id'));

    // The result names its lesson and section, and quotes the match.
    const label = (await options.first().locator('span').first().textContent()) ?? '';
    const [lesson, heading] = label.split(' › ');
    await expect(options.first().locator('mark').first().textContent()).resolves.toBe('->');

    await box.press('Enter');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.waitForFunction(() => (CSS.highlights.get('search-match')?.size ?? 0) > 0);
    await expect(page.locator('main h1').textContent()).resolves.toBe(lesson);
    // Everything above the section has loaded (memory pictures and panels grow as they arrive, and
    // on a busy machine that is seconds after landing): the heading must still be where it landed.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => {
        const { top, atEnd } = await landing(page);
        // At the top of the window, below the sticky top bar (or the page has come to its end), on screen.
        return top >= 0 && (top < 200 || atEnd);
      })
      .toBe(true);
    const landed = await landing(page);
    expect(landed.heading).toBe(heading);
    expect(/^H[23]$/.test(landed.tag)).toBe(true);
    expect(landed.hash).toBe(`#${landed.id}`);
    expect(landed.matches.length).toBeGreaterThan(0);
    expect(new Set(landed.matches)).toEqual(new Set(['->']));
    expect(landed.allInSection).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('finds fseek from the home page with the search button and Ctrl+K, and Escape closes it', async () => {
    const { page, context, errors } = await openPage(browser, '/');
    const box = await pressUntilOpen(page, () => page.getByRole('button', { name: 'Search' }).click());
    await box.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Search');

    await pressUntilOpen(page, 'Control+k');
    await box.fill('fseek');
    const first = page.getByRole('option').first();
    await first.waitFor();
    const label = (await first.locator('span').first().textContent()) ?? '';
    const heading = label.split(' › ')[1];
    await first.click();
    await page.waitForFunction(() => (CSS.highlights.get('search-match')?.size ?? 0) > 0);
    const landed = await landing(page);
    expect(landed.heading).toBe(heading);
    expect(landed.hash).toBe(`#${landed.id}`);
    expect(new Set(landed.matches)).toEqual(new Set(['fseek']));
    expect(landed.allInSection).toBe(true);
    expect(landed.top < 200 || landed.atEnd).toBe(true);
    expect(page.url().startsWith(`${baseUrl()}/unit`)).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('keeps C tokens whole, and says when nothing matches', async () => {
    const { page, context } = await openPage(browser, '/');
    const box = await pressUntilOpen(page, '/');
    for (const [query, shown] of [
      ['%zu', '%zu'],
      ["'\\0'", "'\\0'"],
      ['#include', '#include'],
      ['**', '**'],
      ['&&', '&&'],
    ] as const) {
      await box.fill(query);
      // Quotes (and their marks) come with the section texts, which may arrive after the results.
      const marked = async () => [
        ...new Set(await page.getByRole('option').locator('mark').allTextContents()),
      ];
      await expect.poll(marked).toEqual([shown]);
    }
    await box.fill('qwertyuiop');
    await expect(page.getByRole('status').filter({ hasText: 'No results' }).count()).resolves.toBe(1);
    await context.close();
  });
});
