import { Workbox } from 'workbox-window';
import { BASE } from '../site/base.ts';

/** How often an open tab asks whether the site has been deployed again. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/offline/sw.ts) for the site's folder. When a deploy brings a
 * new version, it waits, and the page offers to reload into it; a plain reload shows the new pages
 * anyway (the worker fetches pages from the network first).
 */
export function registerServiceWorker(): void {
  const wb = new Workbox(`${BASE}sw.js`, { scope: BASE });
  wb.addEventListener('waiting', async () => {
    const { showNotice, hideNotice } = await import('../notice/notices.ts');
    showNotice({
      id: 'update',
      text: 'A new version of this site is available.',
      actions: [
        {
          label: 'Reload',
          onClick: () => {
            // Reload once the new version controls the page (it takes over when asked).
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          },
        },
        { label: 'Later', onClick: () => hideNotice('update') },
      ],
    });
  });
  wb.register().catch((error: unknown) => console.warn('Offline use is not available:', error));
  const check = () => void wb.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  setInterval(check, CHECK_EVERY_MS);
}
