import { describe, expect, it } from 'vitest';
import type { ChallengeBlock } from '../../../src/schema/index.ts';
import { serveChallenges, type ServedChallenge } from '../../../src/site/challengeServe.ts';
import { curriculumPlugin } from '../../../src/vite/curriculumPlugin.ts';
import { FIXTURE_COURSE } from '../../../vitest.config.ts';

const SOLUTION = '#include <stdio.h>\n\nint main(void) {\n    puts("hi");\n    return 0;\n}\n';
const challenge = (extra: Partial<ChallengeBlock>): ChallengeBlock => ({
  type: 'challenge',
  title: 'Say Hi',
  prompt: 'Print hi.',
  solutionLabel: 'Show Solution',
  showSolution: true,
  tests: [{ input: '', output: 'hi\n' }],
  ...extra,
});
const stress = { input: `${'7 '.repeat(400)}\n`, output: 'hi\n' };

describe('what a lesson chunk carries of its challenges', () => {
  it('leaves the answer out, under an id its extras chunk answers to', () => {
    const { blocks, extras } = serveChallenges([{ type: 'card' }, challenge({ solution: SOLUTION })], '/u/l');
    const served = blocks[1] as ServedChallenge;
    expect(served.solution).toBe('');
    expect(served.extrasId).toBe('/u/l#1');
    expect(JSON.stringify(blocks)).not.toContain('puts');
    expect(extras).toEqual({ '/u/l#1': { solution: SOLUTION } });
  });

  it('keeps the file names of a multi-file answer, so the page still knows it is one', () => {
    const files = [
      { name: 'main.c', code: SOLUTION },
      { name: 'util.h', code: 'int f(void);\n' },
    ];
    const { blocks, extras } = serveChallenges([challenge({ solutionFiles: files })], '/u/l');
    expect((blocks[0] as ServedChallenge).solutionFiles).toEqual([
      { name: 'main.c', code: '' },
      { name: 'util.h', code: '' },
    ]);
    expect(extras['/u/l#0']?.solutionFiles).toEqual(files);
  });

  it('carries only the tests shown as examples, and counts the rest, which the extras hold', () => {
    const tests = [{ input: '', output: 'hi\n' }, stress];
    const { blocks, extras } = serveChallenges([challenge({ solution: SOLUTION, tests })], '/u/l');
    const served = blocks[0] as ServedChallenge;
    expect(served.tests).toEqual([tests[0]]);
    expect(served.moreTests).toBe(1);
    expect(extras['/u/l#0']?.tests).toEqual(tests);
  });

  it("moves each test's hint and common mistake to the extras, out of the lesson chunk", () => {
    const tests = [
      { input: '', output: 'hi\n', hint: 'The greeting, in small letters.' },
      { input: '1\n', output: 'hi\n', hint: 'Input changes nothing.' },
    ];
    const block = {
      ...challenge({ tests }),
      mistakes: [null, 'Programs that fail only this test usually stop early.'],
    };
    const { blocks, extras } = serveChallenges([block], '/u/l');
    const served = blocks[0] as ServedChallenge;
    expect(JSON.stringify(blocks)).not.toMatch(/small letters|changes nothing|stop early/);
    expect(served.tests).toEqual([
      { input: '', output: 'hi\n' },
      { input: '1\n', output: 'hi\n' },
    ]);
    expect(served.extrasId).toBe('/u/l#0');
    expect(extras['/u/l#0']?.help).toEqual([
      { hint: 'The greeting, in small letters.' },
      { hint: 'Input changes nothing.', mistake: 'Programs that fail only this test usually stop early.' },
    ]);
  });

  it('leaves a challenge with nothing to hold back as it is', () => {
    const plain = challenge({});
    expect(serveChallenges([plain], '/u/l')).toEqual({ blocks: [plain], extras: {} });
  });

  it('serves the fixture course so: no answer in the lesson chunk, every answer in its extras', () => {
    const plugin = curriculumPlugin(FIXTURE_COURSE);
    const load = (plugin.load as (id: string) => string).bind({ warn: () => undefined });
    const lesson = load('\0virtual:curriculum/lesson/unit1/loops');
    const extras = load('\0virtual:curriculum/challenges/unit1/loops');
    expect(lesson).not.toContain('printf(\\"%d\\\\n\\", i)');
    expect(lesson).toContain('"extrasId":"/unit1/loops#');
    expect(extras).toContain('printf(\\"%d\\\\n\\", i)');
    expect(load('\0virtual:curriculum/challenges')).toContain('"/unit1/loops": () => import(');
  });
});
