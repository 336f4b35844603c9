import { useCallback, useEffect, useRef, useState } from 'react';
import { runner, Stopped, type CompileOutcome, type RunOutcome } from '../client/client.ts';
import type { Stream } from '../protocol.ts';
import type { FileMap } from '../protocol.ts';
import type { SourceFile } from '../protocol.ts';
import type { LoadProgress } from '../protocol.ts';

export type Phase = 'idle' | 'loading' | 'compiling' | 'running';

/** What a run panel shows. */
export interface RunView {
  phase: Phase;
  progress?: LoadProgress;
  compile?: CompileOutcome;
  /** The finished run; while running, `live` holds the output so far. */
  run?: RunOutcome;
  live?: { stdout: string; stderr: string } | undefined;
  /** Set when the student pressed Stop during loading or compiling. */
  stopped?: boolean;
  error?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The compile-then-run cycle of one panel, with Stop, shared by samples and challenges. */
export function useRunner() {
  const [view, setView] = useState<RunView>({ phase: 'idle' });
  /** How many cycles have ended (ran, failed or stopped): lets tests and tools wait for the next. */
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

  /** Compiles; resolves to the outcome, or undefined when stopped or failed (the view says why). */
  const compile = useCallback(
    async (sources: SourceFile[]) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setView({ phase: runner.isLoaded ? 'compiling' : 'loading' });
      runner.warmUp();
      try {
        const compiled = await runner.compile(sources, {
          signal: current.signal,
          onProgress: (progress) => setView((v) => ({ ...v, phase: 'loading', progress })),
        });
        if (compiled.ok) {
          setView({ phase: 'running', compile: compiled, live: { stdout: '', stderr: '' } });
          return { compiled, signal: current.signal };
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

  /** Runs a compiled program; with `show`, its output streams into the view and the cycle ends with it. */
  const execute = useCallback(
    async (
      compiled: CompileOutcome,
      signal: AbortSignal,
      request: { stdin: string; files: FileMap; name: string },
      show = true,
    ): Promise<RunOutcome | undefined> => {
      const onOutput = (stream: Stream, text: string) =>
        setView((v) => (v.live ? { ...v, live: { ...v.live, [stream]: v.live[stream] + text } } : v));
      try {
        const run = await runner.execute(compiled.wasm!, request, { signal, ...(show ? { onOutput } : {}) });
        if (show) {
          setView((v) => ({ ...v, phase: 'idle', run, live: undefined }));
          ended();
        }
        return run;
      } catch (error) {
        setView((v) => ({ ...v, phase: 'idle', live: undefined, error: messageOf(error) }));
        ended();
        return undefined;
      }
    },
    [ended],
  );

  return { view, setView, compile, execute, stop, cycles, ended };
}
