import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageMeta } from '../../src/site/meta.ts';
import { pageFile } from '../../src/offline/pages.ts';

/** Where the site lives: SITE_URL's origin and SITE_BASE's folder. */
export interface SiteAddress {
  origin: string;
  base: string;
}

export function siteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const origin = (env.SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');
  const base = `/${(env.SITE_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  return { origin, base };
}

/** The absolute address of a page: `https://example.org/learn-c/unit1/basics`. */
export function pageUrl(address: SiteAddress, path: string): string {
  return address.origin + address.base.replace(/\/$/, '') + path;
}

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
  if (meta.indexable)
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  else tags.push('<meta name="robots" content="noindex" />');
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

export function sitemapXml(address: SiteAddress, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${pageUrl(address, p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(address: SiteAddress): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl(address, '/sitemap.xml')}\n`;
}
