import { z } from 'zod';
import { inlineText } from './text.ts';

/** A unit's own file, `curriculum/unitN/unit.yaml`: its number, title, and lesson order. */
export const unitFile = z
  .strictObject({
    number: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The unit number shown on the site.', examples: [1] }),
    title: inlineText.meta({ description: 'The unit title.', examples: ['Functions & Pointers'] }),
    description: inlineText.meta({
      description: 'One sentence shown on the home page card.',
      examples: ['Functions, pointers and programs spread over several files.'],
    }),
    lessons: z
      .array(z.string().regex(/^[a-z0-9-]+$/, 'must be a lesson file name without .yaml, such as basics'))
      .min(1, 'needs at least one lesson')
      .meta({
        description: 'The lesson files of this unit, in reading order, without .yaml.',
        examples: [['basics', 'variables']],
      }),
  })
  .meta({
    title: 'Unit',
    description: 'A course unit: number, title, description and its lessons in order.',
  });

export type UnitFile = z.output<typeof unitFile>;
