import { css } from '@emotion/react';
import { Paragraphs } from '../inline/Inline.tsx';
import { colors, MEASURE, phone } from '../theme/tokens.ts';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

/**
 * Prose, not a box: lines of about 70 characters. The spec's hover highlight is an accent bar and a
 * faint tint in the margin, so the text never moves.
 */
const prose = css`
  margin: 1rem 0 1rem calc(-1rem - 3px);
  padding: 0.05rem 0.75rem 0.05rem 1rem;
  border-left: 3px solid transparent;
  border-radius: 0 8px 8px 0;
  transition:
    border-color 0.2s ease,
    background-color 0.2s ease;
  &:hover {
    border-left-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  & > p {
    max-width: ${MEASURE};
  }
  & > h2:first-child,
  & > h3:first-child,
  & > h4:first-child {
    margin-top: 1.6rem;
  }
  // On a phone the box reaches into the gutters on both sides, so the text keeps the page's gutters.
  ${phone} {
    margin: 1rem -0.75rem;
    padding-left: calc(0.75rem - 3px);
  }
`;

export function CardBlock({ block, titleLevel }: BlockProps<'card'>) {
  return (
    <section css={prose} data-block="card">
      {block.title && <Title text={block.title} level={titleLevel} flow />}
      <Paragraphs text={block.text} />
    </section>
  );
}
