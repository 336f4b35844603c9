import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { copyLink } from './linkCopied.tsx';

// At least 24px square: a target a finger can hit on touch screens, where it always shows (no hover
// there to reveal it). Elsewhere it is transparent but present, so showing it on hover or focus
// moves nothing. (Comments stay out of the CSS strings, which ship as written.)
const link = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  min-width: 1.5rem;
  min-height: 1.5rem;
  margin-left: 0.35rem;
  border-radius: 4px;
  color: ${colors.muted};
  text-decoration: none;
  opacity: 0;
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible,
  h2:hover > &,
  h3:hover > & {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
  @media print {
    display: none;
  }
`;

/**
 * The link icon after a section heading: a plain link to the heading's anchor (it works before the
 * page's script runs) that also copies the section's full address when clicked.
 */
export function HeadingLink({ id, label }: { id: string; label: string }) {
  return (
    <a
      href={`#${id}`}
      css={link}
      aria-label={`Link to section: ${label}`}
      data-heading-link=""
      // No preventDefault: the browser still goes to the anchor, whatever the clipboard says.
      onClick={(e) => void copyLink(e.currentTarget.href)}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </svg>
    </a>
  );
}
