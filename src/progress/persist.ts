/**
 * Persistent storage: a browser may delete a site's storage when space runs low, and Safari does
 * after seven days without a visit, taking ticks, saved programs and offline copies with it. Asking
 * the browser to keep it (`navigator.storage.persist()`) is done once a student has work worth
 * keeping, that is when a program they edited is first saved; browsers grant or refuse by their own
 * rules (Firefox asks the student, Chromium and Safari decide by themselves).
 */

/** Whether this browser keeps the site's storage until the student clears it. */
export type Persistence = 'granted' | 'not-granted' | 'unsupported';

const manager = (): StorageManager | undefined =>
  typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function'
    ? navigator.storage
    : undefined;

let asked: Promise<boolean> | undefined;

/** Asks once a page (later calls share the answer); resolves to whether storage is kept. */
export function askToPersist(): Promise<boolean> {
  asked ??= (async () => {
    // Answered at once, without asking the student again, where storage is kept already.
    return (await manager()?.persist()) ?? false;
  })().catch(() => false);
  return asked;
}

/** What the browser says now, without asking it for anything. */
export async function persistence(): Promise<Persistence> {
  const storage = manager();
  if (!storage) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'granted' : 'not-granted';
  } catch {
    return 'not-granted';
  }
}
