import { css } from '@emotion/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { preloadLesson, useLesson } from '../site/lessons.ts';
import { lessons, site, titles } from '../site/data.ts';
import { editUrlOf } from '../site/meta.ts';
import { nextInOrder, pagerOf, type LessonEntry } from '../site/navigation.ts';
import { colors } from '../theme/tokens.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { Blocks } from '../blocks/BlockRenderer.tsx';
import { surface } from '../theme/surface.ts';
import type { LessonLink } from '../content/model.ts';
import { LessonLayout } from '../layout/LessonLayout.tsx';
import { LessonMapSlot } from './LessonMapSlot.tsx';
import { LinkCopiedStatus } from '../blocks/linkCopied.tsx';
import { outlineOf } from '../outline/entries.ts';
import { OutlineDisclosure, OutlineRail } from '../outline/Outline.tsx';
import { useCurrentSection } from '../outline/useCurrentSection.ts';
import { markRead, ReadTracker, useRead } from '../progress/ui.tsx';

const eyebrow = css`
  margin: 0;
  color: ${colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
`;
const h1 = css`
  font-size: clamp(1.8rem, 4vw, 2.4rem);
  line-height: 1.2;
  margin: 0.2rem 0 1rem;
`;
const pager = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  margin: 2.5rem 0 0;
`;
const pageLink = css`
  ${surface};
  margin: 0;
  display: block;
  text-decoration: none;
  color: ${colors.text};
  span {
    display: block;
    font-size: 0.85rem;
    color: ${colors.muted};
  }
  strong {
    color: ${colors.primary};
    font-size: 1.05rem;
  }
`;
const editLine = css`
  margin: 2rem 0 0;
  font-size: 0.9rem;
  a {
    color: ${colors.primary};
  }
`;
const status = css`
  padding: 2rem 0;
  color: ${colors.muted};
`;

function PagerLink({
  link,
  label,
  align,
  text = align === 'left' ? `← ${link.title}` : `${link.title} →`,
  onClick,
}: {
  link: LessonLink;
  label: string;
  align: 'left' | 'right';
  text?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      href={link.route}
      css={[
        pageLink,
        css`
          text-align: ${align};
        `,
      ]}
      onPointerEnter={() => preloadLesson(link.route)}
      onClick={onClick}
    >
      <span>{label}</span>
      <strong>{text}</strong>
    </Link>
  );
}

/**
 * The way on at the end of every lesson, in reading order across units: a link without JavaScript,
 * and once the student's progress is known, one that marks an unread lesson read on the way. After
 * the course's last lesson it leads back to the units on the home page.
 */
function WayOn({ route, next }: { route: string; next: LessonEntry | undefined }) {
  const read = useRead(route);
  const text =
    read === false
      ? `Mark as read and ${next ? `continue with ${next.title}` : 'go back to the course units'} →`
      : `${next ? `Continue with ${next.title}` : 'Back to the course units'} →`;
  return (
    <nav css={pager} aria-label="Continue the course" data-way-on="" data-print="hide">
      <span />
      <PagerLink
        link={next ?? { route: '/', title: '' }}
        label={
          next ? `Next: Unit ${next.unitNumber}, ${next.unitTitle}` : 'You have reached the end of the course'
        }
        align="right"
        text={text}
        onClick={() => read === false && markRead(route)}
      />
    </nav>
  );
}

function LessonBody({ route }: { route: string }) {
  const state = useLesson(route);
  if (state.status === 'ready')
    return (
      <>
        <Blocks blocks={state.lesson.blocks} />
        <ReadTracker route={route} />
      </>
    );
  if (state.status === 'loading') return <p css={status}>Loading the lesson…</p>;
  return (
    <div css={status} role="alert">
      <p>This lesson could not be loaded. Check your connection and try again.</p>
      <button type="button" onClick={state.retry}>
        Try again
      </button>
    </div>
  );
}

/** A lesson: its title, its blocks (loaded as the route's own chunk) and prev/next where declared. */
export function LessonPage({ route }: { route: string }) {
  const meta = lessons.find((l) => l.route === route)!;
  const { prev, next } = pagerOf(lessons, meta);
  const onward = nextInOrder(lessons, route);
  useDocumentTitle(titles.lesson(meta.title));
  const context = `Unit ${meta.unitNumber}: ${meta.unitTitle}`;
  const editUrl = editUrlOf(site, meta);
  // The outline reads the same blocks LessonBody renders (one store, one load).
  const state = useLesson(route);
  const entries = useMemo(() => (state.status === 'ready' ? outlineOf(state.lesson.blocks) : []), [state]);
  const current = useCurrentSection(entries);
  const outline = entries.length > 0 && { entries, current };
  // While a lesson loads, its rail's room is already kept, so the text does not narrow when it arrives.
  const aside = outline ? <OutlineRail {...outline} /> : state.status === 'loading' && <div />;
  return (
    <LessonLayout route={route} crumb={{ unit: `Unit ${meta.unitNumber}`, title: meta.title }} aside={aside}>
      <article>
        <p css={eyebrow}>{context}</p>
        <h1 css={h1}>{meta.title}</h1>
        {state.status === 'ready' && <LessonMapSlot map={state.lesson.map} />}
        {outline && <OutlineDisclosure {...outline} />}
        <LessonBody route={route} />
        {editUrl && (
          <p css={editLine} data-print="hide">
            <a href={editUrl} rel="noopener noreferrer">
              Edit this page
            </a>
          </p>
        )}
      </article>
      <LinkCopiedStatus />
      {(prev || next) && (
        <nav css={pager} aria-label="Previous and next topic">
          {prev ? <PagerLink link={prev} label="Previous Topic" align="left" /> : <span />}
          {next && <PagerLink link={next} label="Next Topic" align="right" />}
        </nav>
      )}
      {/* The spec's cards stay as they are; where they do not lead on, this does. */}
      {(!onward || next?.route !== onward.route) && <WayOn route={route} next={onward} />}
    </LessonLayout>
  );
}
