/** Why the browser would not keep something: storage turned off (or a private window), or full. */
export type StorageProblem = 'blocked' | 'full';

/** localStorage, as a value that never throws: every failure is reported instead. */
export interface SafeStorage {
  read(key: string): string | null;
  /** False when the value could not be kept. */
  write(key: string, value: string): boolean;
  /**
   * Writes, and says why the value could not be kept (or null), without reporting it as the
   * browser's problem: for a write whose caller tells the student itself (an import too big to keep
   * says so where it was asked for, and the progress kept so far is still being saved).
   */
  attempt(key: string, value: string): StorageProblem | null;
  remove(key: string): void;
  /** The last problem met, if any. */
  readonly problem: StorageProblem | null;
}

const isQuota = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

/**
 * Wraps the browser's storage. Reaching `localStorage` itself can throw (storage disabled, some
 * private modes), and so can each write (quota); none of that may break the page, so each is
 * caught, remembered and passed to `onProblem`.
 */
export function safeStorage(
  open: () => Storage,
  onProblem: (problem: StorageProblem) => void = () => undefined,
): SafeStorage {
  let problem: StorageProblem | null = null;
  const fail = (error: unknown) => {
    problem = isQuota(error) ? 'full' : 'blocked';
    onProblem(problem);
  };
  let store: Storage | null = null;
  try {
    store = open();
  } catch (error) {
    fail(error);
  }
  return {
    get problem() {
      return problem;
    },
    read(key) {
      if (!store) return null;
      try {
        return store.getItem(key);
      } catch (error) {
        fail(error);
        return null;
      }
    },
    write(key, value) {
      if (!store) {
        if (problem) onProblem(problem);
        return false;
      }
      try {
        store.setItem(key, value);
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    attempt(key, value) {
      if (!store) return problem ?? 'blocked';
      try {
        store.setItem(key, value);
        return null;
      } catch (error) {
        return isQuota(error) ? 'full' : 'blocked';
      }
    },
    remove(key) {
      try {
        store?.removeItem(key);
      } catch (error) {
        fail(error);
      }
    },
  };
}
