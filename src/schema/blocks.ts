import { z } from 'zod';
import { codeLanguages } from './languages.ts';
import { blockType } from './blockType.ts';
import { quizBlock } from './quiz.ts';
import { parsonsBlockWith } from './parsons.ts';
import { cellText, exactText, inlineText, programInput, programText, richText } from './text.ts';
import { traceField } from './trace.ts';

/** A section heading. Level 2 starts a section, level 3 a sub-section. */
export const headingBlock = z
  .strictObject({
    type: blockType('heading', 'a section heading'),
    /** The heading text. */
    text: inlineText.meta({ description: 'The heading text.', examples: ['What is a pointer?'] }),
    /** 2 for a section, 3 for a sub-section. */
    level: z
      .union([z.literal(2), z.literal(3)])
      .default(2)
      .meta({ description: '2 for a section (the default), 3 for a sub-section.', examples: [3] }),
  })
  .meta({ description: 'A section heading.', examples: [{ type: 'heading', text: 'Pointers' }] });

/** An explanatory card: a box of prose with an optional title. */
export const cardBlock = z
  .strictObject({
    type: blockType('card', 'a box of explanation'),
    title: inlineText
      .optional()
      .meta({ description: 'Optional title shown at the top of the card.', examples: ['Why learn C?'] }),
    text: richText.meta({
      description: 'The explanation. Separate paragraphs with a blank line.',
      examples: ['A **pointer** holds the address of another variable.'],
    }),
  })
  .meta({
    description: 'An explanatory card of prose.',
    examples: [{ type: 'card', title: 'Why C?', text: 'C is fast and portable.' }],
  });

/** A bullet or numbered list. */
export const listBlock = z
  .strictObject({
    type: blockType('list', 'a bullet or numbered list'),
    title: inlineText
      .optional()
      .meta({ description: 'Optional title shown above the list.', examples: ['Features of C'] }),
    ordered: z
      .boolean()
      .default(false)
      .meta({ description: 'true for a numbered list; false (the default) for bullets.', examples: [true] }),
    items: z
      .array(inlineText)
      .min(1, 'needs at least one item')
      .meta({ description: 'The items, one per line starting with "- ".', examples: [['Fast', 'Portable']] }),
  })
  .meta({
    description: 'A bullet or numbered list.',
    examples: [{ type: 'list', items: ['Fast', 'Portable'] }],
  });

/** A comparison table. Every row has one cell per column. */
export const tableBlock = z
  .strictObject({
    type: blockType('table', 'a table with a heading row'),
    title: inlineText
      .optional()
      .meta({ description: 'Optional caption shown above the table.', examples: ['Common data types'] }),
    columns: z
      .array(inlineText)
      .min(1, 'needs at least one column')
      .meta({ description: 'The column headings.', examples: [['Type', 'Size']] }),
    rows: z
      .array(z.array(cellText))
      .min(1, 'needs at least one row')
      .meta({
        description: 'The rows; each row is a list with one cell per column.',
        examples: [[['int', '4 bytes']]],
      }),
  })
  .meta({
    description: 'A comparison table.',
    examples: [{ type: 'table', columns: ['Type', 'Size'], rows: [['int', '4 bytes']] }],
  });

/** One source file of a sample spread over several files. */
export const sourceFile = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[ch]$/, 'must be a C file name such as main.c or stack.h')
    .meta({ description: 'The file name, such as main.c or stack.h.', examples: ['main.c'] }),
  code: programText('is empty: paste the file here').meta({
    description: 'The contents of the file. Use a block (|) so that indentation is kept.',
    examples: ['int add(int a, int b);\n'],
  }),
});

/** Command-line arguments: what a program finds in argv[1], argv[2], … */
const commandArgs = z
  .array(exactText())
  .min(1, "is empty: list the arguments, or remove 'args:'")
  .meta({
    description:
      'Command-line arguments the program is run with, as argv[1], argv[2], … (argv[0] is the program name).',
    examples: [['scores.txt'], ['-n', '3']],
  });

