import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import { lessonRoutes, pager, specUnits } from '../spec.ts';

const units = loadCurriculum(process.cwd()).curriculum?.units ?? [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('shows the hero, three feature cards, the five unit cards and the footer', async () => {
    const { page, context, errors } = await openPage(browser, '/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Master C Programming');
    await expect(page.title()).resolves.toMatch(/Master C Programming/);
    const start = page.getByRole('link', { name: 'Start Learning' });
    await expect(start.getAttribute('href')).resolves.toBe('/unit1/basics');
    const features = await page.getByTestId('feature').locator('h2').allTextContents();
    expect(features).toEqual(['Comprehensive Content', 'Practical Examples', 'Beginner Friendly']);
    await expect(page.locator('#units-heading').textContent()).resolves.toBe('Course Units');
    const cards = page.getByTestId('unit-card');
    const seen = [];
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      seen.push([
        await card.locator('[aria-hidden="true"]').first().textContent(),
        await card.locator('h3').textContent(),
        await card.getAttribute('href'),
        await card.locator('span').last().textContent(),
      ]);
    }
    // One card a unit of the curriculum, each with its lesson count; the spec's five are among them.
    expect(seen).toEqual(
      units.map((u) => [
        String(u.number),
        `Unit ${u.number}: ${u.title}`,
        u.firstRoute,
        `${u.topicCount} ${u.topicCount === 1 ? 'topic' : 'topics'}`,
      ]),
    );
    for (const spec of specUnits)
      expect(seen).toContainEqual([
        String(spec.number),
        `Unit ${spec.number}: ${spec.title}`,
        spec.firstRoute,
        expect.stringMatching(/^\d+ topics$/),
      ]);
    // A number followed by "online": 0 until presence has started, then npm start's true count.
    await expect(page.getByTestId('online-count').textContent()).resolves.toMatch(/^\d+ online$/);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('every lesson', () => {
  it.each(lessonRoutes)(
    '%s renders "%s" with sidebar, code, footer, badge and its own title',
    async (route, title) => {
      const { page, context, errors } = await openPage(browser, route);
      await expect(page.locator('main h1').textContent()).resolves.toBe(title);
      await expect(page.title()).resolves.toBe(`${title} | C Programming`);
      // Content arrives from the lesson's own chunk: at least one code sample and a heading.
      await page.locator('main figure pre').first().waitFor();
      expect(await page.locator('main h2').count()).toBeGreaterThan(2);
      // Sidebar: a group a unit (the spec's five among them), current topic marked.
      const groups = await page
        .locator('nav[aria-label="Course contents"] button[aria-expanded]')
        .allTextContents();
      expect(groups.map((g) => g.replace(/[▾▸]/g, '').trim())).toEqual(
        units.map((u) => `Unit ${u.number}: ${u.title}`),
      );
      for (const spec of specUnits) expect(groups.join('\n')).toContain(`Unit ${spec.number}: ${spec.title}`);
      const current = page.locator('nav[aria-label="Course contents"] [aria-current="page"]');
      await expect(current.count()).resolves.toBe(1);
      await expect(current.textContent()).resolves.toBe(title);
      await expect(current.getAttribute('href')).resolves.toBe(route);
      // Footer with the live count, and the badge.
      const footer = page.locator('footer');
      await expect(footer.textContent()).resolves.toMatch(/Hyderabad/);
      await expect(footer.getByTestId('online-count').textContent()).resolves.toMatch(/^\d+ online$/);
      const badge = page.getByTestId('badge');
      await expect(badge.textContent()).resolves.toMatch(/Co-founder/);
      // Fixed in the top-right corner: it stays there, in the sticky top bar, as the page scrolls.
      const box = await badge.boundingBox();
      expect(box!.x + box!.width).toBeGreaterThan(1200);
      expect(box!.y).toBeLessThan(20);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(badge.boundingBox()).resolves.toEqual(box);
      // Previous / Next only where the spec puts them.
      const nav = page.locator('nav[aria-label="Previous and next topic"]');
      const expected = pager[route];
      if (!expected) await expect(nav.count()).resolves.toBe(0);
      else {
        const text = (await nav.textContent()) ?? '';
        expect(text.includes('Previous Topic')).toBe(!!expected.prev);
        expect(text.includes('Next Topic')).toBe(!!expected.next);
        if (expected.prev) expect(text).toContain(expected.prev);
        if (expected.next) expect(text).toContain(expected.next);
      }
      expect(errors()).toEqual([]);
      await context.close();
    },
  );
});

describe('not-found page', () => {
  it('says so, links home, and logs the bad path', async () => {
    const { page, context, messages } = await openPage(browser, '/unit9/nowhere');
    await expect(page.getByText('Oops! Page not found').count()).resolves.toBe(1);
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home.getAttribute('href')).resolves.toBe('/');
    await expect(page.title()).resolves.toMatch(/not found/i);
    // Logged once the page is interactive (after hydration), so wait for it.
    await expect.poll(() => messages.some((m) => m.text.includes('/unit9/nowhere'))).toBe(true);
    await home.click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Master C Programming');
    await context.close();
  });
});
