import type { PresenceClient, Result } from './client.ts';
import {
  COUNT_TABLE,
  FULL,
  HEARTBEAT_MS,
  LIMIT_CODES,
  PRESENCE_ERROR,
  RESYNC_JITTER_MS,
  VISITORS_TABLE,
} from './constants.ts';
import type { CountReport } from './store.ts';

export interface PresenceOptions {
  client: PresenceClient;
  sessionId: string;
  /** Receives every new count; an unknown count is reported as 0. */
  onCount: (value: CountReport) => void;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
  /** Spreads the recount after a realtime reconnect (0 ≤ random() < 1). */
  random?: () => number;
}

/** The `code` of a backend error (PostgREST's, or the migration's own refusals), if it has one. */
function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function isCountRow(row: unknown): row is { online: number; capped: boolean } {
  return (
    typeof row === 'object' &&
    row !== null &&
    'online' in row &&
    typeof row.online === 'number' &&
    'capped' in row &&
    typeof row.capped === 'boolean'
  );
}

/**
 * Upserts this visitor, counts everyone, keeps the count live, refreshes `last_seen` every 30 s,
 * and deletes the row on leave. Returns `leave`, which is idempotent.
 *
 * The count stays live through realtime on the one-row count table, whose messages carry the count
 * itself, so no message costs a query. When realtime is down (or the plan's connections are all
 * taken) the heartbeat recounts instead. A heartbeat that finds its row gone (the tab slept past the
 * grace window and the database pruned it) registers again. A table at its cap refuses the row but
 * the tab still shows the count, as "N+".
 */
export function startPresence({
  client,
  sessionId,
  onCount,
  now = () => new Date(),
  log = console.error,
  random = Math.random,
}: PresenceOptions): () => void {
  const table = () => client.from(VISITORS_TABLE);
  const fail = (error: unknown) => log(PRESENCE_ERROR, error);
  const check = <T extends Result>(result: T): T => {
    // Supabase's error object is thrown as it is, so the console shows every field of it.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (result.error) throw result.error;
    return result;
  };
  let left = false;
  let registered = false;
  let capped = false;
  let live = false;
  let wasLive = false;
  let unsubscribe: (() => void) | undefined;
  let resync: ReturnType<typeof setTimeout> | undefined;
  // The latest upsert, settled or not: a leave waits for it, or the upsert could recreate the row.
  let registering: Promise<unknown> = Promise.resolve();
  let joining: Promise<void> | undefined;

  const report = (count: number) => {
    if (!left) onCount({ count, capped });
  };

  const recount = async () => {
    try {
      // One named column: anon may read only session_id and last_seen, and '*' would ask for them all.
      report(check(await table().select('session_id', { count: 'exact', head: true })).count ?? 0);
    } catch (error) {
      fail(error);
    }
  };

  const listener = {
    onRow(row: unknown) {
      if (!isCountRow(row)) return;
      capped = row.capped;
      report(row.online);
    },
    onStatus(isLive: boolean) {
      // Back after a drop: changes were missed meanwhile.
      if (isLive && wasLive && !live) {
        clearTimeout(resync);
        resync = setTimeout(() => void recount(), random() * RESYNC_JITTER_MS);
      }
      wasLive ||= isLive;
      live = isLive;
    },
  };

  /** Registers this tab; resolves to whether the count is worth showing. */
  const register = async (): Promise<boolean> => {
    try {
      const upsert = table().upsert({ session_id: sessionId, last_seen: now().toISOString() });
      registering = Promise.resolve(upsert).catch(() => undefined);
      check(await upsert);
      registered = true;
      capped = false;
      return true;
    } catch (error) {
      fail(error);
      registered = false;
      const code = errorCode(error);
      if (code === FULL) capped = true;
      return code !== undefined && LIMIT_CODES.includes(code);
    }
  };

  const join = () =>
    (joining ??= (async () => {
      if ((await register()) && !left) {
        await recount();
        if (!left && !unsubscribe) unsubscribe = client.subscribe(COUNT_TABLE, listener);
      }
      joining = undefined;
    })());

  const heartbeat = async () => {
    if (!registered) return join();
    try {
      const result = check(
        await table()
          .update({ last_seen: now().toISOString() }, { count: 'exact' })
          .eq('session_id', sessionId),
      );
      if (result.count === 0) {
        registered = false;
        return join();
      }
    } catch (error) {
      fail(error);
    }
    if (!live) await recount();
  };

  void join();
  const timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);

  return () => {
    if (left) return;
    left = true;
    clearInterval(timer);
    clearTimeout(resync);
    unsubscribe?.();
    void registering.then(async () => {
      try {
        check(await table().delete().eq('session_id', sessionId));
      } catch (error) {
        fail(error);
      }
    });
  };
}
