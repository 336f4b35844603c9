/**
 * A child process of the WebAssembly sample check: compiles and runs jobs with the browser's
 * toolchain code. The parent kills it when a job takes too long, as the browser terminates a worker.
 * A lesson's program must run clean: no undefined behaviour, no heap error, and no leak but a pinned one.
 */
import { loadNodeToolchain } from '../runner/build/node.ts';
import { describeLeak } from '../runner/explain/problems.ts';
import { executeProgram } from '../runner/program/execute.ts';
import { compileProgram } from '../runner/toolchain/compile.ts';
import type { ProgramJob } from './collect.ts';
import type { JobOutcome } from './wasmJudge.ts';

const toolchain = loadNodeToolchain();

async function check({ program }: ProgramJob): Promise<JobOutcome> {
  const compiled = await compileProgram(await toolchain, program.files);
  const outcome: JobOutcome = {
    compiled: compiled.ok,
    log: compiled.log,
    diagnostics: compiled.diagnostics,
    runs: [],
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
    });
    const { crash } = result;
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

process.on('message', (job: ProgramJob) => {
  check(job).then(
    (outcome) => process.send?.({ outcome }),
    (error: unknown) => process.send?.({ error: String(error instanceof Error ? error.stack : error) }),
  );
});
