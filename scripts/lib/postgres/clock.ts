import type pg from 'pg';

/**
 * Moves the database's clock forward by `seconds`, as seen by the presence schema: every stored
 * timestamp moves back instead (now() cannot be faked), with triggers off so that nothing counts it
 * as a heartbeat. Only tables that exist are touched, so it serves the old schema too; in the new one
 * none of them is published, so realtime sees nothing of it. `windowSeconds` moves the change
 * window's clock by a different amount, for a caller that has been holding it still (see `holdWindow`).
 */
export async function advance(admin: pg.Client, seconds: number, windowSeconds = seconds): Promise<void> {
  await admin.query(`
    set session_replication_role = replica;
    do $$
    declare
      shift interval := make_interval(secs => ${Number(seconds)});
      window_shift interval := make_interval(secs => ${Number(windowSeconds)});
    begin
      if to_regclass('private.presence_state') is null then
        update public.visitors set last_seen = last_seen - shift;
      else
        update public.visitors set last_seen = last_seen - shift, created_at = created_at - shift;
        update private.presence_state set checked_at = checked_at - window_shift;
        update private.visitor_arrivals set at = at - shift;
      end if;
    end $$;
    reset session_replication_role;
  `);
}

/**
 * Takes `seconds` of real time back from the change window's clock, so that work which took real
 * time (a simulated second that needs several real ones at 10,000 tabs) does not open extra windows.
 * The other timestamps drift by a few seconds at most, far inside the 75 s grace window.
 */
export async function holdWindow(admin: pg.Client, seconds: number): Promise<void> {
  await admin.query(`
    set session_replication_role = replica;
    update private.presence_state set checked_at = checked_at + make_interval(secs => ${Number(seconds)});
    reset session_replication_role;
  `);
}
