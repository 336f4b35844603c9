import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIENDLY_MESSAGES } from '../../src/runner/explain/messages.ts';
import { baseUrl, launch, openPage } from './browser.ts';
import { cycles, press, replaceCode, sample } from './panel.ts';

/** Plain-English compiler help, and getting the runner ready before a Run, in Chromium. */

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
): Promise<{ context: BrowserContext; page: Page; compiler: string[]; programs: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript(
    `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}) });`,
  );
  const compiler: string[] = [];
  const programs: string[] = [];
  context.on('request', (r) => {
    if (/llvm\.core|toolchain\.tar/.test(r.url())) compiler.push(r.url());
    if (/\/assets\/programs\/[0-9a-f]{16}\.wasm$/.test(r.url())) programs.push(r.url());
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/unit1/basics`);
  return { context, page, compiler, programs };
}

describe('getting ready before a Run', () => {
  it('fetches the precompiled program on hover, and the compiler only when the student edits', async () => {
    const slow = await withConnection({ saveData: false, effectiveType: '3g', type: 'cellular' });
    const panel = sample(slow.page, 'hello.c');
    await panel.locator('pre').first().hover();
    await expect.poll(() => slow.programs.length, { timeout: 30_000 }).toBe(1);
    // Reading is not writing: nothing of the 23 MB compiler is fetched for it.
    await panel.getByRole('button', { name: 'Run hello.c' }).focus();
    expect(slow.compiler).toEqual([]);
    // Edit starts the compiler's download whatever the connection, so the first Run after it is warm.
    await panel.getByRole('button', { name: 'Edit hello.c' }).click();
    await expect.poll(() => slow.compiler.length, { timeout: 30_000 }).toBe(2);
    await replaceCode(slow.page, panel, '#include <stdio.h>\nint main(void) { puts("mine"); return 0; }\n');
    await run(panel, 'hello.c');
    // The download Edit started is the one the Run used.
    expect(slow.compiler).toHaveLength(2);
    await slow.context.close();
  });

  it('fetches nothing unasked under Save-Data', async () => {
    const saving = await withConnection({ saveData: true, effectiveType: '4g', type: 'wifi' });
    const panel = sample(saving.page, 'hello.c');
    await panel.locator('pre').first().hover();
    await panel.getByRole('button', { name: 'Edit hello.c' }).click();
    await panel.locator('.cm-content').click();
    // Whatever these started has been requested once the network falls quiet.
    await saving.page.waitForLoadState('networkidle');
    expect(saving.compiler).toEqual([]);
    expect(saving.programs).toEqual([]);
    await saving.context.close();
  });
});
