import { css } from '@emotion/react';
import { colors } from './tokens.ts';

/** The shared card look, with the spec's hover highlight. */
export const surface = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 12px;
  padding: 1.1rem 1.25rem;
  margin: 1rem 0;
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    border-color: ${colors.primary};
    box-shadow: 0 4px 18px ${colors.cardShadow};
  }
  & > p:first-of-type {
    margin-top: 0;
  }
  & > p:last-child {
    margin-bottom: 0;
  }
`;
