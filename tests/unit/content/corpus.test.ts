import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { formatIssue, sortIssues } from '../../../src/content/issues.ts';
import { corpusCases, type CorpusCase } from '../../corpus/cases.ts';

const corpus = fileURLToPath(new URL('../../corpus/', import.meta.url));

/** Every message an editor would see for one corpus case, as `npm run validate` prints them. */
function problems(name: CorpusCase): string {
  const { files } = readProject(corpus + name);
  const { issues } = buildCurriculum(files, new Set(['/images/badge-photo.svg']));
  return sortIssues(issues).map(formatIssue).join('\n');
}

describe('the corpus', () => {
  it('has a pinned case for every folder, and a folder for every case', () => {
    const folders = readdirSync(corpus, { withFileTypes: true })
      // `terminal` and `recorder` are corpora of C programs (typed into the terminal; stepped through
      // by the recorder), each with its own index.
      .filter((d) => d.isDirectory() && d.name !== 'terminal' && d.name !== 'recorder')
      .map((d) => d.name);
    expect(folders.sort()).toEqual(Object.keys(corpusCases).sort());
  });

  it('gives each broken case one located message (file:line:column), and the valid case none', () => {
    for (const name of Object.keys(corpusCases) as CorpusCase[]) {
      const lines = problems(name).split('\n').filter(Boolean);
      expect(lines, name).toHaveLength(name === 'valid' ? 0 : 1);
      for (const line of lines) expect(line, name).toMatch(/^curriculum\/[\w/.-]+:\d+:\d+ /);
    }
  });
});

