/**
 * `npm run check:samples-wasm [paths…]` (suite `samples-wasm`): compiles every complete C sample and challenge solution with the
 * toolchain the browser uses (clang to wasm32-wasi, the same compile and run functions as its
 * workers) and holds them to the gcc check's expectations, except the pinned wasm32 differences.
 * A sample runs as the precompiled module the build ships (the two share a cache, and this goes
 * through the samples last to first while a build goes first to last, so they meet in the middle);
 * one sample in eight, chosen afresh each day, is also compiled again and must come out the same.
 * What a program did is cached in node_modules/.cache/wasm-check, keyed by the program, the prepared
 * toolchain, Node and the text of src/runner and src/samples, so an unchanged lesson is checked in
 * seconds (`npm run check` relies on it); the verdict is always judged afresh. `--no-cache` runs all;
 * the day's re-compiled samples always run.
 */
import { fileURLToPath } from 'node:url';
import { WASM32_DIFFERENCES } from '../src/samples/differences.ts';
import { judgeJob } from '../src/samples/wasmJudge.ts';
import { prepareToolchain } from '../src/runner/build/prepare.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';
import { collectSamples, type ProgramJob } from '../src/samples/collect.ts';
import { eachInPool, cores } from './lib/pool.ts';
import { isStopped, WasmCheckWorkers, type CheckResult } from './lib/wasmWorker.ts';
import { outcomeCache, sourcesHash } from './lib/outcomeCache.ts';
import type { JobOutcome } from '../src/samples/wasmJudge.ts';
import { describeOrigin, originKey } from '../src/site/programs.ts';
import { hash64 } from '../src/runner/precompiled.ts';

/** This project, whose sources and cache the check uses whichever folder it checks. */
const projectRoot = fileURLToPath(new URL('../', import.meta.url));

async function main() {
  const args = process.argv.slice(2);
  const lessons = lessonsToCheck(args);
  const jobs = collectSamples(lessons).filter((j): j is ProgramJob => j.kind === 'program');
  if (jobs.length === 0) nothingToCheck(args, 'complete C program', lessons.length);
  const started = performance.now();
  const toolchain = await prepareToolchain(process.cwd());
  const cache = outcomeCache<JobOutcome>(projectRoot, 'wasm-check', [
    toolchain.id,
    process.version,
    sourcesHash(projectRoot, ['src/runner', 'src/samples', 'src/base']),
  ]);
  const useCache = !args.includes('--no-cache');
  const cached = new Map(jobs.map((j) => [j, useCache ? cache.get(j.program) : undefined]));
  const day = new Date().toISOString().slice(0, 10);
  const verify = (job: ProgramJob) =>
    job.origin.kind === 'sample' &&
    parseInt(hash64(`${day} ${originKey(job.origin)}`).slice(-2), 16) % 8 === 0;
  // Workers (each loads LLVM) only when some program is not answered by the cache.
  const needed = jobs.filter((j) => !cached.get(j) || verify(j));
  const workers = needed.length ? new WasmCheckWorkers(Math.min(2, cores())) : undefined;
  let verified = 0;
  const failures: string[] = [];
  const seen = new Set<string>();
  let runs = 0;
  let failed = 0;
  const check = async (job: ProgramJob, again: boolean): Promise<CheckResult> => {
    const known = again ? undefined : cached.get(job);
    if (known) return known;
    if (!workers) return { stopped: 'error', message: 'no worker' };
    const outcome = await workers.check(job, again);
    // Only finished runs are kept: a run stopped by a limit may finish on a quieter machine.
    if (!isStopped(outcome) && !outcome.runs.some((r) => r.timedOut)) cache.set(job.program, outcome);
    return outcome;
  };
  try {
    await eachInPool(
      [...jobs].reverse(),
      async (job) => {
        const key = originKey(job.origin);
        seen.add(key);
        const again = verify(job);
        if (again) verified++;
        const result = await check(job, again);
        const found = isStopped(result)
          ? [`${describeOrigin(job.origin)}: ${result.message}`]
          : judgeJob(
              job,
              result,
              WASM32_DIFFERENCES.find((d) => d.sample === key),
            );
        runs += job.program.runs.length;
        if (found.length) failed++;
        failures.push(...found);
        process.stdout.write(found.length ? 'F' : '.');
      },
      workers?.size ?? 1,
    );
  } finally {
    workers?.close();
  }
  for (const d of WASM32_DIFFERENCES)
    if (lessons.some((l) => d.sample.startsWith(`${l.file} `)) && !seen.has(d.sample))
      failures.push(`${d.sample}: pinned as a wasm32 difference, but no such sample exists any more`);
  const pinned = WASM32_DIFFERENCES.filter((d) => seen.has(d.sample));
  const fromCache = jobs.filter((j) => cached.get(j)).length;
  console.log(
    `\n\nChecked ${jobs.length} programs (${runs} runs, ${fromCache} programs from the cache) from ${lessons.length} lessons with clang for wasm32 in ${((performance.now() - started) / 1000).toFixed(1)} s; ${verified} precompiled samples compiled again and compared; ${pinned.length} known wasm32 differences:`,
  );
  for (const d of pinned) console.log(`  ~ ${d.sample}: ${d.reason}`);
  failures.sort().forEach((f) => console.error(`\n✗ ${f}`));
  console.log(`\n${jobs.length - failed} programs passed, ${failed} failed (${failures.length} problems)`);
  process.exitCode = failures.length ? 1 : 0;
}

void main();
