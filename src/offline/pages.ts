/**
 * The prerendered file of a page, relative to the site's folder: `/` → index.html,
 * `/unit1/basics` (or `/unit1/basics/`) → unit1/basics.html. The same mapping as the build's
 * (scripts/prerender/page.ts), for a service worker that answers a navigation with no network.
 */
export function pageFile(pathWithinSite: string): string {
  const path = pathWithinSite.replace(/\/+$/, '');
  if (path === '' || path === '/index.html') return 'index.html';
  return path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}.html`;
}

/** The path of a URL within the site's folder (the service worker's scope): `/learn-c/unit1/x` → `/unit1/x`. */
export function pathWithin(scopePath: string, pathname: string): string {
  const base = scopePath.replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** Files the service worker keeps for offline use, found beside the page in the build. */
export const NOT_FOUND_FILE = '404.html';
