/**
 * Attaches the student-facing numbers to a lesson's challenge blocks at build time, from the
 * committed results, but only where the results are fresh: the entry's key is recomputed from the
 * challenge as it is now, so a changed solution or test shows nothing until the tool runs again.
 */
import type { Block } from '../schema/index.ts';
import { alternativesOf } from './challenges.ts';
import { programMutants, solutionFiles } from './mutants.ts';
import type { Caught, ChallengeWithCaught } from './note.ts';
import { challengeKey, classify, type ResultsFile } from './results.ts';

/** The numbers for one challenge, or undefined when it has no fresh results. */
export function caughtFor(block: ChallengeWithCaught, results: ResultsFile): Caught | undefined {
  const files = solutionFiles(block);
  if (files.length === 0 || !block.tests?.length) return undefined;
  const key = challengeKey({
    files,
    tests: block.tests,
    mutants: programMutants(files),
    alternatives: alternativesOf(block),
  });
  const result = results.challenges[key];
  if (!result) return undefined;
  const { equivalent } = classify(result, block.equivalentMutants ?? []);
  return { tests: block.tests.length, caught: result.killed, of: result.mutants - equivalent.length };
}

/**
 * The lesson's blocks as the page gets them: each challenge with fresh results carries its `caught`
 * numbers, and none carries `equivalentMutants` or `alternatives` (for reviewers and the checks:
 * every visitor would download them), nor a solution marked `showSolution: false`.
 */
export function withCaught(blocks: readonly Block[], results: ResultsFile): Block[] {
  return blocks.map((block) => {
    if (block.type !== 'challenge') return block;
    const caught = caughtFor(block, results);
    const { equivalentMutants: _reviewersOnly, alternatives: _checksOnly, ...kept } = block;
    const { solution: _hidden, solutionFiles: _hiddenFiles, ...unsolved } = kept;
    const shown = block.showSolution ? kept : unsolved;
    return caught ? ({ ...shown, caught } satisfies ChallengeWithCaught) : shown;
  });
}
