-- Presence that stays true: only live rows count, the database prunes the rest, counts reach tabs as
-- one small realtime message per change window, and what one client can do is bounded.
--
-- It follows 20261123000000_visitors.sql, which deployed projects have already applied, so it alters
-- that schema instead of replacing it; running it twice is harmless. What it changes, and why:
--
-- 1. Liveness. A tab that never fires `pagehide` (a crash, a killed mobile browser, a closed lid)
--    used to leave its row forever. A row now counts only while its last_seen is within the grace
--    window, 2.5 heartbeats (public.visitor_grace()), enforced by the SELECT policy, so the spec's
--    own count call ("select count from visitors, head only, exact") returns only live rows and every
--    client gets the same answer. A policy rather than a view or a function because then the count
--    call, and anything else that reads the table as anon, agree without changing a call.
--    last_seen comes from the database clock, not the tab's: a student's laptop with a wrong clock
--    must not look absent. Stale rows are deleted by the database: on write (at most once per change
--    window, below) and every 2 s by pg_cron where it is available (Supabase has it).
--
-- 2. Linear load. The spec says any insert, update or delete on visitors seen through realtime
--    triggers a recount (§4, §7). Taken literally, every heartbeat reaches every tab and each tab
--    recounts: N tabs × N/30 heartbeats a second = N²/30 messages and count queries a second
--    (1,000 tabs: 33,000 of each). So visitors leaves the realtime publication, and the database
--    keeps one row, public.visitor_count, with the live count in it. Tabs subscribe to that row and
--    read the count from the message itself, so a change costs no query at all. The row is
--    rewritten only when the count changed, and at most once per change window: 2 s, widened when
--    many tabs listen so that the messages it causes stay within private.presence_settings'
--    messages_per_second. The spec's behaviour stays: a live count that follows arrivals and
--    departures within seconds; only the mechanics differ. A heartbeat is one UPDATE that reaches
--    no tab.
--
-- 3. Abuse bounded. The public anon key lets anyone write, so: a tab must send a 128-bit secret
--    and gets one row per secret; one network address may add at most max_arrivals_per_minute rows
--    a minute and hold at most max_rows_per_address rows; the table holds at most max_rows rows.
--    Past the cap the published count says `capped`, and the footer shows "1000+ online" instead
--    of a number anyone could inflate without limit.

-- Not exposed by the Data API: settings, counters and the functions that enforce the rules.
create schema if not exists private;
revoke all on schema private from public;

/** 2.5 heartbeats of 30 s: a row missing two heartbeats in a row no longer counts. */
create or replace function public.visitor_grace() returns interval
language sql immutable parallel safe as $$ select interval '75 seconds' $$;

/** The tunable limits; one row. Change them with an UPDATE (docs/DEPLOY-PRESENCE.md). */
create table if not exists private.presence_settings (
  id boolean primary key default true check (id),
  -- The shortest change window: how often, at most, the published count may change.
  min_window interval not null default interval '2 seconds',
  -- Realtime messages a second the count may cause (each change reaches every listening tab).
  -- The Free plan allows 100 a second in all; half of it leaves room for everything else. Below 1
  -- rations a monthly message quota (docs/DEPLOY-PRESENCE.md).
  messages_per_second numeric not null default 50 check (messages_per_second > 0),
  -- Hard cap on rows; the footer shows "<cap>+ online" past it.
  max_rows integer not null default 1000 check (max_rows > 0),
  -- Per network address, where the request exposes one. A university lab shares one address, so
  -- these are generous: they stop a loop, not a class.
  max_rows_per_address integer not null default 200 check (max_rows_per_address > 0),
  max_arrivals_per_minute integer not null default 100 check (max_arrivals_per_minute > 0)
);
insert into private.presence_settings default values on conflict do nothing;

/** Bookkeeping for the change window and the row cap; one row. */
create table if not exists private.presence_state (
  id boolean primary key default true check (id),
  -- When the live count was last recounted: the start of the current change window.
  checked_at timestamptz not null default '-infinity',
  -- Exact number of rows in visitors, kept by triggers so the cap costs no count.
  total_rows integer not null default 0,
  -- Addresses are kept only as salted hashes, never as they are.
  salt text not null default gen_random_uuid()::text
);
insert into private.presence_state (total_rows) select count(*) from public.visitors
on conflict (id) do nothing;

/** Recent arrivals per address, for the per-minute limit; rows older than a minute are pruned. */
create table if not exists private.visitor_arrivals (
  addr_hash text not null,
  at timestamptz not null default now()
);
create index if not exists visitor_arrivals_addr_at on private.visitor_arrivals (addr_hash, at);

