/**
 * The recorder on programs of its own (the lesson programs are compared with gdb in
 * tests/content/recordedTraces.test.ts): the values that must appear at given steps, how a
 * recording ends at a heap error with its cause, and the step limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeToolchain } from '../../../src/runner/build/node.ts';
import { compileForRecording, recordProgram } from '../../../src/runner/record/record.ts';
import type { Toolchain } from '../../../src/runner/toolchain/toolchain.ts';
import type { Step, Value } from '../../../src/trace/schema.ts';

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

async function record(
  files: { name: string; code: string }[] | string,
  stdin = '',
  maxSteps?: number,
  timeLimitMs?: number,
) {
  const sources = typeof files === 'string' ? [{ name: 'main.c', code: files }] : files;
  const build = await compileForRecording(toolchain, sources);
  if (!build.plan || !build.compile.wasm) throw new Error(build.compile.log);
  return recordProgram(build.compile.wasm, build.plan, { stdin, files: {} }, undefined, undefined, {
    ...(maxSteps === undefined ? {} : { maxSteps }),
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
  });
}

/** A variable's value in the newest frame of a step (or a global), in a form easy to compare. */
function plain(v: Value | undefined): unknown {
  if (v === undefined || typeof v === 'string') return v;
  if (v.kind === 'array') return v.items.map(plain);
  if (v.kind === 'struct' || v.kind === 'union')
    return Object.fromEntries(v.fields.map((f) => [f.name, plain(f.value)]));
  if (v.kind === 'pointer')
    return v.target.kind === 'object' || v.target.kind === 'dangling'
      ? `-> ${v.target.label}`
      : v.target.kind === 'function'
        ? `-> ${v.target.name}()`
        : v.text;
  return v.text;
}
const local = (step: Step, name: string) =>
  plain(step.frames.at(-1)?.variables.find((v) => v.name === name)?.value);
const at = (steps: Step[], line: number, nth = 0) => steps.filter((s) => s.line === line)[nth]!;

