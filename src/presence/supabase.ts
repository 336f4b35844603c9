import { createClient } from '@supabase/supabase-js';
import type { PresenceClient } from './client.ts';

/**
 * The real backend, loaded only after the page is interactive. Spec §6: public anon key, persisted
 * session, automatic token refresh. Requests use `keepalive` so the delete on leave still reaches the
 * backend while the page unloads.
 */
export function createPresenceClient(url: string, anonKey: string): PresenceClient {
  const supabase = createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true },
    global: { fetch: (input, init) => fetch(input, { ...init, keepalive: true }) },
  });
  return {
    from: (table) => supabase.from(table),
    subscribe(table, onChange) {
      const channel = supabase
        .channel(`public:${table}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, onChange)
        .subscribe();
      return () => void supabase.removeChannel(channel);
    },
  };
}
