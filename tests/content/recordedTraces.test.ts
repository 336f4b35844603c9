/**
 * Every traced lesson program (`trace:` samples), recorded in Node with the browser's compile and
 * run code (src/runner/record/), step for step beside the trace gdb recorded (traces/): the same
 * lines, frames, values, globals, heap and output; addresses may differ (see sameSteps.ts).
 *
 * gdb steps by gcc's line table; the recorder by statements. Where the two cut a program
 * differently for a reason of gcc's own, the program is listed in DIFFERENT with that reason, and
 * the test checks it still differs (an entry that starts matching must be removed).
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

const CONTINUED =
  'a statement over two lines: gcc steps to its second line as it evaluates the arguments there';

/** Trace files whose gdb trace cannot be matched, and why (gcc's doing, not the recorder's). */
const DIFFERENT: Record<string, string> = {
  'unit3/multidimensional/layout.c-77f85df4.json':
    'a call whose arguments continue on the next line: gcc steps to that line, then back to the call',
  'unit3/multidimensional/row_pointers.c-24441bf3.json':
    'an if condition over two lines: gcc steps to its second line',
  'unit4/recursion/factorial_trace.c-76880de0.json':
    'gdb shows the caller’s line again after a return when gcc gave the rest of the line a row of its own',
  'unit5/files/seek_demo.c-e3df1400.json': 'as factorial_trace.c: the caller’s line again after a return',
  'unit4/unions/tagged_union.c-188e8ea6.json':
    'gcc builds a returned struct in the caller’s variable (so it is set before the return), and shows the caller’s line after each return',
  // Statements broken over two lines to keep the 64-column rule: gcc's line table stops on the
  // second line while the arguments there are evaluated; the recorder steps once per statement.
  'unit2/pointers/pointer_arithmetic.c-5a0d639e.json': CONTINUED,
  'unit2/pointers/arrays_and_pointers.c-f80edb90.json': CONTINUED,
  'unit2/pointers/pointer_to_pointer.c-d93c7140.json': CONTINUED,
  'unit3/strings/terminator.c-788e7088.json': CONTINUED,
  'unit3/strings/copy_join.c-f50b698a.json': CONTINUED,
  'unit2/pointers/grow_with_realloc.c-9a567d70.json':
    'glibc’s realloc grew the block in place; the checking allocator always moves it (so a stale pointer is caught)',
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
