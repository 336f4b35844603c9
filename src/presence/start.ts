import { whenIdle } from '../base/idle.ts';
import { PRESENCE_ERROR } from './constants.ts';

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
