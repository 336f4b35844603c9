/**
 * The page's side of the runner (`client/client.ts`) against scripted workers: when a program's
 * time limit starts, and how the compiler is warmed and given back when idle.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_GRACE_MS, TIME_LIMIT_MS } from '../../src/runner/limits.ts';
import type { CompilerResponse, ProgramResponse } from '../../src/runner/protocol.ts';
import type { RecordingResult, RecordPlan } from '../../src/runner/recording.ts';

/** A stand-in for `Worker`: records what the page posts and lets the test answer. */
class ScriptedWorker {
  static made: ScriptedWorker[] = [];
  readonly posted: { type: string; id: number }[] = [];
  terminated = false;
  private readonly listeners = new Set<(event: { data: unknown }) => void>();
  constructor(
    readonly url: URL,
    readonly options: { name: string },
  ) {
    ScriptedWorker.made.push(this);
  }
  postMessage(message: { type: string; id: number }) {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    if (type === 'message') this.listeners.add(listener);
  }
  removeEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.listeners.delete(listener);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: CompilerResponse | ProgramResponse) {
    for (const listener of [...this.listeners]) listener({ data });
  }
}

const named = (name: string) => ScriptedWorker.made.filter((w) => w.options.name === name);

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedWorker.made = [];
  vi.stubGlobal('Worker', ScriptedWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as { learncCompilerIdleMs?: number }).learncCompilerIdleMs;
});

/** A fresh client module each time: the page's runner is a module-level singleton. */
async function freshRunner() {
  vi.resetModules();
  return new (await import('../../src/runner/client/client.ts')).CRunner();
}

const outcome = { exitCode: 0, stdout: '', stderr: '', truncated: false, files: {}, ms: 1, leaks: [] };

describe('the time limit', () => {
  it('starts when the program starts, not while the engine compiles its module', async () => {
    const runner = await freshRunner();
    const result = runner.execute(new Uint8Array([0]), { stdin: '', files: {}, name: 'main' });
    const [program] = named('c-program');
    const { id } = program!.posted[0]!;
    // A busy engine takes longer than the whole limit to compile the module: not the program's time.
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS * 2);
    program!.answer({ type: 'started', id });
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS - 100);
    program!.answer({ type: 'done', id, result: outcome });
    await expect(result).resolves.toMatchObject({ timedOut: false, exitCode: 0 });
  });

  it('stops a program that runs past the limit once started', async () => {
    const runner = await freshRunner();
    const result = runner.execute(new Uint8Array([0]), { stdin: '', files: {}, name: 'main' });
    const [program] = named('c-program');
    program!.answer({ type: 'started', id: program!.posted[0]!.id });
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS + 10);
    await expect(result).resolves.toMatchObject({ timedOut: true, exitCode: null });
    expect(program!.terminated).toBe(true);
  });
});

