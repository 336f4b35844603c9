import { describe, expect, it } from 'vitest';
import { WASM32_DIFFERENCES } from '../../src/samples/differences.ts';
import { judge, lineDifferences, type JobOutcome } from '../../src/samples/wasmJudge.ts';
import { judgeCase, summarise } from '../../src/runner/compare.ts';
import type { SampleJob } from '../../src/samples/collect.ts';

describe('challenge test cases', () => {
  const ok = { stdout: 'Area: 12\n', exitCode: 0 };
  it('passes the exact output with exit code 0', () => {
    expect(judgeCase('Area: 12\n', ok, 5000)).toEqual({ pass: true, reason: '' });
  });
  it('says why a case fails', () => {
    expect(judgeCase('Area: 12\nPerimeter: 14\n', ok, 5000).reason).toBe(
      'Output line 2: expected "Perimeter: 14", got "".',
    );
    expect(judgeCase('Area: 12', ok, 5000).reason).toBe('Outputs differ only in the final newline.');
    expect(judgeCase('Area: 12\n', { ...ok, exitCode: 3 }, 5000).reason).toBe(
      'The output is right, but main returned 3 instead of 0.',
    );
    expect(judgeCase('x', { ...ok, timedOut: true }, 5000).reason).toMatch(/^Did not finish within 5 s/);
    expect(judgeCase('x', { ...ok, crash: { message: 'It crashed.' } }, 5000).reason).toBe('It crashed.');
    expect(judgeCase('x', { ...ok, stopped: true }, 5000).pass).toBe(false);
  });
  it('summarises', () => {
    expect(
      summarise([
        { pass: true, reason: '' },
        { pass: true, reason: '' },
      ]),
    ).toBe('All 2 tests pass.');
    expect(
      summarise([
        { pass: true, reason: '' },
        { pass: false, reason: 'x' },
      ]),
    ).toBe('1 of 2 tests pass.');
  });
});

describe('the WebAssembly sample check', () => {
  const job: SampleJob = {
    kind: 'program',
    where: 'curriculum/unit1/variables.yaml:132 blocks[16]',
    files: [{ name: 'main.c', code: '' }],
    runs: [{ name: 'sample', input: '', output: 'int: 4\nlong: 8\n' }],
  };
  const outcome = (stdout: string, diagnostics: JobOutcome['diagnostics'] = []): JobOutcome => ({
    compiled: true,
    log: '',
    diagnostics,
    runs: [{ name: 'sample', expected: 'int: 4\nlong: 8\n', stdout, exitCode: 0 }],
  });
  const known = {
    sample: 'k',
    reason: 'long is 4 bytes',
    lines: [{ line: 2, declared: 'long: 8', wasm: 'long: 4' }],
  };

  it('lists differing lines both ways', () => {
    expect(lineDifferences('a\nb\n', 'a\nc\n')).toEqual([{ line: 2, declared: 'b', wasm: 'c' }]);
    expect(lineDifferences('a\n', 'a\nb\n')).toEqual([
      { line: 2, declared: '', wasm: 'b' },
      { line: 3, declared: '(no line)', wasm: '' },
    ]);
  });

  it('accepts exactly the pinned difference, and fails on any other or on a stale pin', () => {
    expect(judge('k', job, outcome('int: 4\nlong: 4\n'), known)).toEqual([]);
    expect(judge('k', job, outcome('int: 4\nlong: 4\n'))[0]).toMatch(
      /output differs from the declared output/,
    );
    expect(judge('k', job, outcome('int: 2\nlong: 4\n'), known)[0]).toMatch(/other than as pinned/);
    expect(judge('k', job, outcome('int: 4\nlong: 8\n'), known)[0]).toMatch(/remove the pinned lines/);
  });

  it('holds programs to no warnings, as gcc -Werror does, except pinned ones', () => {
    const warning = {
      severity: 'warning' as const,
      message: 'm',
      option: '-Wliteral-conversion',
      context: [],
    };
    expect(judge('k', job, outcome('int: 4\nlong: 8\n', [warning]))[0]).toMatch(/clang's warnings/);
    expect(
      judge('k', job, outcome('int: 4\nlong: 8\n', [warning]), {
        sample: 'k',
        reason: 'r',
        warnings: ['-Wliteral-conversion'],
      }),
    ).toEqual([]);
  });

  it('gives every pinned difference a reason', () => {
    for (const d of WASM32_DIFFERENCES) {
      expect(d.reason.length).toBeGreaterThan(10);
      expect(d.lines ?? d.warnings).toBeDefined();
    }
  });
});
