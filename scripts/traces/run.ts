import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLines } from '../../src/base/text.ts';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { stepLines } from '../../src/runner/record/record.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';
import type { Trace } from '../../src/trace/schema.ts';
import { assemble, type RawTrace } from './assemble.ts';
import type { TraceJob } from './jobs.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** At most this many steps are shown; a longer program must choose its lines (`trace: "8-14"`). */
export const MAX_STEPS = 300;
/** Lines run before the tracer gives up on a program that never ends. */
const MAX_LINES = 20_000;
/** One line running longer than this is a program stuck in an endless loop. */
const STEP_SECONDS = 10;
const TIME_LIMIT_MS = 120_000;

/**
 * Compiled for gdb: debug information, no optimisation (every variable lives in memory, every line is
 * a step), no sanitizers (they would add their own memory). The wrapped allocation functions report
 * each heap block to the tracer (see heap.c).
 */
export const TRACE_GCC_FLAGS = ['-std=c11', '-g', '-O0', '-fno-omit-frame-pointer'];
const WRAP = '-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free';

interface Exec {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function exec(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Exec> {
  return new Promise((resolve) => {
    // In its own process group, so that a timeout ends gdb and the program it runs together.
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), kill()), TIME_LIMIT_MS);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e) => (stderr += e.message));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}


let toolchain: Promise<Toolchain> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * The lines a step may stop on, by file, as the in-browser recorder defines a step (one a statement:
 * src/runner/record/record.ts), from the site's own clang, one program at a time.
 */
function jobStepLines(job: TraceJob): Promise<Record<string, number[]>> {
  // From this repository's own packages, whatever folder the traces are made in.
  toolchain ??= loadNodeToolchain(join(here, '..', '..'));
  const next = queue.then(async () => {
    const lines = await stepLines(await toolchain!, job.files);
    if (!lines) throw new Error(`${job.where}: the site's clang does not accept this program, so its steps are unknown`);
    return lines;
  });
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Traces one sample under gdb and returns its trace. The program runs in a fresh directory with an
 * empty environment with address randomisation off (see gdb/tracer.py for how addresses are kept the
 * same on every machine). `env` adds to the environment gdb runs in, `tmp` chooses where the work
 * happens and `randomize` turns randomisation on: none of them may change the trace (a test proves it).
 */
export async function traceSample(
  job: TraceJob,
  options: {
    env?: NodeJS.ProcessEnv;
    tmp?: string;
    randomize?: boolean;
    /** Steps shown at most (tests make it small). */
    maxSteps?: number;
    /** Seconds one line may run before the program is taken to loop forever. */
    stepSeconds?: number;
  } = {},
): Promise<Trace> {
  const dir = realpathSync(mkdtempSync(join(options.tmp ?? tmpdir(), 'learn-c-trace-')));
  try {
    const src = join(dir, 'src');
    const cwd = join(dir, 'run');
    mkdirSync(src);
    mkdirSync(cwd);
    for (const f of job.files) writeFileSync(join(src, f.name), f.code);
    const heap = await exec('gcc', ['-std=c11', '-O0', '-c', join(here, 'heap.c'), '-o', join(dir, 'heap.o')], { cwd: dir });
    if (heap.code !== 0) throw new Error(`scripts/traces/heap.c does not compile:\n${firstLines(heap.stderr, 8, '')}`);
    const sources = job.files.filter((f) => f.name.endsWith('.c')).map((f) => f.name);
    const exe = join(dir, 'prog');
    const built = await exec('gcc', [...TRACE_GCC_FLAGS, '-o', exe, ...sources, join(dir, 'heap.o'), WRAP, '-lm'], { cwd: src });
    if (built.code !== 0)
      throw new Error(`${job.where}: does not compile with gcc ${TRACE_GCC_FLAGS.join(' ')}:\n${firstLines(built.stderr, 8, '')}`);
    writeFileSync(join(dir, 'stdin.txt'), job.input);
    const config = {
      exe,
      sources: job.files.map((f) => join(src, f.name)),
      stdin: join(dir, 'stdin.txt'),
      stdout: join(dir, 'stdout.txt'),
      cwd,
      lines: job.lines,
      stepLines: await jobStepLines(job),
      maxSteps: options.maxSteps ?? MAX_STEPS,
      stepSeconds: options.stepSeconds ?? STEP_SECONDS,
      maxLines: MAX_LINES,
      out: join(dir, 'trace.json'),
      randomize: options.randomize ?? false,
    };
    writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
    const gdb = await exec('gdb', ['-nx', '-nh', '-batch', '-x', join(here, 'gdb', 'tracer.py')], {
      cwd: dir,
      env: { PATH: '/usr/bin:/bin', SHELL: '/bin/sh', HOME: dir, LANG: 'C.UTF-8', ...options.env, LEARNC_TRACE_CONFIG: join(dir, 'config.json') },
    });
    if (gdb.timedOut) throw new Error(`${job.where}: gdb did not finish within ${TIME_LIMIT_MS / 1000} s`);
    let raw: RawTrace;
    try {
      raw = JSON.parse(readFileSync(config.out, 'utf8')) as RawTrace;
    } catch {
      throw new Error(`${job.where}: gdb stopped without writing a trace:\n${firstLines(gdb.stderr || gdb.stdout, 8, '')}`);
    }
    return assemble(job, raw);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