// Each message names the place and says how to fix the mistake; these pin the exact words.
describe('what editors read for each mistake', () => {
  it('valid', () => {
    expect(problems('valid')).toMatchInlineSnapshot(`""`);
  });

  it('bad-indentation', () => {
    expect(problems('bad-indentation')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:6:7 'text:' is not lined up: start it in column 5, like 'type:' on line 5 (use spaces, 2 per level)"`,
    );
  });

  it('tab-indentation', () => {
    expect(problems('tab-indentation')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:6:1 a tab is used to indent this line: YAML needs spaces. Replace the tab with spaces: start it in column 5, like 'type:' on line 5"`,
    );
  });

  it('duplicate-key', () => {
    expect(problems('duplicate-key')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:14:5 the key 'title' appears twice in the same place (first on line 13): keep one of them"`,
    );
  });

  it('missing-space-after-colon', () => {
    expect(problems('missing-space-after-colon')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:1:1 this key needs a space after the colon: write 'title: Loops' instead of 'title:Loops'"`,
    );
  });

  it('colon-in-text', () => {
    expect(problems('colon-in-text')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:18:13 text that contains ': ' must be in quotes, or YAML reads it as another key: write prompt: "Note: print the numbers 1 to 3, one per line.""`,
    );
  });

  it('empty-file', () => {
    expect(problems('empty-file')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:1:1 the file is empty: add its fields (docs/EDITING.md shows them), or delete the file"`,
    );
  });

  it('html-instead-of-yaml', () => {
    expect(problems('html-instead-of-yaml')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:1:1 this file holds HTML (or XML), not YAML: curriculum files are 'key: value' lines. Start again from a copy of another lesson (or npm run new:lesson) and paste only the text into its fields"`,
    );
  });

  it('misspelled-block-type', () => {
    expect(problems('misspelled-block-type')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:12:11 blocks[2].type: unknown block type 'kode': did you mean 'code'?"`,
    );
  });

  it('missing-required-field', () => {
    expect(problems('missing-required-field')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:5:5 blocks[0].text: is missing: add 'text:' followed by text"`,
    );
  });

  it('list-where-text-expected', () => {
    expect(problems('list-where-text-expected')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:6:7 blocks[0].title: expected text, got a list: write the text on the same line as 'title:' (or, for several lines, write 'title: |' and indent the text under it)"`,
    );
  });

  it('number-where-text-expected', () => {
    expect(problems('number-where-text-expected')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:1:8 title: expected text, got the number 1.1: put it in quotes, like title: "1.10", so it stays exactly as written"`,
    );
  });

  it('unknown-key', () => {
    expect(problems('unknown-key')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:21:5 blocks[2].ouptut: unknown key 'ouptut': did you mean 'output'?"`,
    );
  });

  it('wrong-enum-value', () => {
    expect(problems('wrong-enum-value')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:7:12 blocks[0].level: must be 2 or 3, not 4"`,
    );
  });

  it('bad-next-route', () => {
    expect(problems('bad-next-route')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:3:7 next: 'next' points at /unit1/loopz, which is not a lesson: did you mean /unit1/loops?"`,
    );
  });

  it('link-to-missing-lesson', () => {
    expect(problems('link-to-missing-lesson')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:9:11 blocks[1].text: the link to /unit1/loop goes nowhere: it is not a lesson: did you mean /unit1/loops?"`,
    );
  });

  it('unit-lists-missing-file', () => {
    expect(problems('unit-lists-missing-file')).toMatchInlineSnapshot(
      `"curriculum/unit1/unit.yaml:7:5 lessons[2]: lists 'arrays', but there is no file curriculum/unit1/arrays.yaml: create it (npm run new:lesson -- unit1 "Lesson Title") or remove this line"`,
    );
  });

  it('unit-lists-misspelled-lesson', () => {
    expect(problems('unit-lists-misspelled-lesson')).toMatchInlineSnapshot(
      `"curriculum/unit1/unit.yaml:6:5 lessons[1]: lists 'loopz', but there is no file curriculum/unit1/loopz.yaml: did you mean 'loops'?"`,
    );
  });

  it('unreachable-lesson', () => {
    expect(problems('unreachable-lesson')).toMatchInlineSnapshot(
      `"curriculum/unit1/extra.yaml:1:1 no page links to this lesson, because curriculum/unit1/unit.yaml does not list it: add '- extra' to 'lessons:' there"`,
    );
  });

  it('duplicate-lesson-in-unit', () => {
    expect(problems('duplicate-lesson-in-unit')).toMatchInlineSnapshot(
      `"curriculum/unit1/unit.yaml:7:5 lessons[2]: lists 'hello' a second time (first on line 5): remove this line, each lesson appears once"`,
    );
  });

  it('missing-image', () => {
    expect(problems('missing-image')).toMatchInlineSnapshot(
      `"curriculum/site.yaml:26:10 badge.photo: there is no file public/images/badge-foto.svg: did you mean /images/badge-photo.svg?"`,
    );
  });

  it('unknown-code-language', () => {
    expect(problems('unknown-code-language')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:14:15 blocks[2].language: 'C99' is not a language the site can highlight: did you mean 'c'?"`,
    );
  });

  it('table-row-cell-count', () => {
    expect(problems('table-row-cell-count')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:14:9 blocks[1].rows[1]: has 3 cell(s) but the table has 2 column(s): give every row one cell per column"`,
    );
  });

  it('predict-without-output', () => {
    expect(problems('predict-without-output')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:30:14 blocks[3].predict: only a complete C program with 'output:' can be predicted: remove 'predict:', or give the program its 'output:'"`,
    );
  });

  it('fix-without-mistake', () => {
    expect(problems('fix-without-mistake')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:30:10 blocks[3].fix: a fix goes with a mistake: add 'mistake: true' (or 'compiles: false' for code that does not compile), or remove 'fix:'"`,
    );
  });

  it('challenge-solution-without-tests', () => {
    expect(problems('challenge-solution-without-tests')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:19:15 blocks[2].solution: a challenge needs 'tests:': add at least one test (the input and the output a correct program must print)"`,
    );
  });

  it('challenge-without-solution', () => {
    expect(problems('challenge-without-solution')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:16:5 blocks[2]: a challenge needs a model answer that passes its tests: add 'solution:' (or 'solutionFiles:' for several files); to keep it off the page, add 'showSolution: false' too"`,
    );
  });

  it('parsons-distractor-is-model-line', () => {
    expect(problems('parsons-distractor-is-model-line')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:44:9 blocks[3].distractors[0]: is line 4 of the model program: a distractor must be a wrong line, such as that line with \`<\` for \`<=\` or without an \`&\`"`,
    );
  });

  it('bad-trace-lines', () => {
    expect(problems('bad-trace-lines')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:14:12 blocks[2].trace: must be true (every step) or the lines to show, like "8-14" or "8-14, 20", not '3 to 5'"`,
    );
  });

  it('trace-on-fragment', () => {
    expect(problems('trace-on-fragment')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:26:12 blocks[3].trace: only a complete C program can be traced: remove 'trace:', or 'fragment: true' if the program is complete"`,
    );
  });

  it('equivalent-mutant-unknown', () => {
    expect(problems('equivalent-mutant-unknown')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:33:17 blocks[2].equivalentMutants[0].mutant: names no mutant of this solution (did you mean '\`i <= 3\` → \`i < 3\` in \`for (int i = 1; i <= 3; i++) printf("%d\\n", i);\`'?): copy the name exactly as npm run check:challenges prints it, or remove this entry if the solution changed and the mutant is gone"`,
    );
  });

  it('yml-extension', () => {
    expect(problems('yml-extension')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yml:1:1 curriculum files end in '.yaml': rename this file to loops.yaml"`,
    );
  });
  it('quiz-empty-options', () => {
    expect(problems('quiz-empty-options')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:27:14 blocks[3].options: needs at least two options: list the possible answers, each starting with '- text:' or '- code:' and with its 'explanation:'"`,
    );
  });

  it('quiz-no-correct-option', () => {
    expect(problems('quiz-no-correct-option')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:28:7 blocks[3].options: no option is marked 'correct: true': add 'correct: true' under the right answer (or answers)"`,
    );
  });

  it('quiz-output-without-program', () => {
    expect(problems('quiz-output-without-program')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:24:5 blocks[3]: an output question needs 'program:': the complete C program whose output the student predicts"`,
    );
  });

  it('quiz-duplicate-options', () => {
    expect(problems('quiz-duplicate-options')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:31:9 blocks[3].options[1]: reads the same as option 1: every option must differ, or students cannot tell them apart"`,
    );
  });

  it('quiz-blank-without-prints', () => {
    expect(problems('quiz-blank-without-prints')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:27:14 blocks[3].program: has a blank (___), so the question needs 'prints:': what it prints when a right answer fills it"`,
    );
  });

  it('code-without-bar', () => {
    expect(problems('code-without-bar')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:14:5 blocks[2].code: this code is folded onto one line: without '|' after 'code:', YAML joins its lines into one. Write 'code: |' and the code on the lines under it, indented further than 'code:'"`,
    );
  });

  it('code-folded-fragment', () => {
    expect(problems('code-folded-fragment')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:26:5 blocks[3].code: this code is folded onto one line: without '|' after 'code:', YAML joins its lines into one. Write 'code: |' and the code on the lines under it, indented further than 'code:'"`,
    );
  });

  it('relative-link', () => {
    expect(problems('relative-link')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:10:71 blocks[1].text: the link to 'loops.yaml' is not an address the page can open, so it shows as plain text: a link to a lesson starts with '/' and names its unit and lesson, like [loops](/unit1/loops)"`,
    );
  });

  it('control-character', () => {
    expect(problems('control-character')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:9:38 blocks[1].text: inside double quotes, '\\0' is one invisible character (the null character), which the page shows as a box: to show the characters \\0, write \\\\0, or put the whole text in single quotes"`,
    );
  });

  it('spaced-inline-code', () => {
    expect(problems('spaced-inline-code')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:10:51 blocks[1].text: the code \`Hello, \` ends with a space, which the page does not show: remove the space, or, to show text that ends with a space, write it as a C string, like \`"Hello, "\`"`,
    );
  });

  it('duplicate-key-in-later-block', () => {
    expect(problems('duplicate-key-in-later-block')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:24:5 the key 'title' appears twice in the same place (first on line 14): keep one of them"`,
    );
  });

  it('tab-in-code', () => {
    expect(problems('tab-in-code')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:18:1 a tab starts this line of the text under 'code: |', which ends that text: YAML needs each of its lines to start with spaces, as far right as its first line (column 7, like line 15). Put 6 spaces before the tab, or replace the tab with spaces"`,
    );
  });

  it('missing-colon', () => {
    expect(problems('missing-colon')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:13:10 missing ':' after 'title': write 'title: hello.c'"`,
    );
  });

  it('text-line-less-indented', () => {
    expect(problems('text-line-less-indented')).toMatchInlineSnapshot(
      `"curriculum/unit1/hello.yaml:11:1 this line seems to be part of the text under 'text: |', but it starts further left than that text, so YAML reads it as a new key: start it in column 7, like line 10"`,
    );
  });

  it('dash-without-space', () => {
    expect(problems('dash-without-space')).toMatchInlineSnapshot(
      `"curriculum/unit1/loops.yaml:8:7 put a space after '-': a list item is written '- "\`while\` when you do not"', not '-"\`while\` when you do not"'"`,
    );
  });
});
