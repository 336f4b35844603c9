import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { advance } from '../../scripts/lib/postgres/clock.ts';
import { createDatabase, newTab, Tab, type Database } from '../../scripts/lib/postgres/supabase.ts';

/** What one client holding the public anon key can do is bounded, and the count degrades honestly. */
let db: Database;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
});
afterEach(() => db.close());

/** PostgREST turns these into an HTTP status and a JSON body with this `code`, which the client reads. */
const refused = (code: string): { code: string; message: unknown } => ({
  code: 'PGRST',
  message: expect.stringContaining(`"code" : "${code}"`),
});
const settings = (sql: string) => db.admin.query(`update private.presence_settings set ${sql}`);

describe('per tab', () => {
  it('gives one row per secret: fresh session ids with the same secret add nothing', async () => {
    const tab = newTab(db.api);
    await tab.upsert();
    const sameSecret = new Tab(db.api, `${tab.sessionId}x`, tab.headers);
    await expect(sameSecret.upsert()).rejects.toThrow(/visitors_one_row_per_secret/);
    expect(await tab.count()).toBe(1);
  });

  it('refuses a row without a 128-bit secret', async () => {
    const tab = newTab(db.api);
    await expect(new Tab(db.api, tab.sessionId, {}).upsert()).rejects.toMatchObject(
      refused('visitors_no_secret'),
    );
    await expect(
      new Tab(db.api, tab.sessionId, { 'x-visitor-secret': 'abc' }).upsert(),
    ).rejects.toMatchObject(refused('visitors_no_secret'));
    expect(await tab.count()).toBe(0);
  });
});

describe('per address', () => {
  it('lets 100 tabs arrive from one address in a minute, refuses the next, and not other addresses', async () => {
    for (let i = 0; i < 100; i++) await newTab(db.api, '198.51.100.1').upsert();
    await expect(newTab(db.api, '198.51.100.1').upsert()).rejects.toMatchObject(
      refused('visitors_rate_limited'),
    );
    await newTab(db.api, '198.51.100.2').upsert();
    await advance(db.admin, 61);
    await newTab(db.api, '198.51.100.1').upsert();
  });

  it('caps the rows one address holds, however slowly they arrive', async () => {
    await settings('max_rows_per_address = 5');
    const tabs = Array.from({ length: 5 }, () => newTab(db.api, '198.51.100.3'));
    for (const tab of tabs) {
      await tab.upsert();
      await advance(db.admin, 10);
    }
    await expect(newTab(db.api, '198.51.100.3').upsert()).rejects.toMatchObject(
      refused('visitors_rate_limited'),
    );
    // Leaving frees a place.
    await tabs[0]!.leave();
    await newTab(db.api, '198.51.100.3').upsert();
  });

  it("reads the proxy's cf-connecting-ip before x-forwarded-for, which a client can write", async () => {
    await settings('max_rows_per_address = 2');
    const behind = (forged: string) => {
      const tab = newTab(db.api);
      return new Tab(db.api, tab.sessionId, {
        ...tab.headers,
        'cf-connecting-ip': '192.0.2.9',
        'x-forwarded-for': forged,
      });
    };
    await behind('10.0.0.1').upsert();
    await behind('10.0.0.2').upsert();
    await expect(behind('10.0.0.3').upsert()).rejects.toMatchObject(refused('visitors_rate_limited'));
  });

  it('keeps addresses only as salted hashes', async () => {
    await newTab(db.api, '198.51.100.4').upsert();
    const { rows } = await db.admin.query<{ addr_hash: string }>(`select addr_hash from public.visitors`);
    expect(rows[0]?.addr_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(
      (await db.admin.query(`select * from public.visitors, private.visitor_arrivals`)).rows,
    );
    expect(dump).not.toContain('198.51.100.4');
  });
});

describe('the table cap', () => {
  it('refuses rows past max_rows and publishes the count as capped, until a place frees', async () => {
    // No monthly allowance, so that each change may be published 2 s after the last.
    await settings('max_rows = 3, messages_per_month = null');
    const tabs = [newTab(db.api), newTab(db.api, '198.51.100.5'), newTab(db.api, '198.51.100.6')];
    for (const tab of tabs) await tab.upsert();
    const late = newTab(db.api, '198.51.100.7');
    await expect(late.upsert()).rejects.toMatchObject(refused('visitors_full'));
    await advance(db.admin, 3);
    await tabs[0]!.heartbeat();
    expect(await late.published()).toEqual({ online: 3, capped: true });
    expect(await late.count()).toBe(3);

    await tabs[0]!.leave();
    await late.upsert();
    await advance(db.admin, 3);
    await late.heartbeat();
    expect(await late.published()).toEqual({ online: 3, capped: true });
    await tabs[1]!.leave();
    await advance(db.admin, 3);
    await late.heartbeat();
    expect(await late.published()).toEqual({ online: 2, capped: false });
  });
});

describe("the cap's row counter", () => {
  it('stays equal to the rows in the table through arrivals, refreshes, leaves, pruning and truncate', async () => {
    const counter = async () =>
      (await db.admin.query<{ total_rows: number }>(`select total_rows from private.presence_state`)).rows[0]
        ?.total_rows;
    const rows = async () =>
      Number(
        (await db.admin.query<{ count: string }>(`select count(*) from public.visitors`)).rows[0]?.count,
      );
    const tabs = Array.from({ length: 4 }, (_, i) => newTab(db.api, `198.51.100.${20 + i}`));
    for (const tab of tabs) await tab.upsert();
    await tabs[0]!.upsert();
    await tabs[1]!.leave();
    expect(await counter()).toBe(await rows());
    await advance(db.admin, 80);
    await newTab(db.api).upsert();
    expect(await rows()).toBe(1);
    expect(await counter()).toBe(1);
    await db.admin.query(`truncate public.visitors`);
    expect(await counter()).toBe(0);
  });
});
