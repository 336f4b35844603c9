import { useCallback, useEffect, useRef, useState } from 'react';
import type { Program } from '../../site/programs.ts';
import { runner, Stopped, type CompileOutcome, type RunOutcome } from '../client/client.ts';
import { loadPrecompiled } from '../client/precompiled.ts';
import { judgeRun, type Verdict } from '../judge.ts';
import { canRunC } from './capable.ts';
import { TIME_LIMIT_MS } from '../limits.ts';
import type { LoadProgress, RunInput, SourceFile, Stream } from '../protocol.ts';

export type Phase = 'idle' | 'loading' | 'compiling' | 'running';

/** One test case of a checked attempt: the verdict, and what the program printed. */
export interface CaseResult extends Verdict {
  stdout: string;
  stderr: string;
}

/** A piece of a live terminal's transcript: output, or the student's typing echoed. */
export interface Segment {
  stream: Stream | 'stdin';
  text: string;
}

/** What a run panel shows. */
export interface RunView {
  phase: Phase;
  progress?: LoadProgress;
  compile?: CompileOutcome;
  /** The finished run; while running, `live` holds the output so far. */
  run?: RunOutcome;
  live?: { stdout: string; stderr: string } | undefined;
  /** A live terminal's transcript (output and echoed input in order); kept after the run ends. */
  transcript?: Segment[] | undefined;
  /** True while a live terminal's program waits for a line. */
  waiting?: boolean;
  /** Set when the student pressed Stop during loading or compiling. */
  stopped?: boolean;
  /** Set when Run or Check was pressed in a browser without WebAssembly (nothing was compiled). */
  unsupported?: boolean;
  error?: string;
  /** The test cases checked so far, in order, while and after `checkAll`. */
  checks?: CaseResult[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The compile-then-run cycle of one panel, with Stop, shared by samples and challenges. The panel
 * asks for a `run` or a `checkAll` and renders `view`; every cycle ends by itself (`cycles` counts
 * them, so tests and tools can wait for the next).
 */
export function useRunner() {
  const [view, setView] = useState<RunView>({ phase: 'idle' });
  const [cycles, setCycles] = useState(0);
  const ended = useCallback(() => setCycles((n) => n + 1), []);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a running program. Checked a moment later, because StrictMode (in
  // development) unmounts and mounts again at once, and that must not stop the first run.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) controller.current?.abort();
      });
    };
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  /** Sends a typed line (or end of input) to the running program of a live terminal. */
  const input = useRef<((line: string | null) => void) | null>(null);
  const sendInput = useCallback((line: string | null) => {
    const send = input.current;
    if (!send) return;
    setView((v) => ({
      ...v,
      waiting: false,
      transcript: [...(v.transcript ?? []), { stream: 'stdin', text: line ?? '^D\n' }],
    }));
    send(line);
  }, []);

  /** Stops anything running and clears the panel. */
  const reset = useCallback(() => {
    controller.current?.abort();
    setView({ phase: 'idle' });
  }, []);

  /**
   * Compiles; resolves to the program, or undefined when stopped or failed (the view says why, and
   * the cycle has ended). With `precompiled`, the sources are a lesson's sample as shown: its module,
   * built with the site, is fetched instead when there is one (then no compiler is loaded at all).
   */
  const compile = useCallback(
    async (sources: SourceFile[], after: Partial<RunView>, precompiled = false) => {
      if (!canRunC()) {
        setView({ phase: 'idle', unsupported: true });
        ended();
        return undefined;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setView({ phase: runner.isLoaded || precompiled ? 'compiling' : 'loading' });
      runner.warmUp();
      try {
        const ready = precompiled ? await loadPrecompiled(sources) : undefined;
        if (current.signal.aborted) throw new Stopped();
        const compiled: CompileOutcome = ready
          ? { ok: true, wasm: ready.wasm, ...ready.note, ms: 0, cached: false, precompiled: true }
          : await runner.compile(sources, {
              signal: current.signal,
              onProgress: (progress) => setView((v) => ({ ...v, phase: 'loading', progress })),
            });
        if (compiled.ok && compiled.wasm) {
          setView({ phase: 'running', compile: compiled, ...after });
          return { wasm: compiled.wasm, signal: current.signal };
        }
        setView({ phase: 'idle', compile: compiled });
        ended();
        return undefined;
      } catch (error) {
        if (controller.current === current) {
          setView(
            error instanceof Stopped
              ? { phase: 'idle', stopped: true }
              : { phase: 'idle', error: messageOf(error) },
          );
          ended();
        }
        return undefined;
      }
    },
    [ended],
  );

  /** Ends the cycle with an error the program's worker reported. */
  const failed = useCallback(
    (error: unknown) => {
      input.current = null;
      setView((v) => ({ ...v, phase: 'idle', live: undefined, waiting: false, error: messageOf(error) }));
      ended();
    },
    [ended],
  );

  /**
   * Compiles and runs a program, streaming its output into the view; resolves to the finished run.
   * With `stdin: { live: true }` the output also builds a terminal transcript, and `sendInput` passes
   * the student's lines to the program while `view.waiting` says it waits for one.
   */
  const run = useCallback(
    async (
      sources: SourceFile[],
      request: RunInput,
      options: { precompiled?: boolean } = {},
    ): Promise<RunOutcome | undefined> => {
      const live = typeof request.stdin !== 'string';
      const compiled = await compile(
        sources,
        { live: { stdout: '', stderr: '' }, ...(live ? { transcript: [] } : {}) },
        options.precompiled,
      );
      if (!compiled) return undefined;
      const onOutput = (stream: Stream, text: string) =>
        setView((v) =>
          v.live
            ? {
                ...v,
                live: { ...v.live, [stream]: v.live[stream] + text },
                ...(live ? { transcript: [...(v.transcript ?? []), { stream, text }] } : {}),
              }
            : v,
        );
      const terminal = live
        ? {
            onWaiting: () => setView((v) => ({ ...v, waiting: true })),
            connect: (send: (line: string | null) => void) => (input.current = send),
          }
        : {};
      try {
        const result = await runner.execute(compiled.wasm, request, {
          signal: compiled.signal,
          onOutput,
          ...terminal,
        });
        input.current = null;
        setView((v) => ({ ...v, phase: 'idle', run: result, live: undefined, waiting: false }));
        ended();
        return result;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    [compile, ended, failed],
  );

  /**
   * Compiles a program once and runs it on each of its cases, each from an empty folder, judging
   * each as the sample checks judge a solution. Stop ends the check after the case that is running.
   */
  const checkAll = useCallback(
    async ({ files, name, runs: cases }: Program): Promise<void> => {
      const compiled = await compile(files, { checks: [] });
      if (!compiled) return;
      const checks: CaseResult[] = [];
      for (const test of cases) {
        if (compiled.signal.aborted) break;
        try {
          const result = await runner.execute(
            compiled.wasm,
            { stdin: test.input, files: {}, name, ...(test.args ? { args: test.args } : {}) },
            { signal: compiled.signal },
          );
          const verdict = judgeRun(test.output, result, {
            timeLimitMs: TIME_LIMIT_MS,
            ...(test.status !== undefined ? { status: test.status } : {}),
          });
          checks.push({ ...verdict, stdout: result.stdout, stderr: result.stderr });
          setView((v) => ({ ...v, checks: [...checks] }));
        } catch (error) {
          failed(error);
          return;
        }
      }
      setView((v) => ({ ...v, phase: 'idle' }));
      ended();
    },
    [compile, ended, failed],
  );

  return { view, cycles, run, checkAll, stop, reset, sendInput };
}
