import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHECK_RUN_TIME_LIMIT_MS, COMPILE_TIME_LIMIT_MS } from '../../src/runner/limits.ts';
import type { ProgramJob } from '../../src/samples/collect.ts';
import type { JobOutcome } from '../../src/samples/wasmJudge.ts';
import type { WorkerMessage, WorkerRequest } from '../../src/samples/wasmWorker.ts';

/** The project this script belongs to: where the browser's toolchain is installed. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Why a job gave no outcome: it ran out of time (`timeout`), or the checker itself failed (`error`). */
export interface Stopped {
  stopped: 'timeout' | 'error';
  message: string;
}

/** A job's outcome, or why there is none. */
export type CheckResult = JobOutcome | Stopped;

export const isStopped = (r: CheckResult): r is Stopped => 'stopped' in r;

/** The limits a job runs under: compiling, then each run, as in the gcc checks. */
export interface Limits {
  compileMs: number;
  runMs: number;
}

const DEFAULT_LIMITS: Limits = { compileMs: COMPILE_TIME_LIMIT_MS, runMs: CHECK_RUN_TIME_LIMIT_MS };

/**
 * A child process that compiles and runs jobs with the browser's toolchain (clang to wasm32-wasi);
 * killed and replaced when a job runs past its limit, as the browser terminates a worker. A job's
 * clock starts once the child has loaded LLVM, and restarts for the runs once it has compiled, so a
 * slow load on a busy machine is never reported as a slow program. Shared by `check:samples-wasm` and
 * `check:quizzes`.
 */
export class WasmCheckWorker {
  private child!: ChildProcess;
  private ready!: Promise<Stopped | undefined>;

  /** `module` is the child's code: the toolchain's worker, or a test's stand-in that speaks its messages. */
  constructor(
    private readonly limits: Limits = DEFAULT_LIMITS,
    private readonly module: URL = new URL('../../src/samples/wasmWorker.ts', import.meta.url),
  ) {
    this.spawn();
  }

  private spawn() {
    // fork() passes on this process's flags, so the child loads TypeScript through tsx as well. It
    // runs in this project, so a check of another folder (a test's fixture) finds the toolchain.
    // Under a test runner without tsx, the child is given tsx itself.
    const execArgv = process.execArgv.some((a) => a.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
    const child = fork(fileURLToPath(this.module), [], {
      serialization: 'advanced',
      cwd: projectRoot,
      execArgv,
    });
    this.child = child;
    this.ready = new Promise((resolve) => {
      const onMessage = (m: WorkerMessage) => {
        child.off('exit', onExit);
        resolve('error' in m ? { stopped: 'error', message: m.error } : undefined);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        resolve({ stopped: 'error', message: `the checker's worker stopped while loading (exit ${code})` });
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  }

  /** Compiles and runs a job; with `verify`, a precompiled sample is compiled afresh and compared too. */
  async check(job: ProgramJob, verify = false): Promise<CheckResult> {
    const failedToLoad = await this.ready;
    if (failedToLoad) return failedToLoad;
    const child = this.child;
    const runsMs = this.limits.runMs * Math.max(1, job.program.runs.length);
    // Verifying compiles twice.
    const compileMs = this.limits.compileMs * (verify ? 2 : 1);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout;
      const finish = (result: CheckResult) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(result);
      };
      const clock = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          this.spawn();
          finish({ stopped: 'timeout', message: `${what} did not finish within ${ms / 1000} s` });
        }, ms);
      };
      const onMessage = (m: WorkerMessage) => {
        if ('compiled' in m) clock(runsMs, job.program.runs.length > 1 ? 'its runs' : 'the run');
        else if ('outcome' in m) finish(m.outcome);
        else if ('error' in m) finish({ stopped: 'error', message: `the checker failed: ${m.error}` });
      };
      const onExit = (code: number | null) => {
        this.spawn();
        finish({ stopped: 'error', message: `the checker's worker stopped (exit ${code})` });
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      clock(compileMs, 'compiling');
      const request: WorkerRequest = { job, verify };
      child.send(request);
    });
  }

  close() {
    this.child.kill();
  }
}

/** A few workers, each job given to the next idle one (each worker holds its own LLVM: one per core). */
export class WasmCheckWorkers {
  private readonly all: WasmCheckWorker[];
  private readonly idle: WasmCheckWorker[];
  private readonly waiting: ((w: WasmCheckWorker) => void)[] = [];
  readonly size: number;

  constructor(size: number, limits?: Limits) {
    this.size = Math.max(1, size);
    this.all = Array.from({ length: this.size }, () => new WasmCheckWorker(limits));
    this.idle = [...this.all];
  }

  async check(job: ProgramJob, verify = false): Promise<CheckResult> {
    const worker = this.idle.pop() ?? (await new Promise<WasmCheckWorker>((r) => this.waiting.push(r)));
    try {
      return await worker.check(job, verify);
    } finally {
      const next = this.waiting.shift();
      if (next) next(worker);
      else this.idle.push(worker);
    }
  }

  close() {
    this.all.forEach((w) => w.close());
  }
}
