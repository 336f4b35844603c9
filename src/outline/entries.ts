import { slugify } from '../inline/slug.ts';
import { plainText } from '../inline/parse.ts';
import type { ServedBlock } from '../content/model.ts';

/** One line of the "On this page" outline: a section heading of the lesson. */
export interface OutlineEntry {
  /** The heading's anchor, the same id HeadingBlock gives it. */
  id: string;
  /** The heading's text without its Markdown. */
  text: string;
  /** 2 for a section, 3 for a subsection (shown indented). */
  level: 2 | 3;
}

/**
 * The outline of a lesson, read from the same heading blocks the page renders, in their order.
 * Headings inside blocks (card and challenge titles) are not sections and stay out.
 */
export function outlineOf(blocks: readonly ServedBlock[]): OutlineEntry[] {
  return blocks.flatMap((block) =>
    block.type === 'heading'
      ? [{ id: slugify(block.text), text: plainText(block.text), level: block.level }]
      : [],
  );
}
