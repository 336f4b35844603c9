import type { Frame, HeapBlock, Step, Target, Trace, Value, Variable } from '../../../src/trace/schema.ts';

/** Small hand-written traces, one per kind of picture, shaped as the tracer writes them. */

export const variable = (
  name: string,
  type: string,
  value: Value,
  extra: Partial<Variable> = {},
): Variable => ({
  name,
  type,
  address: '0x7fffffffe3ec',
  size: 4,
  value,
  ...extra,
});

export const frame = (
  fn: string,
  line: number,
  variables: Variable[],
): Extract<Frame, { function: string }> => ({
  function: fn,
  line,
  file: 'main.c',
  variables,
});

export const pointer = (target: Target, text = '0x7fffffffe3ec'): Value => ({
  kind: 'pointer',
  text,
  target,
});
export const to = (ref: string, label: string, extra: { end?: true } = {}): Target => ({
  kind: 'object',
  ref,
  label,
  ...extra,
});
export const ints = (...items: string[]): Value => ({
  kind: 'array',
  length: items.length,
  elemSize: 4,
  items,
});
export const chars = (length: number, ...items: string[]): Value => ({
  kind: 'array',
  length,
  elemSize: 1,
  items,
});

export function step(parts: Partial<Step> = {}): Step {
  return {
    line: 5,
    file: 'main.c',
    frames: [],
    globals: [],
    heap: [],
    output: 0,
    description: 'Line 4 ran.',
    ...parts,
  };
}

export const trace = (...steps: Step[]): Trace => ({
  version: 1,
  key: '0123abcd',
  sample: 'curriculum/unit1/test.yaml',
  output: '',
  steps,
});

/** swap: a newer frame's pointers to an older frame's variables. */
export const swapStep = step({
  frames: [
    frame('main', 22, [variable('x', 'int', '1'), variable('y', 'int', '2')]),
    frame('swap', 12, [
      variable('a', 'int *', pointer(to('stack/0/x', 'x in main')), { param: true, size: 8 }),
      variable('b', 'int *', pointer(to('stack/0/y', 'y in main')), { param: true, size: 8 }),
      variable('temp', 'int', '1'),
    ]),
  ],
});

/** An array with a pointer into it and one just past its end. */
export const arrayStep = step({
  frames: [
    frame('main', 9, [
      variable('a', 'int [4]', ints('10', '20', '30', '40'), { size: 16 }),
      variable('p', 'int *', pointer(to('stack/0/a/2', 'a[2] in main')), { size: 8 }),
      variable('end', 'int *', pointer(to('stack/0/a/4', 'a[4] in main', { end: true })), { size: 8 }),
      variable('none', 'int *', { kind: 'pointer', text: 'NULL', target: { kind: 'null' } }, { size: 8 }),
    ]),
  ],
});

/** A string in a char array: its '\0', and the cells nothing has set. */
export const stringStep = step({
  frames: [
    frame('main', 7, [
      variable('name', 'char [6]', chars(6, "'A'", "'d'", "'a'", "'\\0'", '?', '?'), { size: 6 }),
    ]),
  ],
});

/** A 2-D array: row 0, then row 1, as they are in memory. */
export const matrixStep = step({
  frames: [
    frame('main', 12, [
      variable(
        'm',
        'int [2][3]',
        { kind: 'array', length: 2, elemSize: 12, items: [ints('1', '2', '3'), ints('4', '5', '6')] },
        { size: 24 },
      ),
    ]),
  ],
});

/** A struct with padding after its char, passed by pointer. */
export const structStep = step({
  frames: [
    frame('main', 15, [
      variable(
        'it',
        'struct item',
        {
          kind: 'struct',
          size: 16,
          fields: [
            { name: 'tag', offset: 0, size: 1, type: 'char', value: "'a'" },
            { name: 'count', offset: 4, size: 4, type: 'int', value: '3' },
            { name: 'price', offset: 8, size: 8, type: 'double', value: '2.5' },
          ],
        },
        { size: 16 },
      ),
    ]),
    frame('show', 4, [
      variable('p', 'const struct item *', pointer(to('stack/0/it', 'it in main')), { param: true, size: 8 }),
    ]),
  ],
});

