import { Global, css, keyframes } from '@emotion/react';
import { colors, fonts, narrow, TOP_BAR_HEIGHT, TOP_BAR_HEIGHT_NARROW } from './tokens.ts';

/** Out of sight but read by screen readers (the `.visually-hidden` class, and table headings on phones). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const fadeIn = keyframes`from { opacity: 0; transform: translateY(6px); } to { opacity: 1; transform: none; }`;

// Anchored headings land below the sticky top bar: scroll-margin on the targets, not scroll-padding
// on the page, which would also scroll the page whenever a control in the sticky bar takes focus.
// Dark surfaces (sidebar, code panels, footer) set --focus-ring to a ring that shows on them.
const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  main [id] {
    scroll-margin-top: ${TOP_BAR_HEIGHT + 16}px;
    ${narrow} {
      scroll-margin-top: ${TOP_BAR_HEIGHT_NARROW + 12}px;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    color: ${colors.text};
    background: ${colors.page};
    line-height: 1.6;
    font-size: 1rem;
  }
  code,
  pre,
  kbd {
    font-family: ${fonts.mono};
  }
  a {
    color: ${colors.primary};
  }
  :focus-visible {
    outline: 3px solid var(--focus-ring, ${colors.focus});
    outline-offset: 2px;
  }
  .visually-hidden {
    ${visuallyHidden};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
