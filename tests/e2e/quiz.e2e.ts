import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { paragraphs, plainText } from '../../src/inline/parse.ts';
import type { QuizBlock } from '../../src/schema/index.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first one-answer choice question of the course, read from the curriculum rather than pinned. */
function firstChoiceQuiz(): { route: string; quiz: QuizBlock } {
  for (const lesson of loadCurriculum(process.cwd()).curriculum!.lessons)
    for (const block of lesson.blocks)
      if (
        block.type === 'quiz' &&
        block.kind === 'choice' &&
        block.options?.filter((o) => o.correct).length === 1
      )
        return { route: lesson.route, quiz: block };
  throw new Error('the course has no one-answer choice question');
}

describe('a quick question in Chromium', () => {
  it('answers wrong, sees it marked and hears why, answers right, and hears it', async () => {
    const { route, quiz } = firstChoiceQuiz();
    const options = quiz.options!;
    const right = options.findIndex((o) => o.correct);
    const wrong = options.findIndex((o) => !o.correct);

    // The prerendered page has the question's form before any JavaScript runs.
    const html = await (await fetch(baseUrl() + route)).text();
    expect(html).toMatch(/<section data-block="quiz"[^>]*><form[^>]*><fieldset><legend>/);

    const { page, context, errors } = await openPage(browser, route);
    await page.waitForLoadState('networkidle');
    const section = page
      .locator('section[data-block="quiz"]')
      .filter({ has: page.locator('legend', { hasText: plainText(paragraphs(quiz.question)[0]!) }) });
    await handled(section.locator('form'));
    const status = section.getByRole('status');
    await expect(status.textContent()).resolves.toBe('');

    // A wrong answer, checked from the keyboard.
    const radios = section.getByRole('radio');
    await radios.nth(wrong).check();
    await section.getByRole('button', { name: 'Check' }).press('Enter');
    await section.getByText('Not quite.').waitFor();
    await expect(status.textContent()).resolves.toContain(plainText(options[wrong]!.explanation));

    // Marked wrong in place, in words; no Try again: choosing another answer starts the next try.
    await expect(radios.nth(wrong).locator('xpath=..').locator('[data-mark]').textContent()).resolves.toBe(
      '✗ Wrong',
    );
    await expect(section.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    await radios.nth(right).check();
    await expect(status.textContent()).resolves.toBe('');
    await section.getByRole('button', { name: 'Check' }).click();
    await section.getByText('Right!').waitFor();
    await expect(status.textContent()).resolves.toBe(`Right!${plainText(options[right]!.explanation)}`);
    // The answer joins the student's progress on this device (what "Export" writes to the file).
    await page.waitForFunction(
      (lesson) => {
        const stored = JSON.parse(localStorage.getItem('learn-c:progress') ?? '{}') as {
          quizzes?: Record<string, { route: string; right: boolean }>;
        };
        return Object.values(stored.quizzes ?? {}).some((q) => q.route === lesson && q.right);
      },
      route,
      { timeout: 10_000 },
    );
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('keeps the prerendered question in place while its renderer is still on the way', async () => {
    const { route, quiz } = firstChoiceQuiz();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // Hold back the quiz renderer's chunk (not in the first load) until the test lets it go.
    let release = () => undefined as void;
    const held = new Promise<void>((done) => (release = done));
    let requested = false;
    await context.route(/\/assets\/QuizBlock-[^/]*\.js$/, async (r) => {
      requested = true;
      await held;
      await r.continue();
    });
    await page.goto(baseUrl() + route);
    const section = page
      .locator('section[data-block="quiz"]')
      .filter({ has: page.locator('legend', { hasText: plainText(paragraphs(quiz.question)[0]!) }) });
    const legend = section.locator('legend');
    // Mark the server's element: hydrating in place keeps it, re-rendering would replace it.
    await legend.evaluate((el) => el.setAttribute('data-test-mark', 'server'));
    await page.waitForFunction(() => document.querySelector('#root [data-block]') !== null);
    await expect.poll(() => requested, { timeout: 10_000 }).toBe(true);
    await expect(legend.isVisible()).resolves.toBe(true);
    release();
    await handled(section.locator('form'));
    await expect(legend.getAttribute('data-test-mark')).resolves.toBe('server');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the questions of a lesson opened from another page without a reload', async () => {
    const { route, quiz } = firstChoiceQuiz();
    const { page, context, errors } = await openPage(browser, '/');
    await page.waitForLoadState('networkidle');
    // The router follows history.pushState, as it does for a clicked link: no new document.
    const path = new URL(baseUrl() + route).pathname;
    // When the lesson's blocks first appear, its questions must be among them: a question that
    // popped in later would move the section a link or a search result has just scrolled to.
    const quizzesAtFirstRender = page.evaluate(
      (to) =>
        new Promise<number>((done) => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('main [data-block]')) return;
            observer.disconnect();
            done(document.querySelectorAll('main section[data-block="quiz"]').length);
          }).observe(document.body, { childList: true, subtree: true });
          (window as { sameDocument?: boolean }).sameDocument = true;
          history.pushState(null, '', to);
        }),
      path,
    );
    await expect(quizzesAtFirstRender).resolves.toBeGreaterThan(0);
    const section = page
      .locator('section[data-block="quiz"]')
      .filter({ has: page.locator('legend', { hasText: plainText(paragraphs(quiz.question)[0]!) }) });
    await section.waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).resolves.toBe(
      true,
    );
    await expect(section.getByRole('radio').count()).resolves.toBe(quiz.options!.length);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
