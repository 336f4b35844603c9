import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIENDLY_MESSAGES } from '../../src/runner/explain/messages.ts';
import { baseUrl, launch, openPage } from './browser.ts';
import { cycles, press, replaceCode, sample } from './panel.ts';

/** Plain-English compiler help, and the compiler's background download, in Chromium. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const run = (panel: Locator, title: string) => press(panel, `Run ${title}`, 90_000);

/**
 * Runs the panel's program to its end. A sample without declared input runs in the live terminal,
 * so a trigger program that compiles and reads standard input (scanf without &) waits for the
 * student: end its input with Ctrl+D, as a student would.
 */
async function runToEnd(panel: Locator, title: string): Promise<void> {
  const before = await cycles(panel);
  await panel.getByRole('button', { name: `Run ${title}`, exact: true }).click();
  const ended = panel.locator(`[data-cycles="${before + 1}"]`);
  const waiting = panel.locator('[data-terminal-input][data-waiting]');
  await ended.or(waiting).first().waitFor({ timeout: 90_000 });
  if (await waiting.count()) await waiting.press('Control+D');
  await ended.waitFor({ timeout: 90_000 });
}

describe('plain-English help for compiler messages', () => {
  it(
    'shows each friendly message under clang’s own text for the program that triggers it',
    async () => {
      const { page, context } = await openPage(browser, '/unit1/basics');
      const panel = sample(page, 'hello.c');
      for (const entry of FRIENDLY_MESSAGES) {
        await replaceCode(page, panel, entry.trigger);
        await runToEnd(panel, 'hello.c');
        const help = panel.locator(`[data-friendly="${entry.id}"]`).first();
        await expect(help.count(), entry.id).resolves.toBe(1);
        // clang's message is kept, with the help under it.
        const item = panel
          .locator('li')
          .filter({ has: page.locator(`[data-friendly="${entry.id}"]`) })
          .first();
        const text = (await item.textContent()) ?? '';
        // The item reads: location, clang's message, its [-W option], where the button leads (for screen
        // readers), the source excerpt, then the help.
        const message = text
          .slice(0, text.indexOf(entry.explanation))
          .replace(/^[\w.]+:\d+(:\d+)?: (error|warning): /, '')
          .replace(/\s+\d+ \|[\s\S]*$/, '')
          .replace(/ \(go to line \d+ in the editor\)$/, '')
          .replace(/ \[-W[\w-]+\]$/, '');
        expect(message, entry.id).toMatch(entry.pattern);
        expect(text, entry.id).toContain(entry.explanation);
        expect(text, entry.id).toContain(entry.fix);
        await expect(help.getByRole('link').getAttribute('href'), entry.id).resolves.toBe(
          `${entry.lesson.route}#${entry.lesson.anchor}`,
        );
      }
      await context.close();
      // One compile and run per entry, each up to a few seconds on a busy machine.
    },
    FRIENDLY_MESSAGES.length * 15_000,
  );
});

/** A context whose browser reports this connection (Chromium's own report is not adjustable). */
async function withConnection(
  connection: Record<string, unknown>,
): Promise<{ context: BrowserContext; page: Page; compiler: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript(
    `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}) });`,
  );
  const compiler: string[] = [];
  context.on('request', (r) => {
    if (/llvm\.core|toolchain\.tar/.test(r.url())) compiler.push(r.url());
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/unit1/basics`);
  return { context, page, compiler };
}

describe('background download of the compiler', () => {
  it('starts when a code block is hovered on a fast connection, and not under Save-Data', async () => {
    const saving = await withConnection({ saveData: true, effectiveType: '4g', type: 'wifi' });
    await sample(saving.page, 'hello.c').locator('pre').first().hover();
    await sample(saving.page, 'hello.c').getByRole('button', { name: 'Edit hello.c' }).focus();
    await saving.page.waitForTimeout(2000);
    expect(saving.compiler).toEqual([]);
    await saving.context.close();

    const fast = await withConnection({ saveData: false, effectiveType: '4g', type: 'wifi' });
    await sample(fast.page, 'hello.c').locator('pre').first().hover();
    await expect.poll(() => fast.compiler.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // The prefetch is the download the first Run uses: pressing Run fetches nothing again.
    await run(sample(fast.page, 'hello.c'), 'hello.c');
    expect(fast.compiler).toHaveLength(2);
    await fast.context.close();
  });
});
