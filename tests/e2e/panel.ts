import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { handled } from './browser.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import type { CodeBlock } from '../../src/schema/index.ts';
import { isRunnable } from '../../src/site/programs.ts';

/** The code panel of the sample with this title (for a multi-file sample, the panel with its toolbar). */
export const sample = (page: Page, title: string) =>
  page
    .locator('main figure')
    .filter({ has: page.locator('figcaption', { hasText: title }) })
    .first();

/** How many runs the panel has finished (0 before its runner loads). */
export async function cycles(panel: Locator): Promise<number> {
  const section = panel.locator('[data-cycles]');
  return (await section.count()) ? Number(await section.getAttribute('data-cycles')) : 0;
}

/** Waits until the panel has finished run number `before + 1`; returns the status line. */
export async function waitForEnd(panel: Locator, before: number, timeout = 60_000): Promise<string> {
  await panel.locator(`[data-cycles="${before + 1}"]`).waitFor({ timeout });
  return (await panel.locator('[data-status]').textContent()) ?? '';
}

/** Presses a button of the panel and waits until the run it starts has ended; returns the status line. */
export async function press(panel: Locator, name: string | RegExp, timeout = 60_000): Promise<string> {
  const before = await cycles(panel);
  const button = panel.getByRole('button', { name, exact: true });
  // A prerendered button pressed before React has hydrated it does nothing.
  await handled(button);
  await button.click();
  return waitForEnd(panel, before, timeout);
}

/** Opens every challenge's solution on the page (each Show button that is still closed). */
export async function openEverySolution(page: Page) {
  const closed = page.locator('[data-block="challenge"] button[aria-controls][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  // The answers arrive with the lesson's challenge extras: wait until every one shows its code.
  await page.getByText('Loading the solution…').first().waitFor({ state: 'detached' });
}

/** Replaces the whole text of the panel's editor (opening it first). */
export async function replaceCode(page: Page, panel: Locator, code: string) {
  const editor = panel.locator('.cm-content');
  // Whichever comes first: the editor (a copy saved on an earlier visit opens it by itself), or an
  // Edit button React has hydrated (pressed before, the prerendered button does nothing at all).
  const ready = () =>
    panel.evaluate((el) => {
      if (el.querySelector('.cm-content')) return 'editor';
      const edit = [...el.querySelectorAll('button')].find((b) =>
        b.getAttribute('aria-label')?.startsWith('Edit'),
      );
      return edit && Object.keys(edit).some((k) => k.startsWith('__reactProps')) ? 'edit' : null;
    });
  await expect.poll(ready).not.toBeNull();
  // (Should a restore open the editor just as Edit is pressed, the button is gone: the editor is there.)
  if ((await ready()) === 'edit')
    await panel
      .getByRole('button', { name: /^Edit/ })
      .click({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        if (!(await editor.count())) throw error;
      });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

/**
 * Waits until the compiler's two files are kept in Cache Storage, whole. Chromium can list a key,
 * and even read back part of its body, before the write has finished; closing the page then drops
 * the entry. So each entry must read back as long as the Content-Length it was stored with.
 */
export const compilerKept = (page: Page) =>
  page.waitForFunction(
    async () => {
      try {
        const store = await caches.open('c-toolchain');
        const keys = await store.keys();
        const whole = await Promise.all(
          keys.map(async (k) => {
            const hit = (await store.match(k))!;
            const expected = Number(hit.headers.get('content-length'));
            return expected > 0 && (await hit.arrayBuffer()).byteLength === expected;
          }),
        );
        return whole.length === 2 && whole.every(Boolean);
      } catch {
        return false;
      }
    },
    undefined,
    { polling: 250, timeout: 90_000 },
  );

/**
 * Every one-file runnable sample with a title and no trace of its own that `wanted` accepts, in
 * course order, with its lesson: whatever the content is today.
 */
export function untracedSamples(
  wanted: (block: CodeBlock) => boolean = () => true,
): { route: string; lesson: string; title: string }[] {
  const { curriculum } = loadCurriculum(process.cwd());
  return curriculum!.lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((b) =>
      b.type === 'code' && isRunnable(b) && b.title && !b.files && !b.trace && wanted(b)
        ? [{ route: lesson.route, lesson: lesson.title, title: b.title }]
        : [],
    ),
  );
}

/** The first such sample without declared input: what a student edits and steps through. */
export function firstUntracedSample(): { route: string; title: string } {
  const [found] = untracedSamples((b) => b.input === undefined);
  if (!found) throw new Error('the course has no runnable one-file sample without a trace');
  return found;
}
