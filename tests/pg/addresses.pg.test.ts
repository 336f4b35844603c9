import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createDatabase,
  newTab,
  Tab,
  type Database,
  type RequestHeaders,
} from '../../scripts/lib/postgres/supabase.ts';

/**
 * Attack 1 of issue 29: one client pinning "1000+ online" by getting around the per-address limits.
 * Only the header the proxy sets counts as an address, a request without one shares one bucket with
 * every other such request, and IPv6 addresses count per /64.
 */
let db: Database;
beforeEach(async () => {
  db = await createDatabase(inject('pg'));
});
afterEach(() => db.close());

const settings = (sql: string) => db.admin.query(`update private.presence_settings set ${sql}`);
const setting = async (name: string) =>
  Number(
    (await db.admin.query<{ v: string }>(`select ${name}::text as v from private.presence_settings`)).rows[0]!
      .v,
  );
const rateLimited: { code: string; message: unknown } = {
  code: 'PGRST',
  message: expect.stringContaining('"code" : "visitors_rate_limited"'),
};

/** A fresh tab sending exactly these headers besides its secret. */
const tabWith = (headers: RequestHeaders) => {
  const tab = newTab(db.api);
  return new Tab(db.api, tab.sessionId, { 'x-visitor-secret': tab.headers['x-visitor-secret']!, ...headers });
};

/** Registers tabs until one is refused; resolves to how many were let in (at most `tries`). */
async function admitted(tries: number, headers: (i: number) => RequestHeaders): Promise<number> {
  for (let i = 0; i < tries; i++) {
    try {
      await tabWith(headers(i)).upsert();
    } catch (error) {
      expect(error).toMatchObject(rateLimited);
      return i;
    }
  }
  return tries;
}

describe('requests without the proxy’s address', () => {
  it('share one bucket: leaving the header out is no way around the per-address limit', async () => {
    await settings('max_rows_per_address = 5');
    expect(await admitted(8, () => ({}))).toBe(5);
    // A real address is a bucket of its own.
    await tabWith({ 'cf-connecting-ip': '198.51.100.40' }).upsert();
  });

  it('share it whatever x-forwarded-for they forge', async () => {
    await settings('max_rows_per_address = 5');
    expect(await admitted(8, (i) => ({ 'x-forwarded-for': `10.1.0.${i}, 203.0.113.${i}` }))).toBe(5);
  });

  it('share it when the header holds no address', async () => {
    await settings('max_rows_per_address = 5');
    const junk = ['not an address', '', '999.1.1.1', `${'1'.repeat(100)}`, '198.51.100.1, 198.51.100.2'];
    expect(await admitted(8, (i) => ({ 'cf-connecting-ip': junk[i % junk.length]! }))).toBe(5);
  });
});

describe('IPv6', () => {
  it('counts a /64 as one address: a home line cannot make new addresses to arrive from', async () => {
    const perMinute = await setting('max_arrivals_per_minute');
    const line = (i: number) => `2001:db8:5:6:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
    expect(await admitted(perMinute + 5, (i) => ({ 'cf-connecting-ip': line(i) }))).toBe(perMinute);
    // The next /64 is another line.
    await tabWith({ 'cf-connecting-ip': '2001:db8:5:7::1' }).upsert();
  });

  it('holds a /64 to max_rows_per_address rows, the same as one IPv4 address', async () => {
    await settings('max_arrivals_per_minute = 10000');
    const perAddress = await setting('max_rows_per_address');
    expect(
      await admitted(perAddress + 50, (i) => ({
        'cf-connecting-ip': `2001:db8:9:9::${(i + 1).toString(16)}`,
      })),
    ).toBe(perAddress);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    await settings('max_rows_per_address = 2');
    await tabWith({ 'cf-connecting-ip': '192.0.2.77' }).upsert();
    await tabWith({ 'cf-connecting-ip': '::ffff:192.0.2.77' }).upsert();
    await expect(tabWith({ 'cf-connecting-ip': '192.0.2.77' }).upsert()).rejects.toMatchObject(rateLimited);
  });
});

describe('the trusted header', () => {
  it('is the one the settings name, for a project behind another proxy', async () => {
    await settings(`max_rows_per_address = 2, address_header = 'x-real-ip'`);
    // cf-connecting-ip is now a header like any other: ignored.
    const behind = (i: number) =>
      tabWith({ 'x-real-ip': '203.0.113.50', 'cf-connecting-ip': `198.51.100.${i}` });
    await behind(1).upsert();
    await behind(2).upsert();
    await expect(behind(3).upsert()).rejects.toMatchObject(rateLimited);
  });
});
