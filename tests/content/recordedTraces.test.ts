/**
 * Every traced lesson program (`trace:` samples), recorded in Node with the browser's compile and
 * run code (src/runner/record/), step for step beside the trace gdb recorded (traces/): the same
 * lines, frames, values, globals, heap and output; addresses may differ (see sameSteps.ts).
 *
 * A step is defined once: the start of a statement, on the lines the recorder instruments
 * (`stepLines`); the gdb tracer steps past the other rows of gcc's line table (a statement's second
 * line, the caller's line again after a call returns), see scripts/traces/gdb/tracer.py. Where the
 * two still differ for a reason of gcc's or glibc's own, the program is listed in DIFFERENT with that
 * reason, and the test checks it still differs (an entry that starts matching must be removed).
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { traceJobs } from '../../scripts/traces/jobs.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { compileForRecording, recordProgram } from '../../src/runner/record/record.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';
import type { Trace } from '../../src/trace/schema.ts';
import { comparable } from '../unit/record/sameSteps.ts';

/** Trace files whose gdb trace cannot be matched, and why (gcc's doing, not the recorder's). */
const DIFFERENT: Record<string, string> = {
  // none today: the tracer shows memory as C defines it where gcc's code does otherwise
};

const { curriculum } = loadCurriculum(process.cwd());
const jobs = traceJobs(curriculum?.lessons ?? []);

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

/** The first step where the recording and gdb's trace differ, or -1. */
async function firstDifference(
  job: (typeof jobs)[number],
): Promise<{ at: number; ours: unknown; gdb: unknown }> {
  const gdb = JSON.parse(readFileSync(`traces/${job.file}`, 'utf8')) as Trace;
  const build = await compileForRecording(toolchain, job.files);
  if (!build.plan || !build.compile.wasm) throw new Error(build.compile.log);
  const recording = await recordProgram(build.compile.wasm, build.plan, { stdin: job.input, files: {} });
  // A trace of chosen lines keeps the steps on them, and the end.
  const steps = job.lines
    ? recording.steps.filter((s) => s.line === null || job.lines!.includes(s.line))
    : recording.steps;
  const ours = steps.map(comparable);
  const theirs = gdb.steps.map(comparable);
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++)
    if (!isDeepStrictEqual(ours[i], theirs[i])) return { at: i, ours: ours[i], gdb: theirs[i] };
  return { at: -1, ours: undefined, gdb: undefined };
}

describe('the in-browser recording of each traced lesson program', { timeout: 120_000 }, () => {
  it('has a trace to compare with, and every listed difference names one', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const file of Object.keys(DIFFERENT)) expect(jobs.map((j) => j.file)).toContain(file);
  });

  for (const job of jobs) {
    const reason = DIFFERENT[job.file];
    it(`${job.where}: ${reason ? `differs from gdb's trace (${reason})` : "matches gdb's trace step for step"}`, async () => {
      const { at, ours, gdb } = await firstDifference(job);
      if (reason) expect(at, 'it now matches: remove it from DIFFERENT').toBeGreaterThanOrEqual(0);
      else expect({ at, ours }).toEqual({ at: -1, ours: gdb });
    });
  }
});
