/**
 * A child process of the WebAssembly sample checker: compiles and runs jobs with the browser's
 * toolchain code. The parent kills it when a job takes too long, as the browser terminates a worker.
 */
import type { SampleJob } from './collect.ts';
import { loadNodeToolchain } from '../runner/build/node.ts';
import { executeProgram } from '../runner/program/execute.ts';
import { compileProgram } from '../runner/toolchain/compile.ts';
import type { JobOutcome } from './wasmJudge.ts';

const toolchain = loadNodeToolchain();

async function check(job: Extract<SampleJob, { kind: 'program' }>): Promise<JobOutcome> {
  const compiled = await compileProgram(await toolchain, job.files);
  const outcome: JobOutcome = {
    compiled: compiled.ok,
    log: compiled.log,
    diagnostics: compiled.diagnostics,
    runs: [],
  };
  if (!compiled.wasm) return outcome;
  const program = await WebAssembly.compile(compiled.wasm as Uint8Array<ArrayBuffer>);
  for (const run of job.runs) {
    // Each run starts in an empty directory, as the gcc check does.
    const result = await executeProgram({ program, stdin: run.input, files: {} });
    outcome.runs.push({
      name: run.name,
      expected: run.output,
      stdout: result.stdout,
      exitCode: result.exitCode,
      ...(result.crash ? { problem: `${result.crash.message} (${result.crash.detail})` } : {}),
      ...(result.truncated ? { problem: 'printed more than the output limit' } : {}),
    });
  }
  return outcome;
}

process.on('message', (job: Extract<SampleJob, { kind: 'program' }>) => {
  check(job).then(
    (outcome) => process.send?.({ outcome }),
    (error: unknown) => process.send?.({ error: String(error instanceof Error ? error.stack : error) }),
  );
});