describe('a recorded program (Step through)', () => {
  const plan = {} as RecordPlan;
  const recording = (cut?: RecordingResult['cut']): RecordingResult => ({
    steps: [],
    output: '',
    limited: false,
    input: '',
    ...(cut ? { cut } : {}),
  });
  /** Starts a recorded run with a live terminal, the worker answering `started`. */
  async function recorded(signal?: AbortSignal) {
    const runner = await freshRunner();
    const result = runner.execute(
      new Uint8Array([0]),
      { stdin: { live: true }, files: {}, name: 'main' },
      { plan, connect: () => undefined, ...(signal ? { signal } : {}) },
    );
    const [program] = named('c-program');
    const { id } = program!.posted[0]!;
    program!.answer({ type: 'started', id });
    return { result, program: program!, id };
  }
  /** The worker says the code has stopped, then takes ten times the grace to send the steps. */
  async function endSlowly(program: ScriptedWorker, id: number, cut: 'time' | 'stopped') {
    program.answer({ type: 'ending', id });
    await vi.advanceTimersByTimeAsync(RECORDING_GRACE_MS * 10);
    expect(program.terminated).toBe(false);
    program.answer({ type: 'done', id, result: { ...outcome, exitCode: null }, recording: recording(cut) });
  }

  it('keeps the steps of a program cut at its time limit, however long a slow device takes to send them', async () => {
    const { result, program, id } = await recorded();
    // The recorder cut itself at the limit; describing ten thousand steps takes longer than the grace.
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS);
    await endSlowly(program, id, 'time');
    await expect(result).resolves.toMatchObject({ timedOut: true, recording: { cut: 'time' } });
  });

  it('is cut, keeping nothing, when its code never stops by itself after the limit and the grace', async () => {
    const { result, program } = await recorded();
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS + RECORDING_GRACE_MS + 10);
    await expect(result).resolves.toMatchObject({ timedOut: true, exitCode: null });
    await expect(result).resolves.not.toHaveProperty('recording');
    expect(program.terminated).toBe(true);
  });

  it('keeps its steps when stopped (Ctrl+C) at a prompt, however long they take to come', async () => {
    const stop = new AbortController();
    const { result, program, id } = await recorded(stop.signal);
    program.answer({ type: 'waiting', id });
    stop.abort();
    expect(program.posted.at(-1)).toEqual({ type: 'interrupt', id });
    await endSlowly(program, id, 'stopped');
    await expect(result).resolves.toMatchObject({ stopped: true, recording: { cut: 'stopped' } });
  });

  it('keeps its steps when Stop is pressed after its code has ended, while they are put together', async () => {
    const stop = new AbortController();
    const { result, program, id } = await recorded(stop.signal);
    program.answer({ type: 'ending', id });
    stop.abort();
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS * 2);
    expect(program.terminated).toBe(false);
    program.answer({ type: 'done', id, result: outcome, recording: recording() });
    await expect(result).resolves.toMatchObject({ exitCode: 0, stopped: false, recording: { steps: [] } });
  });

  it('is cut when stopped at a prompt and the worker does not end it within the grace', async () => {
    const stop = new AbortController();
    const { result, program, id } = await recorded(stop.signal);
    program.answer({ type: 'waiting', id });
    stop.abort();
    await vi.advanceTimersByTimeAsync(RECORDING_GRACE_MS + 10);
    await expect(result).resolves.toMatchObject({ stopped: true, exitCode: null });
    await expect(result).resolves.not.toHaveProperty('recording');
    expect(program.terminated).toBe(true);
  });
});

describe('the compiler', () => {
  const compiled = (id: number): CompilerResponse => ({
    type: 'compiled',
    id,
    result: { ok: true, wasm: new Uint8Array([0]), log: '', diagnostics: [], ms: 5, compiler: 'clang' },
  });

  it('is warmed with one tiny compile, once, and given back after a while without use', async () => {
    (globalThis as { learncCompilerIdleMs?: number }).learncCompilerIdleMs = 1000;
    const runner = await freshRunner();
    const warm = runner.warm();
    void runner.warm(); // asked again while warming: the same warm-up
    const [compiler] = named('c-compiler');
    expect(compiler!.posted.map((m) => m.type)).toEqual(['compile']);
    compiler!.answer({ type: 'loaded', id: compiler!.posted[0]!.id, ms: 10 });
    compiler!.answer(compiled(compiler!.posted[0]!.id));
    await warm;
    expect(runner.isLoaded).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(compiler!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(compiler!.terminated).toBe(true);
    expect(runner.isLoaded).toBe(false);

    // Warming again after that loads the compiler again, in a new worker.
    void runner.warm();
    expect(named('c-compiler')).toHaveLength(2);
    expect(named('c-compiler')[1]!.posted.map((m) => m.type)).toEqual(['compile']);
  });

  it('is not given back while a compile waits for it', async () => {
    (globalThis as { learncCompilerIdleMs?: number }).learncCompilerIdleMs = 1000;
    const runner = await freshRunner();
    const first = runner.compile([{ name: 'a.c', code: 'int main(void) { return 0; }\n' }]);
    const [compiler] = named('c-compiler');
    compiler!.answer(compiled(compiler!.posted[0]!.id));
    await first;
    const second = runner.compile([{ name: 'b.c', code: 'int main(void) { return 1; }\n' }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(compiler!.terminated).toBe(false);
    compiler!.answer(compiled(compiler!.posted[1]!.id));
    await expect(second).resolves.toMatchObject({ ok: true });
  });
});
