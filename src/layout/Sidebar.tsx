import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { preloadLesson } from '../site/lessons.ts';
import { site, units } from '../site/data.ts';
import { colors, narrow, SIDEBAR_WIDTH } from '../theme/tokens.ts';

// The drawer's own scrolling does not scroll the page behind it (overscroll-behavior).
const nav = css`
  width: ${SIDEBAR_WIDTH}px;
  flex: none;
  background: ${colors.sidebar};
  color: ${colors.sidebarText};
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  padding: 1.1rem 0.8rem 2rem;
  --focus-ring: ${colors.focusOnDark};
  ${narrow} {
    position: fixed;
    left: 0;
    top: 0;
    bottom: 0;
    z-index: 50;
    height: auto;
    transition: transform 0.2s ease;
    box-shadow: 4px 0 24px ${colors.shadow};
    overscroll-behavior: contain;
    &[data-open='false'] {
      transform: translateX(-100%);
      visibility: hidden;
    }
  }
`;
const logo = css`
  display: block;
  text-decoration: none;
  color: ${colors.sidebarStrong};
  padding: 0.3rem 0.6rem 1rem;
  strong {
    display: block;
    font-size: 1.3rem;
  }
  span {
    font-size: 0.8rem;
    color: ${colors.sidebarMuted};
  }
`;
const groupButton = css`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  text-align: left;
  background: none;
  border: 0;
  color: ${colors.sidebarStrong};
  font: inherit;
  font-weight: 600;
  font-size: 0.92rem;
  padding: 0.6rem;
  border-radius: 8px;
  cursor: pointer;
  min-height: 44px;
  &:hover {
    background: ${colors.sidebarHover};
  }
`;
const list = css`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0 0 0 0.4rem;
`;
const item = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.3rem 0.7rem;
  border-radius: 8px;
  color: ${colors.sidebarText};
  text-decoration: none;
  font-size: 0.92rem;
  &:hover {
    background: ${colors.sidebarHover};
    color: ${colors.sidebarStrong};
  }
  [data-tick] {
    float: right;
    min-width: 2.4em;
    text-align: right;
  }
  &[aria-current='page'] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 600;
  }
`;

const top = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  border-bottom: 1px solid ${colors.sidebarHover};
  margin-bottom: 0.8rem;
`;
const close = css`
  display: none;
  ${narrow} {
    display: grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    font: inherit;
    font-size: 1.1rem;
    color: ${colors.sidebarText};
    background: transparent;
    border: 1px solid ${colors.sidebarMuted};
    border-radius: 8px;
    cursor: pointer;
  }
`;

export interface SidebarProps {
  currentRoute: string;
  open: boolean;
  onNavigate: () => void;
  /** Closes the drawer (narrow screens). */
  onClose?: () => void;
}

/** The course sidebar: the logo (a link home), then one collapsible group a unit, all expanded at start. */
export function Sidebar({ currentRoute, open, onNavigate, onClose }: SidebarProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The current lesson in view in the sidebar, even near the end of a long list (Unit 5). Only the
    // sidebar scrolls: scrollIntoView would scroll the page too.
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    // The nav is positioned (sticky or fixed), so it is the offset parent of its links.
    const y = current.offsetTop;
    if (y < nav.scrollTop || y + current.offsetHeight > nav.scrollTop + nav.clientHeight)
      nav.scrollTop = y - nav.clientHeight / 2 + current.offsetHeight / 2;
  }, [currentRoute, open]);
  const toggle = (slug: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });
  return (
    <nav id="sidebar" css={nav} aria-label="Course contents" data-open={open} ref={navRef}>
      <div css={top}>
        <Link href="/" css={logo} onClick={onNavigate}>
          <strong>{site.logo.text}</strong>
          <span>{site.logo.tagline}</span>
        </Link>
        {onClose && (
          <button type="button" css={close} aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      {units.map((unit) => {
        const expanded = !collapsed.has(unit.slug);
        const listId = `sidebar-${unit.slug}`;
        return (
          <div key={unit.slug}>
            <button
              type="button"
              css={groupButton}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => toggle(unit.slug)}
            >
              <span>
                Unit {unit.number}: {unit.title}
              </span>
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            </button>
            <ul id={listId} css={list} hidden={!expanded}>
              {unit.lessons.map((lesson) => (
                <li key={lesson.route}>
                  <Link
                    href={lesson.route}
                    css={item}
                    aria-current={lesson.route === currentRoute ? 'page' : undefined}
                    onClick={onNavigate}
                    onPointerEnter={() => preloadLesson(lesson.route)}
                    onFocus={() => preloadLesson(lesson.route)}
                  >
                    {/* Kept for the ✓ of a lesson read (src/progress/ticks.ts), so nothing moves. */}
                    <span data-tick={lesson.route} />
                    {lesson.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
