import { css } from '@emotion/react';
import { colors } from './tokens.ts';

/** The look of the top bar's tools (search, the theme switch): a quiet box, 44 px high for a finger. */
export const toolButton = css`
  min-width: 44px;
  min-height: 44px;
  font: inherit;
  color: ${colors.muted};
  background: ${colors.page};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
    color: ${colors.text};
  }
`;
