import { describe, expect, it } from 'vitest';
import type { ChallengeToCheck } from '../../../src/mutation/challenges.ts';
import { probesFrom } from '../../../src/mutation/probes.ts';
import { survivorsMessage } from '../../../src/mutation/report.ts';
import { classify, type ChallengeResult } from '../../../src/mutation/results.ts';

const challenge = {
  where: 'curriculum/unit4/recursion.yaml:40',
  title: 'Greatest Common Divisor',
  tests: [{ input: '12 18\n', output: '6\n' }],
} as unknown as ChallengeToCheck;

const zeroToOne = {
  id: '`b == 0` → `b == 1` in `if (b == 0) return a;`',
  description: '`b == 0` → `b == 1` on line 4',
};
const loopFurther = { id: '`i < n` → `i <= n` in `for (…)`', description: '`i < n` → `i <= n` on line 9' };

const result: ChallengeResult = {
  challenge: 'curriculum/unit4/recursion.yaml: Greatest Common Divisor',
  compiler: 'gcc',
  tests: 1,
  mutants: 20,
  uncompilable: 0,
  killed: 18,
  timeouts: 0,
  equivalent: 0,
  score: 90,
  survivors: [zeroToOne, loopFurther],
  alternatives: [],
};

describe('the report of mutants the tests miss', () => {
  it('offers the test that catches a mutant first, and "equivalent" only for the mutant no test made from the tests catches', () => {
    const catching = new Map([
      [zeroToOne.id, { name: 'with 1 instead of 18', input: '12 1\n', output: '1\n' }],
    ]);
    const message = survivorsMessage(challenge, result, classify(result, []), catching, 12);
    expect(message).toMatchInlineSnapshot(`
      "✗ curriculum/unit4/recursion.yaml:40 challenge "Greatest Common Divisor": its test misses 2 of 20 mutants (small changes to the solution):
          * \`b == 0\` → \`b == 1\` on line 4
          \`i < n\` → \`i <= n\` on line 9
        These are mistakes the tests should catch. This test, made from one of yours, catches those marked *: if the prompt allows its input, paste it under 'tests:' (and give it a name that says what it checks):
            - name: "with 1 instead of 18"
              input: "12 1\\n"
              output: "1\\n"
        For each of the others, add a test whose expected output the changed program gets wrong (no input made from your tests' inputs does: 12 tried):
        an edge the prompt names, such as its smallest or largest value, or an empty input. Only if no input the
        prompt allows can tell a change apart from the solution is it equivalent; then record it with a one-line
        reason (docs/EDITING.md explains "equivalent", with an example of each kind):
          equivalentMutants:
            - mutant: "\`i < n\` → \`i <= n\` in \`for (…)\`"
              reason: …"
    `);
    // The real mistake is never offered as an equivalent entry.
    expect(message).not.toContain(`- mutant: ${JSON.stringify(zeroToOne.id)}`);
  });
});

describe('the inputs tried on a surviving mutant', () => {
  it('change one number of a test at a time, then swap neighbours, and skip inputs a test has', () => {
    const probes = probesFrom([
      { input: '12 18\n', output: '6\n' },
      { input: '12 1\n', output: '1\n' },
    ]);
    expect(probes.map((p) => p.input)).toContain('12 0\n');
    expect(probes.map((p) => p.input)).toContain('18 12\n');
    expect(probes.find((p) => p.input === '1 18\n')?.name).toBe('with 1 instead of 12');
    expect(probes.map((p) => p.input)).not.toContain('12 1\n');
  });

  it('leave out tests with arguments or a failure status, whose runs a probe could not repeat', () => {
    expect(probesFrom([{ input: '3\n', output: '', status: 1 }])).toEqual([]);
    expect(probesFrom([{ input: '3\n', output: '', args: ['-n'] }])).toEqual([]);
  });
});
