import { css } from '@emotion/react';
import { codeFont } from '../../code/styles.ts';
import { scrollHint } from '../../theme/scrollHint.ts';
import { colors, narrow } from '../../theme/tokens.ts';
import { color } from '../palette.ts';

/** The picture scrolls sideways on a narrow screen rather than shrinking its text. */
export const scroller = css`
  ${scrollHint(colors.surface, colors.scrollHintOnPage)};
  margin: 0.25rem 0 0.5rem;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const caption = css`
  font-size: 0.9rem;
  color: ${colors.text};
  margin: 0.25rem 0 0.75rem;
`;

export const stepper = css`
  display: grid;
  gap: 0.6rem;
  min-width: 0;
`;

/**
 * The code, scrolling both ways (with edge shadows where a long line goes on; on a narrow screen
 * long lines wrap instead, as every code panel's do there): the only copy on screen while stepping, as the sample's own panel is hidden (CodeBlock's data-stepping).
 */
export const codeBox = css`
  ${scrollHint(colors.codeBg, colors.scrollHintOnDark)};
  max-height: 17.5rem;
  overflow: auto;
  border-radius: 8px;
  color: ${colors.codeText};
`;

/**
 * As wide as the longest line, so a line's bar runs under all of it when the code scrolls sideways;
 * on a narrow screen, where long lines wrap, as wide as the box.
 */
export const codeLines = css`
  position: relative;
  width: max-content;
  min-width: 100%;
  pre {
    position: relative;
    overflow: visible;
    background: transparent;
  }
  ${narrow} {
    width: auto;
    /* The wrapped code's column of numbers keeps its colour; the bars show through the rest. */
    && pre[data-numbered] {
      background: linear-gradient(to right, ${colors.codeGutter} var(--number), transparent 0);
    }
  }
`;

/** The file the stepper is in, as the sample's panel names it. */
export const fileName = css`
  margin: 0;
  font-weight: 600;
  font-size: 0.9rem;
  color: ${colors.text};
`;

/**
 * The bar behind a line of the code. CodeBody's pre has 0.9rem of padding above lines in codeFont,
 * whose size is smaller on narrow screens: the bar takes the same font, so 1.55em is one line there.
 * Where long lines wrap, the stepper measures the line and sets the bar's top and height itself.
 */
export const lineMark = (line: number, kind: 'next' | 'ran') => css`
  ${codeFont};
  position: absolute;
  left: 0;
  right: 0;
  top: calc(0.9rem + ${line - 1} * 1.55em);
  height: 1.55em;
  background: ${kind === 'next' ? color('nextLine') : color('ranLine')};
  border-left: 4px solid ${kind === 'next' ? color('nextMarker') : 'transparent'};
  pointer-events: none;
`;

/** Back, Forward and where the step is, on one row; the slider and Close on the next. */
export const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

export const sliderRow = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  input[type='range'] {
    flex: 1;
    min-width: 0;
    accent-color: ${colors.primary};
    /* A finger's height to grab on a touch screen, as every control there has (the track stays thin). */
    ${narrow} {
      height: 44px;
      margin: 0;
    }
  }
`;

export const stepButton = css`
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.primary};
  background: ${colors.surface};
  border: 1px solid ${colors.primary};
  border-radius: 6px;
  padding: 0.3em 0.9em;
  min-height: 36px;
  cursor: pointer;
  ${narrow} {
    min-height: 44px;
  }
  &[aria-disabled='true'] {
    color: ${colors.muted};
    border-color: ${colors.border};
    cursor: default;
  }
`;

export const count = css`
  font-size: 0.9rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

export const description = css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${colors.primary};
  background: ${colors.primarySoft};
  color: ${colors.text};
  font-size: 0.95rem;
`;

export const output = css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  min-height: 2.2rem;
  white-space: pre-wrap;
  font-size: 0.88rem;
  border-radius: 8px;
  background: ${colors.outputBg};
  color: ${colors.codeStrong};
`;

export const label = css`
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.muted};
  margin: 0.25rem 0 0.15rem;
`;
