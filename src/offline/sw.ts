/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode; the source is ours so that
 * it can later answer the in-browser runner's messages). It keeps the site for offline use:
 *
 * - The app shell, every prerendered page, every lesson's chunk and the search files are
 *   precached after the first visit (the list, with content revisions, is injected at build time:
 *   src/offline/precache.ts chooses it).
 * - A page is fetched from the network first, so a reload after a deploy always shows the new
 *   site; with no network (or none within a few seconds) it comes from the precache.
 * - Other scripts of the site (the runner, the editor, the compiler's workers) are cached the first
 *   time they are used, so a program that ran once runs offline too.
 * - Only a response of the kind its address asked for is kept (src/offline/cacheable.ts): a host's
 *   index.html, sent with status 200 for a script it no longer has, is never stored as that script. The compiler itself (23 MB)
 *   is left to the runner's own Cache Storage (src/runner/toolchain/download.ts), untouched here.
 * - A new version waits until the page asks it to take over ("A new version is available").
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { onlyMatchingResponses } from './cacheable.ts';
import { NOT_FOUND_FILE, pageFile, pathWithin } from './pages.ts';

/** The parts of the service worker's global scope used here (the DOM library does not describe it). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: ServiceWorkerRegistration;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

/** How long a page may take from the network before the saved copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;
const scopePath = new URL(self.registration.scope).pathname;

// Pages first (routes are tried in the order they are registered): network, then the precache.
const network = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      const file = pageFile(pathWithin(scopePath, options.url.pathname));
      const saved = (await matchPrecache(file)) ?? (await matchPrecache(NOT_FOUND_FILE));
      return saved ?? Response.error();
    }
  }),
);

// Only what each address asked for is kept: a host's index.html answering a missing script is not.
addPlugins([onlyMatchingResponses]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The site's other scripts: their names change with their content, so a cached copy never goes
// stale; a new version (a deploy) starts the cache afresh (below), so old names do not pile up. No
// workbox-expiration: its bookkeeping in IndexedDB stalled WebKit's service worker (and with it every
// script the page loaded) in the WebKit tests.
const SCRIPTS = 'site-scripts';
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith(`${scopePath}assets/`) && /\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: SCRIPTS, plugins: [onlyMatchingResponses] }),
);
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(SCRIPTS)));

// The first version takes over the open page at once (so its lessons load offline); later ones
// wait for the page's "Reload" (workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
