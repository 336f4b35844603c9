/** The challenges `npm run check:challenges` checks: every one with a solution and tests. */
import type { Block, ChallengeBlock, TestCase } from '../schema/index.ts';
import { programMutants, solutionFiles, type Mutant, type SolutionFile } from './mutants.ts';
import { challengeKey, type ResultsFile } from './results.ts';

/** One challenge to check, with its mutants and its cache key. */
export interface ChallengeToCheck {
  /** `curriculum/unit3/strings.yaml:663`: where the challenge block starts. */
  where: string;
  /** `curriculum/unit3/strings.yaml: Word Count`, as the results file names it. */
  label: string;
  title: string;
  /** The solution's files: `main.c` alone, or `solutionFiles`. */
  files: SolutionFile[];
  tests: TestCase[];
  equivalentMutants: NonNullable<ChallengeBlock['equivalentMutants']>;
  mutants: Mutant[];
  key: string;
}

/**
 * What the tool reads of a lesson: the content pipeline's `Lesson` fits. Declared here, not
 * imported, because content/ already depends on this folder (the validator checks equivalents).
 */
export interface LessonSource {
  /** `curriculum/unit1/basics.yaml` */
  file: string;
  blocks: readonly Block[];
  /** Line of each block in the source file, same order as `blocks`. */
  blockLines: readonly number[];
}

/** Every challenge of these lessons that has a solution and at least one test, in reading order. */
export function collectChallenges(lessons: readonly LessonSource[]): ChallengeToCheck[] {
  return lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((block, i) => {
      if (block.type !== 'challenge' || !block.tests?.length) return [];
      const files = solutionFiles(block);
      if (files.length === 0) return [];
      const mutants = programMutants(files);
      return [
        {
          where: `${lesson.file}:${lesson.blockLines[i] ?? 1}`,
          label: `${lesson.file}: ${block.title}`,
          title: block.title,
          files,
          tests: block.tests,
          equivalentMutants: block.equivalentMutants ?? [],
          mutants,
          key: challengeKey(files, block.tests, mutants),
        },
      ];
    }),
  );
}

/**
 * The challenges that must run: those without results for what they are now, or with results
 * from another compiler; with `force`, all of them.
 */
export function challengesToRun(
  challenges: readonly ChallengeToCheck[],
  results: ResultsFile,
  compiler: string,
  force = false,
): ChallengeToCheck[] {
  return challenges.filter((c) => force || results.challenges[c.key]?.compiler !== compiler);
}
