import { describe, expect, it } from 'vitest';
import { checkLesson } from '../../../src/content/checks.ts';
import { formatIssue } from '../../../src/content/issues.ts';
import { parseSource } from '../../../src/content/load.ts';
import { validateSource } from '../../../src/content/validate.ts';
import { lessonFile } from '../../../src/schema/index.ts';

const FILE = 'curriculum/unit9/demo.yaml';

/** Every message an editor gets for a lesson whose only block is a challenge with these tests. */
function problems(tests: string): string[] {
  const text = `title: Demo
blocks:
  - type: challenge
    title: Say Hi
    prompt: Print hi.
    solution: |
      #include <stdio.h>
      int main(void) { puts("hi"); return 0; }
    tests:
${tests}`;
  const parsed = parseSource(FILE, text);
  const { value, issues } = validateSource(parsed.source, lessonFile);
  const checked = value ? checkLesson(parsed.source, value, []) : [];
  return [...parsed.issues, ...issues, ...checked].map(formatIssue);
}

describe("a challenge test's hint", () => {
  it('is accepted on every test', () => {
    expect(
      problems(`      - hint: The greeting, in small letters.
        output: |
          hi
      - name: with input
        hint: Input changes nothing.
        input: "x\\n"
        output: |
          hi
`),
    ).toEqual([]);
  });

  it('is required on every test, and the message names the test by its place', () => {
    expect(
      problems(`      - hint: The greeting, in small letters.
        output: |
          hi
      - name: with input
        input: "x\\n"
        output: |
          hi
`),
    ).toEqual([
      `${FILE}:13:9 blocks[0].tests[1]: needs a 'hint:': one line on what this test tries, in the student's words (such as 'A negative number: does your program keep the minus sign?'), shown when an attempt fails it`,
    ]);
  });

  it('must hold text, like any other text field', () => {
    expect(
      problems(`      - hint: ""
        output: |
          hi
`),
    ).toEqual([`${FILE}:10:15 blocks[0].tests[0].hint: is empty: write some text here or remove the field`]);
  });
});
