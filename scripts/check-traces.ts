/**
 * `npm run check:traces`: fails when a traced sample's stored trace is missing, stale or unused.
 * A sample whose code, input or `trace:` changed has a new key, so its trace file is missing; a trace
 * whose program still has the same key is traced again under gdb and compared byte for byte, so a
 * change in the tracer, the compiler or the C library cannot leave an old picture either.
 */
import { traceText } from './traces/assemble.ts';
import { traceJobs } from './traces/jobs.ts';
import { requireTools, traceAll } from './traces/pool.ts';
import { readStored, storedTraces, TRACES_DIR } from './traces/store.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';

const FIX = 'run `npm run traces` and commit the files it writes';

async function main() {
  requireTools();
  const root = process.cwd();
  const lessons = lessonsToCheck([]);
  const jobs = traceJobs(lessons);
  const problems: string[] = [];
  const present = jobs.filter((job) => {
    if (readStored(root, job.file) !== undefined) return true;
    problems.push(
      `${job.where}: this traced sample has no trace (its code, input or 'trace:' changed): ${FIX}`,
    );
    return false;
  });
  const used = new Set(jobs.map((j) => j.file));
  // Stored traces no sample uses are still reported below; with none either, there is nothing here.
  if (jobs.length === 0 && storedTraces(root).length === 0)
    nothingToCheck([], 'traced sample', lessons.length);
  for (const file of storedTraces(root))
    if (!used.has(file)) problems.push(`${TRACES_DIR}/${file}: no sample uses this trace any more: ${FIX}`);

  const started = performance.now();
  const outcomes = await traceAll(present, (o) => process.stdout.write('error' in o ? 'F' : '.'));
  for (const o of outcomes) {
    if ('error' in o) problems.push(o.error);
    else if (traceText(o.trace) !== readStored(root, o.job.file))
      problems.push(
        `${o.job.where}: the stored trace ${TRACES_DIR}/${o.job.file} differs from what gdb records now: ${FIX}`,
      );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n\nChecked ${jobs.length} traces in ${seconds} s.`);
  problems.forEach((p) => console.error(`\n✗ ${p}`));
  if (problems.length) console.error(`\n${problems.length} problem(s).`);
  process.exitCode = problems.length ? 1 : 0;
}

void main();
