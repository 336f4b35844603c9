import type { Curriculum } from '../content/model.ts';
import { paragraphs, plainText } from '../inline/parse.ts';
import type { BlockOf, BlockType } from '../schema/index.ts';
import { slugify } from '../inline/slug.ts';

/** One searchable section of a lesson: from a heading to the next (or the page's top to the first). */
export interface SearchDocument {
  /** `/unit2/pointers#pointer-arithmetic`: unique across the site. */
  id: string;
  route: string;
  /** The heading's anchor, or '' for the part of the lesson above its first heading. */
  anchor: string;
  lesson: string;
  /** The section's heading (the lesson's title for the part above the first heading). */
  heading: string;
  /** The section's prose: cards, lists, tables, callouts, comparisons, challenge prompts. */
  text: string;
  /** The section's code: samples and starter code (never a hidden solution). */
  code: string;
}

interface Parts {
  text: string[];
  code: string[];
}

const prose = (text: string | undefined) => (text === undefined ? [] : paragraphs(text).map(plainText));
const line = (text: string | undefined) => (text === undefined ? [] : [plainText(text)]);

/**
 * What each block type adds to its section. A mapped type, like the renderer registry: a new block
 * type fails the type check until it says what of it can be found by search.
 */
const collect: { [K in BlockType]: (block: BlockOf<K>, into: Parts) => void } = {
  heading: () => undefined, // starts a section instead (see sections below)
  card: (b, into) => into.text.push(...line(b.title), ...prose(b.text)),
  list: (b, into) => into.text.push(...line(b.title), ...b.items.map(plainText)),
  table: (b, into) =>
    into.text.push(
      ...line(b.title),
      b.columns.map(plainText).join(' · '),
      ...b.rows.map((r) => r.map(plainText).join(' · ')),
    ),
  code: (b, into) => {
    into.text.push(...line(b.title));
    into.code.push(...(b.files ? b.files.map((f) => f.code) : [b.code ?? '']));
  },
  challenge: (b, into) => {
    into.text.push(plainText(b.title), ...prose(b.prompt));
    if (b.starter) into.code.push(b.starter);
  },
  callout: (b, into) => into.text.push(...line(b.title), ...prose(b.text)),
  // The question and what it shows, never its options or explanations: search must not give answers.
  quiz: (b, into) => {
    into.text.push(...prose(b.question));
    if (b.code) into.code.push(b.code);
    if (b.program) into.code.push(b.program);
  },
  // Its title and prompt, never its lines: a snippet of them in order would give the answer away.
  parsons: (b, into) => into.text.push(plainText(b.title), ...prose(b.prompt)),
  compare: (b, into) =>
    into.text.push(
      ...line(b.title),
      ...[b.left, b.right].flatMap((side) => [plainText(side.title), ...side.items.map(plainText)]),
    ),
};

function add<K extends BlockType>(block: BlockOf<K>, into: Parts) {
  (collect[block.type] as (b: BlockOf<K>, into: Parts) => void)(block, into);
}

/**
 * The derive stage's search view of the curriculum: every lesson cut into sections at its headings,
 * each with the anchor the page gives that heading, so a result opens at the right place.
 */
export function searchDocuments(curriculum: Pick<Curriculum, 'lessons'>): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const lesson of curriculum.lessons) {
    let current = { anchor: '', heading: lesson.title, parts: { text: [], code: [] } as Parts };
    const flush = () => {
      const { anchor, heading, parts } = current;
      if (anchor === '' && parts.text.length === 0 && parts.code.length === 0) return;
      documents.push({
        id: `${lesson.route}#${anchor}`,
        route: lesson.route,
        anchor,
        lesson: lesson.title,
        heading,
        text: parts.text.filter(Boolean).join('\n'),
        code: parts.code.join('\n'),
      });
    };
    for (const block of lesson.blocks) {
      if (block.type === 'heading') {
        flush();
        current = {
          anchor: slugify(block.text),
          heading: plainText(block.text),
          parts: { text: [], code: [] },
        };
      } else add(block, current.parts);
    }
    flush();
  }
  // Two headings with the same text share an anchor (the page gives both the same id, and the link
  // opens the first): both sections stay findable under ids of their own.
  const seen = new Map<string, number>();
  return documents.map((d) => {
    const n = (seen.get(d.id) ?? 0) + 1;
    seen.set(d.id, n);
    return n === 1 ? d : { ...d, id: `${d.id}~${n}` };
  });
}
