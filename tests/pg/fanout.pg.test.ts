import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { advance } from '../../scripts/lib/postgres/clock.ts';
import { RealtimeTap } from '../../scripts/lib/postgres/realtime.ts';
import { createDatabase, newTab, type Database } from '../../scripts/lib/postgres/supabase.ts';

/**
 * What realtime sends, read from the publication through Postgres's own logical decoding: each
 * change below reaches every listening tab as one message.
 */
let db: Database;
let tap: RealtimeTap;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
  // A plan billed per message: here only min_window and the per-second budget shape the window.
  // The month's allowance, which widens it much further by default, has its own tests (quota.pg.test.ts).
  await db.admin.query(`update private.presence_settings set messages_per_month = null`);
  tap = await RealtimeTap.open(db.admin, db.name);
});
afterEach(async () => {
  await tap.close();
  await db.close();
});

/** The counts realtime carried since the last call, in order. */
const published = async () =>
  (await tap.changes()).map((c) => `${c.table} ${c.kind} online=${c.row.online} capped=${c.row.capped}`);
const tick = () => db.admin.query(`select private.visitors_publish()`);

describe('realtime', () => {
  it('publishes the one-row count, not the visitors table', async () => {
    const { rows } = await db.admin.query<{ t: string }>(
      `select schemaname || '.' || tablename as t from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    expect(rows.map((r) => r.t)).toEqual(['public.visitor_count']);
  });

  it('sends an arrival as one change carrying the new count, and a heartbeat as nothing', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    expect(await published()).toEqual(['public.visitor_count update online=1 capped=f']);
    for (let i = 0; i < 3; i++) {
      await advance(db.admin, 30);
      await tab.heartbeat();
      await tick();
    }
    expect(await published()).toEqual([]);
  });

  it('coalesces arrivals within one change window into one change, sent by the next write or tick', async () => {
    await newTab(db.api).upsert();
    await newTab(db.api).upsert();
    await newTab(db.api).upsert();
    expect(await published()).toEqual(['public.visitor_count update online=1 capped=f']);
    await tick();
    expect(await published()).toEqual([]);
    await advance(db.admin, 2);
    await tick();
    expect(await published()).toEqual(['public.visitor_count update online=3 capped=f']);
  });

  it('sends a departure within a change window, by the next write', async () => {
    const [a, b] = [newTab(db.api), newTab(db.api)];
    await a.upsert();
    await advance(db.admin, 2);
    await b.upsert();
    await advance(db.admin, 2);
    await tap.changes();
    await b.leave();
    expect(await published()).toEqual(['public.visitor_count update online=1 capped=f']);
  });

  it('drops a crashed tab from the count once its grace window has passed', async () => {
    const [alive, crashed] = [newTab(db.api), newTab(db.api)];
    await alive.upsert();
    await advance(db.admin, 2);
    await crashed.upsert();
    await tap.changes();
    for (let t = 30; t <= 90; t += 30) {
      await advance(db.admin, 30);
      await alive.heartbeat();
      if (t < 90) expect(await published(), `${t} s after the crash`).toEqual([]);
    }
    expect(await published()).toEqual(['public.visitor_count update online=1 capped=f']);
  });

  it('widens the change window with the number of listening tabs, to stay within the message budget', async () => {
    // 5 listening tabs and a budget of 1 message a second: at most one change every 5 s.
    await db.admin.query(`update private.presence_settings set messages_per_second = 1`);
    const tabs = Array.from({ length: 5 }, () => newTab(db.api));
    for (const tab of tabs) await tab.upsert();
    // The window widens as soon as the rows are there, not once their count is published.
    await advance(db.admin, 4);
    await tick();
    expect(await published(), '4 s after the first arrival').toEqual([
      'public.visitor_count update online=1 capped=f',
    ]);
    await advance(db.admin, 1);
    await tick();
    expect(await published()).toEqual(['public.visitor_count update online=5 capped=f']);

    await tabs[4]!.leave();
    await advance(db.admin, 3);
    await tick();
    expect(await published(), '3 s after the last change').toEqual([]);
    await advance(db.admin, 2);
    await tick();
    expect(await published(), '5 s after the last change').toEqual([
      'public.visitor_count update online=4 capped=f',
    ]);
  });
});
