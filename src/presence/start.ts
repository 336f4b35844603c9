import { PRESENCE_ERROR } from './constants.ts';
import { startPresence } from './controller.ts';
import { createSessionId } from './session.ts';
import { onlineCount } from './store.ts';

/** Runs `task` once the browser is idle after load, so presence never competes with reading. */
function whenIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts visitor presence if the backend is configured; without configuration the site shows
 * "0 online" and makes no calls at all.
 */
export function startPresenceWhenIdle(url: string | undefined, anonKey: string | undefined): void {
  if (!url || !anonKey) return;
  whenIdle(() => {
    import('./supabase.ts')
      .then(({ createPresenceClient }) => {
        const leave = startPresence({
          client: createPresenceClient(url, anonKey),
          sessionId: createSessionId(),
          onCount: onlineCount.set,
        });
        window.addEventListener('pagehide', leave, { once: true });
      })
      .catch((error: unknown) => console.error(PRESENCE_ERROR, error));
  });
}
