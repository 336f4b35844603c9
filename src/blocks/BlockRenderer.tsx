import type { ServedBlock } from '../content/model.ts';
import type { BlockType } from '../schema/index.ts';
import { renderers } from './registry.ts';
import type { BlockComponent } from './types.ts';

/** Renders one block with the component registered for its type. */
export function BlockRenderer({ block, titleLevel }: { block: ServedBlock; titleLevel: 2 | 3 | 4 }) {
  const Component = renderers[block.type] as BlockComponent<BlockType>;
  return <Component block={block} titleLevel={titleLevel} />;
}

/** The heading level of each block's own title: one below the last section heading before it. */
export function titleLevels(blocks: readonly ServedBlock[]): (2 | 3 | 4)[] {
  let level: 1 | 2 | 3 = 1;
  return blocks.map((block) => {
    if (block.type === 'heading') level = block.level;
    return (level + 1) as 2 | 3 | 4;
  });
}

/** Renders a lesson's blocks, top to bottom. */
export function Blocks({ blocks }: { blocks: readonly ServedBlock[] }) {
  const levels = titleLevels(blocks);
  return (
    <>
      {blocks.map((block, i) => (
        <BlockRenderer key={i} block={block} titleLevel={levels[i] ?? 2} />
      ))}
    </>
  );
}
