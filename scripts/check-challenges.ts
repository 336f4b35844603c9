/**
 * `npm run check:challenges [paths…] [--force] [--verbose]`: mutation testing of every challenge
 * with a solution. Each mutant (a small mistake made in the solution, see src/mutation/) is
 * compiled with the samples' gcc flags less -Werror and run on the challenge's tests; the tests
 * catch it when a case prints something else, exits non-zero (sanitizer reports included), crashes
 * or runs past the time limit. Fails when a mutant survives that the lesson does not record as
 * equivalent, saying which and how to fix it.
 *
 * Results are cached in generated/mutation-results.json (committed), so only changed challenges
 * run again. `--force` (or `--no-cache`) runs everything; `--verbose` lists mutants gcc rejected.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { challengesToRun, collectChallenges, type ChallengeToCheck } from '../src/mutation/challenges.ts';
import type { Mutant } from '../src/mutation/mutants.ts';
import {
  brokenSolutionMessage,
  challengeRow,
  notSurvivingMessage,
  survivorsMessage,
  totalsLine,
  type Totals,
} from '../src/mutation/report.ts';
import { classify, readResults, writeResults, type ChallengeResult } from '../src/mutation/results.ts';
import { catchingTests } from './lib/catchingTests.ts';
import { lessonsToCheck } from './lib/lessons.ts';
import { judgeProgram, type ProgramVerdict } from './lib/mutantRunner.ts';

interface Job {
  challenge: ChallengeToCheck;
  /** undefined for the solution itself, which must pass before its mutants mean anything. */
  mutant?: Mutant;
  index: number;
}

/** The solution's files, with the mutant's file in place of its original. */
const programOf = (challenge: ChallengeToCheck, mutant: Mutant | undefined) =>
  challenge.files.map((f) => (mutant && f.name === mutant.file ? { name: f.name, code: mutant.code } : f));

const passes = (v: ProgramVerdict) => v.compiled && v.verdict === 'pass';

/** Runs every job on every core; calls `done` for each challenge once all of its jobs finished. */
async function runAll(
  todo: readonly ChallengeToCheck[],
  workDir: string,
  done: (challenge: ChallengeToCheck, solution: ProgramVerdict, verdicts: ProgramVerdict[]) => void,
): Promise<void> {
  const queue: Job[] = todo.flatMap((challenge) => [
    { challenge, index: -1 },
    ...challenge.mutants.map((mutant, index) => ({ challenge, mutant, index })),
  ]);
  const pending = new Map(todo.map((c) => [c, c.mutants.length + 1]));
  const solutions = new Map<ChallengeToCheck, ProgramVerdict>();
  const verdicts = new Map<ChallengeToCheck, ProgramVerdict[]>(todo.map((c) => [c, []]));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { challenge, mutant, index } = job;
      // A solution that fails its own tests makes its mutants meaningless: skip them.
      const solution = solutions.get(challenge);
      let verdict: ProgramVerdict;
      try {
        verdict =
          mutant && solution && !passes(solution)
            ? solution
            : await judgeProgram(workDir, programOf(challenge, mutant), challenge.tests);
      } catch (error) {
        queue.length = 0; // the other workers finish their current job and stop
        throw error;
      }
      if (mutant) verdicts.get(challenge)![index] = verdict;
      else solutions.set(challenge, verdict);
      const left = pending.get(challenge)! - 1;
      pending.set(challenge, left);
      if (left === 0) done(challenge, solutions.get(challenge)!, verdicts.get(challenge)!);
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.max(1, availableParallelism()) }, worker),
  );
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The entry the results file keeps for a challenge, from each mutant's verdict. */
function resultOf(
  challenge: ChallengeToCheck,
  compiler: string,
  verdicts: readonly ProgramVerdict[],
): ChallengeResult {
  const compiled = verdicts.filter((v) => v.compiled);
  const survivors = challenge.mutants
    .filter((_, i) => {
      const v = verdicts[i];
      return v?.compiled === true && v.verdict === 'pass';
    })
    .map((m) => ({ id: m.id, description: m.description }));
  const result: ChallengeResult = {
    challenge: challenge.label,
    compiler,
    tests: challenge.tests.length,
    mutants: compiled.length,
    uncompilable: verdicts.length - compiled.length,
    killed: compiled.length - survivors.length,
    timeouts: compiled.filter((v) => v.compiled && v.verdict === 'timeout').length,
    equivalent: 0,
    score: 0,
    survivors,
  };
  return withSplit(result, challenge);
}

/** The result with its equivalent count and score as the lesson's list has them now. */
function withSplit(result: ChallengeResult, challenge: ChallengeToCheck): ChallengeResult {
  const split = classify(result, challenge.equivalentMutants);
  return { ...result, challenge: challenge.label, equivalent: split.equivalent.length, score: split.score };
}

