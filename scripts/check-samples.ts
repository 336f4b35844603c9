/**
 * `npm run check:samples [paths…]`: compiles every complete C sample and every challenge solution with
 * gcc and the strictest flags a student should use, runs it with its declared input, and compares the
 * output with the declared output. Fragments get a syntax check. Never passes silently: no gcc is a failure.
 * A program that passed is remembered in node_modules/.cache/gcc-check (keyed by it, gcc, the flags
 * and the checkers' sources), so an unchanged lesson is checked again in seconds; `--no-cache` runs all.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECK_RUN_TIME_LIMIT_MS } from '../src/runner/limits.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';
import { judgeRun } from '../src/runner/judge.ts';
import { collectSamples, fragmentVariants, type SampleJob } from '../src/samples/collect.ts';
import { GCC_FLAGS } from '../src/samples/gcc.ts';
import { firstLines } from '../src/base/text.ts';
import { gccVersion, runProcess as run } from './lib/gcc.ts';
import { eachInPool } from './lib/pool.ts';
import { describeOrigin } from '../src/site/programs.ts';
import { outcomeCache, sourcesHash } from './lib/outcomeCache.ts';

async function checkJob(job: SampleJob): Promise<{ passed: number; failures: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'c-sample-'));
  const where = describeOrigin(job.origin);
  try {
    if (job.kind === 'fragment') {
      const results = [];
      for (const [i, variant] of fragmentVariants(job.code).entries()) {
        writeFileSync(join(dir, `fragment${i}.c`), variant);
        results.push(await run('gcc', ['-std=c11', '-fsyntax-only', '-w', `fragment${i}.c`], { cwd: dir }));
      }
      const ok = results.some((r) => r.code === 0);
      if (ok === job.compiles) return { passed: 1, failures: [] };
      return {
        passed: 0,
        failures: [
          job.compiles
            ? `${where}: this fragment does not compile (as top-level code or inside main):\n${firstLines(results[1]!.stderr)}`
            : `${where}: marked 'compiles: false', but it compiles: remove 'compiles: false' or make the mistake a real compile error`,
        ],
      };
    }
    const { files, name, runs } = job.program;
    for (const f of files) writeFileSync(join(dir, f.name), f.code);
    const sources = files.filter((f) => f.name.endsWith('.c')).map((f) => f.name);
    const built = await run('gcc', [...GCC_FLAGS, '-o', 'prog', ...sources, '-lm'], { cwd: dir });
    if (built.code !== 0)
      return {
        passed: 0,
        failures: [
          `${where}: does not compile with gcc ${GCC_FLAGS.join(' ')}:\n${firstLines(built.stderr)}`,
        ],
      };
    if (runs.length === 0) return { passed: 0, failures: [`${where}: has no test cases to run`] };
    let passed = 0;
    const failures: string[] = [];
    for (const r of runs) {
      // Each run starts in an empty directory, as the lesson promises, with the browser's argv[0].
      const runDir = mkdtempSync(join(dir, 'run-'));
      const result = await run(join(dir, 'prog'), r.args ?? [], {
        cwd: runDir,
        input: r.input,
        timeout: CHECK_RUN_TIME_LIMIT_MS,
        argv0: name,
      });
      // A sanitizer's report (or any message on stderr with an unexpected status) says more than the output.
      const crashed = result.code !== (r.status ?? 0) && !result.timedOut && result.stderr.trim() !== '';
      const verdict = judgeRun(
        r.output,
        {
          stdout: result.stdout,
          exitCode: result.code,
          timedOut: result.timedOut,
          ...(crashed && {
            crash: { message: `exited with status ${result.code}:\n${firstLines(result.stderr)}` },
          }),
        },
        { timeLimitMs: CHECK_RUN_TIME_LIMIT_MS, ...(r.status !== undefined ? { status: r.status } : {}) },
      );
      const label = runs.length > 1 ? ` [${r.name}]` : '';
      if (verdict.pass) passed++;
      else failures.push(`${where}${label}: ${verdict.reason}`);
    }
    return { passed, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (gccVersion() === undefined) {
    console.error(
      'gcc was not found, so the C samples cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const lessons = lessonsToCheck(args);
  const jobs = collectSamples(lessons);
  if (jobs.length === 0) nothingToCheck(args, 'C sample or challenge solution', lessons.length);
  const root = fileURLToPath(new URL('../', import.meta.url));
  const cache = outcomeCache<{ passed: number }>(root, 'gcc-check', [
    gccVersion(),
    GCC_FLAGS,
    sourcesHash(root, [
      'scripts/check-samples.ts',
      'scripts/lib/gcc.ts',
      'src/samples',
      'src/runner',
      'src/base',
    ]),
  ]);
  const useCache = !args.includes('--no-cache');
  let fromCache = 0;
  let passed = 0;
  const failures: string[] = [];
  const started = performance.now();
  await eachInPool(jobs, async (job) => {
    const known = useCache ? cache.get(job) : undefined;
    if (known) fromCache++;
    const r = known ? { ...known, failures: [] } : await checkJob(job);
    // Only passes are kept: a failure is what the editor is fixing, so it always runs again.
    if (!known && r.failures.length === 0) cache.set(job, { passed: r.passed });
    passed += r.passed;
    failures.push(...r.failures);
    process.stdout.write(r.failures.length ? 'F' : '.');
  });
  const counts = {
    programs: jobs.filter((j) => j.origin.kind === 'sample').length,
    fragments: jobs.filter((j) => j.origin.kind === 'fragment').length,
    solutions: jobs.filter((j) => j.origin.kind === 'solution').length,
    tests: jobs.reduce(
      (n, j) => n + (j.kind === 'program' && j.origin.kind === 'solution' ? j.program.runs.length : 0),
      0,
    ),
  };
  console.log(
    `\n\nChecked ${lessons.length} lessons in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.programs} complete samples, ${counts.fragments} fragments, ${counts.solutions} challenge solutions with ${counts.tests} test cases (${fromCache} unchanged programs from the cache).`,
  );
  failures.sort().forEach((f) => console.error(`\n✗ ${f}`));
  console.log(`\n${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length ? 1 : 0;
}

void main();
