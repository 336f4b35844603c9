import { css } from '@emotion/react';
import { colors, narrow } from '../theme/tokens.ts';

const bar = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 64px;
  padding: 0.5rem 1.25rem;
  padding-right: 340px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  position: sticky;
  top: 0;
  z-index: 20;
  ${narrow} {
    padding-right: 1rem;
    padding-top: 72px;
    position: static;
  }
`;
const menu = css`
  display: none;
  font: inherit;
  font-weight: 600;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
  ${narrow} {
    display: inline-flex;
  }
`;
const crumb = css`
  font-size: 0.9rem;
  color: ${colors.muted};
  margin: 0;
`;

export interface TopBarProps {
  context: string;
  drawerOpen: boolean;
  onMenu: () => void;
}

/** The bar above the lesson; on narrow screens it holds the button that opens the sidebar drawer. */
export function TopBar({ context, drawerOpen, onMenu }: TopBarProps) {
  return (
    <header css={bar}>
      <button type="button" css={menu} aria-expanded={drawerOpen} aria-controls="sidebar" onClick={onMenu}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      <p css={crumb}>{context}</p>
    </header>
  );
}
