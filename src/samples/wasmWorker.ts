/**
 * A child process of the WebAssembly checks (`check:samples-wasm`, `check:quizzes`): compiles and runs jobs
 * with the browser's toolchain code. The parent kills it when a job takes too long, as the browser
 * terminates a worker.
 * A lesson's program must run clean: no undefined behaviour, no heap error, and no leak but a pinned one.
 */
import { loadNodeToolchain } from '../runner/build/node.ts';
import { ProgramCache } from '../runner/build/precompile.ts';
import { describeLeak } from '../runner/explain/problems.ts';
import { executeProgram } from '../runner/program/execute.ts';
import { compileProgram } from '../runner/toolchain/compile.ts';
import type { ProgramJob } from './collect.ts';
import type { JobOutcome } from './wasmJudge.ts';

const toolchain = loadNodeToolchain();
const programs = new ProgramCache(process.cwd(), toolchain);

/** What this process tells its parent: LLVM is loaded; a job compiled (its runs start); a job's end. */
export type WorkerMessage =
  { ready: true } | { compiled: true } | { outcome: JobOutcome } | { error: string };

/** What the parent asks: check a job; with `verify`, compile a precompiled sample again and compare. */
export interface WorkerRequest {
  job: ProgramJob;
  verify: boolean;
}

const send = (message: WorkerMessage) => process.send?.(message);

/**
 * What the page compiles or fetches: a sample's module is the precompiled one the build ships
 * (shared through the cache with the build, which compiles the same programs), so the runs below
 * check the very module a student runs. With `verify`, the sample is also compiled afresh and must
 * come out byte for byte the same, or the cache (and so a built site) would serve a stale module.
 */
async function compile({ program, origin }: ProgramJob, verify: boolean) {
  if (origin.kind !== 'sample') return { compiled: await compileProgram(await toolchain, program.files) };
  const { result } = await programs.compile(program.files);
  if (!verify || !result.wasm) return { compiled: result };
  const fresh = await compileProgram(await toolchain, program.files);
  const same =
    fresh.wasm !== undefined &&
    Buffer.from(fresh.wasm).equals(Buffer.from(result.wasm)) &&
    fresh.log === result.log;
  return {
    compiled: result,
    ...(same ? {} : { stale: 'its precompiled module differs from what the compiler builds now' }),
  };
}

async function check(job: ProgramJob, verify: boolean): Promise<JobOutcome> {
  const { program } = job;
  const { compiled, stale } = await compile(job, verify);
  // The parent's clock now times the runs, not the compiler.
  send({ compiled: true });
  const outcome: JobOutcome = {
    compiled: compiled.ok,
    log: compiled.log,
    diagnostics: compiled.diagnostics,
    runs: [],
    ...(stale ? { stale } : {}),
  };
  if (!compiled.wasm) return outcome;
  const module = await WebAssembly.compile(compiled.wasm as Uint8Array<ArrayBuffer>);
  for (const run of program.runs) {
    // Each run starts in an empty directory, as the gcc check does.
    const result = await executeProgram({
      program: module,
      stdin: run.input,
      files: {},
      name: program.name,
      ...(run.args ? { args: run.args } : {}),
    });
    const { crash } = result;
    outcome.runs.push({
      name: run.name,
      expected: run.output,
      ...(run.status !== undefined ? { status: run.status } : {}),
      stdout: result.stdout,
      exitCode: result.exitCode,
      truncated: result.truncated,
      ...(crash ? { crash: { message: `${crash.message} (${crash.detail})` } } : {}),
      leaks: result.leaks.map((leak) => describeLeak(leak)),
    });
  }
  return outcome;
}

const describe = (error: unknown) => String(error instanceof Error ? error.stack : error);

// Loading LLVM takes seconds (much longer on a busy machine): the parent starts a job's clock only
// once this says it is ready, so loading never counts against a program's time limit.
toolchain.then(
  () => send({ ready: true }),
  (error: unknown) => send({ error: `the browser's toolchain did not load: ${describe(error)}` }),
);

process.on('message', ({ job, verify }: WorkerRequest) => {
  check(job, verify).then(
    (outcome) => send({ outcome }),
    (error: unknown) => send({ error: describe(error) }),
  );
});
