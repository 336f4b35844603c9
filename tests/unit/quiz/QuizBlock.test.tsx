// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from '../../../src/blocks/BlockRenderer.tsx';
import { serveQuiz } from '../../../src/content/quizServe.ts';
import type { QuizKey } from '../../../src/content/quizFace.ts';
import { loadHighlighter } from '../../../src/code/highlighter.tsx';
import { loadQuizBlock } from '../../../src/quiz/QuizSlot.tsx';
import { quizBlock } from '../../../src/schema/quiz.ts';

// The build serves each lesson's keys as a chunk of their own; here they come from this map.
const keys = new Map<string, QuizKey>();
vi.mock('../../../src/quiz/keys.ts', () => ({
  loadQuizKey: (id: string) => Promise.resolve(keys.get(id)),
}));

// The page loads the quiz renderer lazily; the prerenderer (like these tests) loads it first.
beforeAll(async () => {
  await loadQuizBlock();
});
afterEach(cleanup);
// The first answer loads the grader with a dynamic import, which a busy machine can make slow: wait
// generously (nothing here measures time).
vi.setConfig({ testTimeout: 30_000 });

function show(fields: Record<string, unknown>) {
  const { face, key } = serveQuiz(quizBlock.parse({ type: 'quiz', ...fields }), '/unit1/basics');
  keys.set(face.id!, key);
  return { face, ...render(<BlockRenderer block={face} titleLevel={3} />) };
}

const status = () => screen.getByRole('status');
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));
const announced = (text: string | RegExp) =>
  waitFor(() => expect(status().textContent).toMatch(text), { timeout: 15_000 });

const choice = {
  kind: 'choice',
  question: 'Which operator compares two values?',
  options: [
    { code: '=', explanation: 'That assigns.' },
    { code: '==', correct: true, explanation: 'That compares.' },
    { code: '=>', explanation: 'C has no such operator.' },
  ],
};

describe('a choice question', () => {
  it('is a radio group in a fieldset whose legend is the question', () => {
    show(choice);
    const group = screen.getByRole('group', { name: /Which operator compares two values\?/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '=',
      '==',
      '=>',
    ]);
    expect(status().textContent).toBe('');
  });

  it('says not quite with the chosen option’s explanation and marks it wrong in place; a new choice is a new try', async () => {
    show(choice);
    fireEvent.click(screen.getByRole('radio', { name: '=' }));
    check();
    await announced(/^Not quite\.That assigns\.$/);
    expect(screen.queryByText('That compares.')).toBeNull();
    const marks = () =>
      [...document.querySelectorAll('label')].map((l) => l.querySelector('[data-mark]')?.textContent ?? '');
    // In words as well as colour, beside the option chosen, and only there.
    expect(marks()).toEqual(['✗ Wrong', '', '']);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    // Choosing again clears the last verdict and its mark.
    fireEvent.click(screen.getByRole('radio', { name: '==' }));
    expect(status().textContent).toBe('');
    expect(marks()).toEqual(['', '', '']);
    check();
    await announced(/^Right!That compares\.$/);
    expect(marks()).toEqual(['', '✓ Right', '']);
    // Now every other option is explained too, marked in words.
    expect(screen.getByText('C has no such operator.').closest('li')?.textContent).toMatch(/^Wrong: /);
  });

  it('asks for a choice instead of grading nothing', async () => {
    show(choice);
    check();
    await announced('Choose an answer first.');
  });

  it('reveals every answer with its explanation on request', async () => {
    show(choice);
    fireEvent.click(screen.getByRole('radio', { name: '=>' }));
    check();
    await announced(/^Not quite/);
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('That compares.').closest('li')?.textContent).toMatch(/^Right: ==/);
  });
});

