/**
 * A child process of the WebAssembly checks (`check:samples-wasm`, `check:quizzes`): compiles and runs jobs
 * with the browser's toolchain code. The parent kills it when a job takes too long, as the browser
 * terminates a worker.
 * A lesson's program must run clean: no undefined behaviour, no heap error, and no leak but a pinned one.
 */
import { loadNodeToolchain } from '../runner/build/node.ts';
import { withUndefinedBehaviour } from '../runner/explain/crash.ts';
import { describeLeak } from '../runner/explain/problems.ts';
import { executeProgram } from '../runner/program/execute.ts';
import { compileProgram } from '../runner/toolchain/compile.ts';
import { parseSymbolized, symbolizerArgs, undefinedBehaviourOf } from '../runner/ub.ts';
import type { ProgramJob } from './collect.ts';
import type { JobOutcome } from './wasmJudge.ts';

const toolchain = loadNodeToolchain();

/** What this process tells its parent: LLVM is loaded; a job compiled (its runs start); a job's end. */
export type WorkerMessage =
  { ready: true } | { compiled: true } | { outcome: JobOutcome } | { error: string };

const send = (message: WorkerMessage) => process.send?.(message);

async function check({ program }: ProgramJob): Promise<JobOutcome> {
  const compiled = await compileProgram(await toolchain, program.files);
  // The parent's clock now times the runs, not the compiler.
  send({ compiled: true });
  const outcome: JobOutcome = {
    compiled: compiled.ok,
    log: compiled.log,
    diagnostics: compiled.diagnostics,
    runs: [],
  };
  if (!compiled.wasm) return outcome;
  const bytes = compiled.wasm;
  const module = await WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>);
  for (const run of program.runs) {
    // Each run starts in an empty directory, as the gcc check does.
    const result = await executeProgram({
      program: { module, bytes },
      stdin: run.input,
      files: {},
      name: program.name,
    });
    let crash = result.crash;
    // A trap is read back to the undefined behaviour and line it stood for, as in the browser.
    if (crash?.trapOffsets) {
      const { output } = await (
        await toolchain
      ).tool(symbolizerArgs(crash.trapOffsets), { 'program.wasm': bytes });
      crash = withUndefinedBehaviour(crash, undefinedBehaviourOf(parseSymbolized(output)));
    }
    outcome.runs.push({
      name: run.name,
      expected: run.output,
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

process.on('message', (job: ProgramJob) => {
  check(job).then(
    (outcome) => send({ outcome }),
    (error: unknown) => send({ error: describe(error) }),
  );
});
