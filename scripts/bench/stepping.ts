/**
 * `npm run bench -- stepping`: "Step through" on a student's own program of about 1,000 steps, in
 * Chromium against the built site: the time from the press to the first picture on screen (compile
 * with the recorder's hooks, record every step, draw the stepper), once the compiler is warm, as the
 * median of five recordings, each of a changed program (so each one compiles). Issue 25's budget is
 * 1 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { loadCurriculum } from '../../src/content/fs.ts';
import { isRunnable } from '../../src/site/programs.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

const RUNS = 5;
const BUDGET_MS = 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Two steps a turn of the loop (its test and its body): about 2 × `turns` steps in all. */
const program = (turns: number) => `#include <stdio.h>

int main(void) {
    long sum = 0;
    for (int i = 0; i < ${turns}; i++) {
        sum += i;
    }
    printf("%ld\\n", sum);
    return 0;
}
`;

/** The first one-file runnable sample with a title and no input: the panel the student edits. */
function target(): { route: string; title: string } {
  const { curriculum } = loadCurriculum(process.cwd());
  if (!curriculum) throw new Error('the curriculum has problems: run npm run validate');
  for (const lesson of curriculum.lessons)
    for (const b of lesson.blocks)
      if (b.type === 'code' && isRunnable(b) && b.title && !b.files && b.input === undefined)
        return { route: lesson.route, title: b.title };
  throw new Error('the course has no runnable one-file sample');
}

async function replaceCode(page: Page, title: string, code: string) {
  const figure = page
    .locator('main figure')
    .filter({ has: page.locator('figcaption', { hasText: title }) })
    .first();
  const edit = figure.getByRole('button', { name: `Edit ${title}` });
  if (await edit.count()) await edit.click();
  const editor = figure.locator('.cm-content');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

/** Presses Step through and waits in the page for the first picture: milliseconds, and its description. */
function stepThrough(page: Page, title: string): Promise<{ ms: number; description: string }> {
  // Plain JavaScript text: tsx would add helpers to a function that the page does not have.
  return page.evaluate(`(async (title) => {
    const figure = [...document.querySelectorAll('main figure')].find(
      (f) => f.querySelector('figcaption')?.textContent?.includes(title));
    const shown = () => figure.querySelector('section[data-trace="recording"] [data-trace-description]');
    const failed = () => figure.querySelector('[role="alert"]');
    const started = performance.now();
    figure.querySelector('button[aria-label="Step through ' + title + '"]').click();
    await new Promise((resolve, reject) => {
      const check = () => {
        if (shown()) return resolve();
        if (failed()) return reject(new Error(failed().textContent));
        requestAnimationFrame(check);
      };
      check();
    });
    return { ms: performance.now() - started, description: shown().textContent };
  })(${JSON.stringify(title)})`);
}

async function closeStepper(page: Page) {
  await page.getByRole('button', { name: 'Close the stepper' }).first().click();
}

export async function steppingBench() {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-stepping-bench-'));
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const { route, title } = target();
  try {
    const page = await browser.newPage();
    await page.goto(base + route);
    // Warm: the compiler loaded, the recorder and the stepper fetched, by one recording first.
    await replaceCode(page, title, program(10));
    await stepThrough(page, title);
    await closeStepper(page);
    const runs: number[] = [];
    let steps = 0;
    for (let i = 0; i < RUNS; i++) {
      await replaceCode(page, title, program(500 + i));
      const { ms, description } = await stepThrough(page, title);
      steps = Number(/of ([\d,]+)/.exec(description)?.[1]?.replace(/,/g, '') ?? NaN);
      runs.push(Math.round(ms));
      await closeStepper(page);
    }
    const medianMs = median(runs);
    return {
      program: `a loop of about 500 turns (${steps} steps)`,
      firstPictureMedianMs: medianMs,
      runsMs: runs,
      budgetMs: BUDGET_MS,
      withinBudget: medianMs <= BUDGET_MS,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
