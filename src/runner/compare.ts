/**
 * Judges a challenge attempt's run against a test case, as the course's checker judges a solution:
 * the exact expected output, and a normal exit.
 */
import { describeDifference } from '../samples/collect.ts';

/** What a run produced, as far as judging goes. */
export interface CaseRun {
  stdout: string;
  exitCode: number | null;
  timedOut?: boolean;
  stopped?: boolean;
  truncated?: boolean;
  crash?: { message: string };
}

export interface CaseVerdict {
  pass: boolean;
  /** Why it failed, in a sentence; empty when it passed. */
  reason: string;
}

export function judgeCase(expected: string, run: CaseRun, timeLimitMs: number): CaseVerdict {
  const fail = (reason: string): CaseVerdict => ({ pass: false, reason });
  if (run.stopped) return fail('Stopped before it finished.');
  if (run.timedOut)
    return fail(
      `Did not finish within ${timeLimitMs / 1000} s (an endless loop, or waiting for more input?).`,
    );
  if (run.truncated) return fail('Printed far too much, so it was stopped.');
  if (run.crash) return fail(run.crash.message);
  if (run.stdout !== expected) return fail(capitalise(describeDifference(expected, run.stdout)) + '.');
  if (run.exitCode !== 0) return fail(`The output is right, but main returned ${run.exitCode} instead of 0.`);
  return { pass: true, reason: '' };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "2 of 3 tests pass". */
export function summarise(verdicts: readonly CaseVerdict[]): string {
  const passed = verdicts.filter((v) => v.pass).length;
  if (passed === verdicts.length) return `All ${verdicts.length} tests pass.`;
  return `${passed} of ${verdicts.length} tests pass.`;
}
