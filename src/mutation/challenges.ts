/** The challenges `npm run check:challenges` checks: every one with a solution and tests. */
import type { Block, ChallengeBlock, TestCase } from '../schema/index.ts';
import { programMutants, solutionFiles, type Mutant, type SolutionFile } from './mutants.ts';
import { challengeKey, type ResultsFile } from './results.ts';

/** Another correct answer the tests must accept: its note and its files, named as the solution's. */
export interface Alternative {
  note: string;
  files: SolutionFile[];
}

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
  alternatives: Alternative[];
  equivalentMutants: NonNullable<ChallengeBlock['equivalentMutants']>;
  mutants: Mutant[];
  key: string;
}

/** A challenge the tool cannot check, and why: it is named in the summary, never dropped in silence. */
export interface ExcludedChallenge {
  where: string;
  title: string;
  reason: string;
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

/** A challenge's alternative answers; one given as `code` alone is `main.c`, as a one-file solution is. */
export const alternativesOf = (block: Pick<ChallengeBlock, 'alternatives'>): Alternative[] =>
  (block.alternatives ?? []).map((a) => ({
    note: a.note,
    files: a.files ?? [{ name: 'main.c', code: a.code ?? '' }],
  }));

/** Every challenge block of these lessons, with where it starts. */
const challengeBlocks = (lessons: readonly LessonSource[]) =>
  lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((block, i) =>
      block.type === 'challenge'
        ? [{ lesson, block, where: `${lesson.file}:${lesson.blockLines[i] ?? 1}` }]
        : [],
    ),
  );

/** Every challenge of these lessons that has a solution and at least one test, in reading order. */
export function collectChallenges(lessons: readonly LessonSource[]): ChallengeToCheck[] {
  return challengeBlocks(lessons).flatMap(({ lesson, block, where }) => {
    const files = solutionFiles(block);
    if (files.length === 0 || !block.tests?.length) return [];
    const mutants = programMutants(files);
    const alternatives = alternativesOf(block);
    return [
      {
        where,
        label: `${lesson.file}: ${block.title}`,
        title: block.title,
        files,
        tests: block.tests,
        alternatives,
        equivalentMutants: block.equivalentMutants ?? [],
        mutants,
        key: challengeKey({ files, tests: block.tests, mutants, alternatives }),
      },
    ];
  });
}

/** The challenges of these lessons that `collectChallenges` leaves out, with the reason. */
export function excludedChallenges(lessons: readonly LessonSource[]): ExcludedChallenge[] {
  return challengeBlocks(lessons).flatMap(({ block, where }) => {
    const solved = solutionFiles(block).length > 0;
    const tested = (block.tests?.length ?? 0) > 0;
    if (solved && tested) return [];
    const reason = solved ? 'no tests' : tested ? 'no solution' : 'no solution and no tests';
    return [{ where, title: block.title, reason }];
  });
}

/**
 * The challenges that must run: those without results for what they are now, or with results
 * from another compiler or runner; with `force`, all of them.
 */
export function challengesToRun(
  challenges: readonly ChallengeToCheck[],
  results: ResultsFile,
  judge: { compiler: string; runner: string },
  force = false,
): ChallengeToCheck[] {
  return challenges.filter((c) => {
    const entry = results.challenges[c.key];
    return force || entry?.compiler !== judge.compiler || entry.runner !== judge.runner;
  });
}