/** A union: every member over the same bytes. */
export const unionStep = step({
  frames: [
    frame('main', 8, [
      variable(
        'u',
        'union number',
        {
          kind: 'union',
          size: 4,
          bytes: ['00', '00', '80', '3f'],
          fields: [
            { name: 'i', offset: 0, size: 4, type: 'int', value: '1065353216' },
            { name: 'f', offset: 0, size: 4, type: 'float', value: '1.0' },
            { name: 'c', offset: 0, size: 1, type: 'char', value: "'\\0'" },
          ],
        },
        { size: 4 },
      ),
    ]),
  ],
});

const block = (parts: Partial<HeapBlock> & { id: number }): HeapBlock => ({
  address: '0x5555555592a0',
  size: 12,
  line: 6,
  ...parts,
});

/** The heap: a live block, a freed one a pointer still holds, and one no pointer reaches. */
export const heapStep = step({
  frames: [
    frame('main', 14, [
      variable('scores', 'int *', pointer(to('heap/1/0', 'heap block #1[0]')), { size: 8 }),
      variable(
        'old',
        'int *',
        pointer({ kind: 'dangling', reason: 'freed', ref: 'heap/2', label: 'freed heap block #2' }),
        {
          size: 8,
        },
      ),
    ]),
  ],
  heap: [
    block({ id: 1, type: 'int [3]', value: ints('10', '20', '?') }),
    block({ id: 2, freed: true }),
    block({ id: 3, size: 4, type: 'int', value: '7', unreachable: true }),
  ],
});

/** A pointer to a heap block wider than the stack: a struct with long names. */
export const wideBlockStep = step({
  frames: [
    frame('main', 9, [
      variable('r', 'struct reading *', pointer(to('heap/1', 'heap block #1')), { size: 8 }),
    ]),
  ],
  heap: [
    block({
      id: 1,
      size: 16,
      type: 'struct reading',
      value: {
        kind: 'struct',
        size: 16,
        fields: [
          { name: 'temperature_in_celsius', offset: 0, size: 8, type: 'double', value: '21.5' },
          { name: 'minutes_since_midnight', offset: 8, size: 4, type: 'int', value: '600' },
        ],
      },
    }),
  ],
});

/** The end: a block still allocated is a leak. */
export const endStep = step({
  line: null,
  file: null,
  exited: 0,
  globals: [variable('history', 'int *', pointer(to('heap/1/0', 'heap block #1[0]')), { size: 8 })],
  heap: [block({ id: 1, type: 'int [3]', value: ints('1', '0', '9'), leaked: true })],
});

/** Recursion: three calls of one function, newest on top. */
export const recursionStep = step({
  frames: [
    frame('main', 18, [variable('answer', 'long long', '?', { size: 8 })]),
    frame('factorial', 11, [variable('n', 'int', '3', { param: true })]),
    frame('factorial', 11, [variable('n', 'int', '2', { param: true })]),
    { ...frame('factorial', 8, [variable('n', 'int', '1', { param: true })]), returns: '1' },
  ],
});

/** What pointers reach outside variables: a string literal, a file, a function. */
export const elsewhereStep = step({
  frames: [
    frame('main', 10, [
      variable(
        's',
        'const char *',
        pointer({
          kind: 'literal',
          ref: 'literal/555555556008',
          items: ["'h'", "'i'", "'\\0'"],
          complete: true,
        }),
        {
          size: 8,
        },
      ),
      variable('fp', 'FILE *', pointer({ kind: 'file', name: 'data.txt', position: 6 }), { size: 8 }),
      variable('cmp', 'int (*)(const void *, const void *)', pointer({ kind: 'function', name: 'compare' }), {
        size: 8,
      }),
      variable(
        'gone',
        'int *',
        pointer({
          kind: 'dangling',
          reason: 'returned',
          label: 'the stack frame of a function that has returned',
        }),
        {
          size: 8,
        },
      ),
    ]),
  ],
});
