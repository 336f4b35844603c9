import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { examplesOf } from '../../src/site/examples.ts';
import { paragraphs, plainText } from '../../src/inline/parse.ts';
import { lessonRoutes } from '../spec.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';
import { textContrast } from './contrast.ts';
import { press, replaceCode } from './panel.ts';

/**
 * Practising after the design review (issue 26): run panels once the code is edited, the status
 * chips in both themes, at the sizes where they broke.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** The first runnable sample of the page: its code panel with the Run toolbar. */
const firstSample = (page: Page) =>
  page
    .locator('main figure')
    .filter({ has: page.locator('[data-runbar]') })
    .first();

/** An unused variable (a -Wall warning) and an index past the end (undefined behaviour, stopped). */
const WARNING_THEN_UB = `#include <stdio.h>

int main(void) {
    int unused;
    int a[3] = {1, 2, 3};
    int i = 3;
    printf("%d\\n", a[i]);
    return 0;
}
`;
const NEVER_ENDS = '#include <stdio.h>\n\nint main(void) {\n    for (;;) {\n    }\n}\n';

describe.each([
  ['phone, dark', PHONE, 'dark'],
  ['laptop, light', LAPTOP, 'light'],
] as const)('an edited sample on a %s theme', (_, viewport, scheme) => {
  it('folds the original output away, puts why a run stopped first, names no absent control, and keeps every chip readable', async () => {
    const { page, context, errors } = await openPage(browser, lessonRoutes[0]![0], viewport, scheme);
    const panel = firstSample(page);
    const chip = panel.locator('[data-status] [data-tone]');

    // A compile error: the lesson's output is the original program's, folded away and closed.
    await replaceCode(page, panel, '#include <stdio.h>\nint main(void) { return }\n');
    const original = panel.locator('[data-io="original"]');
    await expect(original.locator('summary').textContent()).resolves.toMatch(
      /^Output of the original program/,
    );
    await expect(original.locator('details').getAttribute('open')).resolves.toBeNull();
    await expect(original.locator('pre').isVisible()).resolves.toBe(false);
    await press(panel, /^Run /, 120_000);
    await expect(chip.textContent()).resolves.toMatch(/^Compilation failed/);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('error');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    await expect(original.locator('pre').isVisible()).resolves.toBe(false);
    // Opened on demand, it is there.
    await original.locator('summary').click();
    await expect(original.locator('pre').isVisible()).resolves.toBe(true);

    // A warning and undefined behaviour: the reason the program stopped comes before the warning.
    await replaceCode(page, panel, WARNING_THEN_UB);
    await press(panel, /^Run /, 120_000);
    await expect(chip.textContent()).resolves.toBe('Stopped');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    const reason = panel.locator('[data-problem]').first();
    const warning = panel.getByText('Compiler messages');
    await expect(warning.count()).resolves.toBe(1);
    const reasonFirst = await reason.evaluate(
      (r, w) => !!(r.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING),
      await warning.elementHandle(),
    );
    expect(reasonFirst).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The time limit: the message names no control that is not on the screen.
    await replaceCode(page, panel, NEVER_ENDS);
    await press(panel, /^Run /, 120_000);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('warn');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    const message = (await panel.getByRole('alert').allTextContents()).join(' ');
    expect(message).toMatch(/still running after \d+ seconds/);
    if ((await panel.getByLabel('Standard input').count()) === 0) expect(message).not.toMatch(/input box/i);
    expect(message).not.toMatch(/\b(box|button)\b/);

    // A clean run of the original: the green chip, readable too.
    await panel.getByRole('button', { name: /^Reset / }).click();
    await press(panel, /^Run /, 120_000);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('ok');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    expect(errors()).toEqual([]);
    await context.close();
  }, 300_000); // four compiles in the browser: slow on a busy 2-core machine
});

const { curriculum } = loadCurriculum(process.cwd());
/** Every lesson with a challenge that has tests, and its challenges, as the curriculum has them now. */
const withTests = curriculum!.lessons.flatMap((lesson) => {
  const challenges = lesson.blocks.flatMap((b) => (b.type === 'challenge' ? [b] : []));
  return challenges.some((c) => c.tests?.length) ? [{ route: lesson.route, challenges }] : [];
});

describe.each([
  ['laptop', 'light', LAPTOP],
  ['phone', 'dark', PHONE],
] as const)('challenge examples on a %s (%s theme)', (_, scheme, viewport) => {
  it('show short examples that fit without scrolling sideways, and count the larger tests', async () => {
    expect(withTests.length).toBeGreaterThan(0);
    const { page, context } = await openPage(browser, '/', viewport, scheme);
    for (const { route, challenges } of withTests) {
      await page.goto(baseUrl() + route);
      const blocks = page.locator('[data-block="challenge"]');
      await expect(blocks.count(), route).resolves.toBe(challenges.length);
      for (const [i, challenge] of challenges.entries()) {
        const block = blocks.nth(i);
        const { shown, larger } = examplesOf(challenge.tests ?? []);
        await expect(block.locator('tbody tr').count(), `${route} ${challenge.title}`).resolves.toBe(
          shown.length,
        );
        if (!shown.length) continue;
        const region = block.getByRole('region', { name: /^Examples for / });
        const sideways = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, `${route} ${challenge.title} scrolls sideways`).toBeLessThanOrEqual(1);
        const note = block.locator('[data-larger]');
        if (larger)
          await expect(note.textContent()).resolves.toMatch(new RegExp(`^And ${larger} larger tests?,`));
        else await expect(note.count()).resolves.toBe(0);
      }
    }
    await context.close();
  }, 300_000); // every lesson with a challenge, on a busy machine
});

