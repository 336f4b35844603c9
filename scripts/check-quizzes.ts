/**
 * `npm run check:quizzes [paths…] [--no-cache]`: proves every quiz answer that a program decides.
 * Each program (an output question's, or one with an option or accepted answer in its blank) is
 * compiled with the samples' strict flags and sanitizers, run at -O0 and at -O2, and compiled and run
 * again with the browser's toolchain (clang for wasm32) as a second implementation. All three must
 * agree (a difference exposes undefined, unspecified or implementation-defined output) and equal the
 * key. Results are cached by content hash in node_modules/.cache/quiz-check, so an unchanged program
 * is not compiled again; the verdict is always judged afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIssue, sortIssues, type AuthorIssue } from '../src/content/issues.ts';
import { parseSource } from '../src/content/load.ts';
import { issueAt } from '../src/content/locate.ts';
import { yowaspDir } from '../src/runner/build/prepare.ts';
import { COMPILE_FLAGS } from '../src/runner/flags.ts';
import { CHECK_RUN_TIME_LIMIT_MS } from '../src/runner/limits.ts';
import { judgeQuizProgram, type NativeRun, type QuizRuns, type WasmRun } from '../src/quiz/judge.ts';
import { collectQuizPrograms, countQuizzes, QUIZ_SOURCE, type QuizProgram } from '../src/quiz/programs.ts';
import { GCC_FLAGS } from '../src/samples/gcc.ts';
import { gccVersion, runProcess } from './lib/gcc.ts';
import type { JobOutcome } from '../src/samples/wasmJudge.ts';
import { lessonsToCheck } from './lib/lessons.ts';
import { WasmCheckWorker } from './lib/wasmWorker.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
/** QUIZ_CHECK_CACHE moves the cache (a test uses an empty one to make sure the compilers run). */
const CACHE_DIR = process.env.QUIZ_CHECK_CACHE ?? join(projectRoot, 'node_modules', '.cache', 'quiz-check');
/** Bump when what a cache entry holds changes. */
const CACHE_FORMAT = 1;

/** Builds with gcc at one optimisation level and runs the result in an empty directory. */
async function native(dir: string, level: '-O0' | '-O2', input: string): Promise<NativeRun> {
  const exe = `prog${level}`;
  const built = await runProcess('gcc', [...GCC_FLAGS, level, '-o', exe, QUIZ_SOURCE, '-lm'], { cwd: dir });
  if (built.code !== 0)
    return { compiled: false, log: built.stderr, exitCode: null, timedOut: false, stdout: '' };
  const runDir = mkdtempSync(join(dir, 'run-'));
  const run = await runProcess(join(dir, exe), [], { cwd: runDir, input, timeout: CHECK_RUN_TIME_LIMIT_MS });
  return { compiled: true, log: run.stderr, exitCode: run.code, timedOut: run.timedOut, stdout: run.stdout };
}

