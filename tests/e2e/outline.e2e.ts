import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, openPage } from './browser.ts';
import { openEverySolution } from './panel.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import { plainText } from '../../src/inline/parse.ts';

const { curriculum } = loadCurriculum(process.cwd());
const sectionsOf = (blocks: { type: string; text?: string }[]) =>
  blocks.flatMap((b) => (b.type === 'heading' && b.text ? [plainText(b.text)] : []));
// The lesson with the most sections: where an outline matters most, and with sections far down.
const lesson = [...(curriculum?.lessons ?? [])].sort(
  (a, b) => sectionsOf(b.blocks).length - sectionsOf(a.blocks).length,
)[0]!;
/** The lesson's section headings as the curriculum has them, in order. */
const sections = sectionsOf(lesson.blocks);
const lastSection = sections.at(-1)!;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const OUTLINE = { name: 'On this page', exact: true } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  await page.goto(baseUrl() + lesson.route);
  return { context, page };
}

/** Waits until React has taken over the prerendered page (its elements carry React's fiber keys). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((k) => k.startsWith('__react'));
  });

/** The visible outline's links, as [text, href]. */
const outlineLinks = (page: Page) =>
  page
    .getByRole('navigation', OUTLINE)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));

/** Where the heading an anchor names sits in the viewport, and its text. */
const headingAt = (page: Page, href: string) =>
  page.evaluate((id) => {
    const h = document.getElementById(id)!;
    return { top: h.getBoundingClientRect().top, text: h.textContent, tag: h.tagName };
  }, href.slice(1));

const currentLink = (page: Page) =>
  page
    .getByRole('navigation', OUTLINE)
    .locator('a[aria-current="location"]')
    .evaluateAll((links) => links.map((a) => a.textContent));

describe(`the "On this page" outline (${lesson.route}, ${sections.length} sections)`, () => {
  it('lists the section headings in order, each linking to its heading', async () => {
    expect(sections.length).toBeGreaterThan(3);
    const { context, page } = await open(WIDE);
    const links = await outlineLinks(page);
    expect(links.map(([text]) => text)).toEqual(sections);
    for (const [text, href] of links) {
      expect(href).toMatch(/^#./);
      const heading = await headingAt(page, href!);
      expect(heading.tag).toMatch(/^H[23]$/);
      expect(heading.text).toBe(text);
    }
    await context.close();
  });

  it('sits beside the lesson at 1280px, and stays in view while the lesson scrolls', async () => {
    const { context, page } = await open(WIDE);
    await expect(page.getByRole('navigation', OUTLINE).count()).resolves.toBe(1);
    const nav = page.getByRole('navigation', OUTLINE);
    await expect(nav.locator('details').count()).resolves.toBe(0);
    const article = (await page.locator('main article').boundingBox())!;
    const rail = (await nav.boundingBox())!;
    expect(rail.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(rail.y).toBeLessThan(article.y + 200);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const scrolled = (await nav.boundingBox())!;
    expect(scrolled.y).toBeGreaterThanOrEqual(0);
    expect(scrolled.y + Math.min(scrolled.height, 100)).toBeLessThanOrEqual(WIDE.height);
    await context.close();
  });

  it('lands on the heading a link names, below the top bar, and marks it as the section being read', async () => {
    const { context, page } = await open(WIDE);
    await hydrated(page);
    const target = Math.floor(sections.length / 2);
    const link = page
      .getByRole('navigation', OUTLINE)
      .getByRole('link', { name: sections[target]!, exact: true });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    const { top } = await headingAt(page, href);
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(top).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(top).toBeLessThan(WIDE.height / 4);
    await expect.poll(() => currentLink(page)).toEqual([sections[target]]);
    await context.close();
  });

  it('marks the section being read as the reader scrolls, and none above the first', async () => {
    const { context, page } = await open(WIDE);
    await hydrated(page);
    await expect.poll(() => currentLink(page)).toEqual([]);
    const ids = (await outlineLinks(page)).map(([, href]) => href!.slice(1));
    // Scroll each of a few headings to the top of the viewport, by wheel as a reader would.
    for (const i of [1, ids.length - 2, 0]) {
      const y = await page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top - 100,
        ids[i]!,
      );
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, y);
      await expect.poll(() => currentLink(page)).toEqual([sections[i]]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => currentLink(page)).toEqual([]);
    // A jump to the end in one step (the End key) is followed too.
    await page.keyboard.press('End');
    await expect.poll(() => currentLink(page)).not.toEqual([]);
    await context.close();
  });

  it('is a closed disclosure above the lesson at 360px, opened by keyboard, whose links land', async () => {
    const { context, page } = await open(PHONE);
    await hydrated(page);
    await expect(page.getByRole('navigation', OUTLINE).count()).resolves.toBe(1);
    const nav = page.getByRole('navigation', OUTLINE);
    const summary = nav.locator('summary');
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    const firstHeading = page.locator('main h2[id]').first();
    expect((await nav.boundingBox())!.y).toBeLessThan((await firstHeading.boundingBox())!.y);
    expect((await nav.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link').count()).resolves.toBe(sections.length);
    const last = nav.getByRole('link', { name: lastSection, exact: true });
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    const { top } = await headingAt(page, href);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height);
    await page.keyboard.press('Home');
    await summary.click();
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    await context.close();
  });

  it('works without JavaScript: the prerendered links go to their headings', async () => {
    const { context, page } = await open(WIDE, { javaScriptEnabled: false });
    const links = await outlineLinks(page);
    expect(links.map(([text]) => text)).toEqual(sections);
    await page.getByRole('navigation', OUTLINE).getByRole('link', { name: lastSection, exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(links.at(-1)![1]);
    const { top } = await headingAt(page, links.at(-1)![1]!);
    expect(top).toBeLessThan(WIDE.height);
    await context.close();
  });

  it.each([
    ['1280px', WIDE],
    ['360px', PHONE],
  ])('shifts no layout while the page loads (%s)', async (_, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        }[])
          if (!e.hadRecentInput)
            w.shifts.push({
              value: e.value,
              sources: e.sources.map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                if (!el) return '?';
                if (el.closest('nav[aria-label="On this page"], [data-heading-link]')) return 'outline';
                return el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '');
              }),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(baseUrl() + lesson.route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The section tracker has loaded and run by now (it marks nothing at the top of the page).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => /track/.test(r.name)),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
    );
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    const fromOutline = shifts
      .filter((s) => s.sources.includes('outline'))
      .reduce((sum, s) => sum + s.value, 0);
    console.log(
      `CLS on load at ${viewport.width}px: ${cls.toFixed(4)} (outline's part ${fromOutline.toFixed(4)})`,
    );
    expect(fromOutline).toBe(0);
    expect(cls).toBeLessThan(0.01);
    await context.close();
  });
});

