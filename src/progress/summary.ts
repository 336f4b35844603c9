/** What pages show of a student's progress (the storage code that fills it loads on demand). */
export interface ProgressSummary {
  /** Routes of the lessons read. */
  read: ReadonlySet<string>;
  /** How many challenges of each lesson (by route) have been passed. */
  passed: ReadonlyMap<string, number>;
  /** Keys (src/progress/keys.ts) of the challenges passed. */
  challenges: ReadonlySet<string>;
  /** Keys (src/progress/keys.ts) of the samples and attempts with a saved copy. */
  drafts: ReadonlySet<string>;
  /** Where the student was last reading. */
  last?: { route: string; anchor: string; heading: string; title: string } | undefined;
}

let current: ProgressSummary | null = null;
const listeners = new Set<() => void>();

/** The summary, once the storage code has read it: null on the server, while hydrating, and before. */
export const progressSummary = {
  get: (): ProgressSummary | null => current,
  set(next: ProgressSummary): void {
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
