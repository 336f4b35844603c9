import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { attemptProgram } from '../../src/site/programs.ts';
import { launch, openPage } from './browser.ts';
import { firstUntracedSample, press, replaceCode, sample } from './panel.ts';

/** "Step through" a program the student wrote: recorded in the browser, drawn by the lesson stepper. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first one-file runnable sample without a trace of its own: whatever the content is today. */
const target = firstUntracedSample();
const { curriculum } = loadCurriculum(process.cwd());

/** A program of the student's own: a call in a loop, so frames come and go and a total grows. */
const PROGRAM = `#include <stdio.h>

int square(int n) {
    int result = n * n;
    return result;
}

int main(void) {
    int total = 0;
    for (int i = 1; i <= 3; i++) {
        total += square(i);
    }
    printf("total %d\\n", total);
    return 0;
}
`;

const recording = (panel: Locator) => panel.locator('section[data-trace="recording"]');
const description = (panel: Locator) => recording(panel).locator('[data-trace-description]').textContent();
/** The words drawn in the memory picture of the step shown. */
const pictureText = (panel: Locator) =>
  recording(panel)
    .locator('svg[role="img"]')
    .evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '').join(' '));

/**
 * Edits the sample into `program` (which prints "A number: " and reads one) and presses Step through:
 * the recording waits at the read, with the prompt shown, for a line typed in its terminal.
 */
async function recordToPrompt(program: string) {
  const opened = await openPage(browser, target.route);
  const panel = sample(opened.page, target.title);
  await panel.waitFor();
  await replaceCode(opened.page, panel, program);
  await panel.getByRole('button', { name: `Step through ${target.title}` }).click();
  const field = panel.locator('[data-recording-terminal]').getByLabel(`Input to ${target.title}`);
  await field.waitFor({ timeout: 120_000 });
  await expect
    .poll(() => panel.locator('[data-recording-terminal] [data-terminal]').textContent())
    .toContain('A number: ');
  return { ...opened, panel, field };
}

