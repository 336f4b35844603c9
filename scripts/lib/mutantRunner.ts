/**
 * Compiles one program (a solution, an alternative answer or a mutant) with gcc and judges it on a
 * challenge's test cases the way the course judges a student: the exact expected output and exit
 * status (0 unless the test says otherwise), within a time limit, with the sanitizers on. Stops a mutant as soon as its output can no
 * longer match, so one stuck printing in a loop costs milliseconds, not the time limit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GCC_FLAGS, SANITIZER_ENV } from '../../src/samples/gcc.ts';

/** Everything about how programs are built and run that can change a verdict, as data. */
export interface RunnerSettings {
  /** gcc's flags for the solution and its alternatives: the samples' flags, as check:samples uses. */
  solutionFlags: readonly string[];
  /** gcc's flags for a mutant: a mistake on purpose may warn, so warnings do not stop it. */
  mutantFlags: readonly string[];
  /** The sanitizers' options in a program's environment. */
  env: Readonly<Record<'ASAN_OPTIONS' | 'UBSAN_OPTIONS', string>>;
  /** Per test case, in CPU seconds. */
  cpuLimitS: number;
  /** A backstop for a program that waits without using the CPU. */
  wallLimitMs: number;
}

export const RUNNER: RunnerSettings = {
  solutionFlags: GCC_FLAGS,
  mutantFlags: GCC_FLAGS.filter((f) => f !== '-Werror'),
  // Symbolising a sanitizer's stack trace takes time and changes no verdict.
  env: {
    ASAN_OPTIONS: `${SANITIZER_ENV.ASAN_OPTIONS}:symbolize=0`,
    UBSAN_OPTIONS: SANITIZER_ENV.UBSAN_OPTIONS.replace('print_stacktrace=1', 'print_stacktrace=0'),
  },
  // CPU time, so that a busy machine does not turn a slow run into a verdict: solutions need
  // milliseconds, and a mutant past this is stuck in a loop (counted as caught).
  cpuLimitS: 1,
  wallLimitMs: 60_000,
};

/** How a run ended: `pass`, or why the test failed. */
export type CaseVerdict = 'pass' | 'output' | 'exit' | 'crash' | 'timeout';

/** One test case as the runner needs it. */
export interface RunnerTest {
  input: string;
  output: string;
  /** Command-line arguments after the program's name. */
  args?: readonly string[] | undefined;
  /** The exit status the program must end with (0 when not given). */
  status?: number | undefined;
}

/** A run's verdict; for a full run (not a mutant's), what the program printed and its status. */
export interface CaseResult {
  verdict: CaseVerdict;
  stdout?: string;
  stderr?: string;
  status?: number | null;
}

/** Compiles a program's `.c` files together into `dir/prog`, as check:samples does; gcc's messages when it fails. */
export function compile(
  dir: string,
  files: readonly { name: string; code: string }[],
  flags: readonly string[],
): Promise<{ ok: boolean; stderr: string }> {
  for (const f of files) writeFileSync(join(dir, f.name), f.code);
  const sources = files.filter((f) => f.name.endsWith('.c')).map((f) => f.name);
  return new Promise((resolve, reject) => {
    const gcc = spawn('gcc', [...flags, '-o', 'prog', ...sources, '-lm'], { cwd: dir });
    let stderr = '';
    gcc.on('error', reject);
    gcc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    gcc.on('close', (code) => resolve({ ok: code === 0, stderr }));
  });
}

/** What a full run keeps of a failing program's output for the message: far more than a line. */
const KEPT_BYTES = 64 * 1024;

/**
 * Runs a compiled program on one case, in an empty folder of its own, as the lesson promises. A
 * mutant (`full` false) is stopped at its first wrong byte; a full run keeps what it printed.
 */
export function runCase(
  dir: string,
  test: RunnerTest,
  settings: RunnerSettings = RUNNER,
  full = false,
): Promise<CaseResult> {
  const runDir = mkdtempSync(join(dir, 'run-'));
  const want = Buffer.from(test.output);
  return new Promise((resolve, reject) => {
    // The shell sets the CPU limit (the kernel ends the program when it is used up), then becomes the program.
    const child = spawn(
      '/bin/sh',
      ['-c', `ulimit -t ${settings.cpuLimitS} && exec "$0" "$@"`, join(dir, 'prog'), ...(test.args ?? [])],
      { cwd: runDir, env: { ...process.env, ...settings.env } },
    );
    let got = 0;
    let wrong = false;
    const out: Buffer[] = [];
    let err = '';
    let verdict: CaseVerdict | undefined;
    const stop = (why: CaseVerdict) => {
      verdict ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), settings.wallLimitMs);
    // Not a verdict: a program that could not be started says nothing about the tests.
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      // A byte that differs, or one too many: this run can no longer pass.
      if (got + chunk.length > want.length || !chunk.equals(want.subarray(got, got + chunk.length)))
        wrong = true;
      got += chunk.length;
      if (full) out.push(chunk);
      if (wrong && (!full || got > KEPT_BYTES)) stop('output');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (full && err.length < KEPT_BYTES) err += d.toString();
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(test.input);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      rmSync(runDir, { recursive: true, force: true });
      const kept = full ? { stdout: Buffer.concat(out).toString(), stderr: err, status: code } : {};
      // The kernel ends a program at the CPU limit with SIGXCPU (SIGKILL past the hard limit).
      if (verdict) resolve({ verdict, ...kept });
      else if (signal === 'SIGXCPU' || signal === 'SIGKILL') resolve({ verdict: 'timeout', ...kept });
      else if (wrong || got !== want.length) resolve({ verdict: 'output', ...kept });
      else if (signal) resolve({ verdict: 'crash', ...kept });
      else resolve({ verdict: code === (test.status ?? 0) ? 'pass' : 'exit', ...kept });
    });
  });
}

/**
 * How a program fared: compiled or not, and the first failing case's verdict (or `pass`); for a
 * full run, which case failed and what it did there.
 */
export type ProgramVerdict =
  | { compiled: false; stderr: string }
  | {
      compiled: true;
      verdict: CaseVerdict;
      failed?: { test: number } & CaseResult;
      /** With `everyTest`: the index of every case that fails (a mutant's hint needs all of them). */
      failing?: number[];
    };

/**
 * Compiles a program with these flags and runs the cases in order until one fails; with
 * `everyTest`, runs them all and lists each that fails (the verdict stays the first failure's), so
 * the results can say which mutants only one test catches.
 */
export async function judgeProgram(
  workDir: string,
  files: readonly { name: string; code: string }[],
  tests: readonly RunnerTest[],
  options: { flags: readonly string[]; full?: boolean; everyTest?: boolean; settings?: RunnerSettings },
): Promise<ProgramVerdict> {
  const dir = mkdtempSync(join(workDir, 'm-'));
  try {
    const built = await compile(dir, files, options.flags);
    if (!built.ok) return { compiled: false, stderr: built.stderr };
    let first: Extract<ProgramVerdict, { compiled: true }> | undefined;
    const failing: number[] = [];
    for (const [test, t] of tests.entries()) {
      const result = await runCase(dir, t, options.settings, options.full);
      if (result.verdict === 'pass') continue;
      failing.push(test);
      first ??= {
        compiled: true,
        verdict: result.verdict,
        ...(options.full && { failed: { test, ...result } }),
      };
      if (!options.everyTest) return first;
    }
    if (first) return { ...first, failing };
    return { compiled: true, verdict: 'pass', ...(options.everyTest && { failing }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
