import { z } from 'zod';
import { block } from './blocks.ts';
import { inlineText, routePath } from './text.ts';

/** One lesson file, such as `curriculum/unit1/basics.yaml`. Its route comes from where it lives. */
export const lessonFile = z
  .strictObject({
    title: inlineText.meta({
      description: 'The lesson title, shown in the sidebar and the page heading.',
      examples: ['Pointers Basics'],
    }),
    description: inlineText.optional().meta({
      description: 'One sentence that says what the lesson teaches (used for search engines).',
      examples: ['How pointers hold addresses, and how to use them to change variables.'],
    }),
    teaches: z
      .array(inlineText)
      .min(1, "is empty: list what the lesson teaches, or remove 'teaches:'")
      .optional()
      .meta({
        description: 'What the lesson teaches, a few short points shown at its top with the reading time.',
        examples: [['What a pointer holds', 'How to change a variable through a pointer']],
      }),
    prev: routePath
      .optional()
      .meta({ description: 'Route of the lesson shown as "Previous Topic".', examples: ['/unit1/basics'] }),
    next: routePath
      .optional()
      .meta({ description: 'Route of the lesson shown as "Next Topic".', examples: ['/unit1/control'] }),
    blocks: z
      .array(block)
      .min(1, 'needs at least one block')
      .meta({
        description: 'The content of the lesson, top to bottom. Each block starts with "- type:".',
        examples: [
          [
            { type: 'heading', text: 'What is a pointer?' },
            { type: 'card', text: 'A **pointer** holds the address of another variable.' },
          ],
        ],
      }),
  })
  .meta({ title: 'Lesson', description: 'A lesson page: a title and a list of content blocks.' });

export type LessonFile = z.output<typeof lessonFile>;
