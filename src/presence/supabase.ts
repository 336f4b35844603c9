import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import type { PresenceClient } from './client.ts';

/** 128 random bits as hex; getRandomValues works on plain-HTTP origins, where randomUUID does not. */
function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The real backend, loaded only after the page is interactive: the public anon key, a persisted
 * session, automatic token refresh. Requests use `keepalive` so the delete on leave still reaches the
 * backend while the page unloads.
 */
export function createPresenceClient(
  url: string,
  anonKey: string,
  secret: string = randomSecret(),
): PresenceClient {
  const supabase = createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true },
    global: {
      // The tab's secret proves it owns its row (see supabase/migrations): never stored, never shown.
      headers: { 'x-visitor-secret': secret },
      fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
    },
  });
  return {
    from: (table) => supabase.from(table),
    subscribe(table, handlers) {
      const channel = supabase
        .channel(`public:${table}`)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table }, (payload) =>
          handlers.onRow(payload.new),
        )
        .subscribe((status) => handlers.onStatus(status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED));
      return () => void supabase.removeChannel(channel);
    },
  };
}
