import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { isRunnable } from '../../src/site/programs.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';
import { cycles, sample, waitForEnd } from './panel.ts';

/** Predict before you run: a sample marked `predict: true` asks for its output before its first Run. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first sample to predict in the curriculum as it is (a one-file program that reads nothing). */
const target = (() => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  for (const lesson of loadCurriculum(root).curriculum!.lessons)
    for (const block of lesson.blocks)
      if (
        block.type === 'code' &&
        block.predict &&
        isRunnable(block) &&
        block.title &&
        !block.files &&
        !block.input
      )
        return { route: lesson.route, title: block.title, output: block.output! };
  throw new Error('no sample in the curriculum has predict: true');
})();

const progress = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('learn-c:progress') ?? '{}') as Record<string, unknown>,
  );
const predictions = async (page: Page) =>
  Object.values(
    ((await progress(page)).predictions ?? {}) as Record<string, { route: string; right: boolean }>,
  );

/** Presses Run on the sample: its runner loads and asks for a prediction instead of running. */
async function askForPrediction(panel: Locator) {
  const run = panel.getByRole('button', { name: `Run ${target.title}`, exact: true });
  await handled(run);
  await run.click();
  const box = panel.getByRole('textbox', { name: 'Predict the output' });
  await box.waitFor();
  return box;
}

/** Answers with `guess` (or skips) and waits for the run that follows. */
async function answer(panel: Locator, guess: string | null) {
  const before = await cycles(panel);
  if (guess !== null) {
    await panel.getByRole('textbox', { name: 'Predict the output' }).fill(guess);
    await panel.getByRole('button', { name: `Run and compare ${target.title}` }).click();
  } else await panel.getByRole('button', { name: `Skip, just run ${target.title}` }).click();
  return waitForEnd(panel, before);
}

describe('predicting a sample’s output before running it', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`hides the output, takes a wrong prediction, names the difference and counts it, at ${viewport.width} px`, async () => {
      const { page, context, errors } = await openPage(browser, target.route, viewport);
      // The prediction is compared with the precompiled program's run: no compiler is needed.
      await context.route(/llvm\.core|toolchain\.tar/, (route) => route.abort());
      const panel = sample(page, target.title);
      await panel.waitFor();
      // The prerendered page does not give the answer away.
      await expect(panel.locator('[data-io="output"], [data-io="declared"]').count()).resolves.toBe(0);

      const box = await askForPrediction(panel);
      await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      // Still no output, and nothing has run.
      await expect(
        panel.locator('[data-io="output"], [data-io="declared"], [data-io="run"]').count(),
      ).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // The first line as printed, then a line the program never prints.
      const wrong = `${target.output.split('\n')[0]}\nnot this line\n`;
      const status = await answer(panel, wrong);
      expect(status).toMatch(/^Exit code 0 · compiled with the site/);
      await expect(
        panel.locator('[data-stream="stdout"], [data-terminal]').first().textContent(),
      ).resolves.toBe(target.output);
      const verdict = panel.locator('[data-prediction-verdict]');
      await expect(verdict.getAttribute('data-right')).resolves.toBe('false');
      await expect(verdict.textContent()).resolves.toMatch(/^Not quite: .*line 2, column 1/);
      await expect(panel.locator('[data-io="prediction"] pre').textContent()).resolves.toBe(wrong);
      expect(await axeViolations(page)).toEqual([]);
      await expect
        .poll(() => predictions(page))
        .toEqual([expect.objectContaining({ route: target.route, right: false })]);

      // Once predicted, Run runs at once, on this visit and the next.
      await page.reload();
      await panel.waitFor();
      const run = panel.getByRole('button', { name: `Run ${target.title}`, exact: true });
      await handled(run);
      await run.click();
      await waitForEnd(panel, 0);
      await expect(panel.getByRole('textbox', { name: 'Predict the output' }).count()).resolves.toBe(0);
      expect(errors()).toEqual([]);
      await context.close();
    });

  it('says so when the prediction is right, and shows it in the progress on the home page', async () => {
    const { page, context, errors } = await openPage(browser, target.route);
    const panel = sample(page, target.title);
    await panel.waitFor();
    await askForPrediction(panel);
    // Typed without the final line break, as a text box hides it.
    await answer(panel, target.output.replace(/\n$/, ''));
    const verdict = panel.locator('[data-prediction-verdict]');
    await expect(verdict.getAttribute('data-right')).resolves.toBe('true');
    await expect(verdict.textContent()).resolves.toBe('✓ Right: that is exactly what it printed.');
    await expect.poll(() => predictions(page)).toEqual([expect.objectContaining({ right: true })]);

    await page.goto(`${baseUrl()}/`);
    await expect
      .poll(() => page.locator('[data-progress-panel]').textContent())
      .toContain('1 output predicted (1 right)');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('lets the student skip predicting: the program runs, and nothing is counted', async () => {
    const { page, context, errors } = await openPage(browser, target.route, { width: 390, height: 844 });
    const panel = sample(page, target.title);
    await panel.waitFor();
    await askForPrediction(panel);
    await answer(panel, null);
    await expect(
      panel.locator('[data-stream="stdout"], [data-terminal]').first().textContent(),
    ).resolves.toBe(target.output);
    await expect(panel.locator('[data-prediction-verdict]').count()).resolves.toBe(0);
    expect(await predictions(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('works offline, once the runner has run on an earlier visit', async () => {
    const { page, context, errors } = await openPage(browser, target.route);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // The runner is cached the first time it runs (src/offline/precache.ts): skipping runs it.
    const panel = sample(page, target.title);
    await askForPrediction(panel);
    await answer(panel, null);
    await context.setOffline(true);
    await page.reload();
    await panel.waitFor();
    await askForPrediction(panel);
    await answer(panel, target.output);
    await expect(panel.locator('[data-prediction-verdict]').getAttribute('data-right')).resolves.toBe('true');
    // Offline, the only errors are the browser's own about requests it could not send (presence).
    expect(errors().filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e.text))).toEqual([]);
    await context.close();
  });
});
