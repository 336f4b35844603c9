import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser.ts';
import { lessonRoutes } from '../spec.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe('pages arrive as real HTML', () => {
  it.each(lessonRoutes)(
    '%s is readable without JavaScript: heading, code and metadata are in the HTML',
    async (route, title) => {
      const response = await fetch(baseUrl() + route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace('&', '&amp;')}</h1>`));
      expect(html).toContain(`<title>${title.replace('&', '&amp;')} | C Programming</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain('<meta property="og:title"');
      // A C sample, highlighted, and the critical CSS that styles it.
      expect(text(html)).toContain('#include <stdio.h>');
      expect(html).toContain('class="tk-keyword"');
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      expect(text(html)).toContain('0 online');
    },
  );

  it('the home page lists the five units without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    for (const unit of [
      'Overview &amp; Control Structures',
      'Functions &amp; Pointers',
      'Arrays &amp; Strings',
      'Advanced Concepts',
      'Files &amp; Algorithms',
    ])
      expect(html).toContain(unit);
    expect(html).toContain('Master C Programming');
  });

  it('serves 404.html with status 404 for unknown paths, and it shows the not-found page', async () => {
    const response = await fetch(`${baseUrl()}/unit1/nope`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('noindex');
  });

  it('publishes no canonical link, og:url or sitemap when SITE_URL is not set, rather than localhost', async () => {
    // The tests build as `npm start` does, without SITE_URL: the site's public address is unknown.
    for (const path of ['/', lessonRoutes[0]![0], '/no/such/page']) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('og:url');
      expect(html, path).not.toMatch(/localhost|127\.0\.0\.1/);
    }
    expect((await fetch(`${baseUrl()}/sitemap.xml`)).status).toBe(404);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).not.toContain('Sitemap:');
  });
});

describe('hydration', () => {
  it.each(['/', '/unit3/strings', '/unit5/sorting', '/nowhere'])(
    '%s hydrates without warnings or errors and becomes interactive',
    async (path) => {
      const { page, context, messages } = await openPage(browser, path);
      await page.waitForLoadState('networkidle');
      // On the not-found page, the 404 status of the page itself and the spec's path log are expected.
      const expected = (text: string) =>
        text.startsWith('404 Error') || (path === '/nowhere' && text.includes('status of 404'));
      const problems = messages.filter(
        (m) => ['error', 'warning', 'pageerror'].includes(m.type) && !expected(m.text),
      );
      expect(problems).toEqual([]);
      if (path.startsWith('/unit')) {
        // The highlighter loads after hydration: the prerendered code stays highlighted, and appears once.
        const code = page.locator('main pre code').first();
        await expect(code.locator('[class^="tk-"]').count()).resolves.toBeGreaterThan(0);
        const text = await code.textContent();
        await page.waitForFunction(() => !!(window as { Prism?: unknown }).Prism);
        await expect(code.textContent()).resolves.toBe(text);
        await expect(code.locator('[class^="tk-"]').count()).resolves.toBeGreaterThan(0);
        // Interactive: the first sidebar group collapses on click.
        const header = page.locator('nav[aria-label="Course contents"] button[aria-expanded]').first();
        await header.click();
        await expect(header.getAttribute('aria-expanded')).resolves.toBe('false');
      }
      await context.close();
    },
  );
});
