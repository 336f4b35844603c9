/**
 * The folder the site is served from ('/' or '/learn-c/'), set at build time by SITE_BASE. Paths in
 * the curriculum are written from the site's root, so they are prefixed here.
 */
export const BASE = import.meta.env.BASE_URL;

/** The router's base: '' for the root, '/learn-c' for a sub-folder. */
export const routerBase = BASE.replace(/\/$/, '');

/** `/images/photo.svg` → `/learn-c/images/photo.svg` when the site lives in a sub-folder. */
export function withBase(path: string): string {
  return routerBase + path;
}
