import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { lessonsInOrder, nextInOrder } from '../../src/site/navigation.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, openPage } from './browser.ts';

/** Reading after the design review (issue 26): the frame around the lessons, on a phone and a laptop. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const lessons = lessonsInOrder(loadCurriculum(process.cwd()).curriculum!.units);

/** The links at the end of a prerendered lesson (its pager and its way on), by where they go. */
async function endLinks(route: string): Promise<string[]> {
  const html = await (await fetch(baseUrl() + route)).text();
  const navs = [
    ...html.matchAll(
      /<nav [^>]*aria-label="(Previous and next topic|Continue the course)"[^>]*>.*?<\/nav>/gs,
    ),
  ];
  return navs.flatMap((n) => [...n[0].matchAll(/href="([^"]+)"/g)].map((m) => m[1]!));
}

describe('a way on at the end of every lesson', () => {
  it('leads from every lesson to the next in reading order, without JavaScript, and from the last back to the units', async () => {
    for (const lesson of lessons) {
      const onward = nextInOrder(lessons, lesson.route);
      expect(await endLinks(lesson.route), lesson.route).toContain(onward?.route ?? '/');
    }
  });

  it.each([
    ['phone', 'dark', PHONE],
    ['laptop', 'light', LAPTOP],
  ] as const)(
    'on a %s (%s theme): marks the lesson read and continues with the next',
    async (_, scheme, viewport) => {
      // The first lesson the spec gives no Next Topic card: where the way on was missing.
      const lesson = lessons.find((l, i) => i > 0 && !l.next && nextInOrder(lessons, l.route))!;
      const onward = nextInOrder(lessons, lesson.route)!;
      const { page, context, errors } = await openPage(browser, lesson.route, viewport, scheme);
      const way = page.locator('nav[data-way-on]').getByRole('link');
      const says = () => way.locator('strong').textContent();
      // Once the student's progress is known, and this lesson is not read yet, the link says what it does.
      await expect.poll(says, { timeout: 15_000 }).toBe(`Mark as read and continue with ${onward.title} →`);
      await way.scrollIntoViewIfNeeded();
      const box = (await way.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await axeViolations(page)).toEqual([]);
      await way.click();
      await page.waitForURL((url) => url.pathname === onward.route);
      await expect(page.locator('main h1').textContent()).resolves.toBe(onward.title);
      const read = await page.evaluate(() =>
        Object.keys(
          (JSON.parse(localStorage.getItem('learn-c:progress') ?? '{}') as { lessons?: object }).lessons ??
            {},
        ),
      );
      expect(read).toContain(lesson.route);
      // Back on the lesson, now read: the link only continues.
      await page.goBack();
      await expect.poll(says, { timeout: 15_000 }).toBe(`Continue with ${onward.title} →`);
      expect(errors()).toEqual([]);
      await context.close();
    },
  );
});

const themes = ['light', 'dark'] as const;

describe.each(themes)('the top bar on a phone (%s theme)', (scheme) => {
  it('leaves the lesson title and the site name at least 120 px beside the badge', async () => {
    // The lessons with the longest titles, where the bar is fullest.
    const longest = [...lessons].sort((a, b) => b.title.length - a.title.length).slice(0, 3);
    for (const route of ['/', ...longest.map((l) => l.route)]) {
      const { page, context } = await openPage(browser, route, PHONE, scheme);
      await page.locator('[data-topbar]').waitFor();
      // The room the bar's first part has for the site name or breadcrumb, after a Menu button.
      const room = await page
        .locator('[data-topbar] > div')
        .first()
        .evaluate((start) => {
          const text = start.querySelector('p, a:not([aria-controls])')!.getBoundingClientRect();
          return start.getBoundingClientRect().right - text.left;
        });
      expect(room, route).toBeGreaterThanOrEqual(120);
      await context.close();
    }
  });

  it('keeps the badge’s name, role, company and city one tap or key away, and announced', async () => {
    const { page, context } = await openPage(browser, lessons[0]!.route, PHONE, scheme);
    const badge = page.getByTestId('badge');
    const about = badge.getByRole('button', { name: /^About / });
    const card = badge.locator('[data-card]');
    await expect(card.isVisible()).resolves.toBe(false);
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(card.isVisible()).resolves.toBe(true);
    const shown = await card.innerText();
    expect(shown).toMatch(/Co-founder/);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(card.isVisible()).resolves.toBe(false);
    await context.close();
  });
});

/** Where a box is, rounded to whole pixels. */
const rect = (el: Element) => {
  const r = el.getBoundingClientRect();
  return {
    left: Math.round(r.left),
    right: Math.round(r.right),
    top: Math.round(r.top),
    bottom: Math.round(r.bottom),
  };
};

describe.each(themes)('spacing on a phone (%s theme)', (scheme) => {
  it('gives lesson text even gutters on both sides', async () => {
    const { page, context } = await openPage(browser, lessons[1]!.route, PHONE, scheme);
    const gutters = await page.locator('main [data-block="card"] > p').evaluateAll((ps) =>
      ps.slice(0, 12).map((p) => {
        const r = p.getBoundingClientRect();
        return [Math.round(r.left), Math.round(innerWidth - r.right)];
      }),
    );
    expect(gutters.length).toBeGreaterThan(2);
    for (const [left, right] of gutters) expect(Math.abs(left! - right!)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('spaces the home page’s cards alike and starts the units within the first screen', async () => {
    const { page, context } = await openPage(browser, '/', PHONE, scheme);
    const gaps = async (testId: string) =>
      page
        .getByTestId(testId)
        .evaluateAll((cards) =>
          cards
            .slice(1)
            .map((card, i) =>
              Math.round(card.getBoundingClientRect().top - cards[i]!.getBoundingClientRect().bottom),
            ),
        );
    const features = await gaps('feature');
    const units = await gaps('unit-card');
    expect(new Set([...features, ...units]).size, `${features.join()} and ${units.join()}`).toBe(1);
    const heading = await page.locator('#units-heading').evaluate(rect);
    expect(heading.bottom).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });
});

describe.each([
  ['phone', 'dark', PHONE],
  ['laptop', 'light', LAPTOP],
] as const)('the home page’s main button on a %s (%s theme)', (_, scheme, viewport) => {
  it('says Start Learning to a new visitor and Continue to a returning student', async () => {
    const { page, context } = await openPage(browser, '/', viewport, scheme);
    const hero = page.locator('main > div').first();
    const start = hero.getByRole('link', { name: 'Start Learning' });
    await expect(start.isVisible()).resolves.toBe(true);
    await expect(hero.getByRole('link').count()).resolves.toBe(1);

    // Back after reading part of a lesson: the progress this browser keeps says where.
    const lesson = lessons[2]!;
    await page.evaluate(
      ({ route }) =>
        localStorage.setItem(
          'learn-c:progress',
          JSON.stringify({
            version: 1,
            lessons: {},
            challenges: {},
            drafts: {},
            last: { route, anchor: '', heading: '', at: new Date().toISOString() },
          }),
        ),
      lesson,
    );
    await page.reload();
    const resume = hero.getByRole('link', { name: `Continue: ${lesson.title} →` });
    await resume.waitFor({ timeout: 15_000 });
    const button = await resume.evaluate(rect);
    const first = await hero.getByRole('link').first().evaluate(rect);
    // It is the main button: first, in the place Start Learning had, and whole on the screen.
    expect(first).toEqual(button);
    expect(button.right).toBeLessThanOrEqual(viewport.width);
    await expect(start.isVisible()).resolves.toBe(false);
    await expect(
      hero.getByRole('link', { name: 'Or start from the first lesson' }).isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await resume.click();
    await page.waitForURL((url) => url.pathname === lesson.route);
    await context.close();
  });
});

describe.each([
  [{ width: 1280, height: 700 }, 'light'],
  [{ width: 1440, height: 800 }, 'dark'],
] as const)('the side outline of a long lesson at %o (%s theme)', (viewport, scheme) => {
  it('scrolls to keep the section being read in view', async () => {
    // The lesson with the most sections, whose outline is taller than the window.
    const html = await Promise.all(
      lessons.map(
        async (l) =>
          [l.route, (await (await fetch(baseUrl() + l.route)).text()).split('data-level=').length] as const,
      ),
    );
    const route = html.sort((a, b) => b[1] - a[1])[0]![0];
    const { page, context } = await openPage(browser, route, viewport, scheme);
    const rail = page.locator('[data-outline="rail"]');
    await expect(rail.evaluate((r) => r.scrollHeight > r.clientHeight)).resolves.toBe(true);
    const current = rail.locator('a[aria-current="location"]');
    /** Whether the current section's link shows whole inside the rail. */
    const inView = () =>
      current.evaluate((link) => {
        const box = link.closest('nav')!.getBoundingClientRect();
        const at = link.getBoundingClientRect();
        return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
      });
    for (const fraction of [1, 0.6, 0.3, 0.9]) {
      await page.evaluate(
        (f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - innerHeight)),
        fraction,
      );
      await expect.poll(() => current.count()).toBe(1);
      await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    }
    await context.close();
  });
});