/** What the checker does with a C sample. */
const codeFields = {
  title: inlineText
    .optional()
    .meta({ description: 'Optional title shown above the code.', examples: ['hello.c'] }),
  language: z
    .string()
    .default('c')
    .meta({
      description:
        'The language, for highlighting: c (the default), bash (or shell) for commands, text or output for plain text.',
      examples: ['bash', 'c', 'text'],
      // Editors get the list to choose from; the validator explains a wrong name (src/content/checks.ts).
      enum: Object.keys(codeLanguages),
    }),
  code: programText('is empty: paste the code here')
    .optional()
    .meta({
      description: 'The code. Use a block (|) so that indentation is kept.',
      examples: ['#include <stdio.h>\n\nint main(void) {\n    printf("Hi\\n");\n    return 0;\n}\n'],
    }),
  files: z
    .array(sourceFile)
    .min(2, 'needs at least two files (use "code" for a single file)')
    .optional()
    .meta({
      description: 'For a program spread over several files: each file with its name and code.',
      examples: [
        [
          { name: 'add.h', code: 'int add(int a, int b);\n' },
          {
            name: 'main.c',
            code: '#include <stdio.h>\n#include "add.h"\n\nint main(void) {\n    printf("%d\\n", add(2, 3));\n    return 0;\n}\n\nint add(int a, int b) { return a + b; }\n',
          },
        ],
      ],
    }),
  fragment: z
    .boolean()
    .default(false)
    .meta({
      description:
        'true when the code is a fragment, not a complete program: it is only syntax-checked, not run.',
      examples: [true],
    }),
  compiles: z
    .boolean()
    .default(true)
    .meta({
      description:
        'false for a fragment that shows a mistake on purpose: the checker then requires that it fails to compile.',
      examples: [false],
    }),
  mistake: z
    .boolean()
    .optional()
    .meta({
      description:
        'true for code that shows a mistake on purpose (a bug that compiles): it is drawn in a "don\'t copy" style, without a Copy button. Code marked compiles: false is shown this way already.',
      examples: [true],
    }),
  fix: programText('is empty: paste the corrected code or remove the field')
    .optional()
    .meta({
      description:
        'The corrected code, shown right under a mistake (mistake: true or compiles: false), with a Copy button. It must compile.',
      examples: ['int x = 5;\nprintf("%d\\n", x);\n'],
    }),
  input: programInput()
    .optional()
    .meta({ description: 'What the program reads from standard input when it is run.', examples: ['3 4\n'] }),
  args: commandArgs.optional(),
  output: exactText()
    .optional()
    .meta({
      description:
        'What the program prints. Required for a complete C program; checked by npm run check:samples.',
      examples: ['Hello, World!\n'],
    }),
  trace: traceField.optional(),
  predict: z
    .boolean()
    .optional()
    .meta({
      description:
        'true asks the student to predict the output before the first Run (a complete C program with output: only). Mark a sample whose output surprises or teaches.',
      examples: [true],
    }),
};

/** A code sample with an optional title, a language label and a copy button. */
export const codeBlock = z.strictObject({ type: blockType('code', 'a code sample'), ...codeFields }).meta({
  description: 'A code sample. A complete C program declares its output, which is checked.',
  examples: [
    {
      type: 'code',
      title: 'hello.c',
      code: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello\\n");\n    return 0;\n}\n',
      output: 'Hello\n',
    },
  ],
});

/** One test case of a challenge: what goes in, what must come out. */
export const testCase = z.strictObject({
  name: inlineText
    .optional()
    .meta({ description: 'A short name for the case.', examples: ['a 3 by 4 rectangle'] }),
  input: programInput()
    .default('')
    .meta({ description: 'Standard input for the program.', examples: ['3 4\n'] }),
  output: exactText().meta({
    description: 'The exact output the program must print.',
    examples: ['Area: 12\n'],
  }),
  hint: inlineText.optional().meta({
    description:
      'What this test tries, in the student’s words, without giving the code away: shown when an attempt fails this test, before the solution. Every test needs one (npm run validate says which lack it).',
    examples: ['A negative number: does your program keep the minus sign?'],
  }),
  args: commandArgs.optional(),
  status: z
    .number()
    .int('must be a whole number from 0 to 255')
    .min(0, 'must be a whole number from 0 to 255')
    .max(255, 'must be a whole number from 0 to 255')
    .optional()
    .meta({
      description:
        'The exit status main must return (or pass to exit) when it is not 0: 1 for EXIT_FAILURE on Linux.',
      examples: [1],
    }),
});

