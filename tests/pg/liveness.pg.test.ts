import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { HEARTBEAT_MS } from '../../src/presence/constants.ts';
import { advance } from '../../scripts/lib/postgres/clock.ts';
import { createDatabase, newTab, type Database } from '../../scripts/lib/postgres/supabase.ts';

/** Only live rows count, and the database deletes the rest by itself. */
let db: Database;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
});
afterEach(() => db.close());

const rowsInTable = async () =>
  Number((await db.admin.query<{ count: string }>(`select count(*) from public.visitors`)).rows[0]?.count);

describe('the grace window', () => {
  it('is two and a half heartbeats', async () => {
    const { rows } = await db.admin.query<{ seconds: string }>(
      `select extract(epoch from public.visitor_grace()) as seconds`,
    );
    expect(Number(rows[0]!.seconds) * 1000).toBe(2.5 * HEARTBEAT_MS);
  });

  it('counts a tab that missed one heartbeat, and not one that missed its grace window', async () => {
    const crashed = newTab(db.api);
    await crashed.upsert();
    const reader = newTab(db.api);
    await advance(db.admin, 70);
    expect(await reader.count()).toBe(1);
    await advance(db.admin, 6);
    expect(await reader.count()).toBe(0);
    // The row is still there until the database prunes it: only the policy hides it.
    expect(await rowsInTable()).toBe(1);
  });

  it('lets a tab see its own stale row, so that its heartbeat revives it after the laptop slept', async () => {
    const sleeper = newTab(db.api);
    await sleeper.upsert();
    await advance(db.admin, 80);
    expect(await sleeper.heartbeat()).toBe(1);
    expect(await newTab(db.api).count()).toBe(1);
  });
});

describe('pruning', () => {
  it('deletes stale rows on the next write once the change window has passed', async () => {
    const crashed = newTab(db.api);
    await crashed.upsert();
    await advance(db.admin, 80);
    await newTab(db.api).upsert();
    expect(await rowsInTable()).toBe(1);
    const { rows } = await db.admin.query<{ total_rows: number }>(
      `select total_rows from private.presence_state`,
    );
    expect(rows[0]?.total_rows).toBe(1);
  });

  it('keeps a row that is still heartbeating', async () => {
    const alive = newTab(db.api);
    await alive.upsert();
    for (let i = 0; i < 4; i++) {
      await advance(db.admin, HEARTBEAT_MS / 1000);
      expect(await alive.heartbeat()).toBe(1);
    }
    expect(await rowsInTable()).toBe(1);
    expect((await alive.published()).online).toBe(1);
  });

  it('a pruned tab updates nothing on its heartbeat, and registering again brings it back', async () => {
    const sleeper = newTab(db.api);
    await sleeper.upsert();
    await advance(db.admin, 80);
    await newTab(db.api).upsert();
    expect(await sleeper.heartbeat()).toBe(0);
    await sleeper.upsert();
    expect(await sleeper.count()).toBe(2);
  });

  it('clears the per-address arrival log after a minute', async () => {
    await newTab(db.api, '203.0.113.7').upsert();
    await advance(db.admin, 61);
    await newTab(db.api, '203.0.113.8').upsert();
    const { rows } = await db.admin.query<{ n: number }>(
      `select count(*)::int as n from private.visitor_arrivals`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
