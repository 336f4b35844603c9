import { PRESENCE_ERROR } from './constants.ts';

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
 * Starts visitor presence once the page is idle, from a chunk of its own (none of it is in a
 * page's first download): with Supabase when it is configured, else with the built-in service of
 * the server that served the page (`npm start`), else counting this browser's own tabs.
 */
export function startPresenceWhenIdle(url: string | undefined, anonKey: string | undefined): void {
  whenIdle(() => {
    import('./run.ts')
      .then(({ runPresence }) => runPresence(url, anonKey))
      .catch((error: unknown) => console.error(PRESENCE_ERROR, error));
  });
}
