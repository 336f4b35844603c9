import { Paragraphs } from '../inline/Inline.tsx';
import { surface } from '../theme/surface.ts';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

export function CardBlock({ block, titleLevel }: BlockProps<'card'>) {
  return (
    <section css={surface} data-block="card">
      {block.title && <Title text={block.title} level={titleLevel} />}
      <Paragraphs text={block.text} />
    </section>
  );
}
