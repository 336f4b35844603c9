import { describe, expect, it } from 'vitest';
import { finished, judgeQuizProgram, type NativeRun, type QuizRuns } from '../../../src/quiz/judge.ts';
import type { QuizProgram } from '../../../src/quiz/programs.ts';

const ok = (stdout: string): NativeRun => ({ compiled: true, log: '', exitCode: 0, timedOut: false, stdout });
const runs = (O0: NativeRun, O2: NativeRun = O0, wasm = O0.stdout, other: NativeRun = O0): QuizRuns => ({
  O0,
  O2,
  other,
  wasm: { compiled: true, log: '', warnings: [], exitCode: 0, stdout: wasm },
});
const sanitized: NativeRun = {
  compiled: true,
  log: 'ERROR: AddressSanitizer: heap-buffer-overflow',
  exitCode: 1,
  timedOut: false,
  stdout: '',
};
const program = (claim: QuizProgram['claim'], source: PropertyKey[] = ['program']): QuizProgram => ({
  file: 'curriculum/unit1/x.yaml',
  block: 3,
  where: 'curriculum/unit1/x.yaml:10 blocks[3]',
  label: 'the program',
  source,
  code: '',
  input: '',
  claim,
});
const judge = (p: QuizProgram, r: QuizRuns) =>
  judgeQuizProgram(p, r, { native: '-std=c11', other: '-std=c11 -m32 -funsigned-char' });

describe('judging a quiz program', () => {
  it('accepts a program that prints its key everywhere', () => {
    expect(judge(program({ kind: 'prints', output: '3\n', path: ['answer'] }), runs(ok('3\n')))).toEqual([]);
  });

  it('points a wrong key at the key, with what the program really prints', () => {
    expect(judge(program({ kind: 'prints', output: '3\n', path: ['answer'] }), runs(ok('3')))).toEqual([
      {
        path: ['answer'],
        message:
          'the key says "3\\n", but the program prints "3": they differ only in spaces or newlines at the ends of lines; write the key exactly as the program prints it',
      },
    ]);
  });

  it('reports a sanitizer stop once, not again for -O2', () => {
    const found = judge(program({ kind: 'prints', output: '3\n', path: ['answer'] }), runs(sanitized));
    expect(found.map((f) => f.message)).toEqual([
      expect.stringMatching(/stopped with status 1 at -O0.*\n.*heap-buffer-overflow/),
    ]);
  });

  it('flags an output question whose wrong option is what the program prints', () => {
    const claim = {
      kind: 'prints' as const,
      output: '1\n',
      path: ['options', 0, 'output'],
      wrong: [{ path: ['options', 1, 'output'], output: '2 \n' }],
    };
    expect(judge(program(claim), runs(ok('2\n'))).map((f) => f.path)).toEqual([
      ['options', 0, 'output'],
      ['options', 1, 'output'],
    ]);
  });

  it('takes a wrong option that the sanitizers stop as wrong, even if wasm32 (no sanitizers) "works"', () => {
    const claim = { kind: 'differs' as const, output: '2.0\n', path: ['options', 2, 'code'] };
    expect(judge(program(claim, ['options', 2, 'code']), runs(sanitized, sanitized, '2.0\n'))).toEqual([]);
  });

  it('flags a wrong option that gives the right output in the browser only', () => {
    const claim = { kind: 'differs' as const, output: '4\n', path: ['options', 1, 'code'] };
    expect(judge(program(claim, ['options', 1, 'code']), runs(ok('8\n'), ok('8\n'), '4\n'))).toHaveLength(1);
  });

  it('fails a key that holds on x86-64 only: a 32-bit machine with unsigned plain char prints otherwise', () => {
    const found = judge(
      program({ kind: 'prints', output: '-56\n', path: ['answer'] }),
      runs(ok('-56\n'), ok('-56\n'), '-56\n', ok('200\n')),
    );
    expect(found).toEqual([
      {
        path: ['program'],
        message: expect.stringContaining(
          'the program prints differently on x86-64 and on a 32-bit machine whose plain char is unsigned (gcc -std=c11 -m32 -funsigned-char) (line 1: "-56" on x86-64, "200" there): its output depends on implementation-defined behaviour',
        ) as string,
      },
    ]);
  });

  it('reports a time limit as a time limit, and keeps no verdict of it', () => {
    const slow: NativeRun = { compiled: true, log: '', exitCode: null, timedOut: true, stdout: '' };
    const claim = { kind: 'prints' as const, output: '3\n', path: ['answer'] };
    expect(judge(program(claim), runs(slow)).map((f) => f.message)).toEqual([
      'the program did not finish at -O0 (it ran past the time limit)',
    ]);
    expect(finished(runs(slow))).toBe(false);
    const wasmSlow = runs(ok('3\n'));
    wasmSlow.wasm = {
      ...wasmSlow.wasm,
      timedOut: true,
      problem: 'the run did not finish within 10 s',
      stdout: '',
    };
    expect(judge(program(claim), wasmSlow).map((f) => f.message)).toEqual([
      "the program did not finish in the browser's wasm32 build: the run did not finish within 10 s",
    ]);
    expect(finished(wasmSlow)).toBe(false);
    expect(finished(runs(ok('3\n')))).toBe(true);
  });
});
