/**
 * How `npm run check:quizzes` builds and runs one quiz program: with gcc for x86-64 at -O0 and
 * -O2, with gcc for another machine (32-bit, plain char unsigned), and with the browser's toolchain
 * (clang for wasm32). The settings are data, and the cache key of a program is made of them, the
 * text of this module and of all it loads, and the program: a changed flag, limit, allocator or
 * runner misses the cache.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { cacheKey } from '../../src/base/cacheKey.ts';
import type { NativeRun, QuizRuns, WasmRun } from '../../src/quiz/judge.ts';
import { QUIZ_SOURCE, type QuizProgram } from '../../src/quiz/programs.ts';
import { prepareToolchain } from '../../src/runner/build/prepare.ts';
import { CHECK_FLAGS, COMPILE_FLAGS, LINK_FLAGS } from '../../src/runner/flags.ts';
import { CHECK_RUN_TIME_LIMIT_MS, COMPILE_TIME_LIMIT_MS } from '../../src/runner/limits.ts';
import { GCC_FLAGS, OTHER_MACHINE_FLAGS, SANITIZER_ENV } from '../../src/samples/gcc.ts';
import { runProcess } from './gcc.ts';
import { moduleClosure } from './sources.ts';
import { isStopped, WasmCheckWorkers, type CheckResult } from './wasmWorker.ts';

/** One gcc build of a quiz program. */
export interface NativeConfig {
  name: 'O0' | 'O2' | 'other';
  flags: readonly string[];
}

/** Everything about how quiz programs are built and run that can change what they print. */
export interface QuizSettings {
  gcc: string;
  native: readonly NativeConfig[];
  sanitizers: Readonly<Record<string, string>>;
  /** Per run, in milliseconds (gcc and wasm32). */
  runLimitMs: number;
  wasm: {
    /** The prepared toolchain's folder name: the clang package's version and a hash of its recipe (sysroot, allocator). */
    toolchain: string;
    compile: readonly string[];
    check: readonly string[];
    link: readonly string[];
    compileLimitMs: number;
  };
}

/**
 * The settings this project checks quizzes with. QUIZ_CHECK_TIME_LIMIT_MS shortens the run limit
 * (a test uses it to time a program out in seconds); it is part of the key like every other limit.
 */
export async function quizSettings(root: string, gcc: string): Promise<QuizSettings> {
  const prepared = await prepareToolchain(root);
  return {
    gcc,
    native: [
      { name: 'O0', flags: [...GCC_FLAGS, '-O0'] },
      { name: 'O2', flags: [...GCC_FLAGS, '-O2'] },
      { name: 'other', flags: [...GCC_FLAGS, ...OTHER_MACHINE_FLAGS, '-O1'] },
    ],
    sanitizers: SANITIZER_ENV,
    runLimitMs: Number(process.env.QUIZ_CHECK_TIME_LIMIT_MS) || CHECK_RUN_TIME_LIMIT_MS,
    wasm: {
      toolchain: basename(prepared.dir),
      compile: COMPILE_FLAGS,
      check: CHECK_FLAGS,
      link: LINK_FLAGS,
      compileLimitMs: COMPILE_TIME_LIMIT_MS,
    },
  };
}

/** The text of the code that builds and runs quiz programs: this module and all it loads. */
const runnerCode = () => moduleClosure(new URL(import.meta.url)).map((m) => [m.file, m.text]);

/** A function that keys programs under these settings (the runner's code is read once). */
export function quizKeyer(settings: QuizSettings): (p: Pick<QuizProgram, 'code' | 'input'>) => string {
  const runner = cacheKey([settings, runnerCode()], 64);
  return (p) => cacheKey([runner, p.code, p.input], 64);
}

/** Builds with gcc in one configuration and runs the result in an empty directory. */
async function native(dir: string, config: NativeConfig, input: string, limitMs: number): Promise<NativeRun> {
  const exe = `prog-${config.name}`;
  const built = await runProcess('gcc', [...config.flags, '-o', exe, QUIZ_SOURCE, '-lm'], { cwd: dir });
  if (built.code !== 0)
    return { compiled: false, log: built.stderr, exitCode: null, timedOut: false, stdout: '' };
  const runDir = mkdtempSync(join(dir, 'run-'));
  const run = await runProcess(join(dir, exe), [], { cwd: runDir, input, timeout: limitMs });
  return { compiled: true, log: run.stderr, exitCode: run.code, timedOut: run.timedOut, stdout: run.stdout };
}

/** The program's gcc runs, one configuration after another. */
export async function gccRuns(
  settings: QuizSettings,
  program: QuizProgram,
): Promise<Pick<QuizRuns, 'O0' | 'O2' | 'other'>> {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-'));
  try {
    writeFileSync(join(dir, QUIZ_SOURCE), program.code);
    const runs: Partial<Record<NativeConfig['name'], NativeRun>> = {};
    for (const config of settings.native)
      runs[config.name] = await native(dir, config, program.input, settings.runLimitMs);
    return runs as Pick<QuizRuns, 'O0' | 'O2' | 'other'>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A wasm32 build and run as the quiz judge reads it; a time limit is a timeout, never "does not compile". */
export function wasmRunOf(result: CheckResult): WasmRun {
  // Neither is a verdict on the program, so neither reads as "does not compile" (nor is cached).
  if (isStopped(result))
    return {
      compiled: true,
      log: '',
      warnings: [],
      exitCode: null,
      stdout: '',
      problem: result.message,
      ...(result.stopped === 'timeout' ? { timedOut: true } : { checkerFailed: true }),
    };
  const run = result.runs[0];
  const problem = run?.crash
    ? run.crash.message
    : run?.timedOut
      ? 'it did not finish in time'
      : run?.truncated
        ? 'printed too much output'
        : undefined;
  return {
    compiled: result.compiled,
    log: result.log,
    warnings: result.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.option ?? d.message),
    exitCode: run?.exitCode ?? null,
    stdout: run?.stdout ?? '',
    ...(problem !== undefined && { problem }),
  };
}

/** The program built and run as the browser would; the origin only names it. */
export async function wasmRun(workers: WasmCheckWorkers, program: QuizProgram): Promise<WasmRun> {
  return wasmRunOf(
    await workers.check({
      kind: 'program',
      origin: { file: program.file, line: 1, block: program.block, kind: 'sample', title: undefined },
      program: {
        files: [{ name: QUIZ_SOURCE, code: program.code }],
        name: QUIZ_SOURCE.replace(/\.c$/, ''),
        runs: [{ name: 'quiz', input: program.input, output: '' }],
      },
    }),
  );
}
