import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageMeta } from '../../src/site/meta.ts';
import { pageFile } from '../../src/offline/pages.ts';

/**
 * Where the site lives: SITE_URL's origin and SITE_BASE's folder. Without SITE_URL the origin is
 * unknown, and nothing that needs an absolute address is published (canonical links, og:url, the
 * sitemap): a guessed origin such as localhost would tell search engines and link previews that
 * every page lives on the visitor's own machine.
 */
export interface SiteAddress {
  origin: string | undefined;
  base: string;
}

export function siteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const origin = env.SITE_URL?.trim().replace(/\/+$/, '') || undefined;
  const base = `/${(env.SITE_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  return { origin, base };
}

/** The absolute address of a page (`https://example.org/learn-c/unit1/basics`), if the origin is known. */
export function pageUrl(address: SiteAddress, path: string): string | undefined {
  return address.origin && address.origin + address.base.replace(/\/$/, '') + path;
}

/** What the build says when it publishes no absolute addresses, once, after the pages are written. */
export const NO_SITE_URL =
  'SITE_URL is not set, so the pages have no canonical link or og:url and no sitemap.xml is written. ' +
  'For a public build, set it to the address the site is served at: SITE_URL=https://learn-c.example.org npm run build';

/** `/` → index.html, `/unit1/basics` → unit1/basics.html (served at the clean URL by static hosts). */
export const htmlFileFor: (path: string) => string = pageFile;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of one page: title, description, canonical link and Open Graph. */
export function headTags(meta: PageMeta, address: SiteAddress): string {
  const url = pageUrl(address, meta.path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.path === '/' ? 'website' : 'article'}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (!meta.indexable) tags.push('<meta name="robots" content="noindex" />');
  else if (url)
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  return tags.join('\n    ');
}

/** Fills the built index.html with one page's markup, styles, metadata and lesson preload. */
export function pageHtml(
  template: string,
  page: { html: string; styles: string; meta: PageMeta },
  options: { address: SiteAddress; preload?: string | undefined },
): string {
  const preload = options.preload
    ? `\n    <link rel="modulepreload" crossorigin href="${options.address.base}${options.preload}" />`
    : '';
  // Replacer functions, never replacement strings: page text may hold `$&`, `$'` or `$$` (and
  // React writes `'$'` as `&#x27;$&#x27;`), which a replacement string would expand.
  return template
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => headTags(page.meta, options.address) + preload)
    .replace('</head>', () => `  ${page.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const LESSON_PREFIX = 'virtual:curriculum/lesson';

/** The chunk file of each lesson route, from Vite's manifest. */
export function lessonChunks(outDir: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(readManifest(outDir))) {
    const id = (chunk.src ?? key).replace(/^\0/, '');
    if (id.startsWith(LESSON_PREFIX)) chunks.set(id.slice(LESSON_PREFIX.length), chunk.file);
  }
  return chunks;
}

/** The sitemap, which takes absolute addresses only: none without a known origin. */
export function sitemapXml(address: SiteAddress, paths: readonly string[]): string | undefined {
  if (!address.origin) return undefined;
  const urls = paths.map((p) => `  <url><loc>${pageUrl(address, p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; it names the sitemap when there is one. */
export function robotsTxt(address: SiteAddress): string {
  const sitemap = pageUrl(address, '/sitemap.xml');
  return `User-agent: *\nAllow: /\n${sitemap ? `\nSitemap: ${sitemap}\n` : ''}`;
}
