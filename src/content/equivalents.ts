/**
 * The validator's check of `equivalentMutants:`: each entry must name a mutant of the challenge's
 * current solution, once. Pure (mutants are generated without gcc), so `npm run validate`, the
 * build and the dev server report a stale or mistyped name with its place in the file.
 */
import type { ChallengeBlock } from '../schema/index.ts';
import { closest } from './suggest.ts';
import { programMutants, solutionFiles } from '../mutation/mutants.ts';

/** A problem with one entry, at a path inside the challenge block. */
export interface EquivalentProblem {
  path: (string | number)[];
  message: string;
}

/** Every problem with a challenge's `equivalentMutants:`; none when it has no such list. */
export function checkEquivalentMutants(block: ChallengeBlock): EquivalentProblem[] {
  const entries = block.equivalentMutants ?? [];
  if (entries.length === 0) return [];
  const files = solutionFiles(block);
  if (files.length === 0)
    return [
      {
        path: ['equivalentMutants'],
        message:
          "only a challenge with a solution has mutants: remove 'equivalentMutants:', or add 'solution:' (or 'solutionFiles:')",
      },
    ];
  const ids = programMutants(files).map((m) => m.id);
  const problems: EquivalentProblem[] = [];
  entries.forEach((entry, i) => {
    if (entry.reason.trim().includes('\n'))
      problems.push({
        path: ['equivalentMutants', i, 'reason'],
        message: 'must be one line: say in one sentence why the change makes no difference',
      });
    const first = entries.findIndex((e) => e.mutant === entry.mutant);
    if (first !== i)
      problems.push({
        path: ['equivalentMutants', i, 'mutant'],
        message: `names the same mutant as equivalentMutants[${first}]: keep one of the two`,
      });
    else if (!ids.includes(entry.mutant)) {
      const guess = closest(entry.mutant, ids);
      problems.push({
        path: ['equivalentMutants', i, 'mutant'],
        message: `names no mutant of this solution${guess ? ` (did you mean '${guess}'?)` : ''}: copy the name exactly as npm run check:challenges prints it, or remove this entry if the solution changed and the mutant is gone`,
      });
    }
  });
  return problems;
}
