import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { withCaught } from '../../../src/mutation/caught.ts';
import { collectChallenges } from '../../../src/mutation/challenges.ts';
import { MISTAKE_PHRASES, mistakeOf } from '../../../src/mutation/mistakes.ts';
import type { ChallengeWithCaught } from '../../../src/mutation/note.ts';
import { onlyCaughtBy, type ChallengeVerdicts } from '../../../scripts/lib/challengeRun.ts';
import type { ChallengeResult } from '../../../src/mutation/results.ts';

describe('the common mistake a failing test points to', () => {
  it('is the operator of most of the mutants only that test catches, as a sentence', () => {
    expect(mistakeOf({ 'relational operator': 1, 'constant off by one': 3 })).toBe(
      `Programs that fail only this test usually ${MISTAKE_PHRASES['constant off by one']}.`,
    );
    expect(mistakeOf({ 'relational operator': 2 })).toMatch(/stops one step early or late\.$/);
  });

  it('breaks a tie by the order of the table, so the same results always give the same sentence', () => {
    expect(mistakeOf({ 'statement removed': 2, 'relational operator': 2 })).toBe(
      mistakeOf({ 'relational operator': 2, 'statement removed': 2 }),
    );
    expect(mistakeOf({ 'statement removed': 2, 'relational operator': 2 })).toContain('`<=`');
  });

  it('is none when the test catches no mutant alone, or only of kinds it does not know', () => {
    expect(mistakeOf({})).toBeUndefined();
    expect(mistakeOf(undefined)).toBeUndefined();
    expect(mistakeOf({ 'a newer operator': 4 })).toBeUndefined();
  });

  it('has a phrase for every operator, each ending without a full stop (the sentence adds it)', () => {
    for (const phrase of Object.values(MISTAKE_PHRASES)) expect(phrase).toMatch(/[^.]$/);
  });
});

const lesson = () => {
  const { files, assets } = readProject('tests/fixtures/challenges');
  return buildCurriculum(files, assets).curriculum!.lessons[0]!;
};

describe('which mutants only one test catches', () => {
  const signs = collectChallenges([lesson()])[0]!;
  const verdict = (failing: number[]) => ({ compiled: true as const, verdict: 'output' as const, failing });

  it('counts, per test, the mutants that fail that test and no other', () => {
    const verdicts: ChallengeVerdicts = {
      solution: { compiled: true, verdict: 'pass' },
      alternatives: [],
      // The first mutant fails only test 2; the second fails tests 1 and 2; the rest fail nothing.
      mutants: signs.mutants.map((_, i) => verdict(i === 0 ? [1] : i === 1 ? [0, 1] : [])),
    };
    const counts = onlyCaughtBy(signs, verdicts);
    expect(counts).toHaveLength(signs.tests.length);
    expect(counts[1]).toEqual({ [signs.mutants[0]!.operator]: 1 });
    expect(counts[0]).toEqual({});
    expect(counts.slice(2)).toEqual(signs.tests.slice(2).map(() => ({})));
  });

  it('reaches the page as one sentence per test, only while the results are fresh', () => {
    const tally = signs.tests.map((_, i) => (i === 2 ? { 'relational operator': 3 } : {}));
    const entry: ChallengeResult = {
      challenge: signs.label,
      compiler: 'gcc 12',
      tests: signs.tests.length,
      mutants: signs.mutants.length,
      uncompilable: 0,
      killed: signs.mutants.length,
      timeouts: 0,
      equivalent: 0,
      score: 100,
      survivors: [],
      alternatives: [],
      onlyCaughtBy: tally,
    };
    const [served] = withCaught(lesson().blocks, { $comment: '', challenges: { [signs.key]: entry } }) as [
      ChallengeWithCaught,
    ];
    expect(served.mistakes).toEqual([null, null, mistakeOf({ 'relational operator': 3 }), null]);
  });
});
