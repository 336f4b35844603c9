import type { BlockOf, BlockType } from '../schema/index.ts';

/** What every block component receives: its block, and the level its own title should use. */
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
  /** The heading level for the block's title, so headings never skip a level (h2 → h4). */
  titleLevel: 2 | 3 | 4;
}

export type BlockComponent<K extends BlockType> = (props: BlockProps<K>) => React.ReactNode;
