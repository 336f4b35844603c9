/**
 * `npm run check:quizzes [paths…] [--no-cache]`: proves every quiz answer that a program decides.
 * Each program (an output question's, or one with an option or accepted answer in its blank) is
 * compiled with the samples' strict flags and sanitizers and run with gcc for x86-64 at -O0 and at
 * -O2, with gcc for a 32-bit machine whose plain char is unsigned, and with the browser's toolchain
 * (clang for wasm32). All must agree (a difference exposes undefined, unspecified or
 * implementation-defined output) and equal the key.
 *
 * Runs are cached in node_modules/.cache/quiz-check under a key made of the program and everything
 * that builds and runs it (scripts/lib/quizRuns.ts); only runs that finished are kept, so a time
 * limit on a busy machine is reported as a time limit and tried again next time. The verdict is
 * always judged afresh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIssue, sortIssues, type AuthorIssue } from '../src/content/issues.ts';
import { parseSource } from '../src/content/load.ts';
import { issueAt } from '../src/content/locate.ts';
import { finished, judgeQuizProgram, type QuizRuns } from '../src/quiz/judge.ts';
import {
  collectQuizPrograms,
  countQuizzes,
  unprovenQuizzes,
  type QuizProgram,
} from '../src/quiz/programs.ts';
import { OTHER_MACHINE_FLAGS } from '../src/samples/gcc.ts';
import { gccVersion } from './lib/gcc.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';
import { cores, eachInPool } from './lib/pool.ts';
import { gccRuns, quizKeyer, quizSettings, wasmRun } from './lib/quizRuns.ts';
import { WasmCheckWorkers } from './lib/wasmWorker.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
/** QUIZ_CHECK_CACHE moves the cache (a test uses an empty one to make sure the compilers run). */
const CACHE_DIR = process.env.QUIZ_CHECK_CACHE ?? join(projectRoot, 'node_modules', '.cache', 'quiz-check');

/** Ends the check when gcc cannot build for the other machine: it would otherwise prove less than it says. */
function requireOtherMachine(): void {
  const probe = spawnSync('gcc', [...OTHER_MACHINE_FLAGS, '-x', 'c', '-', '-o', '/dev/null'], {
    input: 'int main(void) { return 0; }\n',
    encoding: 'utf8',
  });
  if (probe.status === 0) return;
  console.error(
    `gcc cannot build 32-bit programs here (gcc ${OTHER_MACHINE_FLAGS.join(' ')} failed), so the quiz answers cannot be checked on a second machine. Install gcc-multilib (for example: apt-get install gcc-multilib) and run again.\n${probe.stderr.trim()}`,
  );
  process.exit(1);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function main() {
  const args = process.argv.slice(2);
  const gcc = gccVersion();
  if (!gcc) {
    console.error(
      'gcc was not found, so the quiz answers cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  requireOtherMachine();
  const started = performance.now();
  const lessons = lessonsToCheck(args);
  const counts = countQuizzes(lessons);
  const total = counts.choice + counts.output + counts.fill;
  if (total === 0) nothingToCheck(args, 'quiz', lessons.length);
  const programs = collectQuizPrograms(lessons);
  // The toolchain is prepared (its recipe is part of the key) before any job's clock starts.
  const settings = await quizSettings(projectRoot, gcc);
  const keyOf = quizKeyer(settings);
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
  let timedOut = 0;
  const done = (key: string, part: Partial<QuizRuns>) => {
    const all = { ...partial.get(key), ...part };
    partial.set(key, all);
    if (!(all.O0 && all.O2 && all.other && all.wasm)) return;
    const complete = all as QuizRuns;
    runs.set(key, complete);
    // A run stopped by a time limit says more about the machine than the program: judged, not kept.
    if (finished(complete)) writeFileSync(join(CACHE_DIR, `${key}.json`), JSON.stringify(complete));
    else timedOut++;
    process.stdout.write(finished(complete) ? '.' : 'T');
  };
  const entries = [...todo.entries()];
  if (entries.length) {
    const workers = new WasmCheckWorkers(Math.min(2, cores(), entries.length), {
      compileMs: settings.wasm.compileLimitMs,
      runMs: settings.runLimitMs,
    });
    try {
      await Promise.all([
        eachInPool(entries, async ([key, p]) => done(key, await gccRuns(settings, p))),
        eachInPool(entries, async ([key, p]) => done(key, { wasm: await wasmRun(workers, p) }), workers.size),
      ]);
    } finally {
      workers.close();
    }
  }

  const sources = new Map<string, ReturnType<typeof parseSource>['source']>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = parseSource(file, readFileSync(file, 'utf8')).source));
    return source;
  };
  const flags = {
    native: settings.native[0]!.flags.slice(0, -1).join(' '),
    other: settings.native.find((c) => c.name === 'other')!.flags.join(' '),
  };
  const issues: AuthorIssue[] = [];
  const failedQuizzes = new Set<string>();
  for (const p of programs) {
    const failures = judgeQuizProgram(p, runs.get(keyOf(p))!, flags);
    if (failures.length) failedQuizzes.add(p.where);
    for (const f of failures)
      issues.push(issueAt(sourceOf(p.file), ['blocks', p.block, ...f.path], f.message));
  }
  const proven = new Set(programs.map((p) => p.where)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n\nChecked ${plural(total, 'quiz', 'quizzes')} in ${plural(lessons.length, 'lesson')} (${counts.choice} choice, ${counts.output} output, ${counts.fill} fill) in ${seconds} s: ${proven} have answers a program decides, proven by ${plural(programs.length, 'program')} (${cached} from the cache), each built with gcc for x86-64 at -O0 and -O2, with gcc for a 32-bit machine whose plain char is unsigned, and with clang for wasm32.`,
  );
  if (timedOut)
    console.log(
      `${plural(timedOut, 'program')} ran past a time limit: reported below, and not cached, so the next run tries again.`,
    );
  // Named, not dropped in silence: the quizzes no program proves are judged by their author alone.
  const unproven = unprovenQuizzes(lessons);
  if (unproven.length)
    console.log(
      `\nNot proven (${unproven.length} of ${total}: no program decides the answer, so it is judged by hand):\n${unproven.map((w) => `  ${w}`).join('\n')}`,
    );
  sortIssues(issues).forEach((i) => console.error(`\n✗ ${formatIssue(i)}`));
  console.log(
    `\n${proven - failedQuizzes.size} quizzes proven, ${failedQuizzes.size} failed (${issues.length} problems)`,
  );
  process.exitCode = issues.length ? 1 : 0;
}

void main();
