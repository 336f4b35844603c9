import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/schema/index.ts';
import {
  CODE_LINES_PER_MINUTE,
  PROSE_WORDS_PER_MINUTE,
  lessonMap,
  readingLoad,
  readingMinutes,
  readingTimeText,
} from '../../../src/site/lessonMap.ts';

const program = '#include <stdio.h>\n\nint main(void) {\n    return 0;\n}\n';

describe('what a lesson asks a student to read', () => {
  it('counts the words of prose, with inline Markdown read as its text', () => {
    const blocks: Block[] = [
      { type: 'heading', level: 2, text: 'Two words' },
      { type: 'card', title: 'A title', text: 'One **bold** `word`.\n\nA [link](/unit1/hello) here.' },
      { type: 'list', ordered: false, items: ['one', 'two three'] },
    ];
    expect(readingLoad({ title: 'Lesson', blocks })).toEqual({ words: 1 + 2 + 2 + 3 + 3 + 3, codeLines: 0 });
  });

  it('counts code by its non-blank lines, outputs included, and never a hidden solution', () => {
    const blocks = [
      { type: 'code', language: 'c', code: program, output: 'a\nb\n' },
      {
        type: 'challenge',
        title: 'Do it',
        prompt: 'Print nothing.',
        solution: program,
        tests: [{ input: '', output: '\n' }],
      },
    ] as Block[];
    const load = readingLoad({ title: 'L', blocks });
    // 4 lines of code and 2 of output; the challenge's title and prompt, not its solution.
    expect(load).toEqual({ words: 1 + 2 + 2, codeLines: 6 });
  });

  it("counts a quiz's question, options and program, not the explanations shown after answering", () => {
    const quiz = {
      type: 'quiz',
      kind: 'output',
      question: 'What does it print?',
      program,
      options: [
        { output: '1\n', correct: true, explanation: 'A long explanation nobody reads before answering.' },
        { output: '2\n', correct: false, explanation: 'Another one.' },
      ],
    } as Block;
    expect(readingLoad({ title: 'L', blocks: [quiz] })).toEqual({ words: 1 + 4, codeLines: 4 + 2 });
  });
});

describe('reading time', () => {
  it('adds prose and code at their own speeds, rounding up to whole minutes', () => {
    expect(readingMinutes({ words: PROSE_WORDS_PER_MINUTE, codeLines: 0 })).toBe(1);
    expect(readingMinutes({ words: PROSE_WORDS_PER_MINUTE + 1, codeLines: 0 })).toBe(2);
    expect(readingMinutes({ words: PROSE_WORDS_PER_MINUTE * 3, codeLines: CODE_LINES_PER_MINUTE * 2 })).toBe(
      5,
    );
  });

  it('is at least a minute, even for an almost empty lesson', () => {
    expect(readingMinutes({ words: 0, codeLines: 0 })).toBe(1);
  });

  it('comes with what the lesson teaches, or with nothing to list', () => {
    const blocks: Block[] = [{ type: 'heading', level: 2, text: 'Hi' }];
    expect(lessonMap({ title: 'L', blocks, teaches: ['`main`'] })).toEqual({
      teaches: ['`main`'],
      minutes: 1,
      readingTime: 'about 1 min',
    });
    expect(lessonMap({ title: 'L', blocks })).toEqual({
      teaches: [],
      minutes: 1,
      readingTime: 'about 1 min',
    });
  });

  it('is written in minutes, and in hours and minutes from an hour on, without "0 min"', () => {
    expect(readingTimeText(1)).toBe('about 1 min');
    expect(readingTimeText(59)).toBe('about 59 min');
    expect(readingTimeText(60)).toBe('about 1 h');
    expect(readingTimeText(75)).toBe('about 1 h 15 min');
    expect(readingTimeText(121)).toBe('about 2 h 1 min');
  });
});
