/**
 * Compiles one program (a solution or a mutant) with gcc and judges it on a challenge's test cases
 * the way the course judges a student: the exact expected output and exit status 0, within a time
 * limit, with the sanitizers on. Stops a program as soon as its output can no longer match, so a
 * mutant stuck printing in a loop costs milliseconds, not the time limit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GCC_FLAGS, SANITIZER_ENV } from '../../src/samples/gcc.ts';

/** A mutant is a mistake on purpose: it may warn, so warnings do not stop it. */
export const MUTANT_FLAGS = GCC_FLAGS.filter((f) => f !== '-Werror');

/**
 * Per test case, in CPU seconds, so that a busy machine does not turn a slow run into a verdict:
 * solutions need milliseconds, and a mutant past this is stuck in a loop (counted as caught).
 */
export const CPU_LIMIT_S = 1;
/** A backstop for a program that waits without using the CPU. */
const WALL_LIMIT_MS = 60_000;

// Symbolising a sanitizer's stack trace takes time and changes no verdict.
const ENV = {
  ...process.env,
  ASAN_OPTIONS: `${SANITIZER_ENV.ASAN_OPTIONS}:symbolize=0`,
  UBSAN_OPTIONS: `${SANITIZER_ENV.UBSAN_OPTIONS.replace('print_stacktrace=1', 'print_stacktrace=0')}`,
};

/** How a run ended: `pass`, or why the test failed. */
export type CaseVerdict = 'pass' | 'output' | 'exit' | 'crash' | 'timeout';

/** Compiles a program's `.c` files together into `dir/prog`, as check:samples does; gcc's messages when it fails. */
export function compile(
  dir: string,
  files: readonly { name: string; code: string }[],
): Promise<{ ok: boolean; stderr: string }> {
  for (const f of files) writeFileSync(join(dir, f.name), f.code);
  const sources = files.filter((f) => f.name.endsWith('.c')).map((f) => f.name);
  return new Promise((resolve, reject) => {
    const gcc = spawn('gcc', [...MUTANT_FLAGS, '-o', 'prog', ...sources, '-lm'], { cwd: dir });
    let stderr = '';
    gcc.on('error', reject);
    gcc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    gcc.on('close', (code) => resolve({ ok: code === 0, stderr }));
  });
}

/** Runs a compiled program on one case, in an empty folder of its own, as the lesson promises. */
export function runCase(
  dir: string,
  test: { input: string; output: string; args?: readonly string[] | undefined; status?: number | undefined },
): Promise<CaseVerdict> {
  const { input, output: expected } = test;
  const runDir = mkdtempSync(join(dir, 'run-'));
  const want = Buffer.from(expected);
  return new Promise((resolve, reject) => {
    // The shell sets the CPU limit (the kernel ends the program when it is used up), then becomes the program.
    const child = spawn(
      '/bin/sh',
      ['-c', `ulimit -t ${CPU_LIMIT_S} && exec "$0" "$@"`, join(dir, 'prog'), ...(test.args ?? [])],
      {
        cwd: runDir,
        env: ENV,
      },
    );
    let got = 0;
    let verdict: CaseVerdict | undefined;
    const stop = (why: CaseVerdict) => {
      verdict ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), WALL_LIMIT_MS);
    // Not a verdict: a program that could not be started says nothing about the tests.
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      // A byte that differs, or one too many: this run can no longer pass.
      if (got + chunk.length > want.length || !chunk.equals(want.subarray(got, got + chunk.length)))
        stop('output');
      got += chunk.length;
    });
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      rmSync(runDir, { recursive: true, force: true });
      // The kernel ends a program at the CPU limit with SIGXCPU (SIGKILL past the hard limit).
      if (verdict) resolve(verdict);
      else if (signal === 'SIGXCPU' || signal === 'SIGKILL') resolve('timeout');
      else if (got !== want.length) resolve('output');
      else if (signal) resolve('crash');
      else resolve(code === (test.status ?? 0) ? 'pass' : 'exit');
    });
  });
}

/** How a program fared: compiled or not, and the first failing case's verdict (or `pass`). */
export type ProgramVerdict = { compiled: false; stderr: string } | { compiled: true; verdict: CaseVerdict };

/** Compiles a program and runs the cases in order until one fails. */
export async function judgeProgram(
  workDir: string,
  files: readonly { name: string; code: string }[],
  tests: readonly {
    input: string;
    output: string;
    args?: readonly string[] | undefined;
    status?: number | undefined;
  }[],
): Promise<ProgramVerdict> {
  const dir = mkdtempSync(join(workDir, 'm-'));
  try {
    const built = await compile(dir, files);
    if (!built.ok) return { compiled: false, stderr: built.stderr };
    for (const test of tests) {
      const verdict = await runCase(dir, test);
      if (verdict !== 'pass') return { compiled: true, verdict };
    }
    return { compiled: true, verdict: 'pass' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
