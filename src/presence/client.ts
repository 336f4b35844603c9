/** A backend answer: supabase-js resolves with `{ error }` instead of throwing. */
export interface Result {
  error: unknown;
}

/** The slice of supabase-js presence uses, so tests can inject a fake and nothing else is reachable. */
export interface PresenceClient {
  from(table: string): {
    upsert(row: { session_id: string; last_seen: string }): PromiseLike<Result>;
    select(
      columns: string,
      options: { count: 'exact'; head: true },
    ): PromiseLike<Result & { count: number | null }>;
    update(values: { last_seen: string }): { eq(column: 'session_id', value: string): PromiseLike<Result> };
    delete(): { eq(column: 'session_id', value: string): PromiseLike<Result> };
  };
  /** Calls `onChange` on any insert, update or delete on the visitors table; returns how to stop. */
  subscribe(table: string, onChange: () => void): () => void;
}
