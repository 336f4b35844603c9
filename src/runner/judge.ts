import { seconds } from './limits.ts';

/**
 * The one judge: whether a run printed what it must and ended normally. A student's attempt in the
 * browser, the gcc check and the WebAssembly check all judge runs here, in the same words.
 */

/** One output line that differs: what was expected, and what the program printed. */
export interface LineDifference {
  line: number;
  expected: string;
  actual: string;
}

/** What a run produced, as far as judging goes. */
export interface RunFacts {
  stdout: string;
  exitCode: number | null;
  timedOut?: boolean;
  stopped?: boolean;
  truncated?: boolean;
  crash?: { message: string };
}

export type VerdictKind = 'pass' | 'stopped' | 'timeout' | 'too-much-output' | 'crash' | 'output' | 'exit';

export interface Verdict {
  pass: boolean;
  kind: VerdictKind;
  /** Why it failed, as a clause (`output line 2: expected "5", got "6"`); empty when it passed. */
  reason: string;
  /** Every output line that differs (including any allowed ones). */
  differences: LineDifference[];
}

/** Every output line that differs, both ways; `(no line)` where one side has fewer lines. */
export function lineDifferences(expected: string, actual: string): LineDifference[] {
  const e = expected.split('\n');
  const a = actual.split('\n');
  const result: LineDifference[] = [];
  for (let i = 0; i < Math.max(e.length, a.length); i++)
    if (e[i] !== a[i])
      result.push({ line: i + 1, expected: e[i] ?? '(no line)', actual: a[i] ?? '(no line)' });
  return result;
}

/** A short account of how two outputs differ: the first line that differs, both ways. */
export function describeDifference(expected: string, actual: string): string {
  if (expected === actual) return '';
  // The most common slip (a missing "\n" or a `|-` block): say it plainly instead of "line 2 differs".
  if (expected.replace(/\n$/, '') === actual.replace(/\n$/, ''))
    return 'outputs differ only in the final newline';
  const first = lineDifferences(expected, actual)[0];
  if (!first) return 'outputs differ';
  const show = (s: string) => (s === '(no line)' ? s : JSON.stringify(s));
  // Spaces at a line's end are invisible in an editor, and some editors remove them on save.
  const spaces =
    first.expected.trimEnd() === first.actual.trimEnd()
      ? ' (only the spaces at the end of the line differ)'
      : '';
  return `output line ${first.line}: expected ${show(first.expected)}, got ${show(first.actual)}${spaces}`;
}

const same = (a: readonly LineDifference[], b: readonly LineDifference[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Judges one run against the output it must print: it must finish, print exactly that (or differ
 * only by the `allowed` lines, such as pinned wasm32 differences), and end with `status` (0, what
 * returning 0 from main gives, unless the case expects another, such as EXIT_FAILURE's 1).
 */
export function judgeRun(
  expected: string,
  run: RunFacts,
  options: { timeLimitMs: number; allowed?: readonly LineDifference[]; status?: number },
): Verdict {
  const differences = lineDifferences(expected, run.stdout);
  const fail = (kind: VerdictKind, reason: string): Verdict => ({ pass: false, kind, reason, differences });
  if (run.stopped) return fail('stopped', 'stopped before it finished');
  if (run.timedOut)
    return fail(
      'timeout',
      `did not finish within ${seconds(options.timeLimitMs)} (an endless loop, or waiting for more input?)`,
    );
  if (run.truncated) return fail('too-much-output', 'printed far too much, so it was stopped');
  if (run.crash) return fail('crash', run.crash.message);
  if (!same(differences, options.allowed ?? []))
    return fail('output', describeDifference(expected, run.stdout));
  const status = options.status ?? 0;
  if (run.exitCode !== status)
    return fail('exit', `the output is right, but the exit status is ${run.exitCode} instead of ${status}`);
  return { pass: true, kind: 'pass', reason: '', differences };
}

/** A clause as a sentence for the page: `Output line 2: … .` */
export const sentence = (clause: string) =>
  clause && `${clause.charAt(0).toUpperCase()}${clause.slice(1)}${/[.!?]$/.test(clause) ? '' : '.'}`;

/** "2 of 3 tests pass". */
export function summarise(verdicts: readonly Pick<Verdict, 'pass'>[]): string {
  const passed = verdicts.filter((v) => v.pass).length;
  if (passed === verdicts.length) return `All ${verdicts.length} tests pass.`;
  return `${passed} of ${verdicts.length} tests pass.`;
}
