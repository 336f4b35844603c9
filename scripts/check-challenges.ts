/**
 * `npm run check:challenges [paths…] [--force] [--sample=N] [--verbose]`: mutation testing of every
 * challenge with a solution. Each mutant (a small mistake made in the solution, see src/mutation/)
 * is compiled with the samples' gcc flags less -Werror and run on the challenge's tests; the tests
 * catch it when a case prints something else, exits non-zero (sanitizer reports included), crashes
 * or runs past the time limit. Fails when a mutant survives that the lesson does not record as
 * equivalent, saying which and how to fix it. Each alternative answer (`alternatives:`) is compiled
 * with the solution's flags and must pass every test.
 *
 * Results are cached in generated/mutation-results.json (committed), so only changed challenges
 * run again, and a few cached ones (`--sample=N`, 3 by default when no path is given, picked by
 * the commit) are run again and must agree with the file. `--force` (or `--no-cache`) runs
 * everything; `--verbose` lists mutants gcc rejected.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  challengesToRun,
  collectChallenges,
  excludedChallenges,
  type ChallengeToCheck,
} from '../src/mutation/challenges.ts';
import {
  brokenSolutionMessage,
  challengeRow,
  exclusionLines,
  noAlternativeMessage,
  notSurvivingMessage,
  rejectedAlternativeMessage,
  staleResultMessage,
  survivorsMessage,
  totalsLine,
  type Totals,
} from '../src/mutation/report.ts';
import {
  classify,
  readResults,
  RESULTS_FILE,
  ResultsFileError,
  writeResults,
  type ChallengeResult,
  type ResultsFile,
} from '../src/mutation/results.ts';
import { differences, pickSample } from '../src/mutation/verify.ts';
import { catchingTests } from './lib/catchingTests.ts';
import { passes, resultOf, runChallenges, runnerIdentity } from './lib/challengeRun.ts';
import { gccVersion } from './lib/gcc.ts';
import { lessonsToCheck, nothingToCheck, pathFilters } from './lib/lessons.ts';
import { cores } from './lib/pool.ts';

/**
 * Whether a challenge without an alternative answer fails the check. The lessons are getting their
 * alternatives now; until they all have one, each is named in the summary instead. Set to true to
 * make it a failure.
 */
const MISSING_ALTERNATIVE_FAILS = false;

/** How many cached challenges a run without paths re-checks against the file. */
const DEFAULT_SAMPLE = 3;

/** The result with its equivalent count and score as the lesson's list has them now. */
function withSplit(result: ChallengeResult, challenge: ChallengeToCheck): ChallengeResult {
  const split = classify(result, challenge.equivalentMutants);
  return { ...result, challenge: challenge.label, equivalent: split.equivalent.length, score: split.score };
}

