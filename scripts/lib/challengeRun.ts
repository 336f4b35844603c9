/**
 * Runs challenges for `npm run check:challenges`: each solution, each alternative answer and each
 * mutant is a job in one pool over every core, and a challenge's entry for the results file is made
 * once all of its jobs have ended. This module and what it loads are the runner whose identity
 * an entry records: a change to any of them (or to a flag or limit) re-runs every challenge.
 */
import type { ChallengeToCheck } from '../../src/mutation/challenges.ts';
import type { Mutant } from '../../src/mutation/mutants.ts';
import type { AlternativeResult, ChallengeResult } from '../../src/mutation/results.ts';
import { cacheKey } from '../../src/base/cacheKey.ts';
import { firstDifference, firstLines } from '../../src/base/text.ts';
import { judgeProgram, RUNNER, type ProgramVerdict, type RunnerSettings } from './mutantRunner.ts';
import { eachInPool } from './pool.ts';
import { moduleClosure } from './sources.ts';

/**
 * The runner's identity: its settings (flags, sanitizer options, limits) and the text of the code
 * that compiles, runs and judges, so nothing about it is kept by hand.
 */
export function runnerIdentity(settings: RunnerSettings = RUNNER): string {
  const code = moduleClosure(new URL(import.meta.url)).map((m) => [m.file, m.text]);
  return cacheKey([settings, code]);
}

/** The solution (undefined), an alternative (its index) or a mutant, of one challenge. */
type Job =
  | { challenge: ChallengeToCheck; kind: 'solution' }
  | { challenge: ChallengeToCheck; kind: 'alternative'; index: number }
  | { challenge: ChallengeToCheck; kind: 'mutant'; index: number; mutant: Mutant };

/** Everything one challenge's jobs found. */
export interface ChallengeVerdicts {
  solution: ProgramVerdict;
  alternatives: ProgramVerdict[];
  mutants: ProgramVerdict[];
}

export const passes = (v: ProgramVerdict) => v.compiled && v.verdict === 'pass';

/** The solution's files, with the mutant's file in place of its original. */
const programOf = (challenge: ChallengeToCheck, mutant: Mutant) =>
  challenge.files.map((f) => (f.name === mutant.file ? { name: f.name, code: mutant.code } : f));

/**
 * Runs every job of these challenges; calls `done` for each challenge once all of its jobs ended.
 * Throws when a program cannot be started at all (not the tests' fault: too many processes, a
 * full disk), after the running jobs end.
 */
export async function runChallenges(
  todo: readonly ChallengeToCheck[],
  workDir: string,
  done: (challenge: ChallengeToCheck, verdicts: ChallengeVerdicts) => void,
  settings: RunnerSettings = RUNNER,
): Promise<void> {
  // Each challenge's solution first: its mutants and alternatives mean nothing if it fails.
  const jobs: Job[] = [
    ...todo.map((challenge) => ({ challenge, kind: 'solution' as const })),
    ...todo.flatMap((challenge) => [
      ...challenge.alternatives.map((_, index) => ({ challenge, kind: 'alternative' as const, index })),
      ...challenge.mutants.map((mutant, index) => ({ challenge, kind: 'mutant' as const, index, mutant })),
    ]),
  ];
  const pending = new Map(todo.map((c) => [c, 1 + c.alternatives.length + c.mutants.length]));
  const found = new Map<ChallengeToCheck, Partial<ChallengeVerdicts>>(
    todo.map((c) => [c, { alternatives: [], mutants: [] }]),
  );
  await eachInPool(jobs, async (job) => {
    const { challenge } = job;
    const verdicts = found.get(challenge)!;
    const solution = verdicts.solution;
    // A solution that fails its own tests makes the rest meaningless: skip them.
    const skip = job.kind !== 'solution' && solution && !passes(solution);
    const tests = challenge.tests;
    if (job.kind === 'solution')
      verdicts.solution = await judgeProgram(workDir, challenge.files, tests, {
        flags: settings.solutionFlags,
        settings,
      });
    else if (job.kind === 'alternative')
      verdicts.alternatives![job.index] = skip
        ? solution
        : await judgeProgram(workDir, challenge.alternatives[job.index]!.files, tests, {
            flags: settings.solutionFlags,
            settings,
            full: true,
          });
    else
      verdicts.mutants![job.index] = skip
        ? solution
        : await judgeProgram(workDir, programOf(challenge, job.mutant), tests, {
            flags: settings.mutantFlags,
            settings,
            everyTest: true,
          });
    const left = pending.get(challenge)! - 1;
    pending.set(challenge, left);
    if (left === 0) done(challenge, verdicts as ChallengeVerdicts);
  });
}

