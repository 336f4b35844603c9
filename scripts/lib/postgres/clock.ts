import type pg from 'pg';

/**
 * PL/pgSQL moving the change windows' clocks (when the count was last recounted, and, from
 * 20261210000000_presence_hardened.sql on, when it was last published and when a held-back change
 * is due) by the interval in `delta`. Columns are looked up, so that every version of the schema
 * can be driven by the same helpers: a statement in a branch that does not run is never planned.
 */
const MOVE_WINDOWS = `
  if to_regclass('private.presence_state') is not null then
    update private.presence_state set checked_at = checked_at + delta;
    if exists (select 1 from information_schema.columns
               where table_schema = 'private' and table_name = 'presence_state' and column_name = 'published_at') then
      update private.presence_state set published_at = published_at + delta, due_at = due_at + delta;
    end if;
  end if;`;

/** PL/pgSQL moving every row's stored times by the interval in `rows_delta` (any version of the schema). */
const MOVE_ROWS = `
  if to_regclass('private.presence_state') is null then
    update public.visitors set last_seen = last_seen + rows_delta;
  else
    update public.visitors set last_seen = last_seen + rows_delta, created_at = created_at + rows_delta;
    update private.visitor_arrivals set at = at + rows_delta;
  end if;`;

/**
 * Moves the database's clock forward by `seconds`, as seen by the presence schema: every stored
 * timestamp moves back instead (now() cannot be faked), with triggers off so that nothing counts it
 * as a heartbeat. Only tables that exist are touched, so it serves the old schema too; in the new one
 * none of them is published, so realtime sees nothing of it. `windowSeconds` moves the change
 * windows' clocks by a different amount (0: leave them to a `SimulatedClock`).
 */
export async function advance(admin: pg.Client, seconds: number, windowSeconds = seconds): Promise<void> {
  await admin.query(`
    set session_replication_role = replica;
    do $$
    declare
      rows_delta interval := -make_interval(secs => ${Number(seconds)});
      delta interval := -make_interval(secs => ${Number(windowSeconds)});
    begin
      ${MOVE_ROWS}
      ${MOVE_WINDOWS}
    end $$;
    reset session_replication_role;
  `);
}

/**
 * A clock for a load simulation whose simulated second may take several real ones (10,000 tabs on a
 * busy machine): the database's now() runs on in real time while the simulation works, and each
 * call here takes that real time back, so that the schema sees exactly one second a step.
 *
 * The real time is measured by the database itself (clock_timestamp(), kept in a temporary table of
 * the admin session) from one call to the next, so every real second is taken back, including
 * those spent in the simulation's own bookkeeping. The first version measured it in the simulation
 * with Date.now() and restarted its stopwatch only after moving every row's timestamps, which at
 * 10,000 rows takes from 0.7 to 2.8 s on a loaded 2-core machine: nothing took that back, so the
 * change windows aged by that much more than a second a step and closed early (the bench's 1,664
 * realtime messages a second against a budget of 1,250), and rows aged towards the grace window.
 */
export class SimulatedClock {
  private constructor(private readonly admin: pg.Client) {}

  /** Starts both stopwatches now. */
  static async start(admin: pg.Client): Promise<SimulatedClock> {
    await admin.query(`
      create temporary table if not exists simulated_clock (held timestamptz not null, stepped timestamptz not null);
      truncate simulated_clock;
      insert into simulated_clock values (clock_timestamp(), clock_timestamp());
    `);
    return new SimulatedClock(admin);
  }

  /**
   * Holds the change windows still: takes back the real time since the last call. Called before
   * every write within a simulated second, so that each write sees the windows as at its start.
   */
  hold(): Promise<void> {
    return this.move(0, false);
  }

  /** Ends a simulated second (or `seconds`): every stored time has aged by exactly that. */
  step(seconds = 1): Promise<void> {
    return this.move(seconds, true);
  }

  private async move(seconds: number, rows: boolean): Promise<void> {
    const elapsed = `make_interval(secs => ${Number(seconds)})`;
    await this.admin.query(`
      set session_replication_role = replica;
      do $$
      declare
        now_ timestamptz := clock_timestamp();
        delta interval;
        rows_delta interval;
      begin
        select now_ - held - ${elapsed}, now_ - stepped - ${elapsed} into delta, rows_delta
          from pg_temp.simulated_clock;
        ${MOVE_WINDOWS}
        ${
          rows
            ? `${MOVE_ROWS}
        update pg_temp.simulated_clock set held = now_, stepped = now_;`
            : `update pg_temp.simulated_clock set held = now_;`
        }
      end $$;
      reset session_replication_role;
    `);
  }
}
