import type { Counted, PresenceClient, Result, RowListener } from '../../../src/presence/client.ts';

/** One recorded call on the fake backend. */
export type Call =
  | { op: 'upsert'; table: string; row: { session_id: string; last_seen: string } }
  | { op: 'select'; table: string; columns: string; options: { count: 'exact'; head: true } }
  | {
      op: 'update';
      table: string;
      values: { last_seen: string };
      options: { count: 'exact' };
      column: string;
      value: string;
    }
  | { op: 'delete'; table: string; column: string; value: string }
  | { op: 'subscribe'; table: string }
  | { op: 'unsubscribe'; table: string };

type Answer<T> = () => PromiseLike<T>;

/** A hand-written PresenceClient that records every call and answers as each test says. */
export class FakeClient implements PresenceClient {
  calls: Call[] = [];
  /** The realtime listeners currently subscribed. */
  listeners: RowListener[] = [];
  /** Whether a new subscription reports itself live, as a healthy realtime connection does. */
  goesLive = true;
  upsertAnswer: Answer<Result> = () => Promise.resolve({ error: null });
  selectAnswer: Answer<Counted> = () => Promise.resolve({ error: null, count: 0 });
  /** By default the heartbeat finds its row: one row updated. */
  updateAnswer: Answer<Counted> = () => Promise.resolve({ error: null, count: 1 });
  deleteAnswer: Answer<Result> = () => Promise.resolve({ error: null });

  /** Makes every count answer `count`. */
  setCount(count: number | null): void {
    this.selectAnswer = () => Promise.resolve({ error: null, count });
  }

  ops<K extends Call['op']>(op: K): Extract<Call, { op: K }>[] {
    return this.calls.filter((c): c is Extract<Call, { op: K }> => c.op === op);
  }

  /** Realtime delivers a new row of the subscribed table. */
  emitRow(row: unknown): void {
    this.listeners.forEach((l) => l.onRow(row));
  }

  /** The realtime channel goes down (false) or comes back (true). */
  setLive(live: boolean): void {
    this.listeners.forEach((l) => l.onStatus(live));
  }

  from(table: string): ReturnType<PresenceClient['from']> {
    return {
      upsert: (row) => {
        this.calls.push({ op: 'upsert', table, row });
        return this.upsertAnswer();
      },
      select: (columns, options) => {
        this.calls.push({ op: 'select', table, columns, options });
        return this.selectAnswer();
      },
      update: (values, options) => ({
        eq: (column, value) => {
          this.calls.push({ op: 'update', table, values, options, column, value });
          return this.updateAnswer();
        },
      }),
      delete: () => ({
        eq: (column, value) => {
          this.calls.push({ op: 'delete', table, column, value });
          return this.deleteAnswer();
        },
      }),
    };
  }

  subscribe(table: string, listener: RowListener): () => void {
    this.calls.push({ op: 'subscribe', table });
    this.listeners.push(listener);
    if (this.goesLive) queueMicrotask(() => listener.onStatus(true));
    return () => {
      this.calls.push({ op: 'unsubscribe', table });
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }
}

/** A promise settled by hand, to hold a backend answer in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
