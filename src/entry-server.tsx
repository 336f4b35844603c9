import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { descriptions } from 'virtual:curriculum/descriptions';
import { manifest } from './site/data.ts';
import { loadAlongsideLessons, loadPage } from './site/lessons.ts';
import { loadQuizFaces } from './quiz/QuizSlot.tsx';
import { parsonsSlot } from './parsons/ParsonsSlot.tsx';
import { loadLessonMap } from './pages/LessonMapSlot.tsx';
import { loadHighlighter } from './code/highlighter.tsx';
import { loadReviewPage } from './pages/ReviewSlot.tsx';
import { NOT_FOUND_PATH, pageMeta, prerenderPaths as pathsOf, type PageMeta } from './site/meta.ts';
import { reviewMeta } from './site/review.ts';
import { REVIEW_PATH } from './site/routes.ts';
// Draws the first picture of each traced sample into the HTML (the browser bundle has no traces).
import './trace/ui/ssr.tsx';

export { NOT_FOUND_PATH, type PageMeta };

/** Every page the build writes as HTML, from the curriculum this bundle was built with. */
export const prerenderPaths: readonly string[] = pathsOf(manifest.units);

// Questions and the lesson map render synchronously into the HTML; the browser loads the questions
// and their renderer after the page, and keeps the map's HTML without its code.
loadAlongsideLessons((route) =>
  Promise.all([loadQuizFaces(route), parsonsSlot.loadFaces(route), loadLessonMap()]),
);

/** Renders one page to HTML with its critical CSS, after loading the lesson it shows. */
export async function render(path: string): Promise<{ html: string; styles: string; meta: PageMeta }> {
  // The HTML shows highlighted code; the browser keeps it while its highlighter loads.
  await Promise.all([loadPage(path), loadHighlighter(), loadReviewPage()]);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App ssrPath={path} />
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const meta = path === REVIEW_PATH ? reviewMeta(manifest.site) : pageMeta(manifest, path, descriptions);
  return { html, styles, meta };
}
