import type { BlockType } from '../schema/index.ts';
import { CalloutBlock } from './CalloutBlock.tsx';
import { CardBlock } from './CardBlock.tsx';
import { ChallengeBlock } from './ChallengeBlock.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { CompareBlock } from './CompareBlock.tsx';
import { HeadingBlock } from './HeadingBlock.tsx';
import { ListBlock } from './ListBlock.tsx';
import { TableBlock } from './TableBlock.tsx';
import { QuizSlot } from '../quiz/QuizSlot.tsx';
import { parsonsSlot } from '../parsons/ParsonsSlot.tsx';
import type { BlockComponent } from './types.ts';

/**
 * One renderer per block type. The mapped type makes a block type without a renderer (or a renderer
 * for the wrong block) a type error, so a new schema block cannot ship unrendered.
 */
export const renderers: { [K in BlockType]: BlockComponent<K> } = {
  heading: HeadingBlock,
  card: CardBlock,
  list: ListBlock,
  table: TableBlock,
  code: CodeBlock,
  challenge: ChallengeBlock,
  callout: CalloutBlock,
  compare: CompareBlock,
  quiz: QuizSlot,
  parsons: parsonsSlot.Slot,
};
