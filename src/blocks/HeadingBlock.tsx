import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { Inline } from '../inline/Inline.tsx';
import { slugify } from './slug.ts';
import type { BlockProps } from './types.ts';

const styles = {
  2: css`
    font-size: 1.55rem;
    margin: 2.2rem 0 0.8rem;
    padding-bottom: 0.3rem;
    border-bottom: 2px solid ${colors.border};
    line-height: 1.3;
  `,
  3: css`
    font-size: 1.25rem;
    margin: 1.6rem 0 0.6rem;
    line-height: 1.35;
  `,
};

export function HeadingBlock({ block }: BlockProps<'heading'>) {
  const Tag = `h${block.level}` as const;
  return (
    <Tag id={slugify(block.text)} css={styles[block.level]}>
      <Inline text={block.text} />
    </Tag>
  );
}
