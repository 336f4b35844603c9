import { describeDifference } from '../../src/runner/judge.ts';
import { describeSteps } from '../../src/trace/layout/describe.ts';
import { trace as traceSchema, TRACE_VERSION, type Step, type Trace } from '../../src/trace/schema.ts';
import type { TraceJob } from './jobs.ts';

/** What scripts/traces/gdb/tracer.py writes: steps whose `output` counts bytes, before descriptions. */
export interface RawTrace {
  steps?: Omit<Step, 'description'>[];
  /** Everything printed, decoded as UTF-8. */
  output?: string;
  exitCode?: number | null;
  crash?: string;
  error?: string;
}

/**
 * Turns the tracer's record into a trace file's contents: output and input positions in JavaScript's units, a
 * description per step, checked against the schema. Fails (with the sample's place) when the program
 * printed something other than the output the lesson declares.
 */
export function assemble(job: TraceJob, raw: RawTrace): Trace {
  if (raw.error) throw new Error(`${job.where}: ${raw.error}`);
  const output = raw.output ?? '';
  if (raw.crash === undefined && raw.exitCode !== null && output !== job.output)
    throw new Error(
      `${job.where}: under gdb the program's output differs from the sample's 'output:' (${describeDifference(job.output, output)})`,
    );
  const input = job.input;
  const steps = describeSteps(raw.steps ?? [], output, input);
  if (!steps.length) throw new Error(`${job.where}: no step stops on the lines chosen with 'trace:'`);
  const result = traceSchema.safeParse({
    version: TRACE_VERSION,
    key: job.key,
    sample: job.where.replace(/:\d+$/, ''),
    ...(job.lines ? { lines: job.lines } : {}),
    output,
    ...(input ? { input } : {}),
    steps,
  });
  if (!result.success)
    throw new Error(`${job.where}: the tracer wrote a step the trace format does not allow (a bug in scripts/traces): ${result.error.message.slice(0, 2000)}`);
  return result.data;
}

/** A trace as its file holds it: one step a line, so a changed step is a one-line diff. */
export function traceText(trace: Trace): string {
  const { steps, ...head } = trace;
  const top = JSON.stringify(head).slice(0, -1);
  return `${top},"steps":[\n${steps.map((s) => JSON.stringify(s)).join(',\n')}\n]}\n`;
}
