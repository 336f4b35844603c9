import type { PresenceClient, Result } from '../../../src/presence/client.ts';

/** One recorded call on the fake backend. */
export type Call =
  | { op: 'upsert'; table: string; row: { session_id: string; last_seen: string } }
  | { op: 'select'; table: string; columns: string; options: { count: 'exact'; head: true } }
  | { op: 'update'; table: string; values: { last_seen: string }; column: string; value: string }
  | { op: 'delete'; table: string; column: string; value: string }
  | { op: 'subscribe'; table: string }
  | { op: 'unsubscribe'; table: string };

type Answer<T> = () => PromiseLike<T>;

/** A hand-written PresenceClient that records every call and answers as each test says. */
export class FakeClient implements PresenceClient {
  calls: Call[] = [];
  /** The live-update callbacks currently subscribed. */
  listeners: (() => void)[] = [];
  upsertAnswer: Answer<Result> = () => Promise.resolve({ error: null });
  selectAnswer: Answer<Result & { count: number | null }> = () => Promise.resolve({ error: null, count: 0 });
  updateAnswer: Answer<Result> = () => Promise.resolve({ error: null });
  deleteAnswer: Answer<Result> = () => Promise.resolve({ error: null });

  /** Makes every count answer `count`. */
  setCount(count: number | null): void {
    this.selectAnswer = () => Promise.resolve({ error: null, count });
  }

  ops(op: Call['op']): Call[] {
    return this.calls.filter((c) => c.op === op);
  }

  /** Simulates an insert, update or delete seen by the realtime subscription. */
  emitChange(): void {
    this.listeners.forEach((l) => l());
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
      update: (values) => ({
        eq: (column, value) => {
          this.calls.push({ op: 'update', table, values, column, value });
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

  subscribe(table: string, onChange: () => void): () => void {
    this.calls.push({ op: 'subscribe', table });
    this.listeners.push(onChange);
    return () => {
      this.calls.push({ op: 'unsubscribe', table });
      this.listeners = this.listeners.filter((l) => l !== onChange);
    };
  }
}

/** A promise settled by hand, to hold a backend answer in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
