import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { titles } from '../site/data.ts';
import { colors } from '../theme/tokens.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { Badge } from '../layout/Badge.tsx';

const page = css`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 1rem;
`;
const home = css`
  display: inline-block;
  margin-top: 1rem;
  background: ${colors.primary};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  padding: 0.7rem 1.4rem;
  border-radius: 8px;
`;

/** Any other path: "Oops! Page not found", a "Return to Home" link, and the bad path in the console. */
export function NotFound() {
  const [path] = useLocation();
  useDocumentTitle(titles.notFound);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <>
      <main css={page}>
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
      </main>
      <Badge />
    </>
  );
}
