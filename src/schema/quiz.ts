import { z } from 'zod';
import { blockType } from './blockType.ts';
import { exactText, inlineText, programInput, programText, richText } from './text.ts';

/**
 * The blank in a quiz's program: `npm run check:quizzes` puts each option's `code` (or each accepted
 * `fill` answer) in its place and runs the result, so the key is proven by the compiler.
 */
export const QUIZ_BLANK = '___';

const PROGRAM_EXAMPLE =
  '#include <stdio.h>\n\nint main(void) {\n    printf("%d\\n", 7 / 2);\n    return 0;\n}\n';

/** One option of a `choice` or `output` question. */
export const quizOption = z.strictObject({
  text: inlineText.optional().meta({
    description:
      'What the option says (choice questions). May use `code`, **bold** and links. Give text, code or both.',
    examples: ['It prints the address of x', 'Integer division truncates toward zero'],
  }),
  code: exactText('is empty: write the code of the option or remove the field')
    .optional()
    .meta({
      description: `C code the option stands for (choice questions), shown as code. When the question's program has a blank (${QUIZ_BLANK}), this is what fills it, and the checker runs it.`,
      examples: ['7.0 / 2', 'if (x == 5)'],
    }),
  output: exactText()
    .optional()
    .meta({
      description:
        "A possible output of the question's program (output questions): shown exactly as written, like a program's output.",
      examples: ['3\n', '3.5\n'],
    }),
  correct: z
    .boolean()
    .default(false)
    .meta({
      description:
        'true for a right answer. A choice question may have several; an output question has exactly one.',
      examples: [true],
    }),
  explanation: inlineText.meta({
    description: 'One line that says why this option is right or wrong, shown after the student answers.',
    examples: ['Both operands are int, so the division is done in whole numbers and 3.5 becomes 3.'],
  }),
});

/** A quick question that checks one idea of the lesson, answered on the page and never sent anywhere. */
export const quizBlock = z
  .strictObject({
    type: blockType('quiz', 'a quick question with its answer'),
    kind: z.enum(['choice', 'output', 'fill']).meta({
      description:
        'choice: pick one or several options; output: what does the program print (typed, or picked from options); fill: type a short answer such as %zu.',
      examples: ['choice', 'output', 'fill'],
    }),
    question: richText.meta({
      description: 'The question. Separate paragraphs with a blank line.',
      examples: ['What does this program print?'],
    }),
    code: programText('is empty: paste the code or remove the field')
      .optional()
      .meta({
        description:
          'A piece of C code shown with the question. It is not run: to ask what code prints, use program instead.',
        examples: ['int a[5];\nint *p = a;\n'],
      }),
    program: programText('is empty: paste the program or remove the field')
      .optional()
      .meta({
        description: `A complete C program shown with the question and run by npm run check:quizzes. Required for output questions. In a choice or fill question it has a blank (${QUIZ_BLANK}) that each option's code (or each accepted answer) fills.`,
        examples: [PROGRAM_EXAMPLE],
      }),
    input: programInput()
      .optional()
      .meta({
        description: 'What the program reads from standard input when it is run.',
        examples: ['abc\n'],
      }),
    options: z
      .array(quizOption)
      .min(
        2,
        "needs at least two options: list the possible answers, each starting with '- text:' or '- code:' and with its 'explanation:'",
      )
      .optional()
      .meta({
        description:
          'The options to choose from: required for choice questions, and for output questions answered by picking.',
        examples: [
          [
            { code: '7 / 2', correct: true, explanation: 'Both operands are int: the result is 3.' },
            { code: '7.0 / 2', explanation: 'One operand is a double, so the result is 3.5.' },
          ],
        ],
      }),
    answer: exactText('is empty: write the answer')
      .optional()
      .meta({
        description:
          'The answer the student types: for an output question, exactly what the program prints (checked by npm run check:quizzes); for a fill question, the expected word or symbol.',
        examples: ['3\n', '%zu'],
      }),
    accept: z
      .array(exactText('is empty: write the answer or remove the line'))
      .min(1, 'needs at least one answer')
      .optional()
      .meta({
        description: 'Fill questions: other answers that are also right, such as a spelling with spaces.',
        examples: [['%zd']],
      }),
    explanation: richText.optional().meta({
      description:
        'Output and fill questions: why the answer is what it is, shown after the student answers. (Options carry their own explanation.)',
      examples: ['`7 / 2` divides two ints, so the result is the int 3: the fraction is dropped.'],
    }),
    prints: exactText()
      .optional()
      .meta({
        description: `With a blank (${QUIZ_BLANK}) in the program: what the program prints when the blank holds a right answer. The checker requires exactly this for every right option or accepted answer, and something else for every wrong option.`,
        examples: ['3.5\n'],
      }),
  })
  .meta({
    description:
      'A quick question with its answer. Output questions (and questions whose program has a blank) are proven by npm run check:quizzes.',
    examples: [
      {
        type: 'quiz',
        kind: 'output',
        question: 'What does this program print?',
        program: PROGRAM_EXAMPLE,
        answer: '3\n',
        explanation: '`7 / 2` divides two ints, so the result is 3.',
      },
    ],
  });

export type QuizOption = z.output<typeof quizOption>;
