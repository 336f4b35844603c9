/**
 * Committed results are re-checked, not believed: each `npm run check:challenges` runs a few
 * cached challenges again and compares what it finds with what the file says, so a hand-edited or
 * stale entry (survivors emptied, a count raised) fails within a few commits. Pure: the script
 * picks and runs, these decide which and compare.
 */
import { cacheKey } from '../base/cacheKey.ts';
import type { ChallengeResult } from './results.ts';

/**
 * `n` of these keys, the same for the same seed (a commit), a different few for the next, so that
 * over the commits every challenge is re-checked.
 */
export function pickSample(keys: readonly string[], seed: string, n: number): string[] {
  return [...keys]
    .map((key) => ({ key, rank: cacheKey([seed, key]) }))
    .sort((a, b) => a.rank.localeCompare(b.rank))
    .slice(0, Math.max(0, n))
    .map((k) => k.key);
}

const list = (ids: readonly string[]) =>
  ids.length ? ids.map((id) => JSON.stringify(id)).join(', ') : 'none';

/**
 * How a fresh run's entry differs from the stored one, in words; empty when they agree. Compared:
 * the counts and every mutant's fate, and each alternative's verdict. Not compared: which caught
 * mutants were caught by the time limit (a mutant that loops and one that prints wrong are both
 * caught, and a busy machine may tip one into the other), nor the equivalent split (re-read from
 * the lesson on every run).
 */
export function differences(stored: ChallengeResult, fresh: ChallengeResult): string[] {
  const found: string[] = [];
  for (const field of ['tests', 'mutants', 'uncompilable', 'killed'] as const)
    if (stored[field] !== fresh[field])
      found.push(`${field}: ${stored[field]} in the file, ${fresh[field]} now`);
  const storedIds = stored.survivors.map((s) => s.id).sort();
  const freshIds = fresh.survivors.map((s) => s.id).sort();
  if (JSON.stringify(storedIds) !== JSON.stringify(freshIds))
    found.push(`surviving mutants: the file lists ${list(storedIds)}; a fresh run finds ${list(freshIds)}`);
  const verdict = (r: ChallengeResult) =>
    r.alternatives.map(
      (a) =>
        `${JSON.stringify(a.note)} ${a.accepted ? 'accepted' : `rejected${a.test === undefined ? '' : ` by test ${a.test + 1}`}`}`,
    );
  const [was, now] = [verdict(stored), verdict(fresh)];
  if (JSON.stringify(was) !== JSON.stringify(now))
    found.push(
      `alternatives: the file says ${was.join('; ') || 'none'}; a fresh run finds ${now.join('; ') || 'none'}`,
    );
  return found;
}
