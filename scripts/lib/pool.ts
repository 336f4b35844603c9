/**
 * The checks' one worker pool: every checker that compiles or runs many programs hands its jobs
 * here rather than writing its own queue loop.
 */
import { availableParallelism } from 'node:os';

/** One slot a job per core, the default width of a pool. */
export const cores = () => Math.max(1, availableParallelism());

/**
 * Runs `task` on every item, at most `width` at a time, taking items in list order as slots free
 * up. When a task throws, no new item starts; the running ones finish, then the first error is
 * thrown (a checker that cannot start gcc stops instead of failing every job the same way).
 */
export async function eachInPool<T>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<void>,
  width = cores(),
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const slot = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        await task(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, slot));
  if (failure) throw failure.error;
}