describe('the link on every section heading', () => {
  it('is named for its section, shows on hover and focus, and copies the address with a polite message', async () => {
    const { context, page } = await open(WIDE, { permissions: ['clipboard-read', 'clipboard-write'] });
    await hydrated(page);
    const headings = page.locator('main h2[id], main h3[id]');
    await expect(headings.count()).resolves.toBe(sections.length);
    // Every section heading has one, named for it.
    const names = await page
      .locator('main [data-heading-link]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
    expect(names).toEqual(sections.map((s) => `Link to section: ${s}`));
    const heading = headings.nth(1);
    const link = page.getByRole('link', { name: `Link to section: ${sections[1]}`, exact: true });
    const opacity = () => link.evaluate((a) => getComputedStyle(a).opacity);
    await expect(opacity()).resolves.toBe('0');
    await heading.hover();
    await expect.poll(opacity).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe('0');
    // Keyboard: it is in the tab order, and shows while it has keyboard focus (a first Tab puts the
    // page in keyboard mode, as a keyboard user's page is; sections in between may hold other controls).
    await expect(link.evaluate((a) => a.tabIndex)).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await link.focus();
    await expect.poll(opacity).toBe('1');
    const id = await heading.getAttribute('id');
    await page.keyboard.press('Enter');
    const address = `${baseUrl()}${lesson.route}#${id}`;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect.poll(() => page.evaluate(() => location.href)).toBe(address);
    const status = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect.poll(() => status.count()).toBe(1);
    await context.close();
  });

  it('still goes to its section when the clipboard is refused, and announces nothing', async () => {
    const { context, page } = await open(WIDE);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await hydrated(page);
    const link = page.getByRole('link', { name: `Link to section: ${lastSection}`, exact: true });
    const href = (await link.getAttribute('href'))!;
    await link.focus();
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    expect((await headingAt(page, href)).top).toBeLessThan(WIDE.height);
    await expect(page.getByTestId('link-copied').textContent()).resolves.toBe('');
    await context.close();
  });

  it('stays visible on touch screens, where there is no hover', async () => {
    const { context, page } = await open(PHONE, { hasTouch: true, isMobile: true });
    const opacity = await page
      .locator('main [data-heading-link]')
      .first()
      .evaluate((a) => getComputedStyle(a).opacity);
    expect(opacity).toBe('1');
    await context.close();
  });
});

describe('accessibility of a lesson with its outline', () => {
  it.each([
    ['1280px', WIDE],
    ['360px', PHONE],
  ])(
    'axe finds no WCAG 2.1 A/AA or best-practice violation at %s, every solution open',
    async (_, viewport) => {
      const { context, page } = await open(viewport);
      await hydrated(page);
      await openEverySolution(page);
      await page.locator('nav[aria-label="On this page"] details').evaluateAll((ds) => {
        for (const d of ds) (d as HTMLDetailsElement).open = true;
      });
      await page
        .getByRole('link', { name: /^Link to section:/ })
        .first()
        .focus();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await context.close();
    },
  );
});

// Two lessons, whatever the content is today.
const [first, second] = curriculum!.lessons;

const map = (page: Page) => page.locator('article [data-lesson-map]');
const mapRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => /\/LessonMap-[\w-]+\.js$/.test(n)),
  );

/** The map at the top of every lesson: what it teaches and its reading time. */
describe('the lesson map', () => {
  it('arrives in the HTML and stays through hydration without its code', async () => {
    const html = await (await fetch(baseUrl() + first!.route)).text();
    expect(html).toMatch(/data-lesson-map[^>]*>.*?Reading time: <time dateTime="PT\d+M">about /);

    const { page, context, errors } = await openPage(browser, first!.route);
    await page.waitForLoadState('networkidle');
    await expect(map(page).locator('time').textContent()).resolves.toMatch(/^about \d/);
    expect(await mapRequests(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('comes with a lesson opened by a link, together with its content', async () => {
    const { page, context, errors } = await openPage(browser, first!.route);
    await page.waitForLoadState('networkidle');
    await page
      .locator('nav[aria-label="Course contents"]')
      .getByRole('link', { name: second!.title, exact: true })
      .click();
    await page.waitForURL(baseUrl() + second!.route);
    // The first block and the map arrive in the same render: the map never pushes the lesson down.
    await page.locator('article [data-block]').first().waitFor();
    await expect(map(page).count()).resolves.toBe(1);
    await expect(map(page).locator('time').getAttribute('datetime')).resolves.toMatch(/^PT\d+M$/);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
