import { headingStyles } from './headingStyles.ts';
import { Inline } from '../inline/Inline.tsx';
import { plainText } from '../inline/parse.ts';
import { HeadingLink } from './HeadingLink.tsx';
import { slugify } from '../inline/slug.ts';
import type { BlockProps } from './types.ts';

/**
 * A section heading, with its anchor (the outline links to it) and a link icon to copy its address.
 * It lands below the sticky top bar through the global scroll-margin rule on targets in main.
 */
export function HeadingBlock({ block }: BlockProps<'heading'>) {
  const Tag = `h${block.level}` as const;
  const id = slugify(block.text);
  return (
    <Tag id={id} css={headingStyles[block.level]}>
      <Inline text={block.text} />
      <HeadingLink id={id} label={plainText(block.text)} />
    </Tag>
  );
}
