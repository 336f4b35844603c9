import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../src/content/model.ts';
import { collectSamples, fragmentVariants } from '../../../src/samples/collect.ts';
import { describeOrigin } from '../../../src/site/programs.ts';
import { block as blockSchema } from '../../../src/schema/index.ts';

const PROGRAM = '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }\n';
const SOLUTION =
  '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

/** A small hand-made lesson: each block with the line it starts on in its file. */
function lessonOf(entries: [Record<string, unknown>, number][]): Lesson {
  return {
    route: '/unit9/demo',
    unit: 'unit9',
    slug: 'demo',
    title: 'Demo',
    description: 'A demo lesson.',
    file: 'curriculum/unit9/demo.yaml',
    blocks: entries.map(([b]) => blockSchema.parse(b)),
    blockLines: entries.map(([, line]) => line),
  };
}

const lesson = lessonOf([
  [{ type: 'heading', text: 'Start' }, 4],
  [{ type: 'code', title: 'hello.c', code: PROGRAM, output: 'hi\n' }, 7],
  [{ type: 'code', code: 'int x = 5;', fragment: true }, 15],
  [{ type: 'code', code: 'int x = ;', fragment: true, compiles: false }, 19],
  [{ type: 'code', language: 'bash', code: 'gcc hello.c -o hello' }, 23],
  [{ type: 'code', language: 'text', code: 'plain words' }, 26],
  [{ type: 'code', code: PROGRAM, input: '3\n', output: 'hi\n' }, 29],
  [
    {
      type: 'challenge',
      title: 'Sum Two Numbers',
      prompt: 'Add them.',
      solution: SOLUTION,
      tests: [
        { name: 'small', input: '2 3\n', output: '5\n' },
        { input: '-1 1\n', output: '0\n' },
      ],
    },
    40,
  ],
  [{ type: 'challenge', title: 'No Solution', prompt: 'Try it yourself.' }, 60],
  [
    {
      type: 'code',
      files: [
        { name: 'stack.h', code: 'void push(int v);\n' },
        { name: 'main.c', code: '#include "stack.h"\nint main(void) { return 0; }\n' },
      ],
      output: '',
    },
    70,
  ],
]);

describe('collectSamples', () => {
  const jobs = collectSamples([lesson]);

  it('makes one job per C sample and per solution, and none for bash, text, headings or unsolved challenges', () => {
    expect(jobs.map((j) => j.kind)).toEqual([
      'program',
      'fragment',
      'fragment',
      'program',
      'program',
      'program',
    ]);
    expect(JSON.stringify(jobs)).not.toContain('gcc hello.c');
    expect(JSON.stringify(jobs)).not.toContain('plain words');
  });

  it('runs a complete sample once, under its title when that is a C file name, with its declared input and output', () => {
    expect(jobs[0]).toEqual({
      kind: 'program',
      origin: { file: 'curriculum/unit9/demo.yaml', line: 7, block: 1, kind: 'sample', title: 'hello.c' },
      program: {
        files: [{ name: 'hello.c', code: PROGRAM }],
        name: 'hello',
        runs: [{ name: 'sample', input: '', output: 'hi\n' }],
      },
    });
    expect(jobs[3]).toMatchObject({
      program: { files: [{ name: 'main.c' }], name: 'main', runs: [{ input: '3\n', output: 'hi\n' }] },
    });
  });

  it('keeps a fragment with its compiles flag', () => {
    expect(jobs[1]).toEqual({
      kind: 'fragment',
      origin: { file: 'curriculum/unit9/demo.yaml', line: 15, block: 2, kind: 'fragment', title: undefined },
      code: 'int x = 5;',
      compiles: true,
    });
    expect(jobs[2]).toMatchObject({ kind: 'fragment', code: 'int x = ;', compiles: false });
  });

  it('runs a solution once per test case, naming unnamed cases by number, and names the challenge', () => {
    const job = jobs[4];
    expect(job).toMatchObject({
      kind: 'program',
      origin: { line: 40, block: 7, kind: 'solution', title: 'Sum Two Numbers' },
      program: {
        files: [{ name: 'main.c', code: SOLUTION }],
        runs: [
          { name: 'small', input: '2 3\n', output: '5\n' },
          { name: 'test 2', input: '-1 1\n', output: '0\n' },
        ],
      },
    });
    expect(describeOrigin(job!.origin)).toBe(
      'curriculum/unit9/demo.yaml:40 blocks[7] (challenge "Sum Two Numbers")',
    );
  });

  it('compiles every file of a multi-file sample together, named after its first C file', () => {
    expect(jobs[5]).toMatchObject({
      kind: 'program',
      origin: { line: 70, block: 9 },
      program: { files: [{ name: 'stack.h' }, { name: 'main.c' }], name: 'main' },
    });
  });

  it('collects over several lessons, each job pointing at its own file', () => {
    const other: Lesson = { ...lesson, file: 'curriculum/unit9/other.yaml' };
    const all = collectSamples([lesson, other]);
    expect(all).toHaveLength(12);
    expect(describeOrigin(all[6]!.origin)).toBe('curriculum/unit9/other.yaml:7 blocks[1]');
  });
});

describe('collectSamples with a solution in several files', () => {
  const files = [
    { name: 'add.h', code: 'int add(int a, int b);\n' },
    { name: 'add.c', code: '#include "add.h"\nint add(int a, int b) { return a + b; }\n' },
    {
      name: 'main.c',
      code: '#include <stdio.h>\n#include "add.h"\nint main(void) { printf("%d\\n", add(2, 3)); }\n',
    },
  ];
  const jobs = collectSamples([
    lessonOf([
      [
        {
          type: 'challenge',
          title: 'Split It',
          prompt: 'Split the program.',
          solutionFiles: files,
          tests: [{ name: 'prints the sum', output: '5\n' }],
        },
        12,
      ],
    ]),
  ]);

  it('compiles every file of the answer together, under its own name, and runs each test case', () => {
    expect(jobs).toEqual([
      {
        kind: 'program',
        origin: {
          file: 'curriculum/unit9/demo.yaml',
          line: 12,
          block: 0,
          kind: 'solution',
          title: 'Split It',
        },
        program: { files, name: 'add', runs: [{ name: 'prints the sum', input: '', output: '5\n' }] },
      },
    ]);
    expect(describeOrigin(jobs[0]!.origin)).toBe(
      'curriculum/unit9/demo.yaml:12 blocks[0] (challenge "Split It")',
    );
  });
});

describe('fragmentVariants', () => {
  it('tries the fragment at top level and inside main, with line numbers that point at the fragment', () => {
    const [top, body] = fragmentVariants('x = 1;');
    expect(top).toContain('#include <stdio.h>');
    expect(top).toContain('#line 1\nx = 1;\n');
    expect(body).toContain('int main(void) {\n#line 1\nx = 1;\n}');
  });
});
