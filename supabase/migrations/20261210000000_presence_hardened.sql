-- Presence that cannot be gamed, and a count whose messages fit the plan's monthly quota.
--
-- It follows 20261201000000_presence_live.sql, which deployed projects have already applied, so it
-- alters that schema instead of replacing it; running it twice is harmless. What an attack review
-- (acting as the anon key the way PostgREST does) broke, and what this changes:
--
-- 1. Addresses. The per-address limits read cf-connecting-ip, else the first x-forwarded-for entry,
--    else nothing: a request without either had no limit at all, a client writes x-forwarded-for
--    itself, and one IPv6 line holds 2^64 addresses. Now only one header is trusted, the one the
--    proxy in front of the Data API sets and a client cannot (settings.address_header,
--    cf-connecting-ip by default: docs/DEPLOY-PRESENCE.md says why and what is not known); IPv6
--    addresses count per /64, the smallest block a home line gets; and every request without a
--    usable address shares one bucket, so leaving the header out buys nothing.
-- 2. Quota. The change window kept realtime messages within a budget per second, but each change
--    reaches every listening tab, so one client arriving and leaving every 2 s cost about 100
--    million messages a month at 100 tabs, against the Free plan's 2 million. The window now also
--    keeps within messages_per_month: the published count changes at most once per window, and the
--    window is long enough that its messages, at that rate, never pass the month's allowance.
-- 3. A race. Admission skipped its checks for a session id that already had a row (an upsert that
--    refreshes). A row inserted while that row's delete was in flight skipped them too. The checks
--    now run for every insert, and the per-address limits run after the insert, only for rows
--    really added, under a lock per address.
-- 4. Smaller: anon reads only session_id and last_seen (not the owner and address hashes); a
--    session id is at most 64 characters; a statement that changes no row writes no bookkeeping;
--    every function has a fixed search_path; and the live count goes out on a private realtime
--    channel that anyone may join and nobody may send on (Supabase's realtime authorization).

-- The header the proxy sets, and the month's message allowance. Left as they are when run again.
alter table private.presence_settings
  -- Which request header holds the client's address: one the proxy in front of the Data API
  -- overwrites, never one a client can write (x-forwarded-for). Lower case, as PostgREST passes it.
  add column if not exists address_header text not null default 'cf-connecting-ip'
    check (address_header ~ '^[a-z0-9-]{1,64}$'),
  -- Realtime messages a month the count may cause; null: no monthly limit (a plan billed per
  -- message). The default is half of the Free plan's 2 million, as messages_per_second is half of
  -- its per-second limit.
  add column if not exists messages_per_month numeric default 1000000
    check (messages_per_month is null or messages_per_month > 0);

alter table private.presence_state
  -- When the published count last changed: the start of the current change window. checked_at is
  -- now the last prune and recount, which run every min_window whatever the count does.
  add column if not exists published_at timestamptz not null default '-infinity',
  -- When a change that a recount found, but its window did not let it publish, may go out.
  add column if not exists due_at timestamptz not null default 'infinity';

-- What anon may touch: the two columns of the spec, and nothing of who owns a row or where it came from.
revoke select, insert, update on public.visitors from anon, authenticated;
grant select (session_id, last_seen) on public.visitors to anon, authenticated;
grant insert (session_id, last_seen) on public.visitors to anon;
grant update (session_id, last_seen) on public.visitors to anon;

-- Functions of the first migration, with the search_path every function here has: none of them may
-- resolve a name through a schema a caller could put first.
alter function public.visitor_grace() set search_path = '';
alter function public.visitor_secret_hash() set search_path = '';
alter function public.visitors_set_owner() set search_path = '';

/**
 * The bucket an address counts in: an IPv4 address as it is, an IPv6 address by its /64 (an
 * IPv4-mapped one as the IPv4 address it carries); null for anything that is not an address.
 */
create or replace function private.address_key(address text) returns text
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  ip inet;
begin
  if address is null or char_length(address) > 64 then
    return null;
  end if;
  ip := trim(address)::inet;
  if family(ip) = 6 and ip <<= '::ffff:0.0.0.0/96'::inet then
    ip := substring(host(ip) from '[^:]+$')::inet;
  end if;
  if family(ip) = 4 then
    return host(ip);
  end if;
  return network(set_masklen(ip, 64))::text;
exception when others then
  return null;
end $$;

/** The client's address, from the one header the settings trust; null where the request has none. */
create or replace function private.request_address() returns text
language sql stable set search_path = '' as $$
  select private.request_header((select s.address_header from private.presence_settings s))
$$;

/**
 * The salted hash of the request's address bucket. Requests without a usable address all share
 * one bucket, so that sending no header, or a malformed one, is never a way around the limits.
 */
create or replace function private.request_address_hash() returns text
language sql stable security definer set search_path = '' as $$
  select encode(sha256(convert_to(
    (select st.salt from private.presence_state st)
      || coalesce(private.address_key(private.request_address()), 'no address'),
    'utf8')), 'hex')
$$;

/**
 * Before a row is inserted: the database's clock, the secret and where it came from, for every
 * insert. An upsert that meets an existing row goes on to update it instead (the policies decide
 * whose row it is, and visitors_touch keeps these columns); one whose row is deleted meanwhile
 * inserts, and then it has been checked like any other.
 */
create or replace function private.visitors_admit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  secret text := private.request_header('x-visitor-secret');
begin
  -- In parentheses: PL/pgSQL ends an IF's condition at the first THEN, even one inside a CASE.
  if secret is null or (case when char_length(secret) <= 128 then secret !~ '^[0-9a-f]{32,128}$' else true end) then
    perform private.refuse('visitors_no_secret', 'A visitor row needs a 128-bit x-visitor-secret.', 403);
  end if;
  new.last_seen := now();
  new.created_at := now();
  new.addr_hash := private.request_address_hash();
  return new;
end $$;

/**
 * After a row is really inserted (never for an upsert that refreshed): the per-address limits. One
 * lock per address bucket, held to the end of the transaction, so that parallel arrivals from one
 * address are counted one after another and cannot all slip under the limit together.
 */
create or replace function private.visitors_arrive() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  settings private.presence_settings;
begin
  perform pg_advisory_xact_lock(hashtextextended('learn-c presence address ' || new.addr_hash, 0));
  select * into settings from private.presence_settings;
  if (select count(*) from private.visitor_arrivals a
      where a.addr_hash = new.addr_hash and a.at > now() - interval '1 minute') >= settings.max_arrivals_per_minute then
    perform private.refuse('visitors_rate_limited', 'Too many new visitors from this address; try again in a minute.', 429);
  end if;
  -- The new row is among them: this runs after it was inserted.
  if (select count(*) from public.visitors v where v.addr_hash = new.addr_hash) > settings.max_rows_per_address then
    perform private.refuse('visitors_rate_limited', 'Too many visitors from this address.', 429);
  end if;
  insert into private.visitor_arrivals (addr_hash) values (new.addr_hash);
  return null;
end $$;

drop trigger if exists visitors_arrive on public.visitors;
create trigger visitors_arrive after insert on public.visitors
  for each row execute function private.visitors_arrive();

/**
 * The change window for `listening` tabs: the longest of min_window, the time the per-second budget
 * needs to pay for one message to each of them, and the time the month's allowance needs to.
 */
create or replace function private.change_window(listening integer, settings private.presence_settings)
returns interval
language sql immutable parallel safe set search_path = '' as $$
  select greatest(
    settings.min_window,
    make_interval(secs => (listening / settings.messages_per_second)::double precision),
    case when settings.messages_per_month is null then settings.min_window
         -- A month is taken as 30 days: the allowance per second is the smallest month's or less.
         else make_interval(secs => (listening / (settings.messages_per_month / 2592000))::double precision)
    end)
$$;

/**
 * Prunes and recounts at most once per min_window, and publishes the count at most once per change
 * window, only when it changed. The first writer after min_window claims the recount; the others
 * skip without waiting (SKIP LOCKED), and pg_cron's tick picks up what they changed. A change found
 * before its window has passed is not lost: due_at remembers when it may go out, and the first
 * write or tick from then on publishes it, recounted.
 */
create or replace function private.visitors_publish() returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings private.presence_settings;
  state private.presence_state;
  live integer;
  opens timestamptz;
begin
  select * into settings from private.presence_settings;
  select * into state from private.presence_state
    where checked_at <= now() - settings.min_window or due_at <= now()
    for update skip locked;
  if not found then
    return;
  end if;
  -- First, so that the prune below, which fires the triggers again, finds the recount taken.
  update private.presence_state set checked_at = now(), due_at = 'infinity';
  delete from public.visitors where last_seen <= now() - public.visitor_grace();
  delete from private.visitor_arrivals where at <= now() - interval '1 minute';
  select count(*) into live from public.visitors;
  if not exists (select 1 from public.visitor_count c
                 where (c.online, c.capped) is distinct from (live, live >= settings.max_rows)) then
    return;
  end if;
  -- Every row's tab listens (or tries to): the exact row count once pruned, not the published
  -- count, which lags behind a rush of arrivals.
  opens := state.published_at + private.change_window(
    (select st.total_rows from private.presence_state st), settings);
  if opens > now() then
    update private.presence_state set due_at = opens;
    return;
  end if;
  update private.presence_state set published_at = now();
  update public.visitor_count
    set online = live, capped = live >= settings.max_rows, updated_at = now();
end $$;

-- The bookkeeping after each statement, only for statements that changed rows: a delete of nothing
-- or an upsert that only refreshed writes no row that every writer shares.

/** Rows added: keeps total_rows exact, refuses rows past the cap (race-free: the update locks), publishes. */
create or replace function private.visitors_count_added() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  n integer := (select count(*) from added);
  total integer;
begin
  if n = 0 then
    return null;
  end if;
  update private.presence_state set total_rows = total_rows + n returning total_rows into total;
  if total > (select max_rows from private.presence_settings) then
    perform private.refuse('visitors_full', 'The visitor count is at its cap.', 503);
  end if;
  perform private.visitors_publish();
  return null;
end $$;

/** Rows removed: keeps total_rows exact and publishes. */
create or replace function private.visitors_count_removed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  n integer := (select count(*) from removed);
begin
  if n = 0 then
    return null;
  end if;
  update private.presence_state set total_rows = total_rows - n;
  perform private.visitors_publish();
  return null;
end $$;

/** Rows refreshed: a heartbeat changes no count, but may be the first write after a window. */
create or replace function private.visitors_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from changed) then
    perform private.visitors_publish();
  end if;
  return null;