describe.each([
  ['laptop', 'light', LAPTOP],
  ['wide laptop', 'dark', { width: 1440, height: 900 }],
] as const)('challenge results on a %s (%s theme)', (_, scheme, viewport) => {
  it('give each test room: the verdict on one line, both outputs whole, nothing cut', async () => {
    const route = withTests[0]!.route;
    const { page, context, errors } = await openPage(browser, route, viewport, scheme);
    // The first challenge with an attempt to check, found by its title (the button goes once pressed).
    const title = await page
      .locator('[data-block="challenge"]')
      .filter({ has: page.getByRole('button', { name: 'Try it yourself' }) })
      .first()
      .locator('h2, h3, h4')
      .first()
      .textContent();
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: title! }).first();
    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    await replaceCode(
      page,
      runner,
      '#include <stdio.h>\nint main(void) { puts("not the answer"); return 0; }\n',
    );
    await press(runner, /^Check /, 120_000);
    const row = runner.locator('[data-results] tr[data-pass="false"]').first();
    await row.waitFor();
    const table = await runner.locator('[data-results]').evaluate((t) => t.getBoundingClientRect().width);
    const cell = (label: string) => row.locator(`[data-label="${label}"]`);
    // The verdict's sentence reads as a sentence: its cell is wide, its lines few.
    const verdict = await cell('Result').evaluate((td) => ({
      width: td.getBoundingClientRect().width,
      lines: Math.round(td.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight)),
    }));
    expect(verdict.width).toBeGreaterThanOrEqual(table * 0.45);
    expect(verdict.lines).toBeLessThanOrEqual(5);
    // Both outputs whole: "not the answer" is not cut, and nothing scrolls sideways.
    for (const label of ['Expected output', 'Your output']) {
      const pre = cell(label).locator('pre').first();
      await expect(
        pre.evaluate((el) => el.scrollWidth - el.clientWidth),
        label,
      ).resolves.toBeLessThanOrEqual(1);
      await expect(
        cell(label).evaluate((td) => td.getBoundingClientRect().width),
      ).resolves.toBeGreaterThanOrEqual(table * 0.45);
    }
    await expect(cell('Your output').textContent()).resolves.toContain('not the answer');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 180_000);
});

/** The first one-answer choice question of the course, read from the curriculum. */
function firstChoiceQuiz() {
  for (const lesson of curriculum!.lessons)
    for (const block of lesson.blocks)
      if (
        block.type === 'quiz' &&
        block.kind === 'choice' &&
        block.options?.filter((o) => o.correct).length === 1
      )
        return { route: lesson.route, quiz: block };
  throw new Error('the course has no one-answer choice question');
}

describe.each([
  ['phone', 'dark', PHONE],
  ['laptop', 'light', LAPTOP],
] as const)('a quick question on a %s (%s theme)', (_, scheme, viewport) => {
  it('draws its own controls in the theme, and marks the chosen answer right or wrong in place', async () => {
    const { route, quiz } = firstChoiceQuiz();
    const { page, context, errors } = await openPage(browser, route, viewport, scheme);
    const section = page
      .locator('section[data-block="quiz"]')
      .filter({ has: page.locator('legend', { hasText: plainText(paragraphs(quiz.question)[0]!) }) });
    await handled(section.locator('form'));
    const radios = section.getByRole('radio');
    const ring = await radios.first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, border: s.borderTopColor, width: s.borderTopWidth };
    });
    expect(ring.appearance).toBe('none');
    expect(ring.width).toBe('2px');
    const wrong = quiz.options!.findIndex((o) => !o.correct);
    const right = quiz.options!.findIndex((o) => o.correct);
    const label = (i: number) => radios.nth(i).locator('xpath=..');
    await radios.nth(wrong).check();
    await section.getByRole('button', { name: 'Check' }).click();
    const mark = label(wrong).locator('[data-mark]');
    await mark.waitFor();
    await expect(mark.textContent()).resolves.toBe('✗ Wrong');
    expect(await textContrast(mark)).toBeGreaterThanOrEqual(4.5);
    await expect(section.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    await radios.nth(right).check();
    await expect(mark.count()).resolves.toBe(0);
    await section.getByRole('button', { name: 'Check' }).click();
    await expect(label(right).locator('[data-mark]').textContent()).resolves.toBe('✓ Right');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
