import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';

/**
 * One look a heading level, whatever block carries it (a section heading or a card's title), so
 * every lesson opens the same way, whether its first block is a heading or a titled card.
 */
export const headingStyles = {
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
  4: css`
    font-size: 1.05rem;
    margin: 1.2rem 0 0.5rem;
    line-height: 1.4;
  `,
} as const;
