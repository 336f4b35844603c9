/**
 * Starts loading the C compiler in the background when a student shows interest in a sample
 * (hovers or focuses it), so that the first Run finds it ready, but only where the browser says
 * the connection is fast and unmetered: 4G-class effective speed, not cellular, and no Save-Data.
 * Where the browser does not say (Firefox and Safari have no `navigator.connection`), nothing is
 * fetched before Run. Part of the first-load code, so it stays small; the runner itself is imported
 * only when the prefetch starts.
 */
import { canRunC } from './capable.ts';

/** The Network Information API's fields used here (not in TypeScript's DOM library). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

/** Whether fetching about 23 MB unasked is welcome on this connection. */
export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection || connection.saveData) return false;
  if (connection.type === 'cellular') return false;
  return connection.effectiveType === '4g';
}

let started = false;

/** Loads the runner's code and the compiler once per page, when the connection allows. */
export function prefetchCompiler(): void {
  if (started || !canRunC()) return; // no WebAssembly: the compiler could never start
  if (!mayPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
  started = true;
  void import('./SampleRunner.tsx')
    .then(() => import('../client/client.ts'))
    .then(({ runner }) => runner.preload())
    .catch(() => {
      started = false; // a failed prefetch is tried again on the next hover; Run reports its own failure
    });
}
