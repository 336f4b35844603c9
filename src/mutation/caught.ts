/**
 * Attaches the student-facing numbers to a lesson's challenge blocks at build time, from the
 * committed results, but only where the results are fresh: the entry's key is recomputed from the
 * challenge as it is now, so a changed solution or test shows nothing until the tool runs again.
 */
import type { Block } from '../schema/index.ts';
import { alternativesOf } from './challenges.ts';
import { programMutants, solutionFiles } from './mutants.ts';
import { mistakeOf } from './mistakes.ts';
import type { Caught, ChallengeWithCaught } from './note.ts';
import { challengeKey, classify, type ChallengeResult, type ResultsFile } from './results.ts';

/** The results for the challenge as it is now, or undefined when there are none (not yet run). */
function freshResult(block: ChallengeWithCaught, results: ResultsFile): ChallengeResult | undefined {
  const files = solutionFiles(block);
  if (files.length === 0 || !block.tests?.length) return undefined;
  const key = challengeKey({
    files,
    tests: block.tests,
    mutants: programMutants(files),
    alternatives: alternativesOf(block),
  });
  return results.challenges[key];
}

/** The numbers for one challenge from its fresh results. */
function caughtOfResult(block: ChallengeWithCaught, result: ChallengeResult): Caught {
  const { equivalent } = classify(result, block.equivalentMutants ?? []);
  return { tests: block.tests?.length ?? 0, caught: result.killed, of: result.mutants - equivalent.length };
}

/** The numbers for one challenge, or undefined when it has no fresh results. */
export function caughtFor(block: ChallengeWithCaught, results: ResultsFile): Caught | undefined {
  const result = freshResult(block, results);
  return result && caughtOfResult(block, result);
}

/** Per test, the common mistake a failure of it points to (mistakes.ts); null where none is known. */
const mistakesOf = (result: ChallengeResult): (string | null)[] | undefined =>
  result.onlyCaughtBy?.map((tally) => mistakeOf(tally) ?? null);

/**
 * The lesson's blocks as the page gets them: each challenge with fresh results carries its `caught`
 * numbers, and none carries `equivalentMutants` or `alternatives` (for reviewers and the checks:
 * every visitor would download them), nor a solution marked `showSolution: false`.
 */
export function withCaught(blocks: readonly Block[], results: ResultsFile): Block[] {
  return blocks.map((block) => {
    if (block.type !== 'challenge') return block;
    const result = freshResult(block, results);
    const caught = result && caughtOfResult(block, result);
    const mistakes = result && mistakesOf(result);
    const { equivalentMutants: _reviewersOnly, alternatives: _checksOnly, ...kept } = block;
    const { solution: _hidden, solutionFiles: _hiddenFiles, ...unsolved } = kept;
    const shown = block.showSolution ? kept : unsolved;
    return caught
      ? ({ ...shown, caught, ...(mistakes && { mistakes }) } satisfies ChallengeWithCaught)
      : shown;
  });
}
