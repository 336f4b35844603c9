import { spawnSync } from 'node:child_process';
import type { Trace } from '../../src/trace/schema.ts';
import type { TraceJob } from './jobs.ts';
import { cores, eachInPool } from '../lib/pool.ts';
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
  const outcomes: Outcome[] = [];
  await eachInPool(
    jobs,
    async (job, i) => {
      try {
        outcomes[i] = { job, trace: await traceSample(job, options) };
      } catch (e) {
        outcomes[i] = { job, error: e instanceof Error ? e.message : String(e) };
      }
      onDone(outcomes[i]);
    },
    Math.min(cores(), 4),
  );
  // In the order of the curriculum, whatever order they finished in.
  return outcomes;
}
