import { z } from 'zod';
import { inlineText } from './text.ts';

const feature = z.strictObject({
  title: inlineText.meta({ description: 'Feature title.', examples: ['Comprehensive Content'] }),
  text: inlineText.meta({ description: 'One or two sentences.' }),
});

/** `curriculum/site.yaml`: everything on the site that is not a lesson. */
export const siteFile = z
  .strictObject({
    name: inlineText.meta({
      description: 'The site name, used in every page title.',
      examples: ['C Programming'],
    }),
    logo: z.strictObject({
      text: inlineText.meta({ description: 'The logo text at the top of the sidebar.' }),
      tagline: inlineText.meta({ description: 'The syllabus line under the logo.' }),
    }),
    hero: z.strictObject({
      title: inlineText.meta({
        description: 'The big home page heading.',
        examples: ['Master C Programming'],
      }),
      subtitle: inlineText.meta({ description: 'The line under the heading.' }),
      button: inlineText.meta({
        description: 'The label of the button that opens the first lesson.',
        examples: ['Start Learning'],
      }),
    }),
    features: z.array(feature).length(3, 'needs exactly three feature cards'),
    unitsHeading: inlineText.meta({
      description: 'Heading above the grid of units.',
      examples: ['Course Units'],
    }),
    footer: z.strictObject({
      company: inlineText.meta({ description: 'The training company name.' }),
      promotion: inlineText.meta({ description: 'The course promotion text.' }),
      courses: z
        .array(inlineText)
        .min(1)
        .meta({ description: 'The kinds of course offered, such as in-person and online.' }),
      address: z.array(inlineText).min(1).meta({ description: 'The postal address, one line per item.' }),
      phone: inlineText.meta({ description: 'The phone number.' }),
    }),
    badge: z.strictObject({
      photo: z
        .string()
        .regex(
          /^\/[A-Za-z0-9_./-]+\.(svg|png|jpe?g|webp)$/,
          'must be a path under public/, such as /images/photo.svg',
        )
        .meta({ description: 'The round photo, a path under public/.' }),
      name: inlineText.meta({ description: 'The name shown on the badge.' }),
      role: inlineText.meta({ description: 'The role.', examples: ['Co-founder'] }),
      company: inlineText.meta({ description: 'The software company.' }),
      city: inlineText.meta({ description: 'The city.' }),
    }),
  })
  .meta({ title: 'Site', description: 'Site-wide texts: logo, home page, footer and badge.' });

export type SiteFile = z.output<typeof siteFile>;
