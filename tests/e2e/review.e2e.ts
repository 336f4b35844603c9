import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { paragraphs, plainText } from '../../src/inline/parse.ts';
import type { QuizBlock } from '../../src/schema/index.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, handled, launch, openPage } from './browser.ts';

/** The review queue (issue 28 point 4): answer in the lessons, come back the next day, review. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Question {
  route: string;
  title: string;
  quiz: QuizBlock;
}

/**
 * One-answer choice questions from two different lessons (or two of one lesson, in a course with
 * only one lesson that has them), read from the curriculum rather than pinned.
 */
function twoQuestions(): [Question, Question] {
  const found: Question[] = [];
  for (const lesson of loadCurriculum(process.cwd()).curriculum!.lessons)
    for (const block of lesson.blocks)
      if (
        block.type === 'quiz' &&
        block.kind === 'choice' &&
        block.options?.filter((o) => o.correct).length === 1
      ) {
        if (found.length === 0 || found[0]!.route !== lesson.route)
          found.push({ route: lesson.route, title: lesson.title, quiz: block });
        break;
      }
  if (found.length < 2)
    throw new Error('the course has fewer than two lessons with a one-answer choice question');
  return [found[0]!, found[1]!];
}

const legendText = (quiz: QuizBlock) => plainText(paragraphs(quiz.question)[0]!);

/** Answers a question shown on the page, right or wrong, and waits for the verdict. */
async function answer(page: Page, within: Locator, quiz: QuizBlock, right: boolean) {
  const section = within
    .locator('section[data-block="quiz"]')
    .filter({ has: page.locator('legend', { hasText: legendText(quiz) }) })
    .first();
  await handled(section.locator('form'));
  const options = quiz.options!;
  await section
    .getByRole('radio')
    .nth(options.findIndex((o) => !!o.correct === right))
    .check();
  await section.getByRole('button', { name: 'Check' }).click();
  await section.getByText(right ? 'Right!' : 'Not quite.').waitFor();
}

/** How many review cards this browser keeps. */
const cards = (page: Page) =>
  page.evaluate(
    () =>
      Object.keys(
        (JSON.parse(localStorage.getItem('learn-c:review') ?? '{}') as { cards?: object }).cards ?? {},
      ).length,
  );

/** The top bar's way to the Review page. */
const reviewLink = (page: Page) => page.locator('header [data-review-count]');

/** Answers one question of each lesson in its lesson, the first right and the second wrong. */
async function answerInLessons(page: Page, questions: readonly Question[]) {
  for (const [i, q] of questions.entries()) {
    await page.goto(baseUrl() + q.route);
    await answer(page, page.locator('main'), q.quiz, i === 0);
    await expect.poll(() => cards(page)).toBe(i + 1);
  }
}

/** Tomorrow, for this browser context: its clock moves on a day and stays there. */
const tomorrow = (context: BrowserContext) => context.clock.setFixedTime(new Date(Date.now() + DAY_MS));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the review queue on a %s', (_, viewport) => {
  it('brings back the questions answered yesterday, interleaved, and counts them down as they are answered', async () => {
    const questions = twoQuestions();
    const { page, context, errors } = await openPage(browser, '/review', viewport);

    // Nothing answered yet: the page says what to do, and the top bar shows no way here.
    await page.getByText('you have not answered any quick questions').waitFor();
    await expect(page.getByRole('link', { name: /^Start with / }).count()).resolves.toBe(1);
    await expect(reviewLink(page).isVisible()).resolves.toBe(false);

    await answerInLessons(page, questions);
    // Answered today: nothing is due until tomorrow. The link is there, with no count.
    await reviewLink(page).waitFor({ state: 'visible' });
    await expect(reviewLink(page).getAttribute('data-review-count')).resolves.toBe('0');
    await expect(reviewLink(page).locator('[data-count]').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Review, nothing due today' }).count()).resolves.toBe(1);
    await reviewLink(page).click();
    await page.getByText('Nothing is due today. The next question is due tomorrow.').waitFor();

    // The next day both are due: the top bar counts them, in words for screen readers.
    await tomorrow(context);
    await page.goto(baseUrl() + questions[0].route);
    const link = page.getByRole('link', { name: 'Review 2 questions due' });
    await link.waitFor();
    await expect(reviewLink(page).locator('[data-count]').textContent()).resolves.toBe('2');
    // It fits in the bar: nothing is pushed off the screen.
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      viewport.width,
    );

    // The Review page, by the link (no reload): both questions, each from its own lesson.
    await link.click();
    await page.waitForURL(/\/review$/);
    await page.getByText('2 questions of 2 left for today.').waitFor();
    // The questions themselves, not the lists of explanations that answering adds inside them.
    const items = page.locator('ol[aria-label="Questions due today"] > li');
    await expect(items.count()).resolves.toBe(2);
    const from = await page
      .locator('ol[aria-label="Questions due today"] > li > p:first-child')
      .allTextContents();
    expect(new Set(from).size).toBe(questions[0].route === questions[1].route ? 1 : 2);
    expect(from.map((t) => t.replace(/^From /, '')).sort()).toEqual(questions.map((q) => q.title).sort());

    // A right answer and a wrong one: the count drops with each, and the page says when to come back.
    const list = page.getByRole('list', { name: 'Questions due today' });
    await answer(page, list, questions[0].quiz, true);
    await page.getByText('1 question of 2 left for today.').waitFor();
    await expect.poll(() => reviewLink(page).getAttribute('data-review-count')).toBe('1');
    await answer(page, list, questions[1].quiz, false);
    // The wrong one is back in box 1, due tomorrow; the right one moved up to box 2, due in two days.
    await page.getByText('All done for today. The next question is due tomorrow.').waitFor();
    await expect.poll(() => reviewLink(page).getAttribute('data-review-count')).toBe('0');
    // Answered questions stay on the page with their verdicts.
    await expect(items.count()).resolves.toBe(2);

    expect(errors().filter((e) => !/Error initializing visitor/.test(e.text))).toEqual([]);
    await context.close();
  });
});

describe('the Review page', () => {
  it.each(['light', 'dark'] as const)(
    'has no axe violations in the %s theme, with questions due and once they are done',
    async (scheme) => {
      const questions = twoQuestions();
      const { page, context } = await openPage(browser, '/review', DESKTOP, scheme);
      await page.getByText('you have not answered any quick questions').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await answerInLessons(page, questions);
      await tomorrow(context);
      await page.goto(`${baseUrl()}/review`);
      await page.getByText('2 questions of 2 left for today.').waitFor();
      await reviewLink(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const list = page.getByRole('list', { name: 'Questions due today' });
      await answer(page, list, questions[0].quiz, false);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('works offline: the page, its questions and their answers come from the service worker', async () => {
    const questions = twoQuestions();
    const { page, context } = await openPage(browser, questions[0].route);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await answerInLessons(page, questions);
    await tomorrow(context);
    await context.setOffline(true);
    // A full load of the Review page, never visited before, with no network.
    await page.goto(`${baseUrl()}/review`);
    await page.getByText('2 questions of 2 left for today.').waitFor();
    const list = page.getByRole('list', { name: 'Questions due today' });
    await answer(page, list, questions[1].quiz, true);
    await page.getByText('1 question of 2 left for today.').waitFor();
    await context.close();
  });
});
