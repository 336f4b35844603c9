/** A backend answer: supabase-js resolves with `{ error }` instead of throwing. */
export interface Result {
  error: unknown;
}

/** An answer that says how many rows it counted or touched (`null` when the backend did not say). */
export interface Counted extends Result {
  count: number | null;
}

/** What realtime hears: the new row of a table, and whether the channel is live. */
export interface RowListener {
  onRow(row: unknown): void;
  onStatus(live: boolean): void;
}

/** The slice of supabase-js presence uses, so tests can inject a fake and nothing else is reachable. */
export interface PresenceClient {
  from(table: string): {
    upsert(row: { session_id: string; last_seen: string }): PromiseLike<Result>;
    select(columns: string, options: { count: 'exact'; head: true }): PromiseLike<Counted>;
    update(
      values: { last_seen: string },
      options: { count: 'exact' },
    ): { eq(column: 'session_id', value: string): PromiseLike<Counted> };
    delete(): { eq(column: 'session_id', value: string): PromiseLike<Result> };
  };
  /** Listens to updates of `table`'s rows; returns how to stop. */
  subscribe(table: string, listener: RowListener): () => void;
}