/** A mutant of a solution that no test can tell apart from it, and why. */
export const equivalentMutant = z.strictObject({
  mutant: exactText("is empty: paste the mutant's name as npm run check:challenges prints it").meta({
    description:
      'The name of a mutant (a small change to the solution), exactly as npm run check:challenges prints it.',
    examples: ['`i < n / 2` → `i <= n / 2` in `for (size_t i = 0; i < n / 2; i++) {`'],
  }),
  reason: exactText('is empty: say in one line why the change makes no difference').meta({
    description:
      'One line: why the changed program behaves like the solution on every input the prompt allows.',
    examples: ['When i reaches n / 2 it compares the middle letter with itself, or a pair already compared.'],
  }),
});

/** Another correct answer to a challenge, written differently: the tests must accept it too. */
export const alternativeSolution = z
  .strictObject({
    note: inlineText.meta({
      description:
        'One line: how this answer differs from the model solution (another loop, algorithm or input function).',
      examples: ['Reads with getchar instead of scanf.'],
    }),
    code: programText('is empty: paste the program or remove this alternative')
      .optional()
      .meta({
        description: 'A complete C program (for a challenge whose solution is one file).',
        examples: [
          '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf("%d%d", &a, &b);\n    printf("%d\\n", b + a);\n    return 0;\n}\n',
        ],
      }),
    files: z
      .array(sourceFile)
      .min(2, 'needs at least two files (use "code" for a single file)')
      .optional()
      .meta({
        description: 'For a challenge answered with solutionFiles: each file with its name and code.',
        examples: [
          [
            { name: 'add.h', code: 'int add(int a, int b);\n' },
            { name: 'add.c', code: '#include "add.h"\n\nint add(int a, int b) { return b + a; }\n' },
            {
              name: 'main.c',
              code: '#include <stdio.h>\n#include "add.h"\n\nint main(void) {\n    printf("%d\\n", add(2, 3));\n    return 0;\n}\n',
            },
          ],
        ],
      }),
  })
  .refine((a) => (a.code === undefined) !== (a.files === undefined), {
    message: "needs either 'code:' (one file) or 'files:' (several), not both",
  });

/** A practice challenge with an optional collapsible solution. */
export const challengeBlock = z
  .strictObject({
    type: blockType('challenge', 'a practice exercise'),
    title: inlineText.meta({ description: 'The challenge name.', examples: ['Count Occurrences'] }),
    prompt: richText.meta({
      description: 'What the student must do. Separate paragraphs with a blank line.',
      examples: ['Read two integers and print their sum.'],
    }),
    starter: programText()
      .optional()
      .meta({
        description: 'Optional starting code for the student.',
        examples: ['#include <stdio.h>\n\nint main(void) {\n    /* your code here */\n    return 0;\n}\n'],
      }),
    solution: programText('is empty: paste the solution or remove the field')
      .optional()
      .meta({
        description:
          'A complete C program that solves the challenge. Hidden until the student opens it. Needs tests.',
        examples: [
          '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    if (scanf("%d %d", &a, &b) != 2) return 1;\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
        ],
      }),
    solutionFiles: z
      .array(sourceFile)
      .min(2, 'needs at least two files (use "solution" for a single file)')
      .optional()
      .meta({
        description:
          "For an answer spread over several files: each file with its name and code, like a code block's files. Hidden until the student opens it. Use it instead of solution, not with it. Needs tests.",
        examples: [
          [
            { name: 'add.h', code: 'int add(int a, int b);\n' },
            { name: 'add.c', code: '#include "add.h"\n\nint add(int a, int b) { return a + b; }\n' },
            {
              name: 'main.c',
              code: '#include <stdio.h>\n#include "add.h"\n\nint main(void) {\n    printf("%d\\n", add(2, 3));\n    return 0;\n}\n',
            },
          ],
        ],
      }),
    showSolution: z
      .boolean()
      .default(true)
      .meta({
        description:
          'false keeps the model solution off the page (the checks still use it): for a challenge the course leaves to the student.',
        examples: [false],
      }),
    solutionLabel: z
      .enum(['Show Solution', 'View Solution'])
      .default('Show Solution')
      .meta({
        description: 'The label of the button that reveals the solution.',
        examples: ['View Solution'],
      }),
    tests: z
      .array(testCase)
      .optional()
      .meta({
        description: 'Test cases (input and expected output) that the solution must pass.',
        examples: [[{ name: 'two small numbers', input: '2 3\n', output: '5\n' }]],
      }),
    alternatives: z
      .array(alternativeSolution)
      .min(1, "is empty: add an alternative correct answer or remove 'alternatives:'")
      .optional()
      .meta({
        description:
          'Other correct answers, written differently from the solution (another loop, algorithm or input function). Never shown on the page: npm run check:challenges fails when a test rejects one.',
        examples: [
          [
            {
              note: 'Adds with a loop instead of +.',
              code: '#include <stdio.h>\nint main(void) { int a, b; if (scanf("%d %d", &a, &b) != 2) return 1; printf("%d\\n", b + a); return 0; }\n',
            },
          ],
        ],
      }),
    equivalentMutants: z
      .array(equivalentMutant)
      .optional()
      .meta({
        description:
          'Mutants of the solution that behave like it on every valid input, so no test can catch them: each with a one-line reason. npm run check:challenges lists the mutants the tests miss.',
        examples: [
          [
            {
              mutant: '`i < n / 2` → `i <= n / 2` in `for (size_t i = 0; i < n / 2; i++) {`',
              reason: 'At i = n / 2 it compares the middle letter with itself, or a pair already compared.',
            },
          ],
        ],
      }),
  })
  .meta({
    description: 'A practice challenge. A solution needs test cases.',
    examples: [
      {
        type: 'challenge',
        title: 'Sum Two Numbers',
        prompt: 'Read two integers and print their sum.',
        solution:
          '#include <stdio.h>\nint main(void) { int a, b; if (scanf("%d %d", &a, &b) != 2) return 1; printf("%d\\n", a + b); return 0; }\n',
        tests: [{ input: '2 3\n', output: '5\n' }],
      },
    ],
  });

