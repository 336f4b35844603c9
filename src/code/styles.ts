import { css } from '@emotion/react';
import { scrollHint } from '../theme/scrollHint.ts';
import { colors, fonts, narrow, narrowWidth } from '../theme/tokens.ts';
import { tokenColours } from './palette.ts';

/** The size and leading of code, shared by the highlighted view and the editor so lines line up. */
export const codeFont = css`
  font-family: ${fonts.mono};
  font-size: 0.9rem;
  line-height: 1.55;
  ${narrow} {
    font-size: 0.8rem;
  }
`;

export const frame = css`
  margin: 1.25rem 0;
  border-radius: 10px;
  overflow: hidden;
  background: ${colors.codeBg};
  color: ${colors.codeText};
  border: 1px solid ${colors.codeBorder};
  --focus-ring: ${colors.focusOnDark};
`;

export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem 0.75rem;
  padding: 0.4rem 0.5rem 0.4rem 0.75rem;
  background: ${colors.codeHeader};
  font-size: 0.85rem;
  border-bottom: 1px solid ${colors.codeBorder};
`;

export const title = css`
  font-weight: 600;
  color: ${colors.codeText};
  overflow-wrap: anywhere;
`;

export const tools = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  margin-left: auto;
`;

export const lang = css`
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: 0.75rem;
  color: ${colors.codeLabel};
  border: 1px solid ${colors.codeBorder};
  border-radius: 4px;
  padding: 0 0.4em;
`;

/** A small button on the dark code panels (Copy, Wrap): 44 px tall where fingers press it. */
export const panelButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  background: transparent;
  color: ${colors.codeText};
  border: 1px solid ${colors.codeButtonBorder};
  border-radius: 6px;
  padding: 0.2em 0.7em;
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  min-height: 32px;
  &:hover {
    background: ${colors.codeBorder};
  }
  &[aria-pressed='true'] {
    background: ${colors.codeBorder};
    border-color: ${colors.codeLabel};
  }
  ${narrow} {
    min-height: 44px;
  }
`;

/** Token colours by kind (see palette.ts): the classes highlight() puts on its spans. */
const tokenRules = Object.entries(tokenColours)
  .map(([kind, colour]) => `.tk-${kind} { color: ${colour}; }`)
  .join('\n');

/**
 * Code whose long lines wrap: each line (a `.ln` from lines.tsx) is a block whose wrapped rows start
 * two columns past its own indent, and C's line numbers move from the gutter (which would no longer match the rows)
 * to the start of each line, in a column of the gutter's colour. `::before` text is neither selected
 * nor copied; the `/ ""` form keeps screen readers from reading the numbers where it is understood.
 */
const wrapped = `
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  .gutter {
    display: none;
  }
  code {
    flex: 1;
    min-width: 0;
  }
  .ln {
    display: block;
  }
  &[data-numbered] {
    padding-left: 0;
    --number: calc((var(--digits) + 2) * 1ch);
    --start: calc(var(--number) + 1.2ch);
    /* Nothing scrolls sideways here: the numbers' column replaces the edge shadows. */
    background: linear-gradient(to right, ${colors.codeGutter} var(--number), ${colors.codeBg} 0);
  }
  &[data-numbered] code {
    padding-left: 0;
    counter-reset: ln;
  }
  &[data-numbered] .ln {
    /* Wrapped rows start two columns past the line's own indent, so they never look like a new line;
       at most 40% of the way across, so a deeply indented line still has room to wrap into. */
    --hang: min(calc(var(--start) + (var(--in, 0) + 2) * 1ch), calc(var(--start) + 40%));
    padding-left: var(--hang);
    text-indent: calc(-1 * var(--hang));
  }
  &[data-numbered] .ln::before {
    counter-increment: ln;
    content: counter(ln);
    content: counter(ln) / '';
    display: inline-block;
    box-sizing: border-box;
    width: var(--start);
    padding-right: 2ch;
    text-indent: 0;
    text-align: right;
    color: ${colors.codeGutterText};
    font-style: normal;
  }
`;

/**
 * The highlighted code: on a wide screen never wrapped (a line of C is one line), scrolling sideways
 * with edge shadows, beside a gutter of line numbers that stays put while the code scrolls. On a
 * narrow screen and in print, and on any screen with `data-wrap="true"` on an ancestor (Wrap pressed),
 * long lines wrap instead (`wrapped` above), unless the code is marked `data-nowrap`.
 */
export const pre = css`
  ${codeFont};
  ${scrollHint(colors.codeBg, colors.scrollHintOnDark)};
  display: flex;
  margin: 0;
  padding: 0.9rem 1rem 0.9rem 0;
  white-space: pre;
  tab-size: 4;
  ${tokenRules}
  .tk-comment {
    font-style: italic;
  }
  code {
    font: inherit;
    padding-left: 1rem;
  }
  .gutter {
    position: sticky;
    left: 0;
    flex: none;
    margin: -0.9rem 0;
    padding: 0.9rem 0.8ch 0.9rem 1.2ch;
    text-align: right;
    color: ${colors.codeGutterText};
    background: ${colors.codeGutter};
    user-select: none;
  }
  [data-wrap='true'] &:not([data-nowrap]) {
    ${wrapped}
  }
  @media (max-width: ${narrowWidth}), print {
    &:not([data-nowrap]) {
      ${wrapped}
    }
  }
`;

/** The Wrap button: wide screens only, since a narrow one always wraps. */
export const wrapButton = css`
  ${narrow} {
    display: none;
  }
`;
