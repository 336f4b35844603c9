import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { advance } from '../../scripts/lib/postgres/clock.ts';
import {
  createDatabase,
  migrationFiles,
  newTab,
  type Database,
} from '../../scripts/lib/postgres/supabase.ts';

/** The migrations apply on Supabase's setup, in order, to a fresh project and to one already in use. */
const cluster = inject('pg');
const [first, ...rest] = migrationFiles();
const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});
const open = async (...args: Parameters<typeof createDatabase>) => {
  const db = await createDatabase(...args);
  opened.push(db);
  return db;
};

describe('the migrations', () => {
  it('secure every table they create with row-level security', async () => {
    const db = await open(cluster);
    const { rows } = await db.admin.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true });
  });

  it('clear the phantoms an existing project has collected, and publish the live count', async () => {
    const db = await open(cluster, [first!]);
    const tabs = Array.from({ length: 3 }, () => newTab(db.api));
    for (const tab of tabs) await tab.upsert();
    await advance(db.admin, 3600); // two of them crashed an hour ago...
    await tabs[2]!.heartbeat(); // ...one is still here
    for (const file of rest) await db.admin.query(readFileSync(file, 'utf8'));
    expect(await newTab(db.api).count()).toBe(1);
    expect(await tabs[2]!.published()).toEqual({ online: 1, capped: false });
    const { rows } = await db.admin.query<{ total_rows: number }>(
      `select total_rows from private.presence_state`,
    );
    expect(rows[0]?.total_rows).toBe(1);
  });

  it('can run again, as when pasted twice into the SQL editor', async () => {
    const db = await open(cluster);
    const tab = newTab(db.api);
    await tab.upsert();
    for (const file of rest) await db.admin.query(readFileSync(file, 'utf8'));
    expect(await tab.count()).toBe(1);
    expect(await tab.published()).toEqual({ online: 1, capped: false });
  });

  it('work without pg_cron, pruning on write instead', async () => {
    const db = await open(cluster);
    const { rows } = await db.admin.query<{ n: number }>(
      `select count(*)::int as n from pg_extension where extname = 'pg_cron'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('schedule the recount and pruning with pg_cron where it is available, as on Supabase', async () => {
    expect(
      cluster.cron,
      'pg_cron is not installed: apt-get install postgresql-<version>-cron (.ci/run does)',
    ).toBe(true);
    // pg_cron runs jobs only in the database its settings name: `postgres` here, as on Supabase.
    const db = await open(cluster, migrationFiles(), 'postgres');
    const { rows: jobs } = await db.admin.query<{ jobname: string; schedule: string; command: string }>(
      `select jobname, schedule, command from cron.job order by jobname`,
    );
    expect(jobs.map((j) => j.jobname)).toEqual(['presence-tick', 'presence-tick-history']);
    // Every 2 s where pg_cron has sub-minute schedules (1.5+, Supabase), else every minute.
    expect(['2 seconds', '* * * * *']).toContain(jobs[0]!.schedule);

    const crashed = newTab(db.api);
    await crashed.upsert();
    await advance(db.admin, 80);
    await db.admin.query(jobs[0]!.command);
    await db.admin.query(jobs[1]!.command);
    expect(
      (await db.admin.query<{ n: number }>(`select count(*)::int as n from public.visitors`)).rows[0]?.n,
    ).toBe(0);
    expect(await crashed.published()).toEqual({ online: 0, capped: false });
  });
});
