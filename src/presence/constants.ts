/** How often a visitor refreshes its `last_seen`: every 30 seconds. */
export const HEARTBEAT_MS = 30_000;
/**
 * How long a tab counts after its last heartbeat: two and a half heartbeats, so one late or lost
 * heartbeat (a busy laptop, a background tab's timers slowed to once a minute) never drops it.
 * The database (public.visitor_grace()), the built-in service and the own-tabs count all use it.
 */
export const GRACE_MS = 2.5 * HEARTBEAT_MS;
/** What the console says when presence fails; visitors are never shown an error. */
export const PRESENCE_ERROR = 'Error initializing visitor';
/** The backend table of visitors online: `session_id` and `last_seen`. */
export const VISITORS_TABLE = 'visitors';
/**
 * The one-row table holding the live count, which realtime publishes instead of visitors
 * (supabase/migrations/20261201000000_presence_live.sql says why).
 */
export const COUNT_TABLE = 'visitor_count';
/**
 * The private realtime channel the count goes out on: anyone may join it and nobody may send on it
 * (supabase/migrations/20261210000000_presence_hardened.sql authorizes exactly this topic).
 */
export const COUNT_TOPIC = 'visitor_count';
/**
 * After realtime reconnects, a tab recounts once, at a random moment within this many ms: when a
 * whole class reconnects at once, their recounts spread out instead of arriving together.
 */
export const RESYNC_JITTER_MS = 5_000;
/** The backend refused a row because the table is at its cap: the count shown becomes "N+". */
export const FULL = 'visitors_full';
/** Refusals by a limit rather than a failure: the tab still shows the count. */
export const LIMIT_CODES: readonly string[] = [FULL, 'visitors_rate_limited'];
/**
 * Where a server that serves the site says whether it also counts visitors: a file in the built site
 * (public/presence.json: no service, so a static host's copy counts the visitor's own tabs), which
 * `npm start` answers itself with the path of its built-in service.
 */
export const SERVICE_FILE = 'presence.json';
/** The built-in service's paths, under the site's base: `visitors`, `count` and the `live` socket. */
export const SERVICE_PATH = '_presence';
/** The BroadcastChannel on which a static copy's tabs count each other. */
export const TABS_CHANNEL = 'learn-c-presence';
