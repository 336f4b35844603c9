import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { plainText } from '../../src/inline/parse.ts';
import { withCaught } from '../../src/mutation/caught.ts';
import type { ChallengeWithCaught } from '../../src/mutation/note.ts';
import { readResults } from '../../src/mutation/results.ts';
import { canAttempt } from '../../src/site/programs.ts';
import { axeViolations } from './axe.ts';
import { launch, openPage } from './browser.ts';
import { compilerKept, press, replaceCode } from './panel.ts';

/**
 * Hints before answers (issue 28): a failing attempt offers the failing test's hint, then the
 * common mistake it catches, and the solution stays behind its own button. The challenge is read
 * from the course: the first one a student can try in the browser whose first test has both a hint
 * and a mistake from the committed mutation results, and whose solution is shown.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A program that passes the challenge's tests before `index` (it prints each one's output for its
 * input) and fails that one: so test `index` is the first to fail.
 */
function failingAt(tests: readonly { input: string; output: string }[], index: number): string {
  const c = (text: string) => JSON.stringify(text);
  const cases = tests
    .slice(0, index)
    .map((t) => `    if (strcmp(in, ${c(t.input)}) == 0) { fputs(${c(t.output)}, stdout); return 0; }`)
    .join('\n');
  return `#include <stdio.h>\n#include <string.h>\n\nstatic char in[65536];\n\nint main(void) {\n    in[fread(in, 1, sizeof in - 1, stdin)] = '\\0';\n${cases}\n    puts("not the answer");\n    return 0;\n}\n`;
}

function firstWithMistake() {
  const { curriculum } = loadCurriculum('.');
  const results = readResults('.');
  for (const lesson of curriculum!.lessons)
    for (const block of withCaught(lesson.blocks, results)) {
      if (block.type !== 'challenge' || !block.showSolution || !canAttempt(block)) continue;
      const tests = block.tests ?? [];
      // A test with a common mistake after tests a short program can pass (plain ASCII, no arguments).
      const index = (block as ChallengeWithCaught).mistakes?.findIndex((m) => m) ?? -1;
      const simple = tests
        .slice(0, index + 1)
        .every((t) => !t.args && t.status === undefined && /^[\x20-\x7e\n]*$/.test(t.input + t.output));
      const hint = tests[index]?.hint;
      const mistake = (block as ChallengeWithCaught).mistakes?.[index];
      if (index >= 0 && simple && hint && mistake)
        return {
          route: lesson.route,
          title: plainText(block.title),
          hint,
          mistake,
          label: block.solutionLabel,
          program: failingAt(tests, index),
        };
    }
  throw new Error('no challenge has a test with a hint and a common mistake: run npm run check:challenges');
}

/** Opens the challenge's attempt, checks a wrong program, and returns the runner. */
async function failAnAttempt(page: Page, title: string, program: string) {
  const challenge = page.locator('[data-block="challenge"]').filter({ hasText: title }).first();
  await challenge.getByRole('button', { name: 'Try it yourself' }).click();
  const runner = challenge.locator('[data-challenge-runner]');
  await replaceCode(page, runner, program);
  await press(runner, /^Check /, 120_000);
  await runner.locator('[data-results] tr[data-pass="false"]').first().waitFor();
  return { challenge, runner };
}

/** The hint, then the mistake, each on its own press; returns the help section. */
async function stepThroughHelp(
  page: Page,
  runner: ReturnType<Page['locator']>,
  hint: string,
  mistake: string,
) {
  const help = runner.locator('[data-test-help]');
  await help.waitFor();
  // Nothing is given away before the student asks.
  await expect(help.textContent()).resolves.not.toContain(plainText(hint));
  await help.getByRole('button', { name: 'Show a hint' }).click();
  await expect(help.locator('[data-help-step="hint"]').textContent()).resolves.toBe(plainText(hint));
  await expect(help.locator('[data-help-step="mistake"]').count()).resolves.toBe(0);
  // The revealed text takes the focus, so a screen reader reads it.
  await expect(page.evaluate(() => document.activeElement?.getAttribute('data-help-step'))).resolves.toBe(
    'hint',
  );
  await help.getByRole('button', { name: 'Show the common mistake' }).click();
  await expect(help.locator('[data-help-step="mistake"]').textContent()).resolves.toBe(plainText(mistake));
  await expect(help.getByRole('button').count()).resolves.toBe(0);
  return help;
}

