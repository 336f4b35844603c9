import { headingStyles } from './headingStyles.ts';
import { Inline } from '../inline/Inline.tsx';
import { slugify } from './slug.ts';
import type { BlockProps } from './types.ts';

export function HeadingBlock({ block }: BlockProps<'heading'>) {
  const Tag = `h${block.level}` as const;
  return (
    <Tag id={slugify(block.text)} css={headingStyles[block.level]}>
      <Inline text={block.text} />
    </Tag>
  );
}
