import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { site, titles } from '../site/data.ts';
import { colors } from '../theme/tokens.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { LessonLayout } from '../layout/LessonLayout.tsx';

const page = css`
  min-height: 50vh;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 1rem;
`;
const home = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 1rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
  padding: 0.7rem 1.4rem;
  border-radius: 8px;
`;

/**
 * Any other path: "Oops! Page not found", a "Return to Home" link, and the bad path in the console. It
 * keeps the course frame (sidebar, Menu, footer), so every lesson is one step away, not only home.
 */
export function NotFound() {
  const [path] = useLocation();
  useDocumentTitle(titles.notFound);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <LessonLayout route="" crumb={{ unit: site.name, title: 'Page not found' }}>
      <div css={page}>
        <div>
          <h1
            css={css`
              font-size: 3rem;
              margin: 0;
            `}
          >
            404
          </h1>
          <p
            css={css`
              font-size: 1.25rem;
              color: ${colors.muted};
            `}
          >
            Oops! Page not found
          </p>
          <Link href="/" css={home}>
            Return to Home
          </Link>
        </div>
      </div>
    </LessonLayout>
  );
}
