import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * The visitors migration on a real Postgres (PGlite: Postgres compiled to WebAssembly), with the parts
 * of Supabase it relies on set up the way Supabase sets them up: the `anon` role with table grants,
 * PostgREST's `request.headers` setting, and the realtime publication.
 */
const MIGRATIONS = 'supabase/migrations';
const migration = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(join(MIGRATIONS, f), 'utf8'))
  .join('\n');

let db: PGlite;

/** Runs SQL as an anonymous visitor whose tab holds `secret`, as PostgREST would. */
async function asVisitor<T>(secret: string, sql: string, params: unknown[] = []) {
  await db.exec(`reset role`);
  await db.query(`select set_config('request.headers', $1, false)`, [
    JSON.stringify({ 'x-visitor-secret': secret }),
  ]);
  await db.exec(`set role anon`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.exec(`reset role`);
  }
}

const rows = async () =>
  (
    await db.query<{ session_id: string; last_seen: string }>(
      `select session_id, last_seen::text from public.visitors order by 1`,
    )
  ).rows;

beforeEach(async () => {
  db = new PGlite();
  await db.exec(`
    create role anon nologin;
    grant usage on schema public to anon;
    alter default privileges in schema public grant select, insert, update, delete on tables to anon;
    create publication supabase_realtime;
  `);
  await db.exec(migration);
});

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
/** What PostgREST runs for supabase-js's upsert: every payload column is set on conflict. */
const upsert = `insert into public.visitors (session_id, last_seen) values ($1, $2)
  on conflict (session_id) do update set session_id = excluded.session_id, last_seen = excluded.last_seen`;
const now = () => new Date().toISOString();

describe('visitors migration', () => {
  it('lets a visitor register, count, refresh and remove its own row', async () => {
    await asVisitor(A, upsert, ['session_1700000000000_abc123xyz', now()]);
    const count = await asVisitor<{ n: number }>(A, `select count(*)::int as n from public.visitors`);
    expect(count.rows[0]!.n).toBe(1);
    const refreshed = await asVisitor(
      A,
      `update public.visitors set last_seen = now() where session_id = $1`,
      ['session_1700000000000_abc123xyz'],
    );
    expect(refreshed.affectedRows).toBe(1);
    const left = await asVisitor(A, `delete from public.visitors where session_id = $1`, [
      'session_1700000000000_abc123xyz',
    ]);
    expect(left.affectedRows).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it("does not let one visitor refresh, take over or remove another visitor's row, even knowing its id", async () => {
    const id = 'session_1700000000000_abc123xyz';
    await asVisitor(A, upsert, [id, now()]);
    const before = await rows();

    const update = await asVisitor(B, `update public.visitors set last_seen = now() where session_id = $1`, [
      id,
    ]);
    expect(update.affectedRows).toBe(0);
    const remove = await asVisitor(B, `delete from public.visitors where session_id = $1`, [id]);
    expect(remove.affectedRows).toBe(0);
    await expect(asVisitor(B, upsert, [id, now()])).rejects.toThrow(/row-level security/);
    // No secret at all is no better.
    const anonymous = await asVisitor('', `delete from public.visitors where session_id = $1`, [id]);
    expect(anonymous.affectedRows).toBe(0);

    expect(await rows()).toEqual(before);
  });

  it('takes the owner from the request, never from the payload, and never lets anon rewrite it', async () => {
    const id = 'session_1700000000000_forged00';
    await asVisitor(
      B,
      `insert into public.visitors (session_id, last_seen, owner_hash) values ($1, now(), $2)`,
      [id, 'forged'],
    );
    const { rows: owner } = await db.query<{ owner_hash: string; expected: string }>(
      `select owner_hash, encode(sha256(convert_to($2, 'utf8')), 'hex') as expected from public.visitors where session_id = $1`,
      [id, B],
    );
    expect(owner[0]!.owner_hash).toBe(owner[0]!.expected);
    await expect(
      asVisitor(B, `update public.visitors set owner_hash = 'x' where session_id = $1`, [id]),
    ).rejects.toThrow(/permission denied/);
  });

  it('rejects session ids that are not the client format, and timestamps in the future', async () => {
    await expect(asVisitor(A, upsert, ['not-a-session', now()])).rejects.toThrow(/check constraint/);
    await expect(asVisitor(A, upsert, ['session_1_abc', '2999-01-01T00:00:00Z'])).rejects.toThrow(
      /row-level security/,
    );
    expect(await rows()).toEqual([]);
  });

  it('publishes the table to realtime, so changes trigger recounts', async () => {
    const { rows: published } = await db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    expect(published.map((r) => r.tablename)).toContain('visitors');
  });
});