function gccVersion(): string | undefined {
  const gcc = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  return gcc.status === 0 ? gcc.stdout.split('\n')[0]?.trim() : undefined;
}

async function main() {
  const started = performance.now();
  const args = process.argv.slice(2);
  const force = args.includes('--force') || args.includes('--no-cache');
  const verbose = args.includes('--verbose');
  const compiler = gccVersion();
  if (!compiler) {
    console.error(
      'gcc was not found, so the challenges cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  const root = process.cwd();
  const filtered = args.some((a) => !a.startsWith('-'));
  const challenges = collectChallenges(lessonsToCheck(args));
  const results = readResults(root);
  const todo = challengesToRun(challenges, results, compiler, force);
  const cores = Math.max(1, availableParallelism());
  const mutantCount = todo.reduce((n, c) => n + c.mutants.length, 0);
  console.log(
    `Checking ${challenges.length} challenge${challenges.length === 1 ? '' : 's'}: ${challenges.length - todo.length} unchanged (from the cache), ` +
      `${todo.length} to run with ${mutantCount} mutants on ${cores} core${cores === 1 ? '' : 's'}.`,
  );

  const broken = new Set<ChallengeToCheck>();
  const rejected: string[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'c-mutants-'));
  let finished = 0;
  let stopped: unknown;
  try {
    await runAll(todo, workDir, (challenge, solution, verdicts) => {
      finished++;
      if (!passes(solution)) {
        broken.add(challenge);
        console.log(`  [${finished}/${todo.length}] ${challenge.label}: the solution fails its tests`);
        return;
      }
      const result = resultOf(challenge, compiler, verdicts);
      results.challenges[challenge.key] = result;
      // Written after each challenge, so a stopped run keeps what it finished.
      writeResults(root, results);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `  [${finished}/${todo.length}] ${challenge.label}: ${result.killed} of ${result.mutants} caught (${seconds} s)`,
      );
      if (verbose)
        verdicts.forEach((v, i) => {
          if (!v.compiled)
            rejected.push(
              `${challenge.where} ${challenge.mutants[i]!.description}: ${v.stderr.split('\n').find((l) => l.includes('error')) ?? ''}`,
            );
        });
    });
  } catch (error) {
    stopped = error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (stopped !== undefined) {
    // Not the tests' fault: gcc or a program could not be started (too many processes, a full disk).
    const why = stopped instanceof Error ? stopped.message : JSON.stringify(stopped);
    console.error(
      `\nCould not run the checks: ${why}. The challenges finished so far are saved; run the command again.`,
    );
    process.exitCode = 2;
    return;
  }

  // Re-split every result by the lesson's equivalentMutants as it is now, and forget stale entries.
  const keep = new Set(challenges.map((c) => c.key));
  for (const c of challenges) {
    const r = results.challenges[c.key];
    if (r && !broken.has(c)) results.challenges[c.key] = withSplit(r, c);
  }
  if (!filtered)
    for (const key of Object.keys(results.challenges)) if (!keep.has(key)) delete results.challenges[key];
  writeResults(root, results);

  const totals: Totals = {
    challenges: 0,
    mutants: 0,
    killed: 0,
    equivalent: 0,
    surviving: 0,
    withSurvivors: 0,
    uncompilable: 0,
    timeouts: 0,
  };
  const failures: string[] = [];
  // Where a test made from a challenge's own inputs catches a survivor, the report offers it first.
  const probeDir = mkdtempSync(join(tmpdir(), 'c-probes-'));
  console.log('');
  for (const c of challenges) {
    const result = results.challenges[c.key];
    if (broken.has(c) || !result) {
      failures.push(brokenSolutionMessage(c));
      continue;
    }
    const split = classify(result, c.equivalentMutants);
    console.log(challengeRow(c, result, split));
    totals.challenges++;
    totals.mutants += result.mutants;
    totals.killed += result.killed;
    totals.equivalent += split.equivalent.length;
    totals.surviving += split.surviving.length;
    totals.withSurvivors += split.surviving.length ? 1 : 0;
    totals.uncompilable += result.uncompilable;
    totals.timeouts += result.timeouts;
    if (split.surviving.length) {
      const found = await catchingTests(probeDir, c, split.surviving).catch(() => undefined);
      failures.push(survivorsMessage(c, result, split, found?.tests, found?.tried));
    }
    if (split.notSurviving.length) failures.push(notSurvivingMessage(c, split.notSurviving));
  }
  rmSync(probeDir, { recursive: true, force: true });
  console.log(`\n${totalsLine(totals)}`);
  console.log(
    `Took ${((performance.now() - started) / 1000).toFixed(1)} s (${todo.length} run, ${challenges.length - todo.length} from the cache).`,
  );
  if (rejected.length) console.log(`\nMutants gcc rejected:\n${rejected.map((r) => `  ${r}`).join('\n')}`);
  for (const f of failures) console.error(`\n${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
