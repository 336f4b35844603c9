import { css } from '@emotion/react';
import { colors, narrow } from '../../theme/tokens.ts';

/** The run toolbar at the foot of a code panel; part of the first load, so kept small. */
export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: ${colors.codeHeader};
  border-top: 1px solid ${colors.codeBorder};
`;

/** Where the status chip sits in the toolbar: after the buttons, on its own line when space runs out. */
export const barStatus = css`
  margin-left: auto;
  min-width: 0;
`;

/** A toolbar button: 44 px tall on narrow screens, where fingers press it. */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  border-radius: 6px;
  padding: 0.25em 0.8em;
  min-height: 32px;
  cursor: pointer;
  ${narrow} {
    min-height: 44px;
    padding: 0.25em 1em;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
`;

export const primaryButton = css`
  ${buttonBase};
  color: ${colors.onPrimary};
  background: ${colors.primary};
  border: 1px solid ${colors.codeAccent};
  &:hover:not([aria-disabled='true']) {
    background: ${colors.primaryDark};
  }
`;

export const plainButton = css`
  ${buttonBase};
  color: ${colors.codeText};
  background: transparent;
  border: 1px solid ${colors.codeButtonBorder};
  &:hover:not([aria-disabled='true']) {
    background: ${colors.codeBorder};
  }
`;