/** A highlighted note, tip or warning. */
export const calloutBlock = z
  .strictObject({
    type: blockType('callout', 'a highlighted note, tip or warning'),
    variant: z
      .enum(['note', 'tip', 'warning'])
      .default('note')
      .meta({
        description: 'note (the default), tip or warning: sets the colour and icon.',
        examples: ['tip'],
      }),
    title: inlineText
      .optional()
      .meta({ description: 'Optional title.', examples: ['Forgetting the & in scanf'] }),
    text: richText.meta({
      description: 'The text of the callout. Separate paragraphs with a blank line.',
      examples: ['`scanf` needs the **address** of each variable: `&n`, not `n`.'],
    }),
  })
  .meta({
    description: 'A highlighted note, tip or warning.',
    examples: [{ type: 'callout', variant: 'warning', text: 'Never use `gets`.' }],
  });

const compareSide = z.strictObject({
  title: inlineText.meta({ description: 'The name of this side.', examples: ['Union'] }),
  items: z
    .array(inlineText)
    .min(1, 'needs at least one item')
    .meta({ description: 'Its points, one per line.', examples: [['Members share one memory location']] }),
});

/** Two things side by side, such as Union vs Structure. */
export const compareBlock = z
  .strictObject({
    type: blockType('compare', 'two things side by side'),
    title: inlineText
      .optional()
      .meta({ description: 'Optional title above the pair.', examples: ['Union vs Structure'] }),
    left: compareSide.meta({
      description: 'The thing shown on the left: a title and its points.',
      examples: [{ title: 'Union', items: ['Members share memory'] }],
    }),
    right: compareSide.meta({
      description: 'The thing shown on the right: a title and its points.',
      examples: [{ title: 'Structure', items: ['Each member has its own memory'] }],
    }),
  })
  .meta({
    description: 'Two things compared side by side.',
    examples: [
      {
        type: 'compare',
        title: 'Union vs Structure',
        left: { title: 'Union', items: ['Shared memory'] },
        right: { title: 'Structure', items: ['Separate memory'] },
      },
    ],
  });

/** A program to put in order, checked by its tests (src/schema/parsons.ts). */
export const parsonsBlock = parsonsBlockWith(testCase);

/** Every block type a lesson can use. Adding one here fails the type check until it has a renderer. */
export const block = z.discriminatedUnion('type', [
  headingBlock,
  cardBlock,
  listBlock,
  tableBlock,
  codeBlock,
  challengeBlock,
  calloutBlock,
  compareBlock,
  quizBlock,
  parsonsBlock,
]);

export type Block = z.output<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
export type CodeBlock = BlockOf<'code'>;
export type ChallengeBlock = BlockOf<'challenge'>;
export type QuizBlock = BlockOf<'quiz'>;
export type ParsonsBlock = BlockOf<'parsons'>;
export type TestCase = z.output<typeof testCase>;
export type EquivalentMutant = z.output<typeof equivalentMutant>;

/** Names of every block type, for "did you mean" hints. */
export const blockTypes: readonly BlockType[] = block.options.map((o) => o.shape.type.value);