async function gccRuns(program: QuizProgram): Promise<Pick<QuizRuns, 'O0' | 'O2'>> {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-'));
  try {
    writeFileSync(join(dir, QUIZ_SOURCE), program.code);
    const [O0, O2] = [await native(dir, '-O0', program.input), await native(dir, '-O2', program.input)];
    return { O0, O2 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why a wasm32 run stopped short, if it did: a crash, the time limit, or too much output. */
function problemOf(run: JobOutcome['runs'][number] | undefined): string | undefined {
  if (!run) return undefined;
  if (run.crash) return run.crash.message;
  if (run.timedOut) return `did not finish within ${CHECK_RUN_TIME_LIMIT_MS / 1000} s`;
  if (run.truncated) return 'printed too much output';
  return undefined;
}

async function wasmRun(worker: WasmCheckWorker, program: QuizProgram): Promise<WasmRun> {
  // The worker builds the program as the browser would; the origin only names it.
  const outcome = await worker.check({
    kind: 'program',
    origin: { file: program.file, line: 1, block: program.block, kind: 'sample', title: undefined },
    program: {
      files: [{ name: QUIZ_SOURCE, code: program.code }],
      name: QUIZ_SOURCE.replace(/\.c$/, ''),
      runs: [{ name: 'quiz', input: program.input, output: '' }],
    },
  });
  if (typeof outcome === 'string')
    return { compiled: false, log: outcome, warnings: [], exitCode: null, stdout: '' };
  const run = outcome.runs[0];
  const problem = problemOf(run);
  return {
    compiled: outcome.compiled,
    log: outcome.log,
    warnings: outcome.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.option ?? d.message),
    exitCode: run?.exitCode ?? null,
    stdout: run?.stdout ?? '',
    ...(problem !== undefined && { problem }),
  };
}

/** Runs `task` over `items` with at most `width` at a time. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(width, items.length)) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const gcc = gccVersion();
  if (!gcc) {
    console.error(
      'gcc was not found, so the quiz answers cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  const started = performance.now();
  const lessons = lessonsToCheck(args);
  const programs = collectQuizPrograms(lessons);
  const clang = (
    JSON.parse(readFileSync(join(yowaspDir(projectRoot), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const keyOf = (p: QuizProgram) =>
    createHash('sha256')
      .update(JSON.stringify([CACHE_FORMAT, gcc, GCC_FLAGS, clang, COMPILE_FLAGS, p.code, p.input]))
      .digest('hex');
  const useCache = !args.includes('--no-cache');
  mkdirSync(CACHE_DIR, { recursive: true });

  // Identical programs (a blank filled the same way twice) are compiled once.
  const runs = new Map<string, QuizRuns>();
  const todo = new Map<string, QuizProgram>();
  let cached = 0;
  for (const p of programs) {
    const key = keyOf(p);
    const file = join(CACHE_DIR, `${key}.json`);
    if (useCache && existsSync(file)) {
      runs.set(key, JSON.parse(readFileSync(file, 'utf8')) as QuizRuns);
      cached++;
    } else todo.set(key, p);
  }
  const partial = new Map<string, Partial<QuizRuns>>();
  const done = (key: string, part: Partial<QuizRuns>) => {
    const all = { ...partial.get(key), ...part };
    partial.set(key, all);
    if (all.O0 && all.O2 && all.wasm) {
      runs.set(key, all as QuizRuns);
      writeFileSync(join(CACHE_DIR, `${key}.json`), JSON.stringify(all));
      process.stdout.write('.');
    }
  };
  const entries = [...todo.entries()];
  if (entries.length) {
    const workers = Array.from(
      { length: Math.min(2, cpus().length, entries.length) },
      () => new WasmCheckWorker(),
    );
    const idle = [...workers];
    try {
      await Promise.all([
        pool(entries, cpus().length, async ([key, p]) => done(key, await gccRuns(p))),
        pool(entries, workers.length, async ([key, p]) => {
          const worker = idle.pop()!;
          try {
            done(key, { wasm: await wasmRun(worker, p) });
          } finally {
            idle.push(worker);
          }
        }),
      ]);
    } finally {
      workers.forEach((w) => w.close());
    }
  }

  const sources = new Map<string, ReturnType<typeof parseSource>['source']>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = parseSource(file, readFileSync(file, 'utf8')).source));
    return source;
  };
  const issues: AuthorIssue[] = [];
  const failedQuizzes = new Set<string>();
  for (const p of programs) {
    const failures = judgeQuizProgram(p, runs.get(keyOf(p))!, GCC_FLAGS.join(' '));
    if (failures.length) failedQuizzes.add(p.where);
    for (const f of failures)
      issues.push(issueAt(sourceOf(p.file), ['blocks', p.block, ...f.path], f.message));
  }
  const counts = countQuizzes(lessons);
  const total = counts.choice + counts.output + counts.fill;
  const proven = new Set(programs.map((p) => p.where)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n\nChecked ${total} quizzes in ${lessons.length} lessons (${counts.choice} choice, ${counts.output} output, ${counts.fill} fill) in ${seconds} s: ${proven} have answers a program decides, proven by ${programs.length} programs (${cached} from the cache), each built with gcc at -O0 and -O2 and with clang for wasm32.`,
  );
  sortIssues(issues).forEach((i) => console.error(`\n✗ ${formatIssue(i)}`));
  console.log(
    `\n${proven - failedQuizzes.size} quizzes proven, ${failedQuizzes.size} failed (${issues.length} problems)`,
  );
  process.exitCode = issues.length ? 1 : 0;
}

void main();
