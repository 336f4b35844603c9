import { describe, expect, it } from 'vitest';
import {
  describeDifference,
  judgeRun,
  lineDifferences,
  sentence,
  summarise,
} from '../../src/runner/judge.ts';
import type { ProgramJob } from '../../src/samples/collect.ts';
import { WASM32_DIFFERENCES } from '../../src/samples/differences.ts';
import { judgeJob, type JobOutcome } from '../../src/samples/wasmJudge.ts';

const limit = { timeLimitMs: 5000 };

describe('judging a run (attempts in the browser, and both sample checks)', () => {
  const ok = { stdout: 'Area: 12\n', exitCode: 0 };
  it('passes the exact output with exit code 0', () => {
    expect(judgeRun('Area: 12\n', ok, limit)).toMatchObject({ pass: true, kind: 'pass', reason: '' });
  });

  it('expects the exit status a test names (EXIT_FAILURE), and 0 otherwise', () => {
    const failed = { stdout: 'Usage: scores FILE\n', exitCode: 1 };
    expect(judgeRun('Usage: scores FILE\n', failed, { ...limit, status: 1 }).pass).toBe(true);
    expect(
      sentence(judgeRun('Usage: scores FILE\n', { ...failed, exitCode: 0 }, { ...limit, status: 1 }).reason),
    ).toBe('The output is right, but the exit status is 0 instead of 1.');
    expect(judgeRun('Usage: scores FILE\n', failed, limit).kind).toBe('exit');
  });

  it('says why a run fails, in words a page shows as a sentence', () => {
    const why = (expected: string, run: Parameters<typeof judgeRun>[1]) =>
      sentence(judgeRun(expected, run, limit).reason);
    expect(why('Area: 12\nPerimeter: 14\n', ok)).toBe('Output line 2: expected "Perimeter: 14", got "".');
    expect(why('Area: 12', ok)).toBe('Outputs differ only in the final newline.');
    expect(why('Area: 12\n', { ...ok, exitCode: 3 })).toBe(
      'The output is right, but the exit status is 3 instead of 0.',
    );
    expect(why('x', { ...ok, timedOut: true })).toMatch(/^Did not finish within 5 s/);
    expect(why('x', { ...ok, crash: { message: 'It crashed.' } })).toBe('It crashed.');
    expect(judgeRun('x', { ...ok, stopped: true }, limit)).toMatchObject({ pass: false, kind: 'stopped' });
    expect(judgeRun('x', { ...ok, truncated: true }, limit)).toMatchObject({
      pass: false,
      kind: 'too-much-output',
    });
  });

  it('reports wrong output before a wrong exit status, since the output says more', () => {
    expect(judgeRun('5\n', { stdout: '6\n', exitCode: 1 }, limit)).toMatchObject({
      kind: 'output',
      reason: 'output line 1: expected "5", got "6"',
    });
  });

  it('accepts exactly the allowed line differences, and no others', () => {
    const allowed = [{ line: 2, expected: 'long: 8', actual: 'long: 4' }];
    const run = (stdout: string) => ({ stdout, exitCode: 0 });
    expect(judgeRun('int: 4\nlong: 8\n', run('int: 4\nlong: 4\n'), { ...limit, allowed }).pass).toBe(true);
    expect(judgeRun('int: 4\nlong: 8\n', run('int: 2\nlong: 4\n'), { ...limit, allowed }).kind).toBe(
      'output',
    );
  });

  it('summarises', () => {
    expect(summarise([{ pass: true }, { pass: true }])).toBe('All 2 tests pass.');
    expect(summarise([{ pass: true }, { pass: false }])).toBe('1 of 2 tests pass.');
  });
});

describe('describing a difference', () => {
  it('is empty when the outputs match', () => {
    expect(describeDifference('a\nb\n', 'a\nb\n')).toBe('');
  });

  it('names the first differing line, with both texts', () => {
    expect(describeDifference('Sum: 5\nDone\n', 'Sum: 5\nDone!\n')).toBe(
      'output line 2: expected "Done", got "Done!"',
    );
  });

  it('says when the program printed fewer lines than expected', () => {
    expect(describeDifference('one\ntwo\nthree', 'one\ntwo')).toBe(
      'output line 3: expected "three", got (no line)',
    );
  });

  it('shows invisible differences such as trailing spaces, and says that is all', () => {
    expect(describeDifference('1 2 3\n', '1 2 3 \n')).toBe(
      'output line 1: expected "1 2 3", got "1 2 3 " (only the spaces at the end of the line differ)',
    );
    expect(describeDifference('Total: \n', 'Total:\n')).toBe(
      'output line 1: expected "Total: ", got "Total:" (only the spaces at the end of the line differ)',
    );
  });

  it('says so when only the final newline differs', () => {
    expect(describeDifference('hi\n', 'hi')).toBe('outputs differ only in the final newline');
    expect(describeDifference('hi', 'hi\n')).toBe('outputs differ only in the final newline');
  });

  it('lists every differing line, both ways', () => {
    expect(lineDifferences('a\nb\n', 'a\nc\n')).toEqual([{ line: 2, expected: 'b', actual: 'c' }]);
    expect(lineDifferences('a\n', 'a\nb\n')).toEqual([
      { line: 2, expected: '', actual: 'b' },
      { line: 3, expected: '(no line)', actual: '' },
    ]);
  });
});

