import { css } from '@emotion/react';
import { Link } from 'wouter';
import { preloadLesson, useLesson } from '../app/lessonData.ts';
import { lessons, titles } from '../app/site.ts';
import { colors } from '../app/theme.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { Blocks } from '../blocks/BlockRenderer.tsx';
import { surface } from '../blocks/surface.ts';
import type { LessonLink } from '../content/model.ts';
import { LessonLayout } from '../layout/LessonLayout.tsx';

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
const status = css`
  padding: 2rem 0;
  color: ${colors.muted};
`;

function PagerLink({ link, label, align }: { link: LessonLink; label: string; align: 'left' | 'right' }) {
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
    >
      <span>{label}</span>
      <strong>{align === 'left' ? `← ${link.title}` : `${link.title} →`}</strong>
    </Link>
  );
}

function LessonBody({ route }: { route: string }) {
  const state = useLesson(route);
  if (state.status === 'ready') return <Blocks blocks={state.lesson.blocks} />;
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
  useDocumentTitle(titles.lesson(meta.title));
  const context = `Unit ${meta.unitNumber}: ${meta.unitTitle}`;
  return (
    <LessonLayout route={route} context={`Unit ${meta.unitNumber} › ${meta.title}`}>
      <article>
        <p css={eyebrow}>{context}</p>
        <h1 css={h1}>{meta.title}</h1>
        <LessonBody route={route} />
      </article>
      {(meta.prev || meta.next) && (
        <nav css={pager} aria-label="Previous and next topic">
          {meta.prev ? <PagerLink link={meta.prev} label="Previous Topic" align="left" /> : <span />}
          {meta.next && <PagerLink link={meta.next} label="Next Topic" align="right" />}
        </nav>
      )}
    </LessonLayout>
  );
}
