import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { launch, openPage } from './browser.ts';
import { firstUntracedSample, press, replaceCode, sample, untracedSamples } from './panel.ts';

/**
 * Browsers that lack what the runner prefers, emulated in Chromium by deleting it before the page's
 * own scripts run: JavaScript Promise Integration (Safari 26 and earlier), and WebAssembly itself
 * (iOS Lockdown Mode, some school-managed browsers).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The sample the JSPI test edits: the course's first runnable one, whatever it is called today. */
const target = firstUntracedSample();

/** A lesson with two runnable one-file samples that declare their output, whatever the course holds today. */
const declared = untracedSamples((b) => b.output !== undefined);
const pairRoute = declared.find((s) => declared.filter((o) => o.route === s.route).length >= 2)!.route;
const [one, two] = declared.filter((s) => s.route === pairRoute);
const pair = { route: pairRoute, lesson: one!.lesson, first: one!.title, second: two!.title };
const { curriculum } = loadCurriculum(process.cwd());

/** The first lesson with a challenge. */
const challengeRoute = curriculum!.lessons.find((l) => l.blocks.some((b) => b.type === 'challenge'))!.route;

const AGE = [
  '#include <stdio.h>',
  'int main(void) {',
  '    int age;',
  '    printf("Enter your age: ");',
  '    if (scanf("%d", &age) != 1) {',
  '        printf("no age\\n");',
  '        return 1;',
  '    }',
  '    printf("In ten years you will be %d.\\n", age + 10);',
  '    return 0;',
  '}',
  '',
].join('\n');

describe('a browser without JSPI', () => {
  it('says where to type when a program read an empty Standard input box, and runs with what is typed there', async () => {
    const { page, context, errors } = await openPage(browser, target.route);
    await context.addInitScript('delete WebAssembly.Suspending;');
    await page.reload();
    const panel = sample(page, target.title);
    await replaceCode(page, panel, AGE);
    expect(await press(panel, `Run ${target.title}`, 90_000)).toMatch(/^Exit code 1 ·/);
    await expect(panel.locator('[data-terminal]').count()).resolves.toBe(0);
    const told = panel.locator('[data-empty-input]');
    await expect(told.getAttribute('role')).resolves.toBe('alert');
    await expect(told.textContent()).resolves.toMatch(
      /^The program read standard input, but the Standard input box was empty, so it met the end of its input at once\. .*type the whole input first, in the Standard input box below/,
    );
    // The box is open where the message says, ready for the input.
    const box = panel.getByRole('textbox', { name: 'Standard input' });
    await expect(box.isVisible()).resolves.toBe(true);
    await box.fill('19\n');
    expect(await press(panel, `Run ${target.title}`)).toMatch(/^Exit code 0 ·/);
    await expect(panel.locator('[data-stream="stdout"]').textContent()).resolves.toBe(
      'Enter your age: In ten years you will be 29.\n',
    );
    await expect(told.count()).resolves.toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('a browser without WebAssembly', () => {
  it('keeps the lesson when Run or Edit is pressed, says why nothing runs, and shows the declared output', async () => {
    const { page, context } = await openPage(browser, pair.route);
    await context.addInitScript('delete globalThis.WebAssembly;');
    await page.reload();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const panel = sample(page, pair.first);
    // The lesson's output, as the page first shows it.
    const declared = await panel.locator('[data-io="output"] pre').textContent();
    expect(await press(panel, `Run ${pair.first}`)).toBe(
      'Cannot run in this browser: it has no WebAssembly.',
    );
    await expect(page.getByText('Something went wrong on this page').count()).resolves.toBe(0);
    await expect(page.locator('main h1').textContent()).resolves.toBe(pair.lesson);
    await expect(panel.locator('[data-cannot-run]').textContent()).resolves.toMatch(
      /^This browser cannot run C programs: WebAssembly, .* is turned off here .*The output shown is the one the lesson gives, from gcc\./,
    );
    await expect(panel.locator('[data-io="declared"] pre').textContent()).resolves.toBe(declared);
    // Edit still works; nothing of the compiler was fetched for a browser that could not use it.
    await panel.getByRole('button', { name: `Edit ${pair.first}` }).click();
    await panel.locator('.cm-content').waitFor();
    expect(requests.filter((url) => /llvm|toolchain|\.worker/.test(url))).toEqual([]);

    // The other sample, opened with Edit first.
    const other = sample(page, pair.second);
    await other.getByRole('button', { name: `Edit ${pair.second}` }).click();
    await other.locator('.cm-content').waitFor();
    await expect(other.locator('[data-cannot-run]').count()).resolves.toBe(1);
    await expect(page.getByText('Something went wrong on this page').count()).resolves.toBe(0);
    await context.close();
  });

  it('says a challenge cannot be checked here, without blaming the connection', async () => {
    const { page, context } = await openPage(browser, challengeRoute);
    await context.addInitScript('delete globalThis.WebAssembly;');
    await page.reload();
    // The first challenge a student can try (its button goes once pressed: keep its place).
    const challenges = page.locator('[data-block="challenge"]');
    const tryable = await challenges.evaluateAll((all) =>
      all.findIndex((c) =>
        [...c.querySelectorAll('button')].some((b) => b.textContent === 'Try it yourself'),
      ),
    );
    const challenge = challenges.nth(tryable);
    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    await runner.locator('.cm-content').waitFor();
    const status = await press(runner, /^Check your attempt at /);
    expect(status).toBe('Cannot run in this browser: it has no WebAssembly.');
    await expect(runner.locator('[data-cannot-run]').textContent()).resolves.toMatch(
      /Your attempt cannot be checked here: the tests above show what it must print/,
    );
    await expect(challenge.textContent()).resolves.not.toMatch(/connection/i);
    await context.close();
  });
});