/** What an alternative did on the test that rejects it, in words. */
function whyRejected(
  v: Extract<ProgramVerdict, { compiled: true }>,
  expected: string,
  settings: RunnerSettings,
): string {
  const f = v.failed;
  const report = f?.stderr?.trim() ? `:\n${firstLines(f.stderr)}` : '';
  switch (v.verdict) {
    case 'output':
      return `it prints something else (${firstDifference(f?.stdout ?? '', expected, 'printed', 'expected')})`;
    case 'exit':
      return `it exits with status ${f?.status}${report}`;
    case 'crash':
      return `it crashes${report}`;
    case 'timeout':
      return `it runs past the ${settings.cpuLimitS} s CPU limit`;
    default:
      return 'it fails';
  }
}

/** Per test, the mutants that test alone catches, counted by operator. */
export function onlyCaughtBy(
  challenge: ChallengeToCheck,
  verdicts: ChallengeVerdicts,
): Record<string, number>[] {
  const counts = challenge.tests.map((): Record<string, number> => ({}));
  challenge.mutants.forEach((m, i) => {
    const v = verdicts.mutants[i];
    const failing = v?.compiled ? v.failing : undefined;
    if (failing?.length !== 1) return;
    const tally = counts[failing[0]!]!;
    tally[m.operator] = (tally[m.operator] ?? 0) + 1;
  });
  return counts;
}

/** The entry the results file keeps for a challenge, from each job's verdict. */
export function resultOf(
  challenge: ChallengeToCheck,
  verdicts: ChallengeVerdicts,
  judge: { compiler: string; runner: string },
  settings: RunnerSettings = RUNNER,
): ChallengeResult {
  const compiled = verdicts.mutants.filter((v) => v.compiled);
  const survivors = challenge.mutants
    .filter((_, i) => {
      const v = verdicts.mutants[i];
      return v?.compiled === true && v.verdict === 'pass';
    })
    .map((m) => ({ id: m.id, description: m.description }));
  const alternatives = challenge.alternatives.map((a, i): AlternativeResult => {
    const v = verdicts.alternatives[i]!;
    if (!v.compiled)
      return {
        note: a.note,
        accepted: false,
        why: `it does not compile with gcc ${settings.solutionFlags.join(' ')}:\n${firstLines(v.stderr)}`,
      };
    if (v.verdict === 'pass') return { note: a.note, accepted: true };
    const test = v.failed?.test ?? 0;
    return {
      note: a.note,
      accepted: false,
      test,
      why: whyRejected(v, challenge.tests[test]?.output ?? '', settings),
    };
  });
  return {
    challenge: challenge.label,
    compiler: judge.compiler,
    runner: judge.runner,
    tests: challenge.tests.length,
    mutants: compiled.length,
    uncompilable: verdicts.mutants.length - compiled.length,
    killed: compiled.length - survivors.length,
    timeouts: compiled.filter((v) => v.compiled && v.verdict === 'timeout').length,
    equivalent: 0,
    score: 0,
    survivors,
    alternatives,
    onlyCaughtBy: onlyCaughtBy(challenge, verdicts),
  };
}
