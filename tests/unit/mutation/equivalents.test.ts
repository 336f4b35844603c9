import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { formatIssue, sortIssues } from '../../../src/content/issues.ts';

const LESSON = 'curriculum/unit1/signs.yaml';
const ODD_REMOVED = '"`printf(\\"odd\\\\n\\");` removed"';

/** What `npm run validate` says about the fixture lesson once `edit` is applied to it. */
function problems(edit: (text: string) => string): string {
  const { files, assets } = readProject('tests/fixtures/challenges');
  const edited = files.map((f) => (f.path === LESSON ? { ...f, text: edit(f.text) } : f));
  return sortIssues(buildCurriculum(edited, assets).issues).map(formatIssue).join('\n');
}

/** Adds an `equivalentMutants:` list to the second challenge (Even or Odd). */
const listing =
  (...entries: string[]) =>
  (text: string) =>
    text.replace(
      '    tests:\n      - input: "4\\n"',
      `    equivalentMutants:\n${entries.map((e) => `      - mutant: ${e}\n        reason: No test reads an odd number.\n`).join('')}    tests:\n      - input: "4\\n"`,
    );

describe('equivalentMutants, as the validator checks it', () => {
  it('accepts an entry that names a mutant of the solution as npm run check:challenges prints it', () => {
    expect(problems(listing(ODD_REMOVED))).toBe('');
  });

  it('points at a name that matches no mutant, and suggests the closest', () => {
    expect(problems(listing('"`printf(\\"odd\\");` removed"'))).toMatchInlineSnapshot(
      `"curriculum/unit1/signs.yaml:58:17 blocks[1].equivalentMutants[0].mutant: names no mutant of this solution (did you mean '\`printf("odd\\n");\` removed'?): copy the name exactly as npm run check:challenges prints it, or remove this entry if the solution changed and the mutant is gone"`,
    );
  });

  it('says so when no mutant is close, as after the solution was rewritten', () => {
    expect(problems(listing('"`total += x` → `total -= x` in `total += x;`"'))).toMatchInlineSnapshot(
      `"curriculum/unit1/signs.yaml:58:17 blocks[1].equivalentMutants[0].mutant: names no mutant of this solution: copy the name exactly as npm run check:challenges prints it, or remove this entry if the solution changed and the mutant is gone"`,
    );
  });

  it('points at a second entry for the same mutant', () => {
    expect(problems(listing(ODD_REMOVED, ODD_REMOVED))).toMatchInlineSnapshot(
      `"curriculum/unit1/signs.yaml:60:17 blocks[1].equivalentMutants[1].mutant: names the same mutant as equivalentMutants[0]: keep one of the two"`,
    );
  });

  it('refuses the list on a challenge without a solution, which has no mutants', () => {
    const withoutSolution = (text: string) =>
      listing(ODD_REMOVED)(text).replace(
        /(title: Even or Odd[\s\S]*?) {4}solution: \|\n(?: {6}.*\n|\n)+/,
        '$1',
      );
    expect(problems(withoutSolution)).toMatchInlineSnapshot(
      `
      "curriculum/unit1/signs.yaml:38:5 blocks[1]: a challenge needs a model answer that passes its tests: add 'solution:' (or 'solutionFiles:' for several files); to keep it off the page, add 'showSolution: false' too
      curriculum/unit1/signs.yaml:42:7 blocks[1].equivalentMutants: only a challenge with a solution has mutants: remove 'equivalentMutants:', or add 'solution:' (or 'solutionFiles:')"
    `,
    );
  });

  it('wants the reason on one line', () => {
    const twoLines = (text: string) =>
      listing(ODD_REMOVED)(text).replace(
        'reason: No test reads an odd number.',
        'reason: |\n          No test reads\n          an odd number.',
      );
    expect(problems(twoLines)).toMatchInlineSnapshot(
      `"curriculum/unit1/signs.yaml:59:17 blocks[1].equivalentMutants[0].reason: must be one line: say in one sentence why the change makes no difference"`,
    );
  });
});
