import { css } from '@emotion/react';
import { Link } from 'wouter';
import { fadeIn } from '../theme/GlobalStyles.tsx';
import { preloadLesson } from '../site/lessons.ts';
import { firstRoute, site, titles, units } from '../site/data.ts';
import { colors, phone } from '../theme/tokens.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { surface } from '../theme/surface.ts';
import { TopBar } from '../layout/TopBar.tsx';
import { Footer } from '../layout/Footer.tsx';
import { ProgressSection } from '../progress/ui.tsx';

const hero = css`
  background: linear-gradient(135deg, ${colors.sidebar} 0%, ${colors.heroEnd} 100%);
  color: ${colors.heroText};
  text-align: center;
  padding: 4.5rem 1.5rem 4.5rem;
  h1 {
    font-size: clamp(2.1rem, 6vw, 3.4rem);
    margin: 0 0 1rem;
    line-height: 1.15;
  }
  p {
    font-size: 1.15rem;
    max-width: 680px;
    margin: 0 auto 2rem;
    color: ${colors.heroMuted};
  }
  // On a phone the units should start within the first screen: a shorter banner.
  ${phone} {
    padding: 2.25rem 1.25rem 1.25rem;
    p {
      font-size: 1.05rem;
      margin-bottom: 1.5rem;
    }
  }
`;
const brand = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 0;
  font-weight: 800;
  font-size: 1.15rem;
  color: ${colors.text};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const cta = css`
  display: inline-block;
  max-width: 100%;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: ${colors.heroButton};
  color: ${colors.heroButtonText};
  font-weight: 700;
  text-decoration: none;
  padding: 0.85rem 1.8rem;
  border-radius: 10px;
  font-size: 1.05rem;
  &:hover {
    background: ${colors.primarySoft};
  }
`;
/**
 * The main button's place: Start Learning, or for a returning student "Continue", which the
 * progress code puts in the slot before it, in the same place (so nothing moves); Start Learning
 * then gives way to a quieter link below (src/progress/HomeProgress.tsx).
 */
const ctaCell = css`
  display: grid;
  justify-items: center;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
    max-width: 100%;
  }
  & > [data-progress-slot] > a {
    ${cta};
  }
  & > [data-progress-slot]:not(:empty) + a {
    visibility: hidden;
  }
`;
/**
 * On a phone the units come straight after the banner, where a student looks for them; the
 * feature cards (text only, nothing to press, so no focus order changes) follow them.
 */
const page = css`
  ${phone} {
    display: flex;
    flex-direction: column;
  }
`;
const later = (order: number) => css`
  ${phone} {
    order: ${order};
  }
`;
const section = css`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2.5rem 1.5rem 0;
  animation: ${fadeIn} 0.35s ease-out both;
  ${phone} {
    padding: 1.5rem 0.75rem 0;
  }
`;
// Cards drop the surface's margins: the grid's gap alone spaces them, the same in every section.
const grid = css`
  display: grid;
  gap: 1.2rem;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  ${phone} {
    gap: 0.75rem;
  }
`;
const feature = css`
  ${surface};
  margin: 0;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.4rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
  ${phone} {
    padding: 0.8rem 1rem;
    h2 {
      font-size: 1.05rem;
      margin-bottom: 0.2rem;
    }
    p {
      font-size: 0.95rem;
    }
  }
`;
const unitCard = css`
  ${surface};
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  text-decoration: none;
  color: ${colors.text};
  h3 {
    margin: 0.3rem 0;
    color: ${colors.text};
    font-size: 1.2rem;
  }
  p {
    margin: 0.3rem 0 0.8rem;
    color: ${colors.muted};
    flex: 1;
  }
`;
const number = css`
  width: 44px;
  height: 44px;
  border-radius: 10px;
  display: grid;
  place-items: center;
  font-weight: 800;
  font-size: 1.2rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
`;
const continueRow = css`
  min-height: 2.6rem;
  margin: 0.75rem 0 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  a {
    color: ${colors.heroText};
    font-weight: 600;
  }
`;
const count = css`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.primary};
`;

/** The home page: hero with its Start Learning link, the feature cards, the units grid, the footer. */
export function Home() {
  useDocumentTitle(titles.home);
  return (
    <>
      <TopBar>
        <Link href="/" css={brand}>
          {site.logo.text}
        </Link>
      </TopBar>
      <main id="main" css={page}>
        <div css={hero}>
          <h1>{site.hero.title}</h1>
          <p>{site.hero.subtitle}</p>
          <div css={ctaCell}>
            <span data-progress-slot="continue" />
            <Link href={firstRoute} css={cta} onPointerEnter={() => preloadLesson(firstRoute)}>
              {site.hero.button}
            </Link>
          </div>
          {/* Kept for where a returning student was, and the way back to the start (HomeProgress.tsx). */}
          <p css={continueRow} data-progress-slot="restart" />
        </div>
        <section css={[section, later(1)]} aria-label="Features">
          <div css={grid}>
            {site.features.map((f) => (
              <div key={f.title} css={feature} data-testid="feature">
                <h2>{f.title}</h2>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
        </section>
        <section css={section} aria-labelledby="units-heading">
          <h2
            id="units-heading"
            css={css`
              font-size: 1.8rem;
              margin: 0 0 1.2rem;
            `}
          >
            {site.unitsHeading}
          </h2>
          <div css={grid}>
            {units.map((u) => (
              <Link
                key={u.slug}
                href={u.firstRoute}
                css={unitCard}
                data-testid="unit-card"
                onPointerEnter={() => preloadLesson(u.firstRoute)}
              >
                <span css={number} aria-hidden="true">
                  {u.number}
                </span>
                <span data-progress-slot={`unit:${u.slug}`} />
                <h3>
                  <span className="visually-hidden">Unit {u.number}: </span>
                  {u.title}
                </h3>
                <p>{u.description}</p>
                <span css={count}>
                  {u.topicCount} {u.topicCount === 1 ? 'topic' : 'topics'}
                </span>
              </Link>
            ))}
          </div>
        </section>
        <section css={[section, later(2)]} aria-labelledby="progress-heading">
          <h2
            id="progress-heading"
            css={css`
              font-size: 1.4rem;
              margin: 0 0 0.5rem;
            `}
          >
            Your progress
          </h2>
          <ProgressSection />
        </section>
      </main>
      <Footer />
    </>
  );
}