describe('stepping through your own program', () => {
  it('records an edited program and steps through its lines, frames, values and output', async () => {
    const { page, context, errors } = await openPage(browser, target.route);
    const panel = sample(page, target.title);
    await panel.waitFor();
    await replaceCode(page, panel, PROGRAM);
    await panel.getByRole('button', { name: `Step through ${target.title}` }).click();
    await recording(panel).locator('[data-trace-description]').waitFor({ timeout: 120_000 });
    // The stepper shows the edited code, not the lesson's, with main's first line next.
    await expect(recording(panel).locator('pre, code').first().textContent()).resolves.toContain(
      'int square',
    );
    await expect.poll(() => description(panel)).toMatch(/^Step 1 of (\d+): /);
    const total = Number(/of (\d+)/.exec((await description(panel))!)![1]);
    // main's line 9, the loop's three tests and bodies, three calls of square of three lines each, …
    expect(total).toBeGreaterThan(20);
    expect(await pictureText(panel)).toContain('main');

    // Forward until square is called: its frame holds its parameter.
    let seen = '';
    for (let i = 0; i < 6 && !/square/.test(seen); i++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => description(panel)).toMatch(new RegExp(`^Step ${i + 2} of `));
      seen = await pictureText(panel);
    }
    expect(seen).toMatch(/square/);
    expect(seen).toMatch(/\bn\b/);

    // The last step: the program has ended, having printed its total.
    await page.keyboard.press('End');
    await expect.poll(() => description(panel)).toMatch(new RegExp(`^Step ${total} of ${total}: `));
    await expect(recording(panel).locator('[data-trace-output]').textContent()).resolves.toBe('total 14\n');
    expect(await pictureText(panel)).not.toMatch(/square/);

    // Close gives the focus back to Step through.
    await recording(panel).getByRole('button', { name: 'Close the stepper' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Step through ${target.title}`);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('ends at a double free, and jumps back to the free before it', async () => {
    const { page, context } = await openPage(browser, target.route);
    const panel = sample(page, target.title);
    await panel.waitFor();
    await replaceCode(
      page,
      panel,
      '#include <stdlib.h>\n\nint main(void) {\n    int *p = malloc(sizeof *p);\n    *p = 7;\n    free(p);\n    free(p);\n    return 0;\n}\n',
    );
    await panel.getByRole('button', { name: `Step through ${target.title}` }).click();
    await recording(panel).locator('[data-trace-description]').waitFor({ timeout: 120_000 });
    await expect(recording(panel).locator('[data-recording-note]').textContent()).resolves.toMatch(
      /Double free at line 7/,
    );
    const total = Number(/of (\d+)/.exec((await description(panel))!)![1]);
    await page.keyboard.press('End');
    await expect.poll(() => description(panel)).toMatch(new RegExp(`^Step ${total} of `));
    await recording(panel).getByRole('button', { name: 'Back to where it was freed (line 6)' }).click();
    // The step after line 6 ran: the block is drawn freed, and line 7 is next.
    await expect.poll(() => description(panel)).not.toMatch(new RegExp(`^Step ${total} of `));
    await expect(recording(panel).locator('[data-line="next"]').count()).resolves.toBe(1);
    await expect.poll(() => pictureText(panel)).toMatch(/freed/i);
    const freedStep = await description(panel);
    expect(freedStep).toMatch(/Line 6 ran: .*heap block #1 was freed\. Next is line 7\./);
    await recording(panel).getByRole('button', { name: 'Back to where it was allocated (line 4)' }).click();
    await expect.poll(() => pictureText(panel)).not.toMatch(/freed/i);
    // A second press of the same jump, after stepping on, goes back there again.
    await recording(panel).getByRole('button', { name: 'Back to where it was freed (line 6)' }).click();
    await expect.poll(() => description(panel)).toBe(freedStep);
    await page.keyboard.press('End');
    await expect.poll(() => description(panel)).toMatch(new RegExp(`^Step ${total} of `));
    await recording(panel).getByRole('button', { name: 'Back to where it was freed (line 6)' }).click();
    await expect.poll(() => description(panel)).toBe(freedStep);
    await context.close();
  });

  it('steps through a challenge attempt with the input of its first failing test', async () => {
    const found = curriculum!.lessons
      .flatMap((l) => l.blocks.map((block) => ({ route: l.route, block })))
      .find(({ block }) => block.type === 'challenge' && (block.tests?.length ?? 0) > 0);
    if (found?.block.type !== 'challenge') throw new Error('the course has no challenge with tests');
    const { route, block } = found;
    // Prints back what it reads: the recording's output is the input it was given.
    const ECHO =
      '#include <stdio.h>\n\nint main(void) {\n    int c;\n    while ((c = getchar()) != EOF)\n        putchar(c);\n    return 0;\n}\n';
    const { page, context, errors } = await openPage(browser, route);
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: block.title }).first();
    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    await replaceCode(page, runner, ECHO);
    await press(runner, /^Check /, 120_000);
    await runner.locator('[data-results] tr[data-pass]').first().waitFor();
    const step = runner.getByRole('button', { name: `Step through your attempt at ${block.title}` });
    const note = (await step.locator('xpath=following-sibling::span').textContent())!;
    const run = attemptProgram(block, ECHO).runs.find((r) => note.startsWith(`with the input of ${r.name}`));
    expect(run, note).toBeDefined();
    await step.click();
    const shown = runner.locator('section[data-trace="recording"]');
    await shown.locator('[data-trace-description]').waitFor({ timeout: 120_000 });
    await page.keyboard.press('End');
    await expect
      .poll(() => shown.locator('[data-trace-description]').textContent())
      .toMatch(/^Step (\d+) of \1: /);
    await expect(shown.locator('[data-trace-output]').textContent()).resolves.toBe(run!.input);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('waits for what the student types in a terminal while it records, then steps with that input', async () => {
    const { page, context, errors, panel, field } = await recordToPrompt(
      '#include <stdio.h>\n\nint main(void) {\n    int n = 0;\n    printf("A number: ");\n    if (scanf("%d", &n) != 1)\n        return 1;\n    int twice = n * 2;\n    printf("twice %d\\n", twice);\n    return 0;\n}\n',
    );
    await field.fill('21');
    await field.press('Enter');
    await recording(panel).locator('[data-trace-description]').waitFor({ timeout: 120_000 });
    const total = Number(/of (\d+)/.exec((await description(panel))!)![1]);
    await page.keyboard.press('End');
    await expect.poll(() => description(panel)).toMatch(new RegExp(`^Step ${total} of ${total}: `));
    await expect(recording(panel).locator('[data-trace-output]').textContent()).resolves.toBe(
      'A number: twice 42\n',
    );
    // What it read, as scanf took it: the number, its newline left in the buffer.
    await expect(recording(panel).locator('[data-trace-input]').textContent()).resolves.toBe('21');
    await page.keyboard.press('Home');
    await expect.poll(() => description(panel)).toMatch(/^Step 1 of /);
    await expect(recording(panel).locator('[data-trace-input]').count()).resolves.toBe(0);
    await page.keyboard.press('End');
    // Back a step or two: main's frame holds what was read and what was worked out from it.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => pictureText(panel)).toMatch(/\b21\b/);
    expect(await pictureText(panel)).toMatch(/\b42\b/);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('keeps the steps it recorded when the student presses Ctrl+C at a prompt', async () => {
    const { page, context, errors, panel, field } = await recordToPrompt(
      '#include <stdio.h>\n\nint main(void) {\n    int asked = 7;\n    int n = 0;\n    printf("A number: ");\n    if (scanf("%d", &n) != 1)\n        return 1;\n    printf("%d\\n", n + asked);\n    return 0;\n}\n',
    );
    await field.press('Control+c');
    // The stepper opens on what ran before the prompt, and says why it ends there.
    await recording(panel).locator('[data-trace-description]').waitFor({ timeout: 120_000 });
    await expect(panel.locator('[data-recording-note]').textContent()).resolves.toBe(
      'You stopped the program, so the recording stopped there: these are the steps it recorded.',
    );
    await page.keyboard.press('End');
    await expect.poll(() => pictureText(panel)).toMatch(/\basked\b.*\b7\b/);
    await expect(recording(panel).locator('[data-trace-output]').textContent()).resolves.toBe('A number: ');
    expect(errors()).toEqual([]);
    await context.close();
  });
});
