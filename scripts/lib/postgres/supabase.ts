import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { ClusterAddress } from './cluster.ts';

/** The migrations, in the order `supabase db push` applies them. */
export const MIGRATIONS_DIR = 'supabase/migrations';

/** PRESENCE_MIGRATIONS_DIR points the tests at altered copies, to check that they notice. */
export function migrationFiles(dir = process.env.PRESENCE_MIGRATIONS_DIR ?? MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Supabase's roles as its Postgres image creates them: PostgREST logs in as `authenticator` and
 * switches to `anon` for a request made with the anon key. Cluster-wide, so created once.
 */
const ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;
`;

/**
 * Per database, what Supabase sets up before any migration: the API roles may use `public`, every
 * table and function created there is granted to them (Supabase's default privileges), the empty
 * realtime publication exists, and so does Realtime's own `realtime.messages`, whose row-level
 * security decides who may join and send on a private channel (as supabase/realtime's migrations
 * create it: the grants of `redefine_authorization_tables`, the `topic()` helper).
 */
const DATABASE = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  create publication supabase_realtime;
  create schema realtime;
  grant usage on schema realtime to anon, authenticated, service_role;
  create table realtime.messages (
    id uuid not null default gen_random_uuid(),
    topic text not null,
    extension text not null,
    payload jsonb,
    event text,
    private boolean default false,
    updated_at timestamp not null default now(),
    inserted_at timestamp not null default now()
  );
  alter table realtime.messages enable row level security;
  grant select, insert, update on realtime.messages to anon, authenticated, service_role;
  create function realtime.topic() returns text language sql stable as
    $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
`;

export function connect(cluster: ClusterAddress, database: string, user = 'postgres'): pg.Client {
  return new pg.Client({ host: cluster.host, port: cluster.port, database, user });
}

/** Creates Supabase's roles in a new cluster. */
export async function createRoles(cluster: ClusterAddress): Promise<void> {
  const admin = connect(cluster, 'postgres');
  await admin.connect();
  try {
    await admin.query(ROLES);
  } finally {
    await admin.end();
  }
}

/** A database with Supabase's setup and the given migrations applied, as its owner and as PostgREST. */
export interface Database {
  name: string;
  /** The `postgres` role: owner of everything, as in the SQL editor. */
  admin: pg.Client;
  /** The Data API: requests as `anon`, the way PostgREST makes them. */
  api: Api;
  close(): Promise<void>;
}

let created = 0;

/**
 * Creates a fresh database (or sets up `postgres` itself, where pg_cron runs) and applies the
 * migrations to it in order. Throws with the file name if one fails.
 */
export async function createDatabase(
  cluster: ClusterAddress,
  migrations: string[] = migrationFiles(),
  name = `presence_${process.pid}_${++created}`,
): Promise<Database> {
  if (name !== 'postgres') {
    const admin = connect(cluster, 'postgres');
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
  }
  const admin = connect(cluster, name);
  await admin.connect();
  await admin.query(DATABASE);
  for (const file of migrations) {
    try {
      await admin.query(readFileSync(file, 'utf8'));
    } catch (error) {
      await admin.end();
      throw new Error(`${file} did not apply: ${(error as Error).message}`, { cause: error });
    }
  }
  const authenticator = connect(cluster, name, 'authenticator');
  await authenticator.connect();
  return {
    name,
    admin,
    api: new Api(authenticator),
    async close() {
      await Promise.all([admin.end(), authenticator.end()]);
    },
  };
}

/** An SQL literal: requests go as one simple query, which takes no parameters. */
export const lit = (value: string | number | null): string =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : pg.Client.prototype.escapeLiteral(value);

/**
 * The headers a request carries: the tab's secret, the address Supabase's proxy saw
 * (`cf-connecting-ip`), and headers a client may write itself.
 */
export interface RequestHeaders {
  'x-visitor-secret'?: string;
  'x-forwarded-for'?: string;
  'cf-connecting-ip'?: string;
  'x-real-ip'?: string;
}

/**
 * PostgREST's side of a Data API request: one transaction in which the role becomes `anon` and the
 * request's headers are readable as `request.headers`, then the statement. Sent as one round trip.
 */
export class Api {
  /** Requests made, for the load simulation. */
  requests = 0;

  constructor(readonly client: pg.Client) {}

  async request<T extends pg.QueryResultRow = pg.QueryResultRow>(
    headers: RequestHeaders,
    sql: string,
  ): Promise<pg.QueryResult<T>> {
    this.requests++;
    const setup = `select set_config('role', 'anon', true), set_config('request.headers', ${lit(
      JSON.stringify(headers),
    )}, true), set_config('request.jwt.claims', '{"role":"anon"}', true)`;
    try {
      const results = (await this.client.query(
        `begin; ${setup}; ${sql}; commit`,
      )) as unknown as pg.QueryResult<T>[];
      return results[2]!;
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
  }
}

/** What supabase-js's calls become in PostgREST (spec §7), for one tab. */
export class Tab {
  constructor(
    readonly api: Api,
    readonly sessionId: string,
    readonly headers: RequestHeaders,
  ) {}

  /** Register presence: upsert into visitors (every payload column is set on conflict). */
  upsert(lastSeen = new Date().toISOString()) {
    return this.api.request(
      this.headers,
      `insert into public.visitors (session_id, last_seen) values (${lit(this.sessionId)}, ${lit(lastSeen)})
       on conflict (session_id) do update set session_id = excluded.session_id, last_seen = excluded.last_seen`,
    );
  }

  /** Count visitors: select count, head only, exact, of the one column the client names. */
  async count(): Promise<number> {
    const result = await this.api.request<{ count: string }>(
      this.headers,
      `select count(*) from (select session_id from public.visitors) as pgrst_source`,
    );
    return Number(result.rows[0]!.count);
  }

  /** Heartbeat: update last_seen where session_id is ours; resolves to the rows updated. */
  async heartbeat(lastSeen = new Date().toISOString()): Promise<number> {
    const result = await this.api.request(
      this.headers,
      `update public.visitors set last_seen = ${lit(lastSeen)} where session_id = ${lit(this.sessionId)}`,
    );
    return result.rowCount ?? 0;
  }

  /** Leave: delete where session_id is ours; resolves to the rows deleted. */
  async leave(): Promise<number> {
    const result = await this.api.request(
      this.headers,
      `delete from public.visitors where session_id = ${lit(this.sessionId)}`,
    );
    return result.rowCount ?? 0;
  }

  /** What the footer reads from the realtime row. */
  async published(): Promise<{ online: number; capped: boolean }> {
    const { rows } = await this.api.request<{ online: number; capped: boolean }>(
      this.headers,
      `select online, capped from public.visitor_count`,
    );
    return rows[0]!;
  }
}

let tabs = 0;

/**
 * A new tab with its own session id and 128-bit secret, optionally behind an address, which arrives
 * as Supabase's proxy passes it on (`cf-connecting-ip`).
 */
export function newTab(api: Api, address?: string): Tab {
  const n = ++tabs;
  const secret = (n.toString(16) + process.pid.toString(16)).padStart(32, '0');
  return new Tab(api, `session_${1_700_000_000_000 + n}_t${n.toString(36)}`, {
    'x-visitor-secret': secret,
    ...(address ? { 'cf-connecting-ip': address } : {}),
  });
}