/** What picks the re-checked sample: the commit checked out, or else today's date. */
function sampleSeed(): string {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  const commit = git.status === 0 ? git.stdout.trim() : '';
  return commit ? `commit ${commit}` : `date ${new Date().toISOString().slice(0, 10)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function readResultsOrExit(root: string): ResultsFile {
  try {
    return readResults(root);
  } catch (error) {
    if (!(error instanceof ResultsFileError)) throw error;
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  const started = performance.now();
  const args = process.argv.slice(2);
  const force = args.includes('--force') || args.includes('--no-cache');
  const verbose = args.includes('--verbose');
  const filtered = pathFilters(args).length > 0;
  const sampleArg = args.find((a) => a.startsWith('--sample='));
  const sampleSize = sampleArg ? Number(sampleArg.slice('--sample='.length)) : filtered ? 0 : DEFAULT_SAMPLE;
  const compiler = gccVersion();
  if (!compiler) {
    console.error(
      'gcc was not found, so the challenges cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  const root = process.cwd();
  const lessons = lessonsToCheck(args);
  const challenges = collectChallenges(lessons);
  const excluded = excludedChallenges(lessons);
  if (challenges.length === 0) {
    exclusionLines(excluded, []).forEach((l) => console.log(l));
    nothingToCheck(args, 'challenge with a solution and tests', lessons.length);
  }
  const results = readResultsOrExit(root);
  const judge = { compiler, runner: runnerIdentity() };
  const todo = challengesToRun(challenges, results, judge, force);
  const cached = challenges.filter((c) => !todo.includes(c));
  const seed = sampleSeed();
  const sampleKeys = new Set(
    pickSample(
      cached.map((c) => c.key),
      seed,
      sampleSize,
    ),
  );
  const sample = cached.filter((c) => sampleKeys.has(c.key));
  const mutantCount = [...todo, ...sample].reduce((n, c) => n + c.mutants.length, 0);
  console.log(
    `Checking ${plural(challenges.length, 'challenge')}: ${cached.length} unchanged (from the cache), ` +
      `${todo.length} to run${sample.length ? ` and ${sample.length} to re-check` : ''} with ${mutantCount} mutants on ${plural(cores(), 'core')}.`,
  );
  if (sample.length)
    console.log(
      `Re-checking ${sample.length} of the cached against ${RESULTS_FILE} (picked by ${seed}): ${sample.map((c) => c.label).join('; ')}.`,
    );

  const broken = new Set<ChallengeToCheck>();
  const stale: string[] = [];
  const rejected: string[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'c-mutants-'));
  let finished = 0;
  let stopped: unknown;
  try {
    await runChallenges([...todo, ...sample], workDir, (challenge, verdicts) => {
      const rechecked = sample.includes(challenge);
      const label = rechecked ? `${challenge.label} (re-check)` : challenge.label;
      finished++;
      const progress = `  [${finished}/${todo.length + sample.length}]`;
      if (!passes(verdicts.solution)) {
        broken.add(challenge);
        console.log(`${progress} ${label}: the solution fails its tests`);
        return;
      }
      const result = withSplit(resultOf(challenge, verdicts, judge), challenge);
      if (rechecked) {
        const found = differences(results.challenges[challenge.key]!, result);
        if (found.length) stale.push(staleResultMessage(challenge, RESULTS_FILE, found));
      }
      results.challenges[challenge.key] = result;
      // Written after each challenge, so a stopped run keeps what it finished.
      writeResults(root, results);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${progress} ${label}: ${result.killed} of ${result.mutants} caught (${seconds} s)`);
      if (verbose)
        verdicts.mutants.forEach((v, i) => {
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
  const failures: string[] = [...stale];
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
    for (const a of result.alternatives) if (!a.accepted) failures.push(rejectedAlternativeMessage(c, a));
  }
  rmSync(probeDir, { recursive: true, force: true });
  const withoutAlternative = challenges.filter((c) => c.alternatives.length === 0);
  if (MISSING_ALTERNATIVE_FAILS) failures.push(...withoutAlternative.map(noAlternativeMessage));
  const alternatives = challenges.reduce((n, c) => n + c.alternatives.length, 0);
  console.log(`\n${totalsLine(totals)}`);
  const withAlternative = challenges.length - withoutAlternative.length;
  console.log(
    `${plural(alternatives, 'alternative answer')} run on every test; ${withAlternative} of ${plural(challenges.length, 'challenge')} ${withAlternative === 1 ? 'has' : 'have'} one.`,
  );
  if (sample.length)
    console.log(
      `Re-checked ${sample.length} cached ${sample.length === 1 ? 'result' : 'results'}: ${stale.length ? `${stale.length} differ` : 'all agree'}.`,
    );
  const left = exclusionLines(excluded, MISSING_ALTERNATIVE_FAILS ? [] : withoutAlternative);
  if (left.length) console.log(`\n${left.join('\n')}`);
  console.log(
    `\nTook ${((performance.now() - started) / 1000).toFixed(1)} s (${todo.length} run, ${sample.length} re-checked, ${cached.length} from the cache).`,
  );
  if (rejected.length) console.log(`\nMutants gcc rejected:\n${rejected.map((r) => `  ${r}`).join('\n')}`);
  for (const f of failures) console.error(`\n${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
