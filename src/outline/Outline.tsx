import { css } from '@emotion/react';
import { colors, TOP_BAR_HEIGHT, wide } from '../theme/tokens.ts';
import type { OutlineEntry } from './entries.ts';

/** The outline's name, for its landmark and its title. */
export const OUTLINE_LABEL = 'On this page';

// The marker border is always 3px wide and only coloured when current: marking a section moves no
// text (a bolder weight would rewrap lines and shift the outline).
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.9rem;
  line-height: 1.4;
  a {
    display: block;
    padding: 0.3rem 0.5rem 0.3rem 0.75rem;
    border-left: 3px solid transparent;
    color: ${colors.muted};
    text-decoration: none;
    &:hover {
      color: ${colors.primary};
      text-decoration: underline;
    }
    &[aria-current='location'] {
      color: ${colors.primary};
      border-left-color: ${colors.primary};
    }
  }
  [data-level='3'] a {
    padding-left: 1.6rem;
  }
`;
const title = css`
  margin: 0 0 0.5rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.muted};
`;
/**
 * Beside the lesson on wide screens: stays in view just below the sticky top bar (the same gap as an
 * anchored heading's), and scrolls on its own when it is long.
 */
const rail = css`
  display: none;
  ${wide} {
    display: block;
    position: sticky;
    top: ${TOP_BAR_HEIGHT + 16}px;
    max-height: calc(100vh - ${TOP_BAR_HEIGHT + 32}px);
    overflow-y: auto;
    padding: 0.25rem 0 1rem;
  }
  @media print {
    display: none;
  }
`;
/** Above the lesson on narrower screens: one line, closed until the reader opens it. */
const disclosure = css`
  margin: 0 0 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  summary {
    cursor: pointer;
    padding: 0.6rem 0.9rem;
    min-height: 44px;
    font-weight: 600;
    color: ${colors.text};
  }
  ol {
    padding: 0 0.5rem 0.6rem;
  }
  ${wide} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

function Links({ entries, current }: { entries: readonly OutlineEntry[]; current: string }) {
  return (
    <ol css={list}>
      {entries.map((e) => (
        <li key={e.id} data-level={e.level}>
          <a href={`#${e.id}`} aria-current={e.id === current ? 'location' : undefined}>
            {e.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

export interface OutlineProps {
  entries: readonly OutlineEntry[];
  /** The id of the section being read, '' for none. */
  current: string;
}

/**
 * The outline in the right-hand rail (wide screens only). Both this and OutlineDisclosure are in
 * the prerendered page and CSS shows one of them, so the layout never waits for script.
 */
export function OutlineRail({ entries, current }: OutlineProps) {
  return (
    <nav css={rail} aria-label={OUTLINE_LABEL} data-outline="rail">
      <p css={title} aria-hidden="true">
        {OUTLINE_LABEL}
      </p>
      <Links entries={entries} current={current} />
    </nav>
  );
}

/** The outline above the lesson on screens too narrow for the rail: a disclosure, closed at first. */
export function OutlineDisclosure({ entries, current }: OutlineProps) {
  return (
    <nav css={disclosure} aria-label={OUTLINE_LABEL} data-outline="disclosure">
      <details>
        <summary>{OUTLINE_LABEL}</summary>
        <Links entries={entries} current={current} />
      </details>
    </nav>
  );
}
