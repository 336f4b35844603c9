import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import type { PresenceClient } from './client.ts';
import { COUNT_TOPIC } from './constants.ts';
import { randomSecret } from './secret.ts';

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
      // A private channel: the migrations let anyone join it and nobody send on it, so no one with
      // the public key can broadcast to every open tab (Supabase's realtime authorization).
      const channel = supabase
        .channel(COUNT_TOPIC, { config: { private: true } })
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table }, (payload) =>
          handlers.onRow(payload.new),
        )
        .subscribe((status) => handlers.onStatus(status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED));
      return () => void supabase.removeChannel(channel);
    },
  };
}
