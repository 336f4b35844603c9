import { useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Home } from '../pages/Home.tsx';
import { LessonPage } from '../pages/LessonPage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { ReviewSlot } from '../pages/ReviewSlot.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { SearchHost } from '../search/SearchHost.tsx';
import { GlobalStyles } from '../theme/GlobalStyles.tsx';
import { routerBase } from '../site/base.ts';
import { REVIEW_PATH, routeTable } from '../site/routes.ts';
import { units } from '../site/data.ts';

const routes = routeTable(units);

/** After a client-side navigation, start at the top and move focus to the new page's content. */
function useNavigationFocus() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}

function Pages() {
  useNavigationFocus();
  return (
    <Switch>
      {routes.map((r) =>
        r.page === 'home' ? (
          <Route key="/" path="/" component={Home} />
        ) : (
          <Route key={r.path} path={r.path}>
            <LessonPage route={r.path} />
          </Route>
        ),
      )}
      <Route path={REVIEW_PATH} component={ReviewSlot} />
      <Route component={NotFound} />
    </Switch>
  );
}

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router base={routerBase} {...(ssrPath !== undefined && { ssrPath })}>
      <GlobalStyles />
      <ErrorBoundary
        fallback={() => (
          <main style={{ padding: '2rem', maxWidth: 640, margin: '0 auto' }}>
            <h1>Something went wrong on this page</h1>
            <p>
              Reload the page to try again, or <a href={`${routerBase}/`}>go to the home page</a>.
            </p>
          </main>
        )}
      >
        <Pages />
        <SearchHost />
      </ErrorBoundary>
    </Router>
  );
}
