import type { PresenceClient } from './client.ts';
import { HEARTBEAT_MS, PRESENCE_ERROR, VISITORS_TABLE } from './constants.ts';

export interface PresenceOptions {
  client: PresenceClient;
  sessionId: string;
  /** Receives every new count; an unknown count is reported as 0 (spec §8). */
  onCount: (count: number) => void;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/**
 * Spec §4 and §7: upsert this visitor, count everyone, recount on any change to the table, refresh
 * `last_seen` every 30 s, and delete the row on leave. Returns `leave`, which is idempotent.
 */
export function startPresence({
  client,
  sessionId,
  onCount,
  now = () => new Date(),
  log = console.error,
}: PresenceOptions): () => void {
  const table = () => client.from(VISITORS_TABLE);
  let left = false;
  const fail = (error: unknown) => log(PRESENCE_ERROR, error);
  const check = (result: { error: unknown }) => {
    if (result.error) throw result.error;
  };

  const recount = async () => {
    try {
      const result = await table().select('*', { count: 'exact', head: true });
      check(result);
      if (!left) onCount(result.count ?? 0);
    } catch (error) {
      fail(error);
    }
  };

  let unsubscribe: (() => void) | undefined;
  const ready = (async () => {
    try {
      check(await table().upsert({ session_id: sessionId, last_seen: now().toISOString() }));
      if (left) return;
      await recount();
      if (!left) unsubscribe = client.subscribe(VISITORS_TABLE, () => void recount());
    } catch (error) {
      fail(error);
    }
  })();

  const heartbeat = setInterval(() => {
    void (async () => {
      try {
        check(await table().update({ last_seen: now().toISOString() }).eq('session_id', sessionId));
      } catch (error) {
        fail(error);
      }
    })();
  }, HEARTBEAT_MS);

  return () => {
    if (left) return;
    left = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    // Delete after the upsert has settled, so a quick leave cannot leave a row behind.
    void ready.then(async () => {
      try {
        check(await table().delete().eq('session_id', sessionId));
      } catch (error) {
        fail(error);
      }
    });
  };
}
