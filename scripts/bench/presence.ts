/**
 * `npm run bench:presence`: N simulated visitors (10, 100, 1,000, 10,000) against the real
 * migrations on a throwaway PostgreSQL, before (the first migration alone: the spec's mechanics) and
 * after (every migration). Each visitor is a tab making the Data API calls the site makes, as
 * PostgREST runs them; realtime is modelled from what the schema publishes: the changes come from
 * Postgres's own logical decoding of the `supabase_realtime` publication, and each reaches every
 * open tab as one message (Supabase's own definition). Time is simulated in 1-second steps, the
 * database's clock moved by shifting stored timestamps (scripts/lib/postgres/clock.ts), so no step
 * waits for real time and a step that takes longer than a second is still one second for it.
 *
 * Each size runs the settings of the plan that carries it (Free up to its 200 connections, Team
 * above), and its row says the budget those settings allow the count's realtime messages and
 * whether every run kept under it. Figures are medians of three runs with different seeds;
 * `--sizes=10,100` picks sizes, `--budget=1250` (messages a second) and `--monthly=5000000`
 * (messages a month, or `none`) set one plan for every size, `--designs=after` runs one side only.
 * `presenceBench()` is also a section of `npm run bench`.
 */
import { HEARTBEAT_MS } from '../../src/presence/constants.ts';
import { SimulatedClock } from '../lib/postgres/clock.ts';
import { startCluster, type Cluster } from '../lib/postgres/cluster.ts';
import { RealtimeTap } from '../lib/postgres/realtime.ts';
import { createDatabase, createRoles, migrationFiles, Tab } from '../lib/postgres/supabase.ts';

const RUNS = 3;
/** Seconds simulated before measuring: long enough for crashed tabs to pass the grace window. */
const WARM_UP_S = 90;
const MEASURE_S = 120;
/** Mean visit length. Visitors arrive at random (Poisson, N / VISIT_S a second), so the number open
 * wanders around N as on a real site, and every change has to reach the footers. */
const VISIT_S = 600;
/** Tabs that vanish without `pagehide` (crash, killed mobile browser, closed lid). */
const CRASH_SHARE = 0.1;
/** pg_cron's tick in the new schema. */
const TICK_S = 2;
const HEARTBEAT_S = HEARTBEAT_MS / 1000;

export type Design = 'before' | 'after';

export interface Figures {
  /** Data API requests and count queries a second, including the recounts realtime triggers. */
  queriesPerSecond: number;
  /** Realtime messages a second: published changes × tabs listening. */
  realtimeMessagesPerSecond: number;
  /** Rows in visitors at the end. */
  rows: number;
  /** Largest gap, over the measured seconds, between the footer's number and the tabs really open. */
  footerError: number;
  /** Milliseconds the database took, per simulated second (round trips included). */
  dbMsPerSecond: number;
}

/** A small seeded generator (mulberry32), so that before and after see the same visitors. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Knuth's method: fine for the small means used here. */
function poisson(rand: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rand(); p > limit; p *= rand()) k++;
  return k;
}

interface Visitor {
  tab: Tab;
  /** Second of the 30 at which its heartbeat fires. */
  phase: number;
}

/** The settings a project of a plan would run (docs/DEPLOY-PRESENCE.md, "Settings per plan"). */
export interface PlanSettings {
  /** Realtime messages a second the count may cause. */
  messagesPerSecond: number;
  /** Realtime messages a month the count may cause; null: no monthly limit. */
  messagesPerMonth: number | null;
}

/** The shipped defaults, for the Free plan: half its per-second limit and half its monthly quota. */
export const FREE: PlanSettings = { messagesPerSecond: 50, messagesPerMonth: 1_000_000 };
/** Pro without spend cap and Team: half of 2,500 a second, billed per message beyond 5 million. */
export const TEAM: PlanSettings = { messagesPerSecond: 1250, messagesPerMonth: null };
/** The Free plan carries 200 realtime connections; a site with more tabs runs on a bigger plan. */
const planFor = (n: number): PlanSettings => (n <= 200 ? FREE : TEAM);

