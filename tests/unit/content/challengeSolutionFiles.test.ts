import { describe, expect, it } from 'vitest';
import { checkLesson } from '../../../src/content/checks.ts';
import { formatIssue } from '../../../src/content/issues.ts';
import { parseSource } from '../../../src/content/load.ts';
import { validateSource } from '../../../src/content/validate.ts';
import { lessonFile } from '../../../src/schema/index.ts';

const FILE = 'curriculum/unit9/demo.yaml';

/** Every message an editor gets for a lesson whose only block is the given challenge. */
function problems(challenge: string): string[] {
  const text = `title: Demo\nblocks:\n  - type: challenge\n    title: Split It\n    prompt: Split the program.\n${challenge}`;
  const parsed = parseSource(FILE, text);
  const { value, issues } = validateSource(parsed.source, lessonFile);
  const checked = value ? checkLesson(parsed.source, value, []) : [];
  return [...parsed.issues, ...issues, ...checked].map(formatIssue);
}

const HEADER = `      - name: add.h
        code: |
          int add(int a, int b);
`;
const MAIN = `      - name: main.c
        code: |
          #include "add.h"
          int main(void) { return add(0, 0); }
`;
const TESTS = `    tests:
      - output: ""
        hint: The program prints nothing.
`;

describe('a challenge answered in several files (solutionFiles)', () => {
  it('is accepted with two or more files and tests', () => {
    expect(problems(`    solutionFiles:\n${HEADER}${MAIN}${TESTS}`)).toEqual([]);
  });

  it('cannot also have a one-file solution', () => {
    expect(
      problems(
        `    solution: |\n      int main(void) { return 0; }\n    solutionFiles:\n${HEADER}${MAIN}${TESTS}`,
      ),
    ).toEqual([`${FILE}:9:7 blocks[0].solutionFiles: has both 'solution:' and 'solutionFiles:': keep one`]);
  });

  it('needs tests, like a one-file solution', () => {
    expect(problems(`    solutionFiles:\n${HEADER}${MAIN}`)).toEqual([
      `${FILE}:7:7 blocks[0].solutionFiles: a challenge needs 'tests:': add at least one test (the input and the output a correct program must print)`,
    ]);
  });

  it('needs a .c file and a distinct name for each file', () => {
    const twoHeaders = HEADER + HEADER.replace('add.h', 'sub.h');
    expect(problems(`    solutionFiles:\n${twoHeaders}${TESTS}`)).toEqual([
      `${FILE}:7:7 blocks[0].solutionFiles: needs at least one .c file`,
    ]);
    expect(problems(`    solutionFiles:\n${MAIN}${MAIN}${TESTS}`)).toEqual([
      `${FILE}:11:15 blocks[0].solutionFiles[1].name: 'main.c' appears twice: every file needs its own name`,
    ]);
  });

  it('needs at least two files, and says to use solution for one', () => {
    expect(problems(`    solutionFiles:\n${MAIN}${TESTS}`)).toEqual([
      expect.stringContaining(
        'blocks[0].solutionFiles: needs at least two files (use "solution" for a single file)',
      ),
    ]);
  });
});
