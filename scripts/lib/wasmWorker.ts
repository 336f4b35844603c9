import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHECK_RUN_TIME_LIMIT_MS, COMPILE_TIME_LIMIT_MS } from '../../src/runner/limits.ts';
import type { ProgramJob } from '../../src/samples/collect.ts';
import type { JobOutcome } from '../../src/samples/wasmJudge.ts';

/** The project this script belongs to: where the browser's toolchain is installed. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Per job: loading LLVM in a fresh worker and compiling (twice when a precompiled module is
 * verified), then each run's limit as in the gcc check.
 */
const jobTimeLimit = (job: ProgramJob) =>
  2 * COMPILE_TIME_LIMIT_MS + CHECK_RUN_TIME_LIMIT_MS * job.program.runs.length;

/**
 * A child process that compiles and runs jobs with the browser's toolchain (clang to wasm32-wasi);
 * killed and replaced when a job runs past its limit, as the browser terminates a worker. Shared by
 * `check:samples:wasm` and `check:quizzes`.
 */
export class WasmCheckWorker {
  private worker = this.spawn();

  private spawn(): ChildProcess {
    // fork() passes on this process's flags, so the child loads TypeScript through tsx as well. It
    // runs in this project, so a check of another folder (a test's fixture) finds the toolchain.
    // Under a test runner without tsx, the child is given tsx itself.
    const execArgv = process.execArgv.some((a) => a.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
    return fork(fileURLToPath(new URL('../../src/samples/wasmWorker.ts', import.meta.url)), [], {
      serialization: 'advanced',
      cwd: projectRoot,
      execArgv,
    });
  }

  /** Compiles and runs a job; with `verify`, a precompiled sample is compiled afresh and compared too. */
  check(job: ProgramJob, verify = false): Promise<JobOutcome | string> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.worker.kill('SIGKILL');
        this.worker = this.spawn();
        resolve(`did not finish within ${jobTimeLimit(job) / 1000} s`);
      }, jobTimeLimit(job));
      this.worker.once('message', (m: { outcome?: JobOutcome; error?: string }) => {
        clearTimeout(timer);
        resolve(m.outcome ?? `the checker failed: ${m.error}`);
      });
      this.worker.send({ job, verify });
    });
  }

  close() {
    this.worker.kill();
  }
}
