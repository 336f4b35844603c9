import { z } from 'zod';
import { blockType } from './blockType.ts';
import { exactText, inlineText, programText, richText } from './text.ts';

const PROGRAM_EXAMPLE =
  '#include <stdio.h>\n\nint main(void) {\n    int n;\n    if (scanf("%d", &n) != 1) return 1;\n    for (int i = 1; i <= n; i++) {\n        printf("%d\\n", i);\n    }\n    return 0;\n}\n';

/**
 * A Parsons problem: the lines of a program, shuffled, for the student to put in order. Made from
 * the challenges' test case (passed in: blocks.ts defines it and imports this file).
 */
export function parsonsBlockWith<T extends z.ZodType>(testCase: T) {
  return z
    .strictObject({
      type: blockType('parsons', 'a program to put in order (a Parsons problem)'),
      title: inlineText.meta({ description: 'The problem name.', examples: ['Count to n'] }),
      prompt: richText.meta({
        description: 'What the arranged program must do. Separate paragraphs with a blank line.',
        examples: ['Put the lines in order so that the program prints 1 to n, one number a line.'],
      }),
      code: programText('is empty: paste the model program, whose lines the student arranges').meta({
        description:
          'The model program. Each line that is not blank becomes one piece to arrange; the page indents the arranged lines by their braces, so the indentation written here is not shown.',
        examples: [PROGRAM_EXAMPLE],
      }),
      distractors: z
        .array(exactText('is empty: write a wrong line or remove it'))
        .optional()
        .meta({
          description:
            "Wrong lines mixed among the pieces, each one line: a student's mistake on one of the model's lines (`<` for `<=`, a missing `&`). npm run check:parsons fails when one could replace its line, or be added, and the program still pass the tests.",
          examples: [['    for (int i = 1; i < n; i++) {', '    if (scanf("%d", n) != 1) return 1;']],
        }),
      tests: z
        .array(testCase)
        .min(1, 'needs at least one test: the input and the output the arranged program must print')
        .meta({
          description: 'Test cases the arranged program must pass, as a challenge has them.',
          examples: [[{ input: '3\n', output: '1\n2\n3\n' }]],
        }),
    })
    .meta({
      description: 'A Parsons problem: the lines of a program, shuffled, to put in order and check.',
      examples: [
        {
          type: 'parsons',
          title: 'Count to n',
          prompt: 'Put the lines in order so that the program prints 1 to n.',
          code: PROGRAM_EXAMPLE,
          distractors: ['    for (int i = 1; i < n; i++) {'],
          tests: [{ input: '3\n', output: '1\n2\n3\n' }],
        },
      ],
    });
}
