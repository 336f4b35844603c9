import { z } from 'zod';
import { inlineText } from './text.ts';

const feature = z.strictObject({
  title: inlineText.meta({ description: 'Feature title.', examples: ['Comprehensive Content'] }),
  text: inlineText.meta({
    description: 'One or two sentences.',
    examples: ['All five units of the syllabus, with clear explanations.'],
  }),
});

/** `curriculum/site.yaml`: everything on the site that is not a lesson. */
export const siteFile = z
  .strictObject({
    name: inlineText.meta({
      description: 'The site name, used in every page title.',
      examples: ['C Programming'],
    }),
    logo: z
      .strictObject({
        text: inlineText.meta({
          description: 'The logo text at the top of the sidebar.',
          examples: ['C Programming'],
        }),
        tagline: inlineText.meta({
          description: 'The syllabus line under the logo.',
          examples: ['University C Programming Syllabus'],
        }),
      })
      .meta({
        description: 'The logo at the top of the sidebar.',
        examples: [{ text: 'C Programming', tagline: 'University C Programming Syllabus' }],
      }),
    hero: z
      .strictObject({
        title: inlineText.meta({
          description: 'The big home page heading.',
          examples: ['Master C Programming'],
        }),
        subtitle: inlineText.meta({
          description: 'The line under the heading.',
          examples: ['The complete syllabus for beginners.'],
        }),
        button: inlineText.meta({
          description: 'The label of the button that opens the first lesson.',
          examples: ['Start Learning'],
        }),
      })
      .meta({
        description: 'The top of the home page: a big heading, a line under it and a button.',
        examples: [
          { title: 'Master C Programming', subtitle: 'From your first program.', button: 'Start Learning' },
        ],
      }),
    features: z
      .array(feature)
      .length(3, 'needs exactly three feature cards')
      .meta({
        description: 'The three feature cards on the home page, each with a title and a text.',
        examples: [
          [
            { title: 'Comprehensive Content', text: 'All five units of the syllabus.' },
            { title: 'Practical Examples', text: 'Complete programs with their output.' },
            { title: 'Beginner Friendly', text: 'Step by step from the basics.' },
          ],
        ],
      }),
    unitsHeading: inlineText.meta({
      description: 'Heading above the grid of units.',
      examples: ['Course Units'],
    }),
    footer: z
      .strictObject({
        company: inlineText.meta({
          description: 'The training company name.',
          examples: ['Example Software Training'],
        }),
        promotion: inlineText.meta({
          description: 'The course promotion text.',
          examples: ['Learn C with an instructor, in person or online.'],
        }),
        courses: z
          .array(inlineText)
          .min(1)
          .meta({
            description: 'The kinds of course offered, such as in-person and online.',
            examples: [['In-person classroom courses', 'Live online courses']],
          }),
        address: z
          .array(inlineText)
          .min(1)
          .meta({
            description: 'The postal address, one line per item.',
            examples: [['12 Example Road', 'Hyderabad, Telangana 500001', 'India']],
          }),
        phone: inlineText.meta({ description: 'The phone number.', examples: ['+91 00000 00000'] }),
      })
      .meta({
        description: 'The footer of every page: the training company and how to reach it.',
        examples: [
          {
            company: 'Example Software Training',
            promotion: 'Learn C with an instructor.',
            courses: ['Live online courses'],
            address: ['Hyderabad', 'India'],
            phone: '+91 00000 00000',
          },
        ],
      }),
    badge: z
      .strictObject({
        photo: z
          .string()
          .regex(
            /^\/[A-Za-z0-9_./-]+\.(svg|png|jpe?g|webp)$/,
            'must be a path under public/, such as /images/photo.svg',
          )
          .meta({
            description: 'The round photo: a file under public/, written from the /.',
            examples: ['/images/badge-photo.svg'],
          }),
        name: inlineText.meta({ description: 'The name shown on the badge.', examples: ['Dr. A. Name'] }),
        role: inlineText.meta({ description: 'The role.', examples: ['Co-founder'] }),
        company: inlineText.meta({ description: 'The software company.', examples: ['Example Software'] }),
        city: inlineText.meta({ description: 'The city.', examples: ['Hyderabad'] }),
      })
      .meta({
        description: 'The badge of the course author: photo, name, role, company and city.',
        examples: [
          {
            photo: '/images/badge-photo.svg',
            name: 'Dr. A. Name',
            role: 'Co-founder',
            company: 'Example Software',
            city: 'Hyderabad',
          },
        ],
      }),
    editUrl: z
      .string()
      .regex(
        /^https?:\/\/[^\s[\]]+\/$/,
        "must be the web address of the project's files in its repository's editor, ending in '/', such as https://github.com/owner/learn-c/edit/main/ (replace any [placeholder])",
      )
      .optional()
      .meta({
        description:
          "Optional: shows an \"Edit this page\" link on every lesson, to its file in the repository. The address of the project's files in the repository's web editor, ending in '/': the lesson's path (curriculum/unit1/basics.yaml) is added to it. Without it, no link is shown.",
        examples: ['https://github.com/owner/learn-c/edit/main/'],
      }),
  })
  .meta({ title: 'Site', description: 'Site-wide texts: logo, home page, footer and badge.' });

export type SiteFile = z.output<typeof siteFile>;