end $$;

drop trigger if exists visitors_count_added on public.visitors;
create trigger visitors_count_added after insert on public.visitors
  referencing new table as added for each statement execute function private.visitors_count_added();
drop trigger if exists visitors_count_removed on public.visitors;
create trigger visitors_count_removed after delete on public.visitors
  referencing old table as removed for each statement execute function private.visitors_count_removed();
-- Replaces the first version's one trigger for all three events, which could not see whether a
-- statement changed anything (a trigger with transition tables serves one event).
drop trigger if exists visitors_publish on public.visitors;
create trigger visitors_publish after update on public.visitors
  referencing new table as changed for each statement execute function private.visitors_changed();

-- A session id is the client's "session_", a timestamp, "_" and a few random characters: 31 in
-- practice. An unbounded one let a filter on it run to the statement timeout. (Here, after the
-- triggers: rows this removes are counted and published like any departure, and none is no write.)
delete from public.visitors
where case when char_length(session_id) <= 64 then session_id !~ '^session_[0-9]{1,20}_[a-z0-9]{1,32}$' else true end;
alter table public.visitors drop constraint if exists visitors_session_id_check;
alter table public.visitors drop constraint if exists visitors_session_id_format;
-- CASE, because it is the one expression whose order Postgres guarantees: the length comes first.
alter table public.visitors add constraint visitors_session_id_format check (
  case when char_length(session_id) <= 64 then session_id ~ '^session_[0-9]{1,20}_[a-z0-9]{1,32}$' else false end
);

revoke all on all functions in schema private from public, anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated;

-- Realtime authorization: the count goes out on the private channel `visitor_count`. Anyone may join
-- it (a join needs read access to its broadcasts), and nobody may send on it, since no policy allows
-- an insert. Postgres changes on a private channel still follow visitor_count's own policy.
-- Supabase creates realtime.messages; elsewhere (a plain Postgres) there is nothing to authorize.
do $$
begin
  if to_regclass('realtime.messages') is null then
    raise notice 'realtime.messages does not exist: no realtime authorization to set up';
    return;
  end if;
  drop policy if exists "anyone can listen to the visitor count" on realtime.messages;
  create policy "anyone can listen to the visitor count" on realtime.messages
    for select to anon, authenticated
    using ((select realtime.topic()) = 'visitor_count' and realtime.messages.extension = 'broadcast');
end $$;
