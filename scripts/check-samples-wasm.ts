/**
 * `npm run check:samples-wasm [paths…]` (suite `samples-wasm`): compiles every complete C sample and challenge solution with the
 * toolchain the browser uses (clang to wasm32-wasi, the same compile and run functions as its
 * workers) and holds them to the gcc check's expectations, except the pinned wasm32 differences.
 */
import { WASM32_DIFFERENCES } from '../src/samples/differences.ts';
import { judgeJob } from '../src/samples/wasmJudge.ts';
import { prepareToolchain } from '../src/runner/build/prepare.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';
import { collectSamples, type ProgramJob } from '../src/samples/collect.ts';
import { eachInPool, cores } from './lib/pool.ts';
import { isStopped, WasmCheckWorkers } from './lib/wasmWorker.ts';
import { describeOrigin, originKey } from '../src/site/programs.ts';

async function main() {
  const args = process.argv.slice(2);
  const lessons = lessonsToCheck(args);
  const jobs = collectSamples(lessons).filter((j): j is ProgramJob => j.kind === 'program');
  if (jobs.length === 0) nothingToCheck(args, 'complete C program', lessons.length);
  const started = performance.now();
  await prepareToolchain(process.cwd());
  const workers = new WasmCheckWorkers(Math.min(2, cores()));
  const failures: string[] = [];
  const seen = new Set<string>();
  let runs = 0;
  let failed = 0;
  try {
    await eachInPool(
      jobs,
      async (job) => {
        const key = originKey(job.origin);
        seen.add(key);
        const result = await workers.check(job);
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
      workers.size,
    );
  } finally {
    workers.close();
  }
  for (const d of WASM32_DIFFERENCES)
    if (lessons.some((l) => d.sample.startsWith(`${l.file} `)) && !seen.has(d.sample))
      failures.push(`${d.sample}: pinned as a wasm32 difference, but no such sample exists any more`);
  const pinned = WASM32_DIFFERENCES.filter((d) => seen.has(d.sample));
  console.log(
    `\n\nChecked ${jobs.length} programs (${runs} runs) from ${lessons.length} lessons with clang for wasm32 in ${((performance.now() - started) / 1000).toFixed(1)} s; ${pinned.length} known wasm32 differences:`,
  );
  for (const d of pinned) console.log(`  ~ ${d.sample}: ${d.reason}`);
  failures.sort().forEach((f) => console.error(`\n✗ ${f}`));
  console.log(`\n${jobs.length - failed} programs passed, ${failed} failed (${failures.length} problems)`);
  process.exitCode = failures.length ? 1 : 0;
}

void main();
