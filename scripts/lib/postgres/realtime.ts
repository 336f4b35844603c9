import type pg from 'pg';

/** One committed change to a table in the `supabase_realtime` publication, as Realtime receives it. */
export interface Change {
  table: string;
  kind: 'insert' | 'update' | 'delete' | 'truncate';
  /** The new row's columns as text (inserts and updates). */
  row: Record<string, string | null>;
}

/**
 * Reads what the `supabase_realtime` publication sends, from a logical replication slot with
 * Postgres's own `pgoutput` plugin: the stream Supabase Realtime consumes. Supabase bills and limits
 * "one message per client that listens" for each of these changes, so messages = changes ×
 * listening tabs. Nothing here knows the schema: what counts is what the migration publishes.
 */
export class RealtimeTap {
  private relations = new Map<number, { table: string; columns: string[] }>();

  private constructor(
    private readonly admin: pg.Client,
    private readonly slot: string,
  ) {}

  static async open(admin: pg.Client, slot = 'realtime_tap'): Promise<RealtimeTap> {
    await admin.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [slot]);
    return new RealtimeTap(admin, slot);
  }

  /** The changes committed since the last call. */
  async changes(): Promise<Change[]> {
    const { rows } = await this.admin.query<{ data: Buffer }>(
      `select data from pg_logical_slot_get_binary_changes($1, null, null,
         'proto_version', '1', 'publication_names', 'supabase_realtime')`,
      [this.slot],
    );
    const changes: Change[] = [];
    for (const { data } of rows) {
      const change = this.decode(data);
      if (change) changes.push(change);
    }
    return changes;
  }

  async close(): Promise<void> {
    await this.admin.query(`select pg_drop_replication_slot($1)`, [this.slot]);
  }

  /** pgoutput protocol 1: Relation, Insert, Update, Delete, Truncate; the rest is framing. */
  private decode(data: Buffer): Change | undefined {
    const reader = new Reader(data);
    const type = String.fromCharCode(reader.byte());
    if (type === 'R') {
      const id = reader.int32();
      const schema = reader.string();
      const name = reader.string();
      reader.byte(); // replica identity
      const columns = Array.from({ length: reader.int16() }, () => {
        reader.byte(); // flags
        const column = reader.string();
        reader.int32(); // type
        reader.int32(); // type modifier
        return column;
      });
      this.relations.set(id, { table: `${schema}.${name}`, columns });
      return undefined;
    }
    if (type === 'T') {
      const count = reader.int32();
      reader.byte();
      const table = this.relations.get(reader.int32())?.table ?? '?';
      return { table: count > 1 ? `${table} (+${count - 1})` : table, kind: 'truncate', row: {} };
    }
    if (type !== 'I' && type !== 'U' && type !== 'D') return undefined;
    const relation = this.relations.get(reader.int32());
    if (!relation) throw new Error('pgoutput sent a change before its relation');
    const kind = type === 'I' ? 'insert' : type === 'U' ? 'update' : 'delete';
    // An update may carry the old key ('K') or old row ('O') before the new tuple ('N').
    let tag = String.fromCharCode(reader.byte());
    let row = reader.tuple(relation.columns);
    while (kind === 'update' && tag !== 'N') {
      tag = String.fromCharCode(reader.byte());
      row = reader.tuple(relation.columns);
    }
    return { table: relation.table, kind, row };
  }
}

class Reader {
  private at = 0;
  constructor(private readonly data: Buffer) {}
  byte(): number {
    return this.data.readUInt8(this.at++);
  }
  int16(): number {
    const v = this.data.readInt16BE(this.at);
    this.at += 2;
    return v;
  }
  int32(): number {
    const v = this.data.readInt32BE(this.at);
    this.at += 4;
    return v;
  }
  string(): string {
    const end = this.data.indexOf(0, this.at);
    const s = this.data.toString('utf8', this.at, end);
    this.at = end + 1;
    return s;
  }
  tuple(columns: string[]): Record<string, string | null> {
    const row: Record<string, string | null> = {};
    const count = this.int16();
    for (let i = 0; i < count; i++) {
      const kind = String.fromCharCode(this.byte());
      const name = columns[i] ?? `column${i}`;
      if (kind === 't') {
        const length = this.int32();
        row[name] = this.data.toString('utf8', this.at, this.at + length);
        this.at += length;
      } else row[name] = null; // 'n' null, 'u' unchanged TOAST value
    }
    return row;
  }
}

/** What a client may do on a channel topic, as Realtime works it out when the client joins. */
export interface ChannelRights {
  read: { broadcast: boolean; presence: boolean };
  write: { broadcast: boolean; presence: boolean };
}

/**
 * Realtime's authorization of a private channel (supabase/realtime, Realtime.Tenants.Authorization):
 * in a transaction it rolls back, it inserts one broadcast and one presence message for the topic,
 * becomes the client's role with `realtime.topic` set, and reads them back (read rights: a join needs
 * broadcast read); then, as that role, it tries to insert one of each (write rights: sending).
 * Run here as the database owner, which Realtime's own connection stands for.
 */
export async function channelRights(admin: pg.Client, topic: string, role = 'anon'): Promise<ChannelRights> {
  const become = `select set_config('role', ${admin.escapeLiteral(role)}, true),
    set_config('realtime.topic', ${admin.escapeLiteral(topic)}, true),
    set_config('request.jwt.claims', ${admin.escapeLiteral(JSON.stringify({ role }))}, true)`;
  await admin.query('begin');
  try {
    const { rows: made } = await admin.query<{ id: string; extension: string }>(
      `insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence')
       returning id, extension`,
      [topic],
    );
    await admin.query(become);
    const { rows: seen } = await admin.query<{ extension: string }>(
      `select extension from realtime.messages where topic = $1 and id = any($2::uuid[])`,
      [topic, made.map((m) => m.id)],
    );
    const write = { broadcast: false, presence: false };
    for (const extension of ['broadcast', 'presence'] as const) {
      await admin.query('savepoint send');
      try {
        await admin.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [
          topic,
          extension,
        ]);
        write[extension] = true;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501') throw error; // insufficient_privilege: refused
      }
      await admin.query('rollback to savepoint send');
    }
    return {
      read: {
        broadcast: seen.some((m) => m.extension === 'broadcast'),
        presence: seen.some((m) => m.extension === 'presence'),
      },
      write,
    };
  } finally {
    await admin.query('rollback');
  }
}
