/**
 * `npm run check [-- lessons…]`: every check of the lessons an editor changed, with one summary; the
 * step before sharing. With no argument it checks the lessons git says changed since this branch left
 * main (committed, staged, unstaged or new). It validates every file, then runs the existing checks
 * on those lessons only, side by side, as child processes with path filters: the C samples with gcc,
 * the challenges' mutants (from their cache), the quiz answers (from theirs) and the samples with the
 * browser's compiler; and it looks for traced samples whose trace is missing.
 *
 * `--no-browser` leaves out the browser's compiler (the slowest check); `--json` prints the results
 * for machines (the dev server's overlay reads them).
 */
import { spawn } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCurriculum } from '../src/content/fs.ts';
import { formatIssue, sortIssues, type Lesson } from '../src/content/index.ts';
import { closest } from '../src/content/suggest.ts';
import { changedLessons } from './lib/changedLessons.ts';
import { traceJobs } from './traces/jobs.ts';
import { readStored } from './traces/store.ts';

/** One check's outcome: its problems, each a block of lines, and its last line of counts. */
export interface CheckResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** The check's own summary line, such as `14 passed, 0 failed`. */
  summary: string;
  problems: string[];
}

/** The checks that already exist as scripts, each run with the lessons' paths. */
const SCRIPTS = [
  { name: 'samples (gcc)', script: 'check-samples.ts', browser: false },
  { name: 'challenges (mutants)', script: 'check-challenges.ts', browser: false },
  { name: 'quizzes', script: 'check-quizzes.ts', browser: false },
  { name: 'parsons', script: 'check-parsons.ts', browser: false },
  { name: "samples (browser's compiler)", script: 'check-samples-wasm.ts', browser: true },
];

const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** The `✗ …` blocks a check script prints for its problems, without the mark. */
export function problemBlocks(output: string): string[] {
  return output
    .split(/\n(?=✗ )/)
    .filter((b) => b.startsWith('✗ '))
    .map((b) => b.slice(2).trimEnd());
}

const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .pop() ?? '';

/** Runs one check script on the lessons, collecting what it prints. */
function runScript(root: string, check: (typeof SCRIPTS)[number], paths: string[]): Promise<CheckResult> {
  const started = performance.now();
  return new Promise((done) => {
    // This project's scripts, run in the folder being checked (which may be a test's copy).
    const script = fileURLToPath(new URL(check.script, import.meta.url));
    const child = spawn(process.execPath, [TSX, script, ...paths], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      const problems = problemBlocks(`\n${stderr}`);
      if (code !== 0 && problems.length === 0)
        problems.push(lastLine(stderr) || `stopped with status ${code}`);
      done({
        name: check.name,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        summary: lastLine(stdout),
        problems,
      });
    });
  });
}

/** Traced samples of these lessons without a stored trace (the full retrace under gdb is in npm test). */
function checkTraces(root: string, lessons: readonly Lesson[]): CheckResult {
  const jobs = traceJobs(lessons);
  const missing = jobs.filter((j) => readStored(root, j.file) === undefined);
  return {
    name: 'traces',
    ok: missing.length === 0,
    seconds: 0,
    summary: `${jobs.length - missing.length} of ${jobs.length} traced samples have their trace`,
    problems: missing.map(
      (j) =>
        `${j.where}: this traced sample has no trace (its code, input or 'trace:' changed): run npm run traces and commit the files it writes`,
    ),
  };
}

/** What to check: the paths given, or the changed lessons; and a line saying which. */
function selection(root: string, args: string[]): { paths: string[]; said: string } | { error: string } {
  const given = args.filter((a) => !a.startsWith('--'));
  if (given.length > 0) return { paths: given, said: given.join(', ') };
  const changed = changedLessons(root);
  if (!changed)
    return {
      error:
        'This folder is not a git checkout, so it cannot tell which lessons you changed: name them, as in npm run check -- curriculum/unit3/strings.yaml',
    };
  return {
    paths: changed.lessons,
    said: changed.lessons.length
      ? `${changed.lessons.join(', ')} (changed since ${changed.against})`
      : `no lesson (none changed since ${changed.against})`,
  };
}

/** Every check of the selected lessons; validation first, since the others need valid files. */
export async function runChecks(
  root: string,
  paths: string[],
  options: { browser: boolean },
): Promise<CheckResult[]> {
  const started = performance.now();
  const { curriculum, issues } = loadCurriculum(root);
  const validate: CheckResult = {
    name: 'validate',
    ok: issues.length === 0,
    seconds: (performance.now() - started) / 1000,
    summary: curriculum
      ? `every curriculum file is valid (${curriculum.lessons.length} lessons)`
      : `${issues.length} problem${issues.length === 1 ? '' : 's'}`,
    problems: sortIssues(issues).map(formatIssue),
  };
  if (!curriculum) return [validate];
  const wanted = paths.map((p) => relative(root, resolve(root, p)).replace(/\/$/, ''));
  const lessons = curriculum.lessons.filter((l) => wanted.some((p) => l.file.startsWith(p)));
  // A mistyped path must not pass as "nothing to check".
  const unmatched = wanted.filter((p) => !curriculum.lessons.some((l) => l.file.startsWith(p)));
  if (unmatched.length > 0) {
    const all = curriculum.lessons.map((l) => l.file);
    validate.ok = false;
    validate.problems.push(
      ...unmatched.map((p) => {
        const guess = closest(p, all);
        return `${p} is not a lesson file or folder${guess ? `: did you mean ${guess}?` : ' (lessons are curriculum/<unit>/<lesson>.yaml)'}`;
      }),
    );
    validate.summary = 'a path names no lesson';
    return [validate];
  }
  if (lessons.length === 0) return [validate];
  const files = lessons.map((l) => l.file);
  const scripts = SCRIPTS.filter((s) => options.browser || !s.browser);
  return [
    validate,
    checkTraces(root, lessons),
    ...(await Promise.all(scripts.map((s) => runScript(root, s, files)))),
  ];
}

/** The summary an editor reads: one line a check, then every problem under the check that found it. */
export function summaryText(results: readonly CheckResult[], said: string, seconds: number): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = [`Checked ${said}:`, ''];
  for (const r of results)
    lines.push(
      `  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(width)} ${r.seconds.toFixed(1).padStart(5)} s  ${r.summary}`,
    );
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) {
    lines.push('', `── ${r.name}: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}`);
    for (const p of r.problems) lines.push('', `✗ ${p}`);
  }
  const notRun =
    results.length === 1 && failed.length === 1
      ? ' (the other checks need valid files: fix these first)'
      : '';
  lines.push(
    '',
    failed.length === 0
      ? `All checks passed in ${seconds.toFixed(1)} s: ready to share.`
      : `${failed.length} of ${results.length} checks found problems${notRun}. Fix them and run npm run check again.`,
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const root = process.cwd();
  const chosen = selection(root, args);
  if ('error' in chosen) {
    console.error(chosen.error);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const results = await runChecks(root, chosen.paths, { browser: !args.includes('--no-browser') });
  const seconds = (performance.now() - started) / 1000;
  if (args.includes('--json'))
    process.stdout.write(JSON.stringify({ lessons: chosen.paths, results }, null, 2) + '\n');
  else console.log(summaryText(results, chosen.said, seconds));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
