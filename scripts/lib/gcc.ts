/**
 * Running gcc-built programs for the checkers (`check:samples`, `check:quizzes`): one process runner
 * with the sanitizers set to stop at the first problem, so every checker judges runs alike.
 */
import { spawn, spawnSync } from 'node:child_process';
import { SANITIZER_ENV } from '../../src/samples/gcc.ts';

/** What a finished process did. */
export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/**
 * Runs a command with the sanitizers' environment (a sanitizer report is a failure, never a warning
 * that scrolls past), feeding it `input`, killing it after `timeout` ms, with `argv0` as its name.
 */
export function runProcess(
  cmd: string,
  args: string[],
  opts: { cwd: string; input?: string; timeout?: number; argv0?: string },
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      ...(opts.argv0 !== undefined && { argv0: opts.argv0 }),
      env: { ...process.env, ...SANITIZER_ENV },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = opts.timeout
      ? setTimeout(() => ((timedOut = true), child.kill('SIGKILL')), opts.timeout)
      : undefined;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(opts.input ?? '');
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** gcc's version line (`gcc (Debian 12.2.0-14) 12.2.0`), or undefined when gcc is not installed. */
export function gccVersion(): string | undefined {
  const result = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n')[0]?.trim() : undefined;
}
