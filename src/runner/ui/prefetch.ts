/**
 * Getting ready before a student asks. Part of the first-load code, so it stays small: what it
 * starts is imported only when it starts.
 *
 * - Interest in a sample (hovering or focusing it) fetches the runner's code and the sample's
 *   precompiled program, about a hundred kilobytes: Run then needs no compiler at all.
 * - Intent to write code (Edit, focusing an editor, opening "Try it yourself") starts the C
 *   compiler's download (about 23 MB) and warms it with one tiny compile, so the first Run of an
 *   edited program does not wait for it. Whatever the connection, but never under Save-Data.
 */
import { canRunC } from './capable.ts';
import type { SourceFile } from '../protocol.ts';

/** The Network Information API's fields used here (not in TypeScript's DOM library). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

/** Whether a download the student did not ask for is welcome: not when they asked to save data. */
export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  return !connection?.saveData;
}

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** Fetches the runner's code and this sample's precompiled program. */
export function prefetchSample(files: readonly SourceFile[]): void {
  if (!canRunC() || !mayPrefetch(connection())) return; // no WebAssembly: nothing could run it
  void import('./SampleRunner.tsx').then((m) => m.prefetchProgram(files)).catch(() => undefined);
}

/** Downloads and warms the compiler, unless it is ready or on its way (Run reports any failure). */
export function warmCompiler(): void {
  if (!canRunC() || !mayPrefetch(connection())) return;
  void import('../client/client.ts').then(({ runner }) => runner.warm()).catch(() => undefined);
}
