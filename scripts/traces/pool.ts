import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import type { Trace } from '../../src/trace/schema.ts';
import type { TraceJob } from './jobs.ts';
import { traceSample } from './run.ts';

/** Fails with a plain message when a tool the tracer needs is missing. */
export function requireTools(): void {
  for (const [tool, pkg] of [
    ['gcc', 'gcc'],
    ['gdb', 'gdb'],
  ] as const)
    if (spawnSync(tool, ['--version']).status !== 0) {
      console.error(`${tool} was not found, so the samples cannot be traced. Install it (for example: apt-get install ${pkg}) and run again.`);
      process.exit(1);
    }
}

export type Outcome = { job: TraceJob; trace: Trace } | { job: TraceJob; error: string };

/** Traces every job, a few at a time (one gdb per core), reporting each as it finishes. */
export async function traceAll(
  jobs: readonly TraceJob[],
  onDone: (outcome: Outcome) => void = () => undefined,
  options?: Parameters<typeof traceSample>[1],
): Promise<Outcome[]> {
  const queue = [...jobs];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      let outcome: Outcome;
      try {
        outcome = { job, trace: await traceSample(job, options) };
      } catch (e) {
        outcome = { job, error: e instanceof Error ? e.message : String(e) };
      }
      outcomes.push(outcome);
      onDone(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(cpus().length, 4)) }, worker));
  // In the order of the curriculum, whatever order they finished in.
  return jobs.map((job) => outcomes.find((o) => o.job === job)!);
}
