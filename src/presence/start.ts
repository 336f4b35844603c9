import { PRESENCE_ERROR } from './constants.ts';
import { startPresence } from './controller.ts';
import { createSessionId } from './session.ts';
import { onlineCount } from './store.ts';

/** Runs `task` once the browser is idle after load, so presence never competes with reading. */
export function whenIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts visitor presence if the backend is configured; without configuration the site shows
 * "0 online" and makes no calls at all. A page restored from the back/forward cache after
 * `pagehide` starts again with the same session id, so it counts again.
 */
export function startPresenceWhenIdle(url: string | undefined, anonKey: string | undefined): void {
  if (!url || !anonKey) return;
  whenIdle(() => {
    import('./supabase.ts')
      .then(({ createPresenceClient }) => {
        const client = createPresenceClient(url, anonKey);
        const sessionId = createSessionId();
        const begin = () => {
          const leave = startPresence({ client, sessionId, onCount: onlineCount.set });
          window.addEventListener('pagehide', leave, { once: true });
        };
        begin();
        window.addEventListener('pageshow', (event) => {
          if (event.persisted) begin();
        });
      })
      .catch((error: unknown) => console.error(PRESENCE_ERROR, error));
  });
}
