-- Anonymous visitor presence (spec §3, §4, §7): one row per open tab, keyed by a client-made session id.
--
-- Ownership: session ids are visible to anyone who can count or subscribe, so they cannot prove who
-- owns a row. Each tab also holds a random secret that it sends as the `x-visitor-secret` header; the
-- row keeps only its SHA-256 hash. Updating or deleting a row needs the secret whose hash it holds, so
-- one visitor cannot change or remove another visitor's row, even knowing its session id.
create table if not exists public.visitors (
  session_id text primary key check (session_id ~ '^session_[0-9]+_[a-z0-9]+$'),
  last_seen timestamptz not null default now(),
  owner_hash text not null default ''
);

create or replace function public.visitor_secret_hash() returns text
language sql stable as $$
  select encode(sha256(convert_to(coalesce(current_setting('request.headers', true)::json ->> 'x-visitor-secret', ''), 'utf8')), 'hex')
$$;

-- The owner is always taken from the request's secret, never from the payload.
create or replace function public.visitors_set_owner() returns trigger
language plpgsql as $$
begin
  new.owner_hash := public.visitor_secret_hash();
  return new;
end $$;

drop trigger if exists visitors_set_owner on public.visitors;
create trigger visitors_set_owner before insert on public.visitors
  for each row execute function public.visitors_set_owner();

alter table public.visitors enable row level security;

create policy "anyone can count visitors" on public.visitors for select to anon using (true);
create policy "register own presence" on public.visitors for insert to anon
  with check (owner_hash = public.visitor_secret_hash() and last_seen <= now() + interval '1 minute');
create policy "refresh own presence" on public.visitors for update to anon
  using (owner_hash = public.visitor_secret_hash())
  with check (owner_hash = public.visitor_secret_hash() and last_seen <= now() + interval '1 minute');
create policy "leave" on public.visitors for delete to anon using (owner_hash = public.visitor_secret_hash());

-- The anon key may not rewrite the owner of a row. A column-level revoke has no effect while the
-- table-level grant (Supabase's default for anon) stands, so replace it with the columns an upsert sets.
revoke update on public.visitors from anon;
grant update (session_id, last_seen) on public.visitors to anon;

-- Live updates: the client recounts on any insert, update or delete.
alter publication supabase_realtime add table public.visitors;
