import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { lessonLoaders } from './app/curriculumModule.ts';
import { loadLesson } from './app/lessonData.ts';
import { pageMeta, prerenderPaths, type PageMeta } from './app/meta.ts';

export { pageMeta, prerenderPaths, type PageMeta };

/** Renders one page to HTML with its critical CSS, after loading the lesson it shows. */
export async function render(path: string): Promise<{ html: string; styles: string; meta: PageMeta }> {
  if (path in lessonLoaders) await loadLesson(path);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App ssrPath={path} />
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, meta: pageMeta(path) };
}
