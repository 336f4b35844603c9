import { describe, expect, it } from 'vitest';
import {
  attemptProgram,
  describeOrigin,
  lessonPrograms,
  originKey,
  sampleProgram,
  solutionProgram,
} from '../../../src/site/programs.ts';
import { block as blockSchema, type ChallengeBlock, type CodeBlock } from '../../../src/schema/index.ts';

const HELLO = '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }\n';
const code = (fields: Record<string, unknown>) => blockSchema.parse({ type: 'code', ...fields }) as CodeBlock;
const challenge = (fields: Record<string, unknown>) =>
  blockSchema.parse({ type: 'challenge', title: 'Sum', prompt: 'Add.', ...fields }) as ChallengeBlock;

describe('one program model', () => {
  it('compiles a single-file sample under its title when that is a C file name, else as main.c', () => {
    expect(sampleProgram(code({ title: 'hello.c', code: HELLO, output: 'hi\n' }))).toEqual({
      files: [{ name: 'hello.c', code: HELLO }],
      name: 'hello',
      runs: [{ name: 'sample', input: '', output: 'hi\n' }],
    });
    const titled = sampleProgram(code({ title: 'Say hello', code: HELLO, input: '1\n', output: 'hi\n' }));
    expect(titled).toMatchObject({ files: [{ name: 'main.c' }], name: 'main', runs: [{ input: '1\n' }] });
  });

  it('keeps the names of a multi-file sample, and names the program after its first C file', () => {
    const program = sampleProgram(
      code({
        files: [
          { name: 'stack.h', code: 'void push(int v);\n' },
          { name: 'stack.c', code: '#include "stack.h"\nvoid push(int v) { (void)v; }\n' },
          { name: 'main.c', code: '#include "stack.h"\nint main(void) { push(1); return 0; }\n' },
        ],
        output: '',
      }),
    );
    expect(program?.files.map((f) => f.name)).toEqual(['stack.h', 'stack.c', 'main.c']);
    expect(program?.name).toBe('stack');
  });

  it('makes no program of a fragment or of another language', () => {
    expect(sampleProgram(code({ code: 'int x;', fragment: true }))).toBeUndefined();
    expect(sampleProgram(code({ language: 'bash', code: 'gcc main.c' }))).toBeUndefined();
  });

  it("builds a student's attempt exactly as the challenge's solution: same file, same runs", () => {
    const block = challenge({
      solution: HELLO,
      tests: [{ name: 'first', input: '1\n', output: 'hi\n' }, { output: 'hi\n' }],
    });
    const solution = solutionProgram(block)!;
    const attempt = attemptProgram(block, 'int main(void) { return 0; }\n');
    expect(attempt.files.map((f) => f.name)).toEqual(solution.files.map((f) => f.name));
    expect(attempt.name).toBe(solution.name);
    expect(attempt.runs).toEqual(solution.runs);
    expect(solution.runs.map((r) => r.name)).toEqual(['first', 'test 2']);
    expect(solutionProgram(challenge({}))).toBeUndefined();
  });

  it('says where each program of a lesson comes from, and keys it by title so edits above do not move it', () => {
    const found = lessonPrograms({
      route: '/unit9/demo',
      unit: 'unit9',
      slug: 'demo',
      title: 'Demo',
      description: 'Demo.',
      file: 'curriculum/unit9/demo.yaml',
      blocks: [
        code({ title: 'hello.c', code: HELLO, output: 'hi\n' }),
        challenge({ solution: HELLO, tests: [{ output: 'hi\n' }] }),
      ],
      blockLines: [5, 12],
    });
    expect(found.map((p) => describeOrigin(p.origin))).toEqual([
      'curriculum/unit9/demo.yaml:5 blocks[0]',
      'curriculum/unit9/demo.yaml:12 blocks[1] (challenge "Sum")',
    ]);
    expect(found.map((p) => originKey(p.origin))).toEqual([
      'curriculum/unit9/demo.yaml hello.c',
      'curriculum/unit9/demo.yaml Sum',
    ]);
  });
});
