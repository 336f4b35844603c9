import { describe, expect, it } from 'vitest';
import { describeStep } from '../../../src/trace/layout/describe.ts';
import * as f from './fixtures.ts';

const main = (...variables: Parameters<typeof f.frame>[2]) => f.frame('main', 10, variables);

describe('step descriptions', () => {
  it('says where the program starts', () => {
    expect(describeStep(undefined, f.step({ line: 4, frames: [main()] }), '')).toBe(
      'The program starts in main. Next is line 4.',
    );
  });

  it('says what a line changed, naming variables of other frames with their function', () => {
    const before = f.swapStep;
    const after = f.step({
      line: 13,
      frames: [main(f.variable('x', 'int', '2'), f.variable('y', 'int', '2')), before.frames[1]!],
    });
    expect(describeStep({ ...before, line: 12 }, after, '')).toBe(
      'Line 12 ran: x in main is now 2. Next is line 13.',
    );
  });

  it('says where a pointer now points', () => {
    const p = (value: Parameters<typeof f.variable>[2]) =>
      f.step({ line: 6, frames: [main(f.variable('y', 'int', '1'), f.variable('p', 'int *', value))] });
    const before = p(f.pointer({ kind: 'null' }, 'NULL'));
    const after = p(f.pointer(f.to('stack/0/y', 'y in main')));
    expect(describeStep({ ...before, line: 5 }, after, '')).toBe(
      'Line 5 ran: p now points to y in main. Next is line 6.',
    );
  });

  it('names a call with its arguments, and a return with its value', () => {
    const call = describeStep({ ...f.step({ frames: [main()] }), line: 21 }, f.swapStep, '');
    expect(call).toBe('Line 21 ran: main called swap(a → x in main, b → y in main). Next is line 5.');
    const inner = f.recursionStep;
    const back = f.step({ line: 11, frames: inner.frames.slice(0, 3) });
    expect(describeStep({ ...inner, line: 8 }, back, '')).toBe(
      'Line 8 ran: factorial returned 1 to factorial. Next is line 11.',
    );
  });

  it('says what a line read from the input', () => {
    const before = f.step({ line: 6, frames: [main(f.variable('n', 'int', '0'))], input: 0 });
    const after = f.step({ line: 7, frames: [main(f.variable('n', 'int', '21'))], input: 3 });
    expect(describeStep(before, after, '', '21\n5\n')).toBe(
      'Line 6 ran: n is now 21 and it read "21". Next is line 7.',
    );
  });

  it('names a returned struct by its fields', () => {
    const point = {
      kind: 'struct' as const,
      size: 8,
      fields: [
        { name: 'x', offset: 0, size: 4, type: 'int', value: '3' },
        { name: 'y', offset: 4, size: 4, type: 'int', value: '4' },
      ],
    };
    const inMake = f.step({ line: 7, frames: [main(), { ...f.frame('make_point', 7, []), returns: point }] });
    expect(describeStep({ ...inMake, line: 6 }, f.step({ line: 12, frames: [main()] }), '')).toBe(
      'Line 6 ran: make_point returned {x = 3, y = 4} to main. Next is line 12.',
    );
  });

  it('says when a block is allocated, freed, and when a pointer is left dangling', () => {
    const live = f.step({
      frames: [
        main(f.variable('p', 'int *', f.pointer(f.to('heap/1/0', 'heap block #1[0]'), '0x5555555592a0'))),
      ],
      heap: [
        { id: 1, address: '0x5555555592a0', size: 8, line: 5, type: 'int [2]', value: f.ints('?', '?') },
      ],
    });
    expect(
      describeStep({ ...f.step({ frames: [main(f.variable('p', 'int *', '?'))] }), line: 5 }, live, ''),
    ).toBe(
      'Line 5 ran: p now points to heap block #1[0] and a new heap block #1 of 8 bytes was allocated. Next is line 5.',
    );
    const freed = f.step({
      frames: [
        main(
          f.variable(
            'p',
            'int *',
            f.pointer(
              { kind: 'dangling', reason: 'freed', ref: 'heap/1', label: 'freed heap block #1' },
              '0x5555555592a0',
            ),
          ),
        ),
      ],
      heap: [{ id: 1, address: '0x5555555592a0', size: 8, line: 5, freed: true }],
    });
    expect(describeStep({ ...live, line: 9 }, freed, '')).toBe(
      'Line 9 ran: p is now dangling: it still points to freed heap block #1 and heap block #1 was freed. Next is line 5.',
    );
  });

  it('says what was printed, and at the end which blocks were never freed', () => {
    const before = f.step({
      line: 13,
      globals: f.endStep.globals,
      heap: f.endStep.heap.map((b) => ({ ...b, leaked: undefined })),
    });
    expect(describeStep(before, { ...f.endStep, output: 6 }, '1 0 9\n')).toBe(
      'Line 13 ran: it printed "1 0 9". The program ended with status 0. Heap block #1 was never freed: a memory leak.',
    );
  });

  it('says a string is now held, instead of each of its characters', () => {
    const before = f.step({
      frames: [main(f.variable('name', 'char [6]', f.chars(6, '?', '?', '?', '?', '?', '?')))],
    });
    expect(describeStep({ ...before, line: 6 }, f.stringStep, '')).toBe(
      'Line 6 ran: name now holds the string "Ada". Next is line 5.',
    );
  });

  it('says a file position moved once, however many pointers hold the FILE', () => {
    const at = (position: number) => {
      const fp = f.pointer({ kind: 'file', name: 'data.txt', position }, '0x5555555592a0');
      return f.step({
        frames: [
          main(f.variable('fp', 'FILE *', fp)),
          f.frame('read_one', 4, [f.variable('fp', 'FILE *', fp)]),
        ],
      });
    };
    expect(describeStep({ ...at(0), line: 4 }, at(1), '')).toBe(
      'Line 4 ran: the position in data.txt is now 1. Next is line 5.',
    );
  });

  it('says what a short array holds when a line sets all of it', () => {
    const before = f.step({ frames: [main(f.variable('a', 'int [3]', f.ints('?', '?', '?')))] });
    const after = f.step({ frames: [main(f.variable('a', 'int [3]', f.ints('3', '1', '4')))] });
    expect(describeStep({ ...before, line: 4 }, after, '')).toBe(
      'Line 4 ran: a now holds {3, 1, 4}. Next is line 5.',
    );
  });
});
