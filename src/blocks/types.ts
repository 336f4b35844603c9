import type { ServedBlock } from '../content/model.ts';
import type { BlockType } from '../schema/index.ts';

/**
 * A block of type K as a lesson's chunk serves it: the block as written, except that a quiz comes
 * as its face, without the answers (see src/content/quizServe.ts).
 */
export type ServedOf<K extends BlockType> = Extract<ServedBlock, { type: K }>;

/** What every block component receives: its block, and the level its own title should use. */
export interface BlockProps<K extends BlockType> {
  block: ServedOf<K>;
  /** The heading level for the block's title, so headings never skip a level (h2 → h4). */
  titleLevel: 2 | 3 | 4;
}

export type BlockComponent<K extends BlockType> = (props: BlockProps<K>) => React.ReactNode;
