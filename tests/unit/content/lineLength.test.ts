import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { formatIssue } from '../../../src/content/issues.ts';
import { columnsOf, MAX_CODE_COLUMNS } from '../../../src/content/lineLength.ts';

/** The code line rule of `npm run validate`, on the fixture course with one line edited. */

const course = fileURLToPath(new URL('../../fixtures/course/', import.meta.url));
const project = readProject(course);

/** Every problem of the fixture course after `edit` changes the text of one of its files. */
function problems(file: string, edit: (text: string) => string): string[] {
  const files = project.files.map((f) => (f.path === file ? { ...f, text: edit(f.text) } : f));
  expect(files.some((f) => f.path === file)).toBe(true);
  return buildCurriculum(files, project.assets).issues.map(formatIssue);
}

/** Replaces `old` (which must be in the text exactly once) with `replacement`. */
const swap = (old: string, replacement: string) => (text: string) => {
  expect(text.split(old)).toHaveLength(2);
  return text.replace(old, replacement);
};

const HELLO = 'curriculum/unit1/hello.yaml';
const LOOPS = 'curriculum/unit1/loops.yaml';
/** A printf of `n` columns once indented by four spaces in the program. */
const printfOf = (n: number) => `printf("${'x'.repeat(n - 4 - 13)}\\n");`;

describe('the line length rule', () => {
  it('passes the fixture course as it is', () => {
    expect(problems(HELLO, (t) => t)).toEqual([]);
  });

  it('reports a sample line one past the limit at its first character past the limit', () => {
    // hello.yaml line 21 is `          printf("Hello, fixture!\n");`: 6 columns of YAML, 4 of C.
    const found = problems(HELLO, swap('printf("Hello, fixture!\\n");', printfOf(MAX_CODE_COLUMNS + 1)));
    expect(found).toEqual([
      `${HELLO}:21:${6 + MAX_CODE_COLUMNS + 1} blocks[2].code: This line of code is ${MAX_CODE_COLUMNS + 1} characters long; lines longer than ${MAX_CODE_COLUMNS} do not fit a code panel on a laptop screen (a phone shows fewer), so their end scrolls out of sight. Break it: move a comment onto its own line above the code, split a long printf into several calls or adjacent string literals ("..." "..."), or break a long condition after && or ||`,
    ]);
  });

  it('accepts a line exactly at the limit', () => {
    expect(problems(HELLO, swap('printf("Hello, fixture!\\n");', printfOf(MAX_CODE_COLUMNS)))).toEqual([]);
  });

  it("checks a challenge's solution and starter, and a quiz's option code, each at its own line", () => {
    const long = printfOf(MAX_CODE_COLUMNS + 10);
    const solution = problems(LOOPS, swap('return 0;', `${long}\n          return 0;`));
    // loops.yaml: the solution's `return 0;` was on line 15; the long line takes its place.
    expect(solution).toHaveLength(1);
    expect(solution[0]).toMatch(
      new RegExp(
        `^${LOOPS}:15:${6 + MAX_CODE_COLUMNS + 1} blocks\\[1\\]\\.solution: This line of code is ${MAX_CODE_COLUMNS + 10} characters long`,
      ),
    );

    const starter = problems(
      LOOPS,
      swap(
        '    solution: |',
        `    starter: |\n      int main(void) {\n          ${long}\n      }\n    solution: |`,
      ),
    );
    expect(starter).toHaveLength(1);
    expect(starter[0]).toMatch(
      new RegExp(`^${LOOPS}:12:${6 + MAX_CODE_COLUMNS + 1} blocks\\[1\\]\\.starter: `),
    );

    const option = 'x'.repeat(MAX_CODE_COLUMNS + 1);
    const quiz = problems(HELLO, swap('      - code: start\n', `      - code: ${option}\n`));
    expect(quiz).toHaveLength(1);
    // `      - code: ` is 14 columns; the 65th character of the code is one past the limit.
    expect(quiz[0]).toMatch(
      new RegExp(`^${HELLO}:34:${14 + MAX_CODE_COLUMNS + 1} blocks\\[3\\]\\.options\\[1\\]\\.code: `),
    );
  });

  it('reports every long line of a block, and counts a tab to its stop of 4', () => {
    const tabbed = `\t${'y'.repeat(MAX_CODE_COLUMNS - 3)};`;
    expect(columnsOf(tabbed)).toBe(MAX_CODE_COLUMNS + 2);
    const found = problems(
      HELLO,
      swap(
        '          return 0;\n',
        `          ${printfOf(MAX_CODE_COLUMNS + 2)}\n      ${tabbed}\n          return 0;\n`,
      ),
    );
    expect(found.map((p) => p.split(' ')[0])).toEqual([
      `${HELLO}:22:${6 + MAX_CODE_COLUMNS + 1}`,
      // The tab is one character of the file but four columns on screen.
      `${HELLO}:23:${6 + 1 + (MAX_CODE_COLUMNS - 4) + 1}`,
    ]);
  });
});
