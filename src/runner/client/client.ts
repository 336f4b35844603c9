/**
 * The page's side of the runner: one compiler worker for the whole page (clang loads once), and a
 * program worker per run, terminated to stop a program that runs too long or that the student stops.
 */
import { workerChannel, type WorkerChannel } from '../channel.ts';
import {
  COMPILE_TIME_LIMIT_MS,
  COMPILER_IDLE_MS,
  RECORDING_GRACE_MS,
  seconds,
  TIME_LIMIT_MS,
} from '../limits.ts';
import type {
  CompileResult,
  CompilerRequest,
  CompilerResponse,
  ExecuteResult,
  LoadProgress,
  ProgramRequest,
  ProgramResponse,
  RunInput,
  SourceFile,
  Stream,
} from '../protocol.ts';
import type { RecordingResult, RecordPlan } from '../recording.ts';

export interface CompileOutcome extends CompileResult {
  /** True when this exact program was compiled earlier on the page and the result was reused. */
  cached: boolean;
  /** True when the build compiled it (a lesson's sample as shown) and the page only fetched it. */
  precompiled?: boolean;
}

export interface RunOutcome extends ExecuteResult {
  timedOut: boolean;
  stopped: boolean;
  /** A run of a program compiled for the stepper: what it recorded. */
  recording?: RecordingResult;
}

/** A compile for the stepper: the program and the plan that says what its hooks mean. */
export interface RecordingCompile extends CompileOutcome {
  plan?: RecordPlan;
}

/** Rejection of a compile the caller stopped. */
export class Stopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'Stopped';
  }
}

type CompilerWorker = WorkerChannel<CompilerRequest, CompilerResponse>;
type ProgramWorker = WorkerChannel<ProgramRequest, ProgramResponse>;

const createCompiler = (): CompilerWorker =>
  workerChannel(
    new Worker(new URL('../workers/compiler.worker.ts', import.meta.url), {
      type: 'module',
      name: 'c-compiler',
    }),
  );
const createProgram = (): ProgramWorker =>
  workerChannel(
    new Worker(new URL('../workers/program.worker.ts', import.meta.url), {
      type: 'module',
      name: 'c-program',
    }),
  );

export class CRunner {
  private compiler: CompilerWorker | undefined;
  private loaded = false;
  private readonly pending = new Map<number, (error: Error) => void>();
  private readonly compiled = new Map<string, CompileResult & { plan?: RecordPlan }>();
  private spare: ProgramWorker | undefined;
  private nextId = 1;
  private warming: Promise<void> | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;

  /**
   * How long the compiler may sit unused before its worker is ended (`COMPILER_IDLE_MS`); a bench
   * or test may shorten it with `globalThis.learncCompilerIdleMs`.
   */
  private get idleMs(): number {
    return (globalThis as { learncCompilerIdleMs?: number }).learncCompilerIdleMs ?? COMPILER_IDLE_MS;
  }

