import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { COUNT_TOPIC } from '../../src/presence/constants.ts';
import { channelRights } from '../../scripts/lib/postgres/realtime.ts';
import { createDatabase, newTab, Tab, type Database } from '../../scripts/lib/postgres/supabase.ts';

/**
 * The smaller points of issue 29's attack review: what anon can read, how long a session id may be,
 * writes that change nothing, every function's search_path, and who may send on the realtime
 * channel the site joins.
 */
let db: Database;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
});
afterEach(() => db.close());

describe('what anon can read', () => {
  it('is the count and the two columns of the spec, not who owns a row or where it came from', async () => {
    const tab = newTab(db.api, '198.51.100.70');
    await tab.upsert();
    const { rows } = await tab.api.request(tab.headers, `select session_id, last_seen from public.visitors`);
    expect(rows.map((r) => (r as { session_id: string }).session_id)).toEqual([tab.sessionId]);
    expect(await tab.count()).toBe(1);
    for (const column of ['owner_hash', 'addr_hash', 'created_at', '*'])
      await expect(
        tab.api.request(tab.headers, `select ${column} from public.visitors`),
        column,
      ).rejects.toThrow(/permission denied/);
  });
});

describe('a session id', () => {
  it('is at most 64 characters, so no filter on it can run long', async () => {
    const tab = newTab(db.api);
    const long = new Tab(db.api, `session_1700000000000_${'a'.repeat(60)}`, tab.headers);
    await expect(long.upsert()).rejects.toThrow(/visitors_session_id/);
    const huge = new Tab(db.api, `session_${'1'.repeat(100_000)}_a`, tab.headers);
    await expect(huge.upsert()).rejects.toThrow(/visitors_session_id/);
    await tab.upsert();
    expect(await tab.count()).toBe(1);
  });
});

describe('a write that changes nothing', () => {
  it('rewrites neither the shared bookkeeping row nor the published count', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    const versions = async () =>
      (
        await db.admin.query<{ state: string; count: string }>(
          `select (select xmin::text from private.presence_state) as state,
                  (select xmin::text from public.visitor_count) as count`,
        )
      ).rows[0];
    const before = await versions();
    // Within the change window: a delete of nobody, an upsert that only refreshes, a heartbeat.
    expect(await newTab(db.api).leave()).toBe(0);
    await tab.upsert();
    expect(await tab.heartbeat()).toBe(1);
    expect(await versions()).toEqual(before);
  });
});

describe('every function of the schema', () => {
  it('has a fixed search_path, so no caller can put its own schema first', async () => {
    const { rows } = await db.admin.query<{ fn: string }>(`
      select p.oid::regprocedure::text as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
      order by 1`);
    expect(rows.map((r) => r.fn)).toEqual([]);
  });
});

describe('the realtime channel of the count', () => {
  it('is private: anyone may join it, nobody may send on it', async () => {
    for (const role of ['anon', 'authenticated']) {
      const rights = await channelRights(db.admin, COUNT_TOPIC, role);
      expect(rights, role).toEqual({
        read: { broadcast: true, presence: false },
        write: { broadcast: false, presence: false },
      });
    }
  });

  it('opens no other topic', async () => {
    expect(await channelRights(db.admin, `${COUNT_TOPIC}-other`)).toEqual({
      read: { broadcast: false, presence: false },
      write: { broadcast: false, presence: false },
    });
  });
});
