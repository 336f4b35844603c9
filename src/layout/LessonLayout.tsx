import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fadeIn } from '../theme/GlobalStyles.tsx';
import { colors, narrow } from '../theme/tokens.ts';
import { Badge } from './Badge.tsx';
import { Footer } from './Footer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

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
const main = css`
  width: 100%;
  max-width: 860px;
  margin: 0 auto;
  padding: 1.5rem 1.5rem 0;
  flex: 1;
  outline: none;
  animation: ${fadeIn} 0.35s ease-out both;
  ${narrow} {
    padding: 1rem 1rem 0;
  }
`;
const scrim = css`
  display: none;
  ${narrow} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 40;
    background: rgba(15, 23, 42, 0.55);
    border: 0;
  }
`;
const skip = css`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  background: ${colors.primary};
  color: #fff;
  padding: 0.6rem 1rem;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
  }
`;

export interface LessonLayoutProps {
  route: string;
  context: string;
  children: ReactNode;
}

/** Sidebar, top bar, centred content column, footer and badge: the frame of every lesson. */
export function LessonLayout({ route, context, children }: LessonLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Keyboard users land in the drawer when it opens, and back on the Menu button when it closes.
    if (drawerOpen) document.querySelector<HTMLElement>('#sidebar a')?.focus();
    else if (wasOpen.current) document.querySelector<HTMLElement>('button[aria-controls="sidebar"]')?.focus();
    wasOpen.current = drawerOpen;
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  return (
    <div css={shell}>
      <a href="#main" css={skip}>
        Skip to content
      </a>
      <Sidebar currentRoute={route} open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
      {drawerOpen && (
        <button type="button" css={scrim} aria-label="Close menu" onClick={() => setDrawerOpen(false)} />
      )}
      <div css={column}>
        <TopBar context={context} drawerOpen={drawerOpen} onMenu={() => setDrawerOpen((o) => !o)} />
        <main id="main" tabIndex={-1} css={main} key={route}>
          {children}
        </main>
        <Footer />
      </div>
      <Badge />
    </div>
  );
}