describe('a choice question with several right options', () => {
  const several = {
    kind: 'choice',
    question: 'Which are keywords?',
    options: [
      { code: 'sizeof', correct: true, explanation: 'An operator, and a keyword.' },
      { code: '_Bool', correct: true, explanation: 'A keyword since C99.' },
      { code: 'printf', explanation: 'A library function.' },
    ],
  };

  it('uses tick boxes, and is right only with all the right ones', async () => {
    show(several);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'sizeof' }));
    check();
    await announced(/1 of your 1 choices is right, and 1 right answer is not chosen/);
    expect(screen.getByRole('checkbox', { name: /^sizeof/ }).closest('label')?.textContent).toBe(
      'sizeof✓ Right',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^_Bool/ }));
    check();
    await announced('Right! All 2 right answers, and only those.');
  });
});

describe('an output question', () => {
  const typed = {
    kind: 'output',
    question: 'What does this print?',
    program: '#include <stdio.h>\n\nint main(void) {\n    printf("%d\\n", 7 / 2);\n    return 0;\n}\n',
    answer: '3\n',
    explanation: 'Integer division drops the fraction.',
  };

  it('shows the program and a labelled field, and says how answers are compared', () => {
    const { container } = show(typed);
    expect(container.querySelector('figure')?.textContent).toContain('printf("%d\\n", 7 / 2);');
    const field = screen.getByRole('textbox', { name: 'What the program prints' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Spaces at the end of a line, and blank lines at the end, do not count/,
    );
  });

  it('says which line is wrong, shows the output on request, and accepts trailing spaces', async () => {
    show(typed);
    const field = screen.getByRole('textbox', { name: 'What the program prints' });
    fireEvent.change(field, { target: { value: '3.5' } });
    check();
    await announced('Not quite: line 1 differs from what the program prints.');
    expect(field.parentElement?.querySelector('[data-mark]')?.textContent).toBe('✗ Wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('The program prints:').nextElementSibling?.textContent).toBe('3\n');

    fireEvent.change(field, { target: { value: '3  \n\n' } });
    check();
    await announced(/^Right! That is exactly what it prints\.Integer division/);
  });

  it('can be answered by picking the output', async () => {
    show({
      ...typed,
      answer: undefined,
      explanation: undefined,
      options: [
        { output: '3.5\n', explanation: 'Both operands are int.' },
        { output: '3\n', correct: true, explanation: 'The fraction is dropped.' },
      ],
    });
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    check();
    await announced(/^Right!The fraction is dropped\.$/);
  });
});

describe('a fill question', () => {
  const fill = {
    kind: 'fill',
    question: 'Which conversion prints a `size_t`?',
    answer: '%zu',
    explanation: '`z` is for `size_t`.',
  };

  it('is answered by typing, and pressing Enter checks it', async () => {
    const { container } = show(fill);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(field, { target: { value: '%d' } });
    fireEvent.submit(container.querySelector('form')!);
    await announced('Not quite.');
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(container.textContent).toContain('The answer: %zu');
    fireEvent.change(field, { target: { value: '%zu' } });
    fireEvent.submit(container.querySelector('form')!);
    await announced(/^Right!z is for size_t\.$/);
  });

  it('says so when the answer cannot be loaded, and never goes blank', async () => {
    const { face } = show(fill);
    keys.delete(face.id!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: '%zu' } });
    check();
    await announced(/could not be loaded/);
  });
});

describe('without JavaScript', () => {
  it('the prerendered page shows the question, the code and every option', async () => {
    // As the prerenderer does (src/entry-server.tsx): code is highlighted in the HTML.
    await loadHighlighter();
    const { face } = serveQuiz(
      quizBlock.parse({ type: 'quiz', ...choice, code: 'int x = 5;\nif (x = 0) {}\n' }),
      '/unit1/basics',
    );
    const html = renderToString(<BlockRenderer block={face} titleLevel={3} />);
    expect(html).toContain('<fieldset>');
    expect(html).toMatch(/<legend>.*Which operator compares two values\?.*<\/legend>/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('if (x = 0) {}');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).not.toContain('That compares.');
  });
});