  /** (Re)starts the idle clock: with no request for `idleMs`, the compiler's memory is given back. */
  private resting() {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.pending.size === 0 && this.compiler) this.resetCompiler(new Error('the compiler was idle'));
    }, this.idleMs);
  }

  private compilerWorker(): CompilerWorker {
    if (!this.compiler) {
      this.compiler = createCompiler();
      this.compiler.onError((message) =>
        this.resetCompiler(new Error(message || 'the compiler could not start')),
      );
    }
    return this.compiler;
  }

  /** Terminates the compiler worker; every waiting compile fails with `error`. */
  private resetCompiler(error: Error) {
    clearTimeout(this.idle);
    this.compiler?.terminate();
    this.compiler = undefined;
    this.loaded = false;
    this.warming = undefined;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    waiting.forEach((reject) => reject(error));
  }

  /** True once clang is loaded in this page: compiling starts at once. */
  get isLoaded(): boolean {
    return this.loaded;
  }

  /** Starts a program worker ahead of need, so it is ready when compiling ends. */
  warmUp(): void {
    this.spare ??= createProgram();
  }

  /**
   * Compiles and links a program. The first call loads clang (reporting progress); stopping then
   * abandons the download. Identical sources compiled earlier on the page are not compiled again.
   */
  compile(
    sources: SourceFile[],
    options: { onProgress?: (progress: LoadProgress) => void; signal?: AbortSignal; record?: true } = {},
  ): Promise<RecordingCompile> {
    const key = JSON.stringify(options.record ? { record: sources } : sources);
    const hit = this.compiled.get(key);
    if (hit) return Promise.resolve({ ...hit, cached: true });
    const worker = this.compilerWorker();
    const id = this.nextId++;
    return new Promise<RecordingCompile>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopListening = () => {};
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(id);
        stopListening();
        options.signal?.removeEventListener('abort', onAbort);
      };
      const fail = (error: Error) => {
        done();
        reject(error);
      };
      const arm = () => {
        timer = setTimeout(
          () =>
            this.resetCompiler(
              new Error(`The compiler took more than ${seconds(COMPILE_TIME_LIMIT_MS)} and was stopped.`),
            ),
          COMPILE_TIME_LIMIT_MS,
        );
      };
      const onAbort = () => {
        // While clang is still loading for this run alone, stopping cancels the download; otherwise
        // the work finishes unseen (another sample may be waiting for the same download).
        if (this.loaded || this.pending.size > 1) fail(new Stopped());
        else this.resetCompiler(new Stopped());
      };
      const onMessage = (data: CompilerResponse) => {
        if (data.id !== id) return;
        if (data.type === 'progress') options.onProgress?.(data.progress);
        else if (data.type === 'loaded') {
          this.loaded = true;
          arm();
        } else if (data.type === 'failed') fail(new Error(data.message));
        else if (data.type === 'compiled') {
          done();
          this.loaded = true;
          this.resting();
          const result = data.plan ? { ...data.result, plan: data.plan } : data.result;
          this.remember(key, result);
          resolve({ ...result, cached: false });
        }
      };
      this.pending.set(id, fail);
      stopListening = worker.onMessage(onMessage);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      if (options.signal?.aborted) return onAbort();
      if (this.loaded) arm();
      worker.post({ type: 'compile', id, sources, ...(options.record ? { record: true as const } : {}) });
    });
  }

  /**
   * Loads clang without compiling anything: resolves once it is ready, rejects when the download
   * fails. A Run meanwhile waits for the same download.
   */
  preload(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    return this.ask({ type: 'preload', id: this.nextId++ }).then(() => undefined);
  }

  /**
   * Loads clang and compiles one tiny program (the warm-up when a student starts editing): the
   * first real compile then finds LLVM compiled, its plan for one file made and its code warm.
   */
  warm(): Promise<void> {
    const tiny = [{ name: 'warm.c', code: 'int main(void) { return 0; }\n' }];
    // Compiled for real each time the compiler is loaded again, not answered from the page's results.
    if (!this.warming) this.compiled.delete(JSON.stringify(tiny));
    this.warming ??= this.compile(tiny).then(
      () => undefined,
      (error: unknown) => {
        this.warming = undefined; // tried again on the next Edit or focus
        throw error;
      },
    );
    return this.warming;
  }

  /** Sends a request that is answered once (`loaded` or `failed`). */
  private ask(request: Extract<CompilerRequest, { type: 'preload' }>): Promise<CompilerResponse> {
    const worker = this.compilerWorker();
    return new Promise((resolve, reject) => {
      const stop = worker.onMessage((data) => {
        if (data.id !== request.id || data.type === 'progress') return;
        stop();
        this.pending.delete(request.id);
        if (data.type === 'failed') reject(new Error(data.message));
        else {
          if (data.type === 'loaded') this.loaded = true;
          this.resting();
          resolve(data);
        }
      });
      this.pending.set(request.id, (error) => {
        stop();
        reject(error);
      });
      worker.post(request);
    });
  }

  private remember(key: string, result: CompileResult & { plan?: RecordPlan }) {
    this.compiled.delete(key);
    this.compiled.set(key, result);
    if (this.compiled.size > 20) this.compiled.delete(this.compiled.keys().next().value!);
  }

  /**
   * Runs a compiled program in its own worker. It is stopped (the worker terminated) after
   * `timeLimitMs` of running or when `signal` aborts; output printed until then is kept. With
   * `stdin: { live: true }`, `onWaiting` says when the program waits for a line, `connect` receives
   * the function that sends one (null for end of input), and waiting does not count against the limit.
   */
  execute(
    wasm: Uint8Array,
    request: RunInput,
    options: {
      onOutput?: (stream: Stream, text: string) => void;
      onWaiting?: () => void;
      connect?: (send: (line: string | null) => void) => void;
      signal?: AbortSignal;
      timeLimitMs?: number;
      /** The plan of a program compiled for the stepper: the run is recorded. */
      plan?: RecordPlan;
    } = {},
  ): Promise<RunOutcome> {
    const worker = this.spare ?? createProgram();
    this.spare = undefined;
    const id = this.nextId++;
    const seen = { stdout: '', stderr: '' };
    const limit = options.timeLimitMs ?? TIME_LIMIT_MS;
    // A recorded program stops itself when its time is up, keeping its steps (it checks at each
    // step); the page's own cut, which keeps nothing, stays for a program stuck where no step comes.
    const pageLimit = options.plan ? limit + RECORDING_GRACE_MS : limit;
    return new Promise<RunOutcome>((resolve, reject) => {
      // The limit counts running time: it starts when the program's code starts (a busy engine may
      // take seconds to compile the module), and stops while the program waits for the student.
      let used = 0;
      let since = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let waiting = false;
      let ending = false;
      const startClock = () => {
        since = performance.now();
        timer = setTimeout(() => cut('timedOut'), Math.max(0, pageLimit - used));
      };
      // A module that never starts (an engine stuck compiling it) is a failure, not the program's time.
      const starting = setTimeout(
        () => onError(`the program did not start within ${seconds(COMPILE_TIME_LIMIT_MS)}`),
        COMPILE_TIME_LIMIT_MS,
      );
      const stopClock = () => {
        if (timer === undefined) return;
        clearTimeout(timer);
        timer = undefined;
        used += performance.now() - since;
      };
      let interrupted: ReturnType<typeof setTimeout> | undefined;
      const finish = (reusable: boolean) => {
        clearTimeout(timer);
        clearTimeout(starting);
        clearTimeout(interrupted);
        stopMessages();
        stopErrors();
        options.signal?.removeEventListener('abort', onAbort);
        if (reusable && !this.spare) this.spare = worker;
        else worker.terminate();
      };
      const cut = (why: 'timedOut' | 'stopped') => {
        finish(false);
        resolve({
          exitCode: null,
          ...seen,
          truncated: false,
          files: request.files,
          leaks: [],
          ms: Math.round(used + (timer === undefined ? 0 : performance.now() - since)),
          timedOut: why === 'timedOut',
          stopped: why === 'stopped',
        });
      };
      // Stopped while a recorded program waits for input: it ends there and keeps its steps. Should
      // it have gone on running just then (the worker no longer waiting), it is cut as any other.
      const onAbort = () => {
        // Its steps are being put together: they come with `done`, which a cut now would lose.
        if (ending) return;
        if (!options.plan || !waiting) return cut('stopped');
        worker.post({ type: 'interrupt', id });
        interrupted = setTimeout(() => cut('stopped'), RECORDING_GRACE_MS);
      };
      const onError = (message: string) => {
        finish(false);
        reject(new Error(message || 'the program worker failed'));
      };
      const onMessage = (data: ProgramResponse) => {
        if (data.id !== id) return;
        if (data.type === 'started') {
          running = true;
          clearTimeout(starting);
          startClock();
        } else if (data.type === 'output') {
          seen[data.stream] += data.text;
          options.onOutput?.(data.stream, data.text);
        } else if (data.type === 'ending') {
          // The recording is safe: no clock may now cut it and lose its steps.
          clearTimeout(interrupted);
          stopClock();
          running = false;
          ending = true;
        } else if (data.type === 'waiting') {
          waiting = true;
          stopClock();
          options.onWaiting?.();
        } else if (data.type === 'done') {
          finish(true);
          resolve({
            ...data.result,
            timedOut: data.recording?.cut === 'time',
            stopped: data.recording?.cut === 'stopped',
            ...(data.recording ? { recording: data.recording } : {}),
          });
        } else {
          finish(false);
          reject(new Error(data.message));
        }
      };
      options.connect?.((text) => {
        waiting = false;
        if (running && timer === undefined) startClock();
        worker.post({ type: 'stdin', id, text });
      });
      const stopMessages = worker.onMessage(onMessage);
      const stopErrors = worker.onError(onError);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      if (options.signal?.aborted) return onAbort();
      worker.post({
        type: 'run',
        id,
        wasm,
        ...request,
        ...(options.plan ? { plan: options.plan, timeLimitMs: limit } : {}),
      });
    });
  }
}

/** The page's runner. Creating it starts nothing: workers start on the first compile or run. */
export const runner = new CRunner();
