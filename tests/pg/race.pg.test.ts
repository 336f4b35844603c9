import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  connect,
  createDatabase,
  lit,
  newTab,
  Tab,
  type Database,
} from '../../scripts/lib/postgres/supabase.ts';

/**
 * Attack 3 of issue 29: a race in the admission trigger. A row inserted while its own delete is in
 * flight used to skip the secret and address checks (24 of 200 parallel tries): the trigger saw the
 * row still there, took the insert for a refresh, and let it through once the delete committed.
 * Here the race is made to happen every time, by holding the delete's transaction open.
 */
let db: Database;
let other: pg.Client;
beforeEach(async () => {
  const cluster = inject('pg');
  db = await createDatabase(cluster);
  // A second PostgREST connection, for the request that overlaps.
  other = connect(cluster, db.name, 'authenticator');
  await other.connect();
});
afterEach(async () => {
  await other.end();
  await db.close();
});

const rows = async () =>
  (
    await db.admin.query<{ session_id: string }>(`select session_id from public.visitors order by 1`)
  ).rows.map((r) => r.session_id);

/** A refusal carrying this code, as the request's error. */
const refused = (code: string): { ok: false; error: { message: unknown } } => ({
  ok: false,
  error: { message: expect.stringContaining(code) },
});

/** Starts the owner's delete of its row on the other connection and leaves its transaction open. */
async function deleteInFlight(owner: Tab): Promise<() => Promise<void>> {
  await other.query(`begin;
    select set_config('role', 'anon', true), set_config('request.headers', ${lit(JSON.stringify(owner.headers))}, true);
    delete from public.visitors where session_id = ${lit(owner.sessionId)}`);
  return async () => void (await other.query('commit'));
}

/**
 * Sends `request` on the main connection while the delete is in flight, then commits the delete
 * once the request has either finished or is waiting for it (as an insert that meets the deleted
 * row must): resolves to the request's outcome.
 */
async function during(commit: () => Promise<void>, request: () => Promise<unknown>) {
  const pid = (await db.api.client.query<{ pid: number }>(`select pg_backend_pid() as pid`)).rows[0]!.pid;
  let settled = false;
  const outcome = request().then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  void outcome.finally(() => (settled = true));
  for (;;) {
    if (settled) break;
    const { rows: waiting } = await db.admin.query(
      `select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`,
      [pid],
    );
    if (waiting.length > 0) break;
  }
  await commit();
  return outcome;
}

describe('a row inserted while its own delete is in flight', () => {
  it('is refused without a secret, like any other new row', async () => {
    const owner = newTab(db.api);
    await owner.upsert();
    const commit = await deleteInFlight(owner);
    const result = await during(commit, () => new Tab(db.api, owner.sessionId, {}).upsert());
    expect(result).toMatchObject(refused('visitors_no_secret'));
    expect(await rows()).toEqual([]);
  });

  it('counts against its address’s limits, like any other new row', async () => {
    await db.admin.query(`update private.presence_settings set max_rows_per_address = 2`);
    const owner = newTab(db.api, '198.51.100.61');
    const full = [newTab(db.api, '198.51.100.60'), newTab(db.api, '198.51.100.60')];
    for (const tab of [owner, ...full]) await tab.upsert();
    const commit = await deleteInFlight(owner);
    // The owner's id, from an address that already holds its two rows.
    const attacker = newTab(db.api, '198.51.100.60');
    const result = await during(commit, () => new Tab(db.api, owner.sessionId, attacker.headers).upsert());
    expect(result).toMatchObject(refused('visitors_rate_limited'));
    expect(await rows()).toEqual(full.map((t) => t.sessionId).sort());
  });
});