describe('the recorder', { timeout: 120_000 }, () => {
  it('ends at a double free, with the steps that show its block allocated and first freed', async () => {
    const { steps, fault, result } = await record(`#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int *p = malloc(3 * sizeof *p);
    p[0] = 1;
    free(p);
    printf("freed\\n");
    free(p);
    return 0;
}
`);
    expect(steps.at(-1)).toMatchObject({ line: 9, crashed: 'double free' });
    expect(result.crash?.kind).toBe('heap');
    expect(fault).toMatchObject({ kind: 'heap', allocLine: 5, freeLine: 7 });
    // The step the student is sent back to shows the block as the line left it.
    expect(steps[fault!.allocStep!]!.heap).toMatchObject([{ id: 1, line: 5 }]);
    expect(steps[fault!.allocStep! - 1]!.heap).toEqual([]);
    expect(steps[fault!.freeStep!]!.heap).toMatchObject([{ id: 1, freed: true }]);
    expect(steps[fault!.freeStep! - 1]!.heap[0]!.freed).toBeUndefined();
  });

  it('stops past its step limit with the steps it recorded', async () => {
    const { steps, limited } = await record(
      'int main(void) {\n    int n = 0;\n    while (1) {\n        n++;\n    }\n}\n',
      '',
      50,
    );
    expect(limited).toBe(true);
    expect(steps.length).toBeGreaterThanOrEqual(50);
    expect(steps.slice(2, 6).map((s) => s.line)).toEqual([4, 3, 4, 3]);
    // Each time round, the step after n++ shows n one more.
    expect(
      steps
        .filter((s) => s.line === 3)
        .slice(1, 4)
        .map((s) => local(s, 'n')),
    ).toEqual(['1', '2', '3']);
  });

  it('stops when its running time is up, keeping the steps it recorded', async () => {
    const { steps, limited, cut, result } = await record(
      'int main(void) {\n    int n = 0;\n    while (1) {\n        n++;\n    }\n}\n',
      '',
      Number.MAX_SAFE_INTEGER,
      20,
    );
    expect(cut).toBe('time');
    expect(limited).toBe(false);
    expect(result.crash).toBeUndefined();
    expect(steps.length).toBeGreaterThan(3);
    // The steps are the program's, to the last one recorded: n counts up.
    const last = steps.filter((s) => s.line === 3).at(-1)!;
    expect(Number(local(last, 'n'))).toBeGreaterThan(0);
  });

  it('records what a program reads, and its function pointers, unions and 2-D arrays', async () => {
    const { steps, output, input } = await record(
      `#include <stdio.h>

union word { int i; unsigned char b[4]; };

int twice(int x) { return 2 * x; }

int main(void) {
    int n = 0;
    int (*f)(int) = twice;
    int grid[2][2] = {{1, 2}, {3, 4}};
    union word w;
    if (scanf("%d", &n) != 1) return 1;
    w.i = f(n);
    grid[1][0] = w.i;
    printf("%d\\n", grid[1][0]);
    return 0;
}
`,
      '21\n',
    );
    expect(output).toBe('42\n');
    expect(input).toBe('21\n');
    const after = at(steps, 13);
    expect(local(after, 'n')).toBe('21');
    expect(local(after, 'f')).toBe('-> twice()');
    const last = at(steps, 15);
    expect(local(last, 'grid')).toEqual([
      ['1', '2'],
      ['42', '4'],
    ]);
    expect(local(last, 'w')).toMatchObject({ i: '42' });
  });

  it('draws C library code between main and a function qsort calls back, not for a call of its own', async () => {
    const { steps, output } = await record(`#include <stdio.h>
#include <stdlib.h>

int by_value(const void *a, const void *b) {
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int v[3] = {3, 1, 2};
    qsort(v, 3, sizeof v[0], by_value);
    int (*cmp)(const void *, const void *) = by_value;
    int order = cmp(&v[0], &v[1]);
    int again = by_value(&v[1], &v[2]);
    printf("%d %d %d %d %d\\n", v[0], v[1], v[2], order, again);
    return 0;
}
`);
    expect(output).toBe('1 2 3 -1 -1\n');
    const stacks = (line: number) =>
      steps
        .filter((s) => s.line === 5)
        .filter((s) => s.frames[0]?.function === 'main' && 'line' in s.frames[0] && s.frames[0].line === line)
        .map((s) => s.frames.map((f) => f.function ?? '(library)'));
    const sorting = stacks(12);
    expect(sorting.length).toBeGreaterThan(0);
    for (const stack of sorting) expect(stack).toEqual(['main', '(library)', 'by_value']);
    // Called through a pointer, and by name: main called it.
    expect(stacks(14)).toEqual([['main', 'by_value']]);
    expect(stacks(15)).toEqual([['main', 'by_value']]);
    // A pointer to main's array, from the comparison's parameter, still names it across the library frame.
    const inSort = steps.find((s) => s.frames.length === 3)!;
    expect(plain(inSort.frames[2]!.variables.find((v) => v.name === 'a')?.value)).toMatch(
      /^-> v\[\d\] in main$/,
    );
  });

  it('shows a variable-length array as long as the program made it, its unset elements unset', async () => {
    const { steps } = await record(
      'int main(void) {\n    int n = 3;\n    int v[n];\n    v[0] = 7;\n    v[2] = 9;\n    return v[0];\n}\n',
    );
    expect(local(at(steps, 4), 'v')).toEqual(['?', '?', '?']);
    expect(local(at(steps, 6), 'v')).toEqual(['7', '?', '9']);
  });

  it('records a program of two files, with its globals and a struct holding a pointer', async () => {
    const { steps } = await record([
      { name: 'count.h', code: 'extern int count;\nvoid bump(int *by);\n' },
      {
        name: 'count.c',
        code: '#include "count.h"\n\nint count = 0;\n\nvoid bump(int *by) {\n    count += *by;\n}\n',
      },
      {
        name: 'main.c',
        code: '#include "count.h"\n\nstruct box { int *p; };\n\nint main(void) {\n    int five = 5;\n    struct box b = { &five };\n    bump(b.p);\n    return count;\n}\n',
      },
    ]);
    const inBump = steps.find((s) => s.frames.at(-1)?.function === 'bump')!;
    expect(inBump.file).toBe('count.c');
    expect(inBump.frames.map((f) => f.function)).toEqual(['main', 'bump']);
    expect(local(inBump, 'by')).toBe('-> five in main');
    expect(plain(inBump.frames[0]!.variables.find((v) => v.name === 'b')!.value)).toEqual({
      p: '-> five in main',
    });
    const back = steps.findLast((s) => s.line === 9)!;
    expect(plain(back.globals.find((g) => g.name === 'count')!.value)).toBe('5');
  });
});
