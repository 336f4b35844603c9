import { describe, expect, it } from 'vitest';
import {
  arrangedSource,
  parsonsFace,
  piecesOf,
  serveParsons,
  shuffled,
} from '../../../src/content/parsons.ts';
import { block as blockSchema, type ParsonsBlock } from '../../../src/schema/index.ts';
import { add, moveTo, remove, start, step } from '../../../src/parsons/arrange.ts';

const CODE = `#include <stdio.h>

int main(void) {
    for (int i = 1; i <= 3; i++) {
        printf("%d\\n", i);
    }
    return 0;
}
`;
const written = (extra: Record<string, unknown> = {}) =>
  blockSchema.parse({
    type: 'parsons',
    title: 'Count to three',
    prompt: 'Put the lines in order.',
    code: CODE,
    distractors: ['for (int i = 1; i < 3; i++) {'],
    tests: [{ output: '1\n2\n3\n' }],
    ...extra,
  }) as ParsonsBlock;

describe('the parsons schema', () => {
  it('accepts a problem with a model program, distractors and tests', () => {
    expect(written().distractors).toEqual(['for (int i = 1; i < 3; i++) {']);
  });

  it('needs tests, and at least one', () => {
    expect(() => written({ tests: undefined })).toThrow();
    expect(() => written({ tests: [] })).toThrow(/at least one test/);
  });

  it('rejects an unknown field', () => {
    expect(() => written({ solution: CODE })).toThrow();
  });
});

describe('pieces and arranged source', () => {
  it('cuts the model into its lines that are not blank, without indentation', () => {
    expect(piecesOf(CODE)).toEqual([
      '#include <stdio.h>',
      'int main(void) {',
      'for (int i = 1; i <= 3; i++) {',
      'printf("%d\\n", i);',
      '}',
      'return 0;',
      '}',
    ]);
  });

  it('indents an arrangement four spaces a level of braces, closing braces one level out', () => {
    expect(arrangedSource(piecesOf(CODE))).toBe(`#include <stdio.h>
int main(void) {
    for (int i = 1; i <= 3; i++) {
        printf("%d\\n", i);
    }
    return 0;
}
`);
  });

  it('ignores braces inside strings, characters and comments, and never indents below zero', () => {
    expect(arrangedSource(['}', 'puts("{");', "char c = '{'; // {", 'x;'])).toBe(
      `}\nputs("{");\nchar c = '{'; // {\nx;\n`,
    );
    expect(arrangedSource(['} else {', 'y;'])).toBe('} else {\n    y;\n');
  });

  it('makes nothing of no lines', () => {
    expect(arrangedSource([])).toBe('');
  });
});

describe('the shuffle', () => {
  const lines = piecesOf(CODE);

  it('is the same every time for the same lines, and a permutation of them', () => {
    expect(shuffled(lines)).toEqual(shuffled([...lines]));
    expect([...shuffled(lines)].sort()).toEqual([...lines].sort());
  });

  it('never leaves the lines in the model order', () => {
    for (let n = 2; n <= 12; n++) {
      const some = Array.from({ length: n }, (_, i) => `line ${i}`);
      expect(shuffled(some)).not.toEqual(some);
    }
  });

  it('changes with the lines', () => {
    expect(shuffled(lines)).not.toEqual(shuffled([...lines, 'extra;']).filter((l) => l !== 'extra;'));
  });
});

describe('serving a problem', () => {
  it("puts a stub in the lesson's chunk and the shuffled face, without the model order, apart", () => {
    const heading = { type: 'heading' as const, text: 'Loops', level: 2 as const };
    const { blocks, faces } = serveParsons([heading, written()], '/unit1/loops');
    expect(blocks).toEqual([heading, { type: 'parsons', id: '/unit1/loops#1' }]);
    const face = faces['/unit1/loops#1']!;
    expect(face).toEqual(parsonsFace(written(), '/unit1/loops#1'));
    expect(face.lines.sort()).toEqual([...piecesOf(CODE), 'for (int i = 1; i < 3; i++) {'].sort());
    expect(face).not.toHaveProperty('code');
    expect(face.tests).toEqual([{ input: '', output: '1\n2\n3\n' }]);
  });
});

describe('arranging', () => {
  const lines = ['a;', 'b;', 'c;'];

  it('adds a line at the end of the program, or where it is dropped, and says where', () => {
    const first = add(start(3), 2, lines);
    expect(first.next).toEqual({ pool: [0, 1], program: [2] });
    expect(first.said).toBe('Added “c;” to your program as line 1 of 1.');
    const second = add(first.next, 0, lines, 0);
    expect(second.next).toEqual({ pool: [1], program: [0, 2] });
    expect(second.said).toBe('Added “a;” to your program as line 1 of 2.');
  });

  it('moves a line up or down, staying inside the program', () => {
    const a = { pool: [], program: [0, 1, 2] };
    expect(step(a, 2, -1, lines)).toEqual({
      next: { pool: [], program: [0, 2, 1] },
      said: 'Moved “c;” to line 2 of 3.',
    });
    expect(step(a, 0, -1, lines).next.program).toEqual([0, 1, 2]);
    expect(moveTo(a, 0, 9, lines).next.program).toEqual([1, 2, 0]);
  });

  it('takes a line out of the program, back among the lines to use', () => {
    expect(remove({ pool: [1], program: [0, 2] }, 0, lines)).toEqual({
      next: { pool: [1, 0], program: [2] },
      said: 'Took “a;” out of your program.',
    });
  });
});
