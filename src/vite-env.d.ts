/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The Supabase project URL; without it no call goes to Supabase, and the count comes from
   * `npm start`'s built-in service or the browser's own tabs.
   */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase public anon key: the only credential the client ever holds. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
