/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL; without it the site shows "0 online" and makes no calls. */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase public anon key: the only credential the client ever holds. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
