import { z } from 'zod';
import { inlineText, richText } from './text.ts';

/** A section heading. Level 2 starts a section, level 3 a sub-section. */
export const headingBlock = z
  .strictObject({
    type: z.literal('heading'),
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
    type: z.literal('card'),
    title: inlineText.optional().meta({ description: 'Optional title shown at the top of the card.' }),
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
    type: z.literal('list'),
    title: inlineText.optional().meta({ description: 'Optional title shown above the list.' }),
    ordered: z
      .boolean()
      .default(false)
      .meta({ description: 'true for a numbered list; false (the default) for bullets.' }),
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
    type: z.literal('table'),
    title: inlineText.optional().meta({ description: 'Optional caption shown above the table.' }),
    columns: z
      .array(inlineText)
      .min(1, 'needs at least one column')
      .meta({ description: 'The column headings.', examples: [['Type', 'Size']] }),
    rows: z
      .array(z.array(z.string()))
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
  code: z.string().min(1, 'is empty: paste the file here').meta({ description: 'The contents of the file.' }),
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
      description: 'The language, for highlighting: c (the default), bash, text or output.',
      examples: ['bash'],
    }),
  code: z
    .string()
    .min(1, 'is empty: paste the code here')
    .optional()
    .meta({ description: 'The code. Use a block (|) so that indentation is kept.' }),
  files: z
    .array(sourceFile)
    .min(2, 'needs at least two files (use "code" for a single file)')
    .optional()
    .meta({ description: 'For a program spread over several files: each file with its name and code.' }),
  fragment: z.boolean().default(false).meta({
    description:
      'true when the code is a fragment, not a complete program: it is only syntax-checked, not run.',
  }),
  compiles: z.boolean().default(true).meta({
    description:
      'false for a fragment that shows a mistake on purpose: the checker then requires that it fails to compile.',
  }),
  input: z
    .string()
    .optional()
    .meta({ description: 'What the program reads from standard input when it is run.' }),
  output: z.string().optional().meta({
    description:
      'What the program prints. Required for a complete C program; checked by npm run check:samples.',
  }),
};

/** A code sample with an optional title, a language label and a copy button. */
export const codeBlock = z.strictObject({ type: z.literal('code'), ...codeFields }).meta({
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
  name: inlineText.optional().meta({ description: 'A short name for the case.' }),
  input: z.string().default('').meta({ description: 'Standard input for the program.' }),
  output: z.string().meta({ description: 'The exact output the program must print.' }),
});

/** A practice challenge with an optional collapsible solution. */
export const challengeBlock = z
  .strictObject({
    type: z.literal('challenge'),
    title: inlineText.meta({ description: 'The challenge name.', examples: ['Count Occurrences'] }),
    prompt: richText.meta({
      description: 'What the student must do. Separate paragraphs with a blank line.',
    }),
    starter: z.string().optional().meta({ description: 'Optional starting code for the student.' }),
    solution: z.string().min(1, 'is empty: paste the solution or remove the field').optional().meta({
      description: 'A complete C program that solves the challenge. Hidden until the student opens it.',
    }),
    solutionLabel: z
      .enum(['Show Solution', 'View Solution'])
      .default('Show Solution')
      .meta({ description: 'The label of the button that reveals the solution.' }),
    tests: z
      .array(testCase)
      .optional()
      .meta({ description: 'Test cases (input and expected output) that the solution must pass.' }),
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
    type: z.literal('callout'),
    variant: z
      .enum(['note', 'tip', 'warning'])
      .default('note')
      .meta({ description: 'note, tip or warning: sets the colour and icon.' }),
    title: inlineText.optional().meta({ description: 'Optional title.' }),
    text: richText.meta({ description: 'The text of the callout.' }),
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
    .meta({ description: 'Its points, one per line.' }),
});

/** Two things side by side, such as Union vs Structure. */
export const compareBlock = z
  .strictObject({
    type: z.literal('compare'),
    title: inlineText.optional().meta({ description: 'Optional title above the pair.' }),
    left: compareSide,
    right: compareSide,
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
]);

export type Block = z.output<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
export type CodeBlock = BlockOf<'code'>;
export type ChallengeBlock = BlockOf<'challenge'>;
export type TestCase = z.output<typeof testCase>;

/** Names of every block type, for "did you mean" hints. */
export const blockTypes: readonly BlockType[] = block.options.map((o) => o.shape.type.value);
