import { describe, expect, it } from 'vitest';
import { checkLesson } from '../../../src/content/checks.ts';
import { formatIssue } from '../../../src/content/issues.ts';
import { parseSource } from '../../../src/content/load.ts';
import { validateSource } from '../../../src/content/validate.ts';
import { lessonFile } from '../../../src/schema/index.ts';

/** Every message an editor reads for a lesson holding this one quiz (written as YAML, from `kind:` on). */
function problems(quiz: string, times = 1): string[] {
  const block = `  - type: quiz\n${quiz.replace(/^/gm, '    ')}\n`;
  const text = `title: Quiz\nblocks:\n${block.repeat(times)}`;
  const { source } = parseSource('curriculum/unit1/quiz.yaml', text);
  const { value, issues } = validateSource(source, lessonFile);
  return [...issues, ...(value ? checkLesson(source, value, []) : [])].map(formatIssue);
}

describe('what a quiz needs', () => {
  it('accepts each kind written as the docs show', () => {
    expect(problems('kind: fill\nquestion: Q?\nanswer: "%zu"\nexplanation: Because.')).toEqual([]);
  });

  it('wants one way of answering an output question, and one right output', () => {
    const both =
      'kind: output\nquestion: Q?\nprogram: "int main(void) { return 0; }"\nanswer: "1"\nexplanation: x\noptions:\n  - output: "1"\n    correct: true\n    explanation: a\n  - output: "2"\n    correct: true\n    explanation: b';
    expect(problems(both)).toEqual([
      "curriculum/unit1/quiz.yaml:7:13 blocks[0].answer: has both 'answer:' and 'options:': keep 'answer:' for a typed answer, or 'options:' to pick one",
      expect.stringContaining("blocks[0].explanation: each option has its own 'explanation:'"),
      expect.stringContaining(
        "blocks[0].options: 2 options are marked 'correct: true': a program prints one thing, so mark one",
      ),
    ]);
  });

  it('keeps explanations of options to one line, and answers out of choice questions', () => {
    const found = problems(
      'kind: choice\nquestion: Q?\nanswer: x\noptions:\n  - text: A\n    correct: true\n    explanation: |\n      one\n      two\n  - text: B\n    explanation: b',
    );
    expect(found).toEqual([
      expect.stringContaining('blocks[0].answer: a choice question is answered by its options'),
      expect.stringContaining('blocks[0].options[0].explanation: must be one line'),
    ]);
  });

  it('asks for a blank when a choice question has a program, and for code in every option', () => {
    expect(
      problems(
        'kind: choice\nquestion: Q?\nprogram: "int main(void) { return 0; }"\noptions:\n  - text: A\n    correct: true\n    explanation: a\n  - text: B\n    explanation: b',
      ),
    ).toEqual([expect.stringContaining('blocks[0].program: has no blank (___) for the answers to fill')]);
    expect(
      problems(
        'kind: choice\nquestion: Q?\nprogram: "int x = ___;"\nprints: "1"\noptions:\n  - code: "1"\n    correct: true\n    explanation: a\n  - text: B\n    explanation: b',
      ),
    ).toEqual([expect.stringContaining("blocks[0].options[1]: needs 'code:'")]);
  });

  it('rejects an accepted answer given twice, and input without a program', () => {
    expect(
      problems('kind: fill\nquestion: Q?\nanswer: "%zu"\naccept: [" %zu"]\ninput: "1"\nexplanation: x'),
    ).toEqual([
      expect.stringContaining('blocks[0].input: is what a program reads'),
      expect.stringContaining("blocks[0].accept[0]: '%zu' is already accepted"),
    ]);
  });

  it('rejects the same question twice in a lesson', () => {
    expect(problems('kind: fill\nquestion: Q?\nanswer: "%zu"\nexplanation: Because.', 2)).toEqual([
      'curriculum/unit1/quiz.yaml:8:5 blocks[1]: asks the same question as blocks[0]: remove one of them, or change it',
    ]);
  });
});
