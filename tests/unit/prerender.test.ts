import { describe, expect, it } from 'vitest';
import { headTags, robotsTxt, siteAddress, sitemapXml } from '../../scripts/prerender/page.ts';
import type { PageMeta } from '../../src/site/meta.ts';

const lesson: PageMeta = { title: 'Pointers', description: 'About pointers.', path: '/u/p', indexable: true };
const notFound: PageMeta = { title: 'Not found', description: 'Nothing.', path: '/404', indexable: false };

describe('the absolute addresses a build publishes', () => {
  it('with SITE_URL (and SITE_BASE): canonical link, og:url, sitemap and the sitemap in robots.txt', () => {
    const address = siteAddress({ SITE_URL: 'https://learn.example.org/', SITE_BASE: '/c/' });
    const head = headTags(lesson, address);
    expect(head).toContain('<link rel="canonical" href="https://learn.example.org/c/u/p" />');
    expect(head).toContain('<meta property="og:url" content="https://learn.example.org/c/u/p" />');
    expect(sitemapXml(address, ['/', '/u/p'])).toContain(
      '  <url><loc>https://learn.example.org/c/</loc></url>\n  <url><loc>https://learn.example.org/c/u/p</loc></url>',
    );
    expect(robotsTxt(address)).toContain('Sitemap: https://learn.example.org/c/sitemap.xml');
  });

  it('without SITE_URL: none of them, rather than a guessed origin such as localhost', () => {
    for (const env of [{}, { SITE_URL: '' }, { SITE_URL: '  ', SITE_BASE: '/c/' }]) {
      const address = siteAddress(env);
      expect(address.origin).toBeUndefined();
      const head = headTags(lesson, address);
      expect(head).toContain('<title>Pointers</title>');
      expect(head).not.toMatch(/canonical|og:url|localhost/);
      expect(sitemapXml(address, ['/', '/u/p'])).toBeUndefined();
      expect(robotsTxt(address)).toBe('User-agent: *\nAllow: /\n');
    }
  });

  it('keeps the not-found page out of search engines either way', () => {
    for (const env of [{}, { SITE_URL: 'https://learn.example.org' }]) {
      const head = headTags(notFound, siteAddress(env));
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(head).not.toContain('canonical');
    }
  });
});
