import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { advance } from '../../scripts/lib/postgres/clock.ts';
import { createDatabase, lit, newTab, Tab, type Database } from '../../scripts/lib/postgres/supabase.ts';

/** Who may do what to a visitor row, through the Data API with the public anon key. */
let db: Database;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
});
afterEach(() => db.close());

const rows = async () =>
  (
    await db.admin.query<{ session_id: string }>(`select session_id from public.visitors order by 1`)
  ).rows.map((r) => r.session_id);

describe('a visitor row', () => {
  it('lets a tab register, count, refresh and remove its own row', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    expect(await tab.count()).toBe(1);
    expect(await tab.heartbeat()).toBe(1);
    await tab.upsert(); // a second upsert of the same row refreshes it
    expect(await tab.count()).toBe(1);
    expect(await tab.leave()).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it("does not let one tab refresh, take over or remove another tab's row, even knowing its id", async () => {
    const owner = newTab(db.api);
    await owner.upsert();
    const other = newTab(db.api);
    const impostor = new Tab(db.api, owner.sessionId, other.headers);
    expect(await impostor.heartbeat()).toBe(0);
    expect(await impostor.leave()).toBe(0);
    await expect(impostor.upsert()).rejects.toThrow(/row-level security/);
    const noSecret = new Tab(db.api, owner.sessionId, {});
    expect(await noSecret.leave()).toBe(0);
    expect(await rows()).toEqual([owner.sessionId]);
  });

  it('takes the owner from the request, never from the payload, and never lets anon write it', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    const { rows: owner } = await db.admin.query<{ owner_hash: string; expected: string }>(
      `select owner_hash, encode(sha256(convert_to($2, 'utf8')), 'hex') as expected
       from public.visitors where session_id = $1`,
      [tab.sessionId, tab.headers['x-visitor-secret']],
    );
    expect(owner[0]!.owner_hash).toBe(owner[0]!.expected);
    const other = newTab(db.api);
    await expect(
      other.api.request(
        other.headers,
        `insert into public.visitors (session_id, last_seen, owner_hash) values (${lit(other.sessionId)}, now(), 'forged')`,
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      tab.api.request(
        tab.headers,
        `update public.visitors set owner_hash = 'x' where session_id = ${lit(tab.sessionId)}`,
      ),
    ).rejects.toThrow(/permission denied/);
    expect(await rows()).toEqual([tab.sessionId]);
  });

  it('rejects session ids that are not the client format', async () => {
    const tab = newTab(db.api);
    await expect(new Tab(db.api, 'not-a-session', tab.headers).upsert()).rejects.toThrow(/check constraint/);
    expect(await rows()).toEqual([]);
  });

  it("keeps the database's clock, not the tab's: a tab with a wrong clock is neither early nor late", async () => {
    const tab = newTab(db.api);
    await tab.upsert('2001-01-01T00:00:00.000Z');
    await tab.heartbeat('2999-01-01T00:00:00.000Z');
    const { rows: seen } = await db.admin.query<{ drift: number }>(
      `select abs(extract(epoch from now() - last_seen)) as drift from public.visitors`,
    );
    expect(Number(seen[0]!.drift)).toBeLessThan(60);
    expect(await newTab(db.api).count()).toBe(1);
  });
});

describe('counting', () => {
  it('works on a connection whose request headers were cleared, as a pooled one after a request', async () => {
    await newTab(db.api).upsert();
    await advance(db.admin, 80); // a stale row: the policy must hash the (absent) secret to rule on it
    const results = (await db.admin.query(
      `select set_config('request.headers', '', false); set role anon; select count(*)::int as n from public.visitors; reset role`,
    )) as unknown as { rows: { n: number }[] }[]; // one result per statement
    expect(results[2]!.rows[0]!.n).toBe(0);
  });
});

describe('what anon cannot reach', () => {
  it('cannot write the published count', async () => {
    const tab = newTab(db.api);
    await expect(
      tab.api.request(tab.headers, `update public.visitor_count set online = 999`),
    ).rejects.toThrow(/permission denied/);
    await expect(tab.api.request(tab.headers, `delete from public.visitor_count`)).rejects.toThrow(
      /permission denied/,
    );
    expect((await tab.published()).online).toBe(0);
  });

  it('cannot read or call anything in the private schema', async () => {
    const tab = newTab(db.api);
    for (const sql of [
      `select * from private.presence_settings`,
      `update private.presence_settings set max_rows = 1000000`,
      `select private.visitors_publish()`,
      `select * from private.visitor_arrivals`,
    ])
      await expect(tab.api.request(tab.headers, sql), sql).rejects.toThrow(/permission denied/);
  });

  it('cannot truncate the visitors table, which row-level security would not stop', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    await expect(tab.api.request(tab.headers, `truncate public.visitors`)).rejects.toThrow(
      /permission denied/,
    );
    expect(await rows()).toEqual([tab.sessionId]);
  });
});
