import { css } from '@emotion/react';
import { colors, narrow } from '../theme/tokens.ts';
import { toolButton } from '../theme/toolButton.ts';
import { loadSearchDialog, openSearch } from './SearchHost.tsx';

const button = css`
  ${toolButton};
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.75rem;
  kbd {
    font-size: 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 4px;
    padding: 0 0.35rem;
    background: ${colors.surface};
  }
  justify-content: center;
  ${narrow} {
    padding: 0 0.6rem;
    kbd,
    [data-label] {
      display: none;
    }
  }
`;

const prefetch = () => void loadSearchDialog().catch(() => undefined);

/** The search box's button: opens the search dialog, as `/` and Ctrl+K do anywhere on the site (in the top bar's tools). */
export function SearchButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      css={button}
      className={className}
      onClick={openSearch}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-label="Search"
      aria-keyshortcuts="/ Control+K Meta+K"
      data-search-button=""
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* Hidden on a phone, where the bar's one row also holds Menu, the breadcrumb and the badge. */}
      <span data-label="">Search</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
