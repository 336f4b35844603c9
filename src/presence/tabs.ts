import type { Counted, PresenceClient, Result, RowListener } from './client.ts';
import { GRACE_MS, TABS_CHANNEL } from './constants.ts';

/** What tabs tell each other: "I am here" (asking the others to answer when `ask`), or "I left". */
type Message = { type: 'here'; id: string; ask?: boolean } | { type: 'bye'; id: string };

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' &&
  data !== null &&
  'id' in data &&
  typeof data.id === 'string' &&
  'type' in data &&
  (data.type === 'here' || data.type === 'bye');

const done = (): Promise<Result> => Promise.resolve({ error: null });
const counted = (count: number): Promise<Counted> => Promise.resolve({ error: null, count });

/**
 * A backend for a copy of the site that has none: this browser's open tabs of the site, counting
 * each other over a BroadcastChannel. Each tab says it is here when it registers (and the others
 * answer), again with every heartbeat, and that it left on `pagehide`; a tab not heard from for the
 * grace window (it crashed, or its browser killed it) no longer counts, as on the real backend. The
 * same controller drives it as drives Supabase: registering is an upsert, the count a select, the
 * heartbeat an update and leaving a delete.
 */
export function createTabsClient(
  open: () => BroadcastChannel = () => new BroadcastChannel(TABS_CHANNEL),
  now: () => number = Date.now,
): PresenceClient {
  /** Every tab heard from, this one included, with when it was last heard. */
  const seen = new Map<string, number>();
  const listeners = new Set<RowListener>();
  let self: string | undefined;
  let channel: BroadcastChannel | undefined;
  let shown = -1;

  const prune = () => {
    for (const [id, at] of seen) if (id !== self && now() - at > GRACE_MS) seen.delete(id);
    return seen.size;
  };
  /** Tells the listeners the count, when it changed. */
  const publish = () => {
    const online = prune();
    if (online === shown) return;
    shown = online;
    listeners.forEach((l) => l.onRow({ online, capped: false }));
  };
  const say = (message: Message) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A channel the browser has closed under us: the other tabs drop this one after the grace window.
    }
  };
  const hear = (data: unknown) => {
    if (!isMessage(data) || data.id === self) return;
    if (data.type === 'bye') seen.delete(data.id);
    else {
      seen.set(data.id, now());
      if (data.ask && self) say({ type: 'here', id: self });
    }
    publish();
  };

  return {
    from: () => ({
      upsert({ session_id }) {
        if (!channel) {
          channel = open();
          channel.onmessage = (event: MessageEvent<unknown>) => hear(event.data);
        }
        self = session_id;
        seen.set(session_id, now());
        say({ type: 'here', id: session_id, ask: true });
        publish();
        return done();
      },
      select: () => counted(prune()),
      update: () => ({
        eq(_column, id) {
          if (id !== self) return counted(0);
          seen.set(id, now());
          say({ type: 'here', id });
          publish(); // a tab that went quiet drops out here, at the latest a heartbeat later
          return counted(1);
        },
      }),
      delete: () => ({
        eq(_column, id) {
          seen.delete(id);
          if (id === self) {
            say({ type: 'bye', id });
            self = undefined;
            // Closed on leaving, so that the page can enter the back/forward cache; registering
            // again (the page restored) opens a new one.
            channel?.close();
            channel = undefined;
          }
          return done();
        },
      }),
    }),
    subscribe(_table, listener) {
      listeners.add(listener);
      // Always live: nothing here can drop, so the controller never needs to recount.
      listener.onStatus(true);
      shown = -1;
      publish();
      return () => listeners.delete(listener);
    },
  };
}
