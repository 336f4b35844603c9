import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/GlobalStyles.tsx';
import { colors, narrow, phone, TOP_BAR_HEIGHT, TOP_BAR_HEIGHT_NARROW } from '../theme/tokens.ts';
import { Badge } from './Badge.tsx';
import { TopBarTools } from './TopBarTools.tsx';

// Sticky at every width: Menu and the badge stay in reach, in one row that covers no text.
const bar = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 0.75rem 0 1.25rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  position: sticky;
  top: 0;
  z-index: 20;
  ${narrow} {
    height: ${TOP_BAR_HEIGHT_NARROW}px;
    gap: 0.5rem;
    padding: 0 0.5rem 0 0.75rem;
  }
`;
const start = css`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.6rem;
`;
const tools = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  &:empty {
    display: none;
  }
`;

/**
 * The bar at the top of every page, one row: what the page puts on the left (a lesson's Menu and
 * breadcrumb), the tools slot, then the author badge in the top-right corner.
 */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header css={bar} data-topbar="">
      <div css={start}>{children}</div>
      <div css={tools} data-slot="top-bar-tools">
        <TopBarTools />
      </div>
      <Badge />
    </header>
  );
}

const menu = css`
  display: none;
  flex: none;
  font: inherit;
  font-weight: 600;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
  ${narrow} {
    display: inline-flex;
  }
  // On a phone the icon alone, a 44 px square: the row also holds the breadcrumb, search, the theme
  // switch and the badge. The word stays as the button's name for screen readers.
  ${phone} {
    justify-content: center;
    min-width: 44px;
    padding: 0;
    & > [data-label] {
      ${visuallyHidden};
    }
  }
`;

/** Opens the sidebar drawer on narrow screens (hidden where the sidebar is always shown). */
export function MenuButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  return (
    <button type="button" css={menu} aria-expanded={open} aria-controls="sidebar" onClick={onClick}>
      <span aria-hidden="true">☰</span> <span data-label="">Menu</span>
    </button>
  );
}

// On narrow screens, two short lines instead of one long one: the unit above, the lesson below.
const crumb = css`
  margin: 0;
  min-width: 0;
  font-size: 0.9rem;
  color: ${colors.muted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${narrow} {
    display: grid;
    font-size: 0.75rem;
    line-height: 1.25;
    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & > span:last-of-type {
      font-size: 0.85rem;
      font-weight: 600;
      color: ${colors.text};
    }
    & > [aria-hidden] {
      display: none;
    }
  }
`;

/** Where the page is: "Unit 2 › Pointers Basics". */
export function Crumb({ unit, title }: { unit: string; title: string }) {
  return (
    <p css={crumb}>
      <span>{unit}</span>
      <span aria-hidden="true"> › </span>
      <span>{title}</span>
    </p>
  );
}
