import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { withCaught } from '../../../src/mutation/caught.ts';
import { collectChallenges } from '../../../src/mutation/challenges.ts';
import { caughtLine, caughtOf } from '../../../src/mutation/note.ts';
import type { ChallengeResult, ResultsFile } from '../../../src/mutation/results.ts';
import type { Block, ChallengeBlock } from '../../../src/schema/index.ts';

const LESSON = 'curriculum/unit1/signs.yaml';

function lesson(edit: (text: string) => string = (t) => t) {
  const { files, assets } = readProject('tests/fixtures/challenges');
  const edited = files.map((f) => (f.path === LESSON ? { ...f, text: edit(f.text) } : f));
  return buildCurriculum(edited, assets).curriculum!.lessons[0]!;
}

/** Results as the tool would write them for the fixture: Even or Odd misses 4 of its 12 mutants. */
function results(): ResultsFile {
  const [strong, weak] = collectChallenges([lesson()]);
  const entry = (c: typeof strong, survivors: number): ChallengeResult => ({
    challenge: c!.label,
    compiler: 'gcc 12',
    tests: c!.tests.length,
    mutants: c!.mutants.length,
    uncompilable: 0,
    killed: c!.mutants.length - survivors,
    timeouts: 0,
    equivalent: 0,
    score: 0,
    survivors: c!.mutants.slice(0, survivors).map((m) => ({ id: m.id, description: m.description })),
    alternatives: [],
  });
  return { $comment: '', challenges: { [strong!.key]: entry(strong, 0), [weak!.key]: entry(weak, 4) } };
}

const lines = (blocks: Block[]) =>
  blocks.map((b) => {
    const caught = b.type === 'challenge' ? caughtOf(b) : undefined;
    return caught ? caughtLine(caught) : undefined;
  });

describe('the line a challenge page shows near its tests', () => {
  it('counts tests and mistakes, in the singular too', () => {
    expect(caughtLine({ tests: 6, caught: 58, of: 58 })).toBe(
      'These 6 tests catch 58 of 58 common mistakes.',
    );
    expect(caughtLine({ tests: 1, caught: 0, of: 1 })).toBe('This test catches 0 of 1 common mistake.');
  });

  it('is given to each challenge whose results are fresh, with misses counted honestly', () => {
    const strong = collectChallenges([lesson()])[0]!;
    expect(lines(withCaught(lesson().blocks, results()))).toEqual([
      `These 4 tests catch ${strong.mutants.length} of ${strong.mutants.length} common mistakes.`,
      'This test catches 8 of 12 common mistakes.',
    ]);
  });

  it('leaves out the mutants the lesson records as equivalent', () => {
    const weak = collectChallenges([lesson()])[1]!;
    const recorded = lesson((t) =>
      t.replace(
        '    tests:\n      - input: "4\\n"',
        `    equivalentMutants:\n      - mutant: ${JSON.stringify(weak.mutants[0]!.id)}\n        reason: Said to be the same.\n    tests:\n      - input: "4\\n"`,
      ),
    );
    expect(lines(withCaught(recorded.blocks, results()))[1]).toBe(
      'This test catches 8 of 11 common mistakes.',
    );
  });

  it("keeps the reviewers' equivalence notes out of what the page downloads", () => {
    const weak = collectChallenges([lesson()])[1]!;
    const recorded = lesson((t) =>
      t.replace(
        '    tests:\n      - input: "4\\n"',
        `    equivalentMutants:\n      - mutant: ${JSON.stringify(weak.mutants[0]!.id)}\n        reason: Said to be the same.\n    tests:\n      - input: "4\\n"`,
      ),
    );
    expect(recorded.blocks.some((b) => b.type === 'challenge' && b.equivalentMutants)).toBe(true);
    expect(JSON.stringify(withCaught(recorded.blocks, results()))).not.toContain('Said to be the same');
  });

  it('keeps alternative answers, and a solution marked showSolution: false, off the page', () => {
    const edited = lesson((t) =>
      t.replace(
        '    tests:\n      - input: "4\\n"',
        '    showSolution: false\n    alternatives:\n      - note: Another way.\n        code: "int main(void) { return 7; }\\n"\n    tests:\n      - input: "4\\n"',
      ),
    );
    const [strong, weak] = withCaught(edited.blocks, results()).filter((b) => b.type === 'challenge');
    expect(JSON.stringify(weak)).not.toContain('return 7');
    expect(weak).not.toHaveProperty('solution');
    expect(weak).not.toHaveProperty('alternatives');
    expect(strong).toHaveProperty('solution');
  });

  it('is not shown once a test or the solution changed, until the tool runs again', () => {
    const newTest = lesson((t) => t.replace('      - input: "4\\n"', '      - input: "6\\n"'));
    expect(lines(withCaught(newTest.blocks, results()))[1]).toBeUndefined();
    const newSolution = lesson((t) => t.replace('printf("zero\\n");', 'puts("zero");'));
    expect(lines(withCaught(newSolution.blocks, results()))[0]).toBeUndefined();
    expect(lines(withCaught(lesson().blocks, { $comment: '', challenges: {} }))).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('ignores numbers that are not whole, or claim more catches than mistakes', () => {
    const block = lesson().blocks[0] as ChallengeBlock;
    expect(caughtOf({ ...block, caught: { tests: 2, caught: 5, of: 4 } } as ChallengeBlock)).toBeUndefined();
    expect(
      caughtOf({ ...block, caught: { tests: 2, caught: 1.5, of: 4 } } as ChallengeBlock),
    ).toBeUndefined();
  });
});
