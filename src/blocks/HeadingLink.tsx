import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { copyLink } from './linkCopied.tsx';

const link = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  /* 24px at least: a target a finger can hit on the phones where it always shows. */
  min-width: 1.5rem;
  min-height: 1.5rem;
  margin-left: 0.35rem;
  border-radius: 4px;
  color: ${colors.muted};
  text-decoration: none;
  /* Hidden but present: it takes its room from the start, so showing it moves nothing. */
  opacity: 0;
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible,
  h2:hover > &,
  h3:hover > & {
    opacity: 1;
  }
  /* Touch screens have no hover to reveal it. */
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
