/**
 * Recording a program for the stepper, end to end: clang's AST of each file → instrumented sources
 * → compiled with the same clang, flags and support library as a Run (at -O0, so every variable
 * lives in memory) → run with the recorder listening → a trace in the format the gdb tracer writes.
 * The compile half runs in the compiler's worker, the run half in the program's; Node runs both.
 */
import { describeSteps } from '../../trace/layout/describe.ts';
import { parseDiagnostics, tidyCompilerOutput } from '../diagnostics.ts';
import { CHECK_FLAGS, clangArgs, TARGET } from '../flags.ts';
import { executeProgram, type ExecuteRequest } from '../program/execute.ts';
import type { CompileResult, ExecuteResult, SourceFile, Stream } from '../protocol.ts';
import { compileProgram } from '../toolchain/compile.ts';
import type { Toolchain } from '../toolchain/toolchain.ts';
import type { Node } from './ast.ts';
import { instrumentProgram } from './instrument.ts';
import { MAX_STEPS, Recorder, RecordingCut } from './recorder.ts';
import type { RecordingResult, RecordPlan } from '../recording.ts';

/** clang's AST of one file, as JSON; warnings off, so nothing but the JSON is printed. */
export function astArgs(name: string): string[] {
  return [
    'clang',
    `--target=${TARGET}`,
    '-std=c11',
    '-w',
    ...CHECK_FLAGS,
    '-fsyntax-only',
    '-Xclang',
    '-ast-dump=json',
    name,
  ];
}

/** A Run's command line, at -O0 (every variable in memory) and without warnings (they were the Run's). */
export function recordingArgs(names: readonly string[]): string[] {
  return [...clangArgs(names).map((a) => (a === '-O1' ? '-O0' : a)), '-w'];
}

export interface RecordingBuild {
  compile: CompileResult;
  plan?: RecordPlan;
}

const encoder = new TextEncoder();

/** Each C file's AST as clang dumps it (JSON), or null when clang does not accept the program. */
async function clangAsts(
  toolchain: Toolchain,
  sources: readonly SourceFile[],
): Promise<Map<string, Node> | null> {
  const files = Object.fromEntries(sources.map((s) => [s.name, encoder.encode(s.code)]));
  const asts = new Map<string, Node>();
  for (const source of sources.filter((s) => s.name.endsWith('.c'))) {
    const result = await toolchain.clang(astArgs(source.name), files);
    if (result.status !== 0) return null;
    asts.set(source.name, JSON.parse(result.output) as Node);
  }
  return asts;
}

/**
 * The lines where a step can stop, by file: where a statement (or a function's closing brace) starts,
 * as the recorder instruments them. This is the one definition of a step: the gdb tracer
 * (scripts/traces/) stops only on these lines too, so a statement broken over two lines is one step
 * on both sides. Null when clang does not accept the program.
 */
export async function stepLines(
  toolchain: Toolchain,
  sources: readonly SourceFile[],
): Promise<Record<string, number[]> | null> {
  const asts = await clangAsts(toolchain, sources);
  if (!asts) return null;
  const lines: Record<string, Set<number>> = {};
  for (const site of instrumentProgram(sources, asts).plan.sites)
    (lines[site.file] ??= new Set()).add(site.line);
  return Object.fromEntries(
    Object.entries(lines).map(([file, set]) => [file, [...set].sort((a, b) => a - b)]),
  );
}

/** Compiles a program for recording; a program that does not compile gets clang's messages. */
export async function compileForRecording(
  toolchain: Toolchain,
  sources: readonly SourceFile[],
): Promise<RecordingBuild> {
  const started = performance.now();
  const asts = await clangAsts(toolchain, sources);
  // The student's program does not compile: the Run's own compile says why, with its warnings.
  if (!asts) return { compile: await compileProgram(toolchain, sources) };
  const { sources: instrumented, plan } = instrumentProgram(sources, asts);
  const compile = await compileProgram(toolchain, instrumented, recordingArgs(sources.map((s) => s.name)));
  if (!compile.ok) {
    // Our instrumentation broke a program clang accepted: a bug here, never the student's.
    const log = tidyCompilerOutput(compile.log);
    return {
      compile: {
        ...compile,
        log: `The stepper could not prepare this program (its compiler said: ${log.slice(0, 500)})`,
        diagnostics: parseDiagnostics(''),
      },
    };
  }
  return { compile: { ...compile, ms: Math.round(performance.now() - started) }, plan };
}

/** A recorded run: its steps (each with its sentence), what it printed, and how the run ended. */
export interface Recording extends RecordingResult {
  result: ExecuteResult;
}

/** Runs a program compiled for recording and records it; `onText` sees its output as it comes. */
export async function recordProgram(
  wasm: Uint8Array | WebAssembly.Module,
  plan: RecordPlan,
  request: Omit<ExecuteRequest, 'program' | 'instrument'>,
  onText?: (stream: Stream, text: string) => void,
  onStart?: () => void,
  options: {
    maxSteps?: number;
    timeLimitMs?: number;
    /** The program's code has stopped (it ended, or was cut): what is left is describing its steps. */
    onEnd?: () => void;
  } = {},
): Promise<Recording> {
  // The time limit counts running time, as a Run's does: not the time spent waiting for input.
  let began: number | undefined;
  let waited = 0;
  const { timeLimitMs } = options;
  const outOfTime = () =>
    timeLimitMs !== undefined && began !== undefined && performance.now() - began - waited > timeLimitMs;
  const recorder = new Recorder(plan, options.maxSteps ?? MAX_STEPS, outOfTime);
  let input = typeof request.stdin === 'string' ? request.stdin : '';
  const stdin =
    typeof request.stdin === 'string'
      ? request.stdin
      : {
          ask: async () => {
            const since = performance.now();
            let line: string | null;
            try {
              line = await (request.stdin as { ask(): Promise<string | null> }).ask();
            } catch {
              // The student stopped the program while it waited (Ctrl+C): the steps so far are kept.
              recorder.cut = 'stopped';
              throw new RecordingCut('stopped');
            } finally {
              waited += performance.now() - since;
            }
            // A line arrives with its newline, as the terminal sends it.
            if (line !== null) input += line;
            return line;
          },
        };
  const result = await executeProgram(
    {
      ...request,
      stdin,
      program: wasm,
      instrument: (memory, wasi, imports) => recorder.imports(memory, wasi, imports),
    },
    (stream, text) => {
      recorder.output(stream, text);
      onText?.(stream, text);
    },
    () => {
      began = performance.now();
      onStart?.();
    },
  );
  options.onEnd?.();
  if (result.exitCode !== null && !result.crash) recorder.finish(result.exitCode);
  const output = result.stdout;
  return {
    steps: describeSteps(recorder.steps, output, input),
    output,
    result: recorder.limited || recorder.cut ? { ...result, crash: undefined as never } : result,
    limited: recorder.limited,
    ...(recorder.cut ? { cut: recorder.cut } : {}),
    ...(recorder.fault ? { fault: recorder.fault } : {}),
    input,
  };
}