-- Phantoms left by the old schema go now; the rest must have one row per secret.
delete from public.visitors where last_seen < now() - public.visitor_grace();
delete from public.visitors a using public.visitors b where a.owner_hash = b.owner_hash and a.ctid < b.ctid;
update private.presence_state set total_rows = (select count(*) from public.visitors);

alter table public.visitors
  add column if not exists addr_hash text,
  add column if not exists created_at timestamptz not null default now();
create unique index if not exists visitors_one_row_per_secret on public.visitors (owner_hash);
create index if not exists visitors_last_seen on public.visitors (last_seen);
create index if not exists visitors_addr_hash on public.visitors (addr_hash) where addr_hash is not null;

/** The published count: the one row tabs subscribe to. */
create table if not exists public.visitor_count (
  id boolean primary key default true check (id),
  online integer not null default 0 check (online >= 0),
  -- The table is at its cap: more people may be online than `online` says.
  capped boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into public.visitor_count (online)
select count(*) from public.visitors on conflict (id) do nothing;
alter table public.visitor_count enable row level security;
revoke all on public.visitor_count from anon, authenticated;
grant select on public.visitor_count to anon, authenticated;
drop policy if exists "anyone can read the live count" on public.visitor_count;
create policy "anyone can read the live count" on public.visitor_count for select to anon, authenticated
  using (true);

-- The owner's secret hash, also where no request set the headers (a job, the SQL editor), where the
-- first version failed on an empty setting.
create or replace function public.visitor_secret_hash() returns text
language sql stable as $$
  select encode(sha256(convert_to(coalesce(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-visitor-secret', ''), 'utf8')), 'hex')
$$;

-- Only live rows count, for everyone. A tab also sees its own row, so that its heartbeat revives a row
-- that went stale while the laptop slept instead of silently updating nothing.
drop policy if exists "anyone can count visitors" on public.visitors;
drop policy if exists "count live visitors" on public.visitors;
create policy "count live visitors" on public.visitors for select to anon
  using (last_seen > now() - public.visitor_grace() or owner_hash = (select public.visitor_secret_hash()));

-- TRUNCATE bypasses row-level security; nothing the site does needs it.
revoke truncate, references, trigger on public.visitors from anon, authenticated;

/** One request header, or null; PostgREST sets request.headers for every request. */
create or replace function private.request_header(name text) returns text
language sql stable set search_path = '' as $$
  select nullif(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> name, '')
$$;

/**
 * The client's address, if the request carries one. Behind Supabase's proxy, cf-connecting-ip is set
 * by the proxy itself; x-forwarded-for's first entry is what Supabase's docs use, but a client can
 * write it, so it is only the fallback. A client that forges it still meets the table cap.
 */
create or replace function private.request_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    trim(private.request_header('cf-connecting-ip')),
    nullif(trim(split_part(private.request_header('x-forwarded-for'), ',', 1)), '')
  )
$$;

/** A limit was hit: PostgREST answers with this status and a JSON body whose `code` the client reads. */
create or replace function private.refuse(code text, message text, status integer) returns void
language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message)::text,
    detail = json_build_object('status', status, 'headers', json_build_object())::text;
end $$;

/** Before a row is inserted: the database's clock, the secret, and the per-address limits. */
create or replace function private.visitors_admit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  settings private.presence_settings;
  secret text := private.request_header('x-visitor-secret');
  address text := private.request_address();
begin
  new.last_seen := now();
  -- An upsert of an existing row is a refresh, not an arrival (the policies decide whose row it is).
  if exists (select 1 from public.visitors v where v.session_id = new.session_id) then
    return new;
  end if;
  if secret is null or secret !~ '^[0-9a-f]{32,128}$' then
    perform private.refuse('visitors_no_secret', 'A visitor row needs a 128-bit x-visitor-secret.', 403);
  end if;
  new.created_at := now();
  new.addr_hash := null;
  if address is not null then
    select * into settings from private.presence_settings;
    new.addr_hash := encode(sha256(convert_to((select salt from private.presence_state) || address, 'utf8')), 'hex');
    if (select count(*) from private.visitor_arrivals a
        where a.addr_hash = new.addr_hash and a.at > now() - interval '1 minute') >= settings.max_arrivals_per_minute then
      perform private.refuse('visitors_rate_limited', 'Too many new visitors from this address; try again in a minute.', 429);
    end if;
    if (select count(*) from public.visitors v where v.addr_hash = new.addr_hash) >= settings.max_rows_per_address then
      perform private.refuse('visitors_rate_limited', 'Too many visitors from this address.', 429);
    end if;
    insert into private.visitor_arrivals (addr_hash) values (new.addr_hash);
  end if;
  return new;
end $$;

drop trigger if exists visitors_admit on public.visitors;
create trigger visitors_admit before insert on public.visitors
  for each row execute function private.visitors_admit();

/** A heartbeat's last_seen is the database's time too; where a row came from never changes. */
create or replace function private.visitors_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.last_seen := now();
  new.owner_hash := old.owner_hash;
  new.addr_hash := old.addr_hash;
  new.created_at := old.created_at;
  return new;
end $$;

drop trigger if exists visitors_touch on public.visitors;
create trigger visitors_touch before update on public.visitors
  for each row execute function private.visitors_touch();

/** Keeps presence_state.total_rows exact, and refuses rows past the cap (race-free: the update locks). */
create or replace function private.visitors_count_added() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  total integer;
begin
  update private.presence_state set total_rows = total_rows + (select count(*) from added)
  returning total_rows into total;
  if total > (select max_rows from private.presence_settings) then
    perform private.refuse('visitors_full', 'The visitor count is at its cap.', 503);
  end if;
  return null;
end $$;

create or replace function private.visitors_count_removed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.presence_state set total_rows = total_rows - (select count(*) from removed);
  return null;
end $$;

create or replace function private.visitors_count_cleared() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.presence_state set total_rows = 0;
  return null;
end $$;

drop trigger if exists visitors_count_added on public.visitors;
create trigger visitors_count_added after insert on public.visitors
  referencing new table as added for each statement execute function private.visitors_count_added();
drop trigger if exists visitors_count_removed on public.visitors;
create trigger visitors_count_removed after delete on public.visitors
  referencing old table as removed for each statement execute function private.visitors_count_removed();
drop trigger if exists visitors_count_cleared on public.visitors;
create trigger visitors_count_cleared after truncate on public.visitors
  for each statement execute function private.visitors_count_cleared();

/**
 * Recounts and publishes, at most once per change window: prunes stale rows, recounts, and rewrites
 * public.visitor_count only if the count changed, so that one realtime message per listening tab
 * carries it. The first writer after the window claims it; the others skip without waiting
 * (SKIP LOCKED), and a change they made is picked up by the next window's writer or by pg_cron.
 * The window is min_window, or longer when (listening tabs / messages_per_second) is: the realtime
 * messages the count causes stay within the budget however many tabs listen.
 */
create or replace function private.visitors_publish() returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings private.presence_settings;
  listening integer;
  live integer;
begin
  select * into settings from private.presence_settings;
  -- Every row's tab listens (or tries to): the exact row count, not the last published count, which
  -- lags behind a rush of arrivals.
  select total_rows into listening from private.presence_state;
  perform 1 from private.presence_state
    where checked_at <= now() - greatest(settings.min_window,
      make_interval(secs => (listening / settings.messages_per_second)::double precision))
    for update skip locked;
  if not found then
    return;
  end if;
  -- First, so that the prune below, which fires this trigger again, finds the window taken.
  update private.presence_state set checked_at = now();
  delete from public.visitors where last_seen <= now() - public.visitor_grace();
  delete from private.visitor_arrivals where at <= now() - interval '1 minute';
  select count(*) into live from public.visitors;
  update public.visitor_count
    set online = live, capped = live >= settings.max_rows, updated_at = now()
    where (online, capped) is distinct from (live, live >= settings.max_rows);
end $$;

create or replace function private.visitors_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.visitors_publish();
  return null;
end $$;

drop trigger if exists visitors_publish on public.visitors;
create trigger visitors_publish after insert or update or delete on public.visitors
  for each statement execute function private.visitors_changed();

revoke all on all functions in schema private from public, anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated;

-- Realtime carries the count row, not the visitors table (see 2. above).
do $$
begin
  if exists (select 1 from pg_publication_tables
             where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'visitors') then
    alter publication supabase_realtime drop table public.visitors;
  end if;
  if not exists (select 1 from pg_publication_tables
                 where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'visitor_count') then
    alter publication supabase_realtime add table public.visitor_count;
  end if;
end $$;

-- The trailing edge of the change window, and pruning while nobody writes: pg_cron every 2 s where it
-- has sub-minute schedules (1.5 and later, as on Supabase), every minute on older ones. Without
-- pg_cron the next heartbeat does both, within 30 s / N of a change.
do $$
begin
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron is not available (%): visitors are recounted and pruned on write only', sqlerrm;
    return;
  end;
  begin
    perform cron.schedule('presence-tick', '2 seconds', 'select private.visitors_publish()');
  exception when others then
    perform cron.schedule('presence-tick', '* * * * *', 'select private.visitors_publish()');
  end;
  -- A 2-second job writes 43,200 run records a day: keep an hour of them.
  perform cron.schedule('presence-tick-history', '17 * * * *', $job$
    delete from cron.job_run_details
    where jobid in (select jobid from cron.job where jobname = 'presence-tick')
      and end_time < now() - interval '1 hour'
  $job$);
end $$;