describe.each([
  ['phone', { width: 390, height: 844 }, 'dark'],
  ['desktop', { width: 1280, height: 900 }, 'light'],
] as const)('a failing attempt on a %s', (_, viewport, scheme) => {
  it('offers the failing test’s hint, then its common mistake, and the solution stays behind its button', async () => {
    const { route, title, hint, mistake, label, program } = firstWithMistake();
    const { page, context, errors } = await openPage(browser, route, viewport, scheme);
    const { challenge, runner } = await failAnAttempt(page, title, program);
    const help = await stepThroughHelp(page, runner, hint, mistake);
    // The help comes before the solution on the page, and the solution opens as before.
    const before = await help.evaluate(
      (h, name) =>
        [...(h.closest('[data-block="challenge"]')?.querySelectorAll('button') ?? [])].some(
          (b) =>
            b.textContent === name &&
            Boolean(h.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
        ),
      label,
    );
    expect(before).toBe(true);
    const solution = challenge.getByRole('button', { name: label, exact: true });
    // Once open, the button is named "Hide …": find what it controls first.
    const shown = page.locator(`[id="${await solution.getAttribute('aria-controls')}"]`);
    await solution.click();
    await expect(shown.locator('figure').first().textContent()).resolves.toContain('#include');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('hints offline', () => {
  it('come from the precache after one visit, with no network', async () => {
    const { route, title, hint, mistake, program } = firstWithMistake();
    const { page, context } = await openPage(browser, route);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // One attempt online downloads the compiler; the attempt is saved on the device.
    await failAnAttempt(page, title, program);
    await compilerKept(page);

    await context.setOffline(true);
    await page.reload();
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: title }).first();
    // The saved attempt reopens by itself; check it again with no network.
    const runner = challenge.locator('[data-challenge-runner]');
    await runner.waitFor({ timeout: 60_000 });
    await press(runner, /^Check /, 120_000);
    await stepThroughHelp(page, runner, hint, mistake);
    await context.close();
  }, 300_000);
});

describe('a wrong output whose cause has a name', () => {
  it('names the cause beside the test’s input: spaces at the end of a line', async () => {
    const { route, title } = firstWithMistake();
    const { curriculum } = loadCurriculum('.');
    const block = curriculum!.lessons
      .flatMap((l) => l.blocks)
      .find((b) => b.type === 'challenge' && plainText(b.title) === title);
    const first = block?.type === 'challenge' ? block.tests?.[0] : undefined;
    if (!first) throw new Error(`${title} has no tests`);
    // Its first test's output exactly, but for a space before the first line break.
    const spaced = first.output.replace('\n', ' \n');
    const program = `#include <stdio.h>\n\nint main(void) {\n    fputs(${JSON.stringify(spaced)}, stdout);\n    return 0;\n}\n`;
    const { page, context, errors } = await openPage(browser, route, { width: 390, height: 844 });
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: title }).first();
    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    await replaceCode(page, runner, program);
    await press(runner, /^Check /, 120_000);
    const row = runner.locator('[data-results] tbody tr').first();
    await expect(row.getAttribute('data-pass')).resolves.toBe('false');
    await expect(row.locator('[data-cause]').getAttribute('data-cause')).resolves.toBe('trailing-spaces');
    await expect(row.locator('[data-cause]').textContent()).resolves.toMatch(
      /^Only spaces at the end of a line differ: your output has extra spaces/,
    );
    if (first.input.trim())
      await expect(row.textContent()).resolves.toContain(first.input.trim().split('\n')[0]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 240_000);
});