describe('the WebAssembly sample check', () => {
  const job: ProgramJob = {
    kind: 'program',
    origin: {
      file: 'curriculum/unit1/variables.yaml',
      line: 132,
      block: 16,
      kind: 'sample',
      title: 'sizes.c',
    },
    program: {
      files: [{ name: 'sizes.c', code: '' }],
      name: 'sizes',
      runs: [{ name: 'sample', input: '', output: 'int: 4\nlong: 8\n' }],
    },
  };
  const outcome = (
    stdout: string,
    diagnostics: JobOutcome['diagnostics'] = [],
    leaks: string[] = [],
  ): JobOutcome => ({
    compiled: true,
    log: '',
    diagnostics,
    runs: [{ name: 'sample', expected: 'int: 4\nlong: 8\n', stdout, exitCode: 0, leaks }],
  });
  const known = {
    sample: 'curriculum/unit1/variables.yaml sizes.c',
    reason: 'long is 4 bytes',
    lines: [{ line: 2, expected: 'long: 8', actual: 'long: 4' }],
  };

  it('names the job by where it is and by its key in the differences list', () => {
    expect(judgeJob(job, outcome('int: 4\nlong: 4\n'))[0]).toMatch(
      /^curriculum\/unit1\/variables\.yaml:132 blocks\[16\] \[curriculum\/unit1\/variables\.yaml sizes\.c\]: /,
    );
  });

  it('accepts exactly the pinned difference, and fails on any other or on a stale pin', () => {
    expect(judgeJob(job, outcome('int: 4\nlong: 4\n'), known)).toEqual([]);
    expect(judgeJob(job, outcome('int: 4\nlong: 4\n'))[0]).toMatch(/output differs from the declared output/);
    expect(judgeJob(job, outcome('int: 2\nlong: 4\n'), known)[0]).toMatch(/other than as pinned/);
    expect(judgeJob(job, outcome('int: 4\nlong: 8\n'), known)[0]).toMatch(/remove the pinned lines/);
  });

  it('still requires exit status 0 where the output differs only as pinned', () => {
    const run = outcome('int: 4\nlong: 4\n');
    run.runs[0]!.exitCode = 2;
    expect(judgeJob(job, run, known)[0]).toMatch(/the exit status is 2 instead of 0/);
  });

  it('holds programs to no warnings, as gcc -Werror does, except pinned ones', () => {
    const warning = {
      severity: 'warning' as const,
      message: 'm',
      option: '-Wliteral-conversion',
      context: [],
    };
    expect(judgeJob(job, outcome('int: 4\nlong: 8\n', [warning]))[0]).toMatch(/clang's warnings/);
    expect(
      judgeJob(job, outcome('int: 4\nlong: 8\n', [warning]), {
        sample: 'k',
        reason: 'r',
        warnings: ['-Wliteral-conversion'],
      }),
    ).toEqual([]);
  });

  it('fails on a leak the checking allocator reports, unless it is pinned', () => {
    const leak = '1 block, 12 bytes, allocated at line 7, was never freed.';
    const pinned = { sample: 'k', reason: 'r', leaks: [leak] };
    const clean = 'int: 4\nlong: 8\n';
    expect(judgeJob(job, outcome(clean))).toEqual([]);
    expect(judgeJob(job, outcome(clean, [], [leak]))[0]).toMatch(/checking allocator reports/);
    expect(judgeJob(job, outcome(clean, [], [leak]), pinned)).toEqual([]);
    expect(judgeJob(job, outcome(clean), pinned)[0]).toMatch(/not the pinned/);
    // A pinned leak does not hide a failing exit status.
    const failed = outcome(clean, [], [leak]);
    failed.runs[0]!.exitCode = 1;
    expect(judgeJob(job, failed, pinned)).toEqual([
      expect.stringMatching(/: the output is right, but the exit status is 1 instead of 0$/),
    ]);
  });

  it('gives every pinned difference a reason', () => {
    for (const d of WASM32_DIFFERENCES) {
      expect(d.reason.length).toBeGreaterThan(10);
      expect(d.lines ?? d.warnings ?? d.leaks).toBeDefined();
    }
  });
});
