import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fadeIn } from '../theme/GlobalStyles.tsx';
import { colors, narrow, wide } from '../theme/tokens.ts';
import { Footer } from './Footer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Crumb, MenuButton, TopBar } from './TopBar.tsx';

const shell = css`
  display: flex;
  min-height: 100vh;
  align-items: flex-start;
`;
const column = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;
/**
 * The lesson column: a grid with one track, and a second on wide screens when the page has an aside
 * (a right-hand rail such as the "On this page" outline). The aside comes first in the page's order,
 * so keyboard and screen-reader users meet it before the lesson, and the grid draws it on the right.
 */
const main = css`
  width: 100%;
  max-width: 860px;
  margin: 0 auto;
  padding: 1.5rem 1.5rem 0;
  flex: 1;
  outline: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  animation: ${fadeIn} 0.35s ease-out both;
  ${wide} {
    &[data-aside] {
      max-width: calc(860px + 16rem);
      grid-template-columns: minmax(0, 1fr) 14rem;
      column-gap: 2rem;
      > [data-slot='aside'] {
        grid-column: 2;
        grid-row: 1;
        align-self: stretch;
      }
      > [data-slot='content'] {
        grid-column: 1;
        grid-row: 1;
      }
    }
  }
  ${narrow} {
    padding: 1rem 0.75rem 0;
  }
`;
const rail = css`
  display: none;
  ${wide} {
    display: block;
  }
`;
const scrim = css`
  display: none;
  ${narrow} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 40;
    background: ${colors.scrim};
  }
`;
const skip = css`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  padding: 0.6rem 1rem;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
  }
`;

export interface LessonLayoutProps {
  /** The page's route, to mark the current lesson in the sidebar ('' for none). */
  route: string;
  /** The breadcrumb: the unit, and the page's title. */
  crumb: { unit: string; title: string };
  children: ReactNode;
  /** A right-hand rail shown beside the content on wide screens (hidden on narrower ones). */
  aside?: ReactNode;
}

/** Sidebar, top bar, centred content column, footer and badge: the frame of every lesson. */
export function LessonLayout({ route, crumb, children, aside }: LessonLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Keyboard users land in the drawer when it opens, and back on the Menu button when it closes.
    // The current lesson takes focus where there is one; the sidebar has scrolled it into view already.
    const inDrawer = (selector: string) => document.querySelector<HTMLElement>(`#sidebar ${selector}`);
    if (drawerOpen) (inDrawer('[aria-current="page"]') ?? inDrawer('a'))?.focus({ preventScroll: true });
    else if (wasOpen.current) document.querySelector<HTMLElement>('button[aria-controls="sidebar"]')?.focus();
    wasOpen.current = drawerOpen;
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    // The page behind the open drawer stays put: scrolling the menu must not scroll the lesson.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      root.style.overflow = overflow;
    };
  }, [drawerOpen]);
  const close = () => setDrawerOpen(false);
  return (
    <div css={shell}>
      <a href="#main" css={skip}>
        Skip to content
      </a>
      <Sidebar currentRoute={route} open={drawerOpen} onNavigate={close} onClose={close} />
      {drawerOpen && (
        // A tap beside the drawer closes it; keyboards and screen readers use the drawer's Close button.
        <div css={scrim} aria-hidden="true" onClick={close} />
      )}
      <div css={column}>
        <TopBar>
          <MenuButton open={drawerOpen} onClick={() => setDrawerOpen((o) => !o)} />
          <Crumb {...crumb} />
        </TopBar>
        <main id="main" tabIndex={-1} css={main} key={route} data-aside={aside ? '' : undefined}>
          {aside && (
            <div css={rail} data-slot="aside">
              {aside}
            </div>
          )}
          <div data-slot="content">{children}</div>
        </main>
        <Footer />
      </div>
    </div>
  );
}
