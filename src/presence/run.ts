import { withBase } from '../site/base.ts';
import type { PresenceClient } from './client.ts';
import { SERVICE_FILE } from './constants.ts';
import { startPresence } from './controller.ts';
import { createSessionId } from './session.ts';
import { onlineCount } from './store.ts';

/** A backend to count with, and whether it counts only this browser. */
interface Backend {
  client: PresenceClient;
  local: boolean;
}

/**
 * The path of the built-in service, if the server that sent this page runs one: `npm start`
 * answers the site's presence.json itself; a static host serves the built file, which names none.
 * Asked each time (never cached): the same files may be served either way.
 */
export async function findService(): Promise<string | null> {
  try {
    const answer = await fetch(withBase(`/${SERVICE_FILE}`), { cache: 'no-store' });
    if (!answer.ok) return null;
    const { service } = (await answer.json()) as { service?: unknown };
    return typeof service === 'string' && service.startsWith('/') ? service : null;
  } catch {
    return null; // offline, or a host that mangles the file: count this browser's tabs
  }
}

/**
 * The count is never false: Supabase where it is configured (and nothing else is asked then), else
 * the built-in service of `npm start`, which every browser reaching that server shares, else this
 * browser's own tabs, said to be only that.
 */
async function chooseBackend(url: string | undefined, anonKey: string | undefined): Promise<Backend> {
  if (url && anonKey) {
    const { createPresenceClient } = await import('./supabase.ts');
    return { client: createPresenceClient(url, anonKey), local: false };
  }
  const service = await findService();
  if (service) {
    const { createServiceClient } = await import('./service.ts');
    return { client: createServiceClient(service), local: false };
  }
  const { createTabsClient } = await import('./tabs.ts');
  return { client: createTabsClient(), local: true };
}

/**
 * Counts this tab and keeps the footer's count live. A page restored from the back/forward cache
 * after `pagehide` starts again with the same session id, so it counts again.
 */
export async function runPresence(url: string | undefined, anonKey: string | undefined): Promise<void> {
  const { client, local } = await chooseBackend(url, anonKey);
  const sessionId = createSessionId();
  const begin = () => {
    const leave = startPresence({
      client,
      sessionId,
      onCount: (report) => onlineCount.set({ ...report, local }),
    });
    window.addEventListener('pagehide', leave, { once: true });
  };
  begin();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) begin();
  });
}
