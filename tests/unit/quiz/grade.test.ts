import { describe, expect, it } from 'vitest';
import { grade } from '../../../src/quiz/grade.ts';
import { serveQuiz } from '../../../src/content/quizServe.ts';
import { quizBlock } from '../../../src/schema/quiz.ts';

/** A quiz as the page gets it, and its key, from a quiz as an editor writes it. */
const served = (fields: Record<string, unknown>) =>
  serveQuiz(quizBlock.parse({ type: 'quiz', question: 'Q?', ...fields }), '/unit1/basics');

const single = served({
  kind: 'choice',
  options: [
    { text: 'A', correct: true, explanation: 'A is right.' },
    { text: 'B', explanation: 'B is wrong.' },
    { text: 'C', explanation: 'C is wrong too.' },
  ],
});
const several = served({
  kind: 'choice',
  options: [
    { code: 'a', correct: true, explanation: 'yes a' },
    { code: 'b', correct: true, explanation: 'yes b' },
    { code: 'c', explanation: 'no c' },
  ],
});
const typed = served({
  kind: 'output',
  program: 'int main(void) { return 0; }\n',
  answer: '1 2\n3\n',
  explanation: 'Because.',
});
const fill = served({ kind: 'fill', answer: '%zu', accept: ['%zd'], explanation: 'z is for size_t.' });
const g = (s: ReturnType<typeof served>, choices: number[], text = '') =>
  grade(s.face, s.key, { choices, text });

describe('grading a choice with one right option', () => {
  it('says right, explains the chosen option, and lists the others', () => {
    expect(g(single, [0])).toEqual({
      status: 'right',
      summary: 'Right!',
      detail: 'A is right.',
      explain: [1, 2],
    });
  });

  it('says not quite and explains only the chosen option, keeping the others for a retry', () => {
    expect(g(single, [2])).toEqual({
      status: 'wrong',
      summary: 'Not quite.',
      detail: 'C is wrong too.',
      explain: [],
    });
  });

  it('does not count an empty answer as an attempt', () => {
    expect(g(single, []).status).toBe('empty');
  });
});

describe('grading a choice with several right options', () => {
  it('shows tick boxes', () => {
    expect(several.face.multiple).toBe(true);
    expect(single.face.multiple).toBeUndefined();
  });

  it('is right only with exactly the right set, in any order', () => {
    expect(g(several, [1, 0]).status).toBe('right');
    expect(g(several, [0]).status).toBe('wrong');
    expect(g(several, [0, 1, 2]).status).toBe('wrong');
  });

  it('says how far off a wrong set is and explains the chosen options', () => {
    expect(g(several, [0, 2])).toEqual({
      status: 'wrong',
      summary: 'Not quite: 1 of your 2 choices is right, and 1 right answer is not chosen.',
      explain: [0, 2],
    });
  });
});

describe('grading a typed output', () => {
  it('ignores spaces at the ends of lines and blank lines at the end, as the page says', () => {
    expect(g(typed, [], '1 2  \r\n3\n\n\n').status).toBe('right');
    expect(g(typed, [], '1 2\n3').status).toBe('right');
  });

  it('counts every other difference and names the first line that differs', () => {
    const firstWrong = g(typed, [], ' 1 2\n3');
    expect(firstWrong.status).toBe('wrong');
    expect(firstWrong.summary).toContain('line 1');
    const secondWrong = g(typed, [], '1 2\n4\n');
    expect(secondWrong.status).toBe('wrong');
    expect(secondWrong.summary).toContain('line 2');
    expect(g(typed, [], '1 2\n\n3')).toMatchObject({ status: 'wrong' });
  });
});

describe('grading a fill answer', () => {
  it('accepts the answer and the alternatives, with spaces around them', () => {
    expect(g(fill, [], ' %zu ').status).toBe('right');
    expect(g(fill, [], '%zd').status).toBe('right');
  });

  it('is case-sensitive, as C is', () => {
    expect(g(fill, [], '%ZU').status).toBe('wrong');
    expect(g(fill, [], '   ').status).toBe('empty');
  });
});