/** The messages a second a plan's settings allow the count: the tighter of its two budgets. */
export const budgetOf = (plan: PlanSettings) =>
  Math.min(
    plan.messagesPerSecond,
    plan.messagesPerMonth === null ? Infinity : plan.messagesPerMonth / 2_592_000,
  );

async function simulate(
  cluster: Cluster,
  design: Design,
  n: number,
  seed: number,
  plan: PlanSettings,
): Promise<Figures> {
  const files = migrationFiles();
  const db = await createDatabase(cluster, design === 'before' ? files.slice(0, 1) : files);
  const tap = await RealtimeTap.open(db.admin, db.name);
  try {
    // Room for every simulated visitor: the cap is tested elsewhere, here it would hide the scaling.
    if (design === 'after')
      await db.admin.query(
        `update private.presence_settings set max_rows = greatest(max_rows, ${2 * n}),
           messages_per_second = ${plan.messagesPerSecond}, messages_per_month = ${plan.messagesPerMonth ?? 'null'}`,
      );
    const rand = random(seed);
    let made = 0;
    const newVisitor = (): Visitor => {
      const id = ++made;
      const secret = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
      const tab = new Tab(db.api, `session_${1_700_000_000_000 + id}_v${id.toString(36)}`, {
        'x-visitor-secret': secret,
        // A home line of its own (a /64), as the proxy in front of the Data API reports it.
        'cf-connecting-ip': `2001:db8:${(id >> 16).toString(16)}:${(id & 0xffff).toString(16)}::1`,
      });
      return { tab, phase: Math.floor(rand() * HEARTBEAT_S) };
    };
    const arrive = async (v: Visitor) => {
      await v.tab.upsert();
      await v.tab.count();
    };

    let open: Visitor[] = Array.from({ length: n }, newVisitor);
    for (const v of open) await arrive(v);
    if (design === 'after') {
      // Start from a settled count, as on a site that has been up for a while.
      await db.admin.query(
        `update private.presence_state set checked_at = '-infinity', published_at = '-infinity', due_at = 'infinity'`,
      );
      await db.admin.query(`select private.visitors_publish()`);
    }
    await tap.changes();

    // Every step is one second for the database, however long it took for real: see SimulatedClock.
    // Within a step the change windows are held still before every write, so that each write sees
    // them as at the step's start (a step takes seconds at 10,000 tabs).
    const clock = await SimulatedClock.start(db.admin);
    let holdMs = 0;
    const hold = async () => {
      if (design !== 'after') return;
      const started = performance.now();
      await clock.hold();
      holdMs += performance.now() - started;
    };
    let queries = 0;
    let messages = 0;
    let footerError = 0;
    let dbMs = 0;
    // The second of the last change before the measured seconds: the settled count counts as one.
    let lastChange = -1;
    let measuredFrom = WARM_UP_S;
    for (let t = 0; t < WARM_UP_S + MEASURE_S; t++) {
      const measuring = t >= WARM_UP_S;
      if (t === WARM_UP_S) measuredFrom = lastChange;
      const requestsBefore = db.api.requests;
      const started = performance.now();
      holdMs = 0;

      const staying: Visitor[] = [];
      for (const v of open) {
        if (rand() < 1 / VISIT_S) {
          // A crashed tab neither deletes its row nor listens any more.
          if (rand() >= CRASH_SHARE) {
            await hold();
            await v.tab.leave();
          }
        } else {
          staying.push(v);
          // A pruned row (never, at this load) would make the tab register again, as the client does.
          if (v.phase !== t % HEARTBEAT_S) continue;
          await hold();
          if ((await v.tab.heartbeat()) === 0 && design === 'after') await v.tab.upsert();
        }
      }
      for (let i = poisson(rand, n / VISIT_S); i > 0; i--) {
        const v = newVisitor();
        await hold();
        await arrive(v);
        staying.push(v);
      }
      open = staying;
      let ticks = 0;
      if (design === 'after' && t % TICK_S === 0) {
        await hold();
        await db.admin.query(`select private.visitors_publish()`);
        ticks = 1;
      }
      const elapsed = performance.now() - started - holdMs;

      const changes = (await tap.changes()).length;
      if (changes > 0) lastChange = t;
      const { rows } = await db.admin.query<{ shown: number }>(
        design === 'before'
          ? `select count(*)::int as shown from public.visitors` // every tab recounts on every change
          : `select online as shown from public.visitor_count`,
      );
      if (measuring) {
        const delivered = changes * open.length;
        messages += delivered;
        // Before, each message makes its tab run the count query again.
        queries += db.api.requests - requestsBefore + ticks + (design === 'before' ? delivered : 0);
        footerError = Math.max(footerError, Math.abs(rows[0]!.shown - open.length));
        dbMs += elapsed;
      }
      // The old schema has no window and never prunes: its rows need no clock, and moving them
      // would publish a change of every row, since it publishes the visitors table itself.
      if (design === 'after') await clock.step();
    }
    const { rows } = await db.admin.query<{ n: number }>(`select count(*)::int as n from public.visitors`);
    return {
      queriesPerSecond: queries / MEASURE_S,
      // Over the seconds since the last change before the measured ones: a budget is kept per
      // change window, and a 120-second sample may hold one window more than its 120 s pay for.
      realtimeMessagesPerSecond: messages / (WARM_UP_S + MEASURE_S - measuredFrom),
      rows: rows[0]!.n,
      footerError,
      dbMsPerSecond: dbMs / MEASURE_S,
    };
  } finally {
    await tap.close();
    await db.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (v: number) =>
  v >= 100 ? Math.round(v) : v >= 1 ? Math.round(v * 10) / 10 : Math.round(v * 1000) / 1000;

export interface BenchOptions {
  sizes?: number[] | undefined;
  /** Settings for the new schema, for every size; by default each size runs the plan that carries it. */
  plan?: PlanSettings | undefined;
  designs?: Design[] | undefined;
  log?: (line: string) => void;
}

/** One size's medians, with the budget its plan allows the count. */
export type Row = Partial<Record<Design, Figures>> & {
  plan: PlanSettings;
  budget: number;
  underBudget?: boolean;
};

/** Medians of RUNS runs per size and design. */
export async function presenceBench({
  sizes = [10, 100, 1000, 10_000],
  designs = ['before', 'after'],
  plan,
  log = () => {},
}: BenchOptions = {}): Promise<Record<string, Row>> {
  const cluster = await startCluster();
  try {
    await createRoles(cluster);
    const result: Record<string, Row> = {};
    for (const n of sizes) {
      const settings = plan ?? planFor(n);
      const row: Row = { plan: settings, budget: round(budgetOf(settings)) };
      for (const design of designs) {
        const runs: Figures[] = [];
        for (let run = 1; run <= RUNS; run++) runs.push(await simulate(cluster, design, n, run, settings));
        row[design] = {
          queriesPerSecond: round(median(runs.map((r) => r.queriesPerSecond))),
          realtimeMessagesPerSecond: round(median(runs.map((r) => r.realtimeMessagesPerSecond))),
          rows: median(runs.map((r) => r.rows)),
          footerError: median(runs.map((r) => r.footerError)),
          dbMsPerSecond: round(median(runs.map((r) => r.dbMsPerSecond))),
        };
        if (design === 'after')
          row.underBudget = runs.every((r) => r.realtimeMessagesPerSecond <= budgetOf(settings));
        log(`N=${n} ${design}: ${JSON.stringify(row[design])}`);
      }
      result[`N=${n}`] = row;
    }
    return result;
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) =>
    process.argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.slice(name.length + 3)
      .split(',');
  const budget = Number(option('budget')?.[0]) || undefined;
  const monthly = option('monthly')?.[0];
  const figures = await presenceBench({
    sizes: option('sizes')?.map(Number),
    plan:
      budget || monthly
        ? {
            messagesPerSecond: budget ?? FREE.messagesPerSecond,
            messagesPerMonth: monthly === undefined ? FREE.messagesPerMonth : Number(monthly) || null,
          }
        : undefined,
    designs: option('designs')?.filter((d): d is Design => d === 'before' || d === 'after'),
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(figures, null, 2));
}
