import { memo, Suspense } from 'react';
import type { LessonMap } from '../content/model.ts';
import { KeepPrerendered } from '../site/prerendered.tsx';

/** The map's component, once its chunk is here: the server and a lesson opened by a link wait for it. */
let loaded: typeof import('./LessonMap.tsx') | undefined;
export const loadLessonMap = () =>
  import('./LessonMap.tsx').then((m) => {
    loaded = m;
  });

/**
 * The lesson map is static markup: the prerenderer draws it into the page's HTML, and while the page
 * hydrates it suspends forever, so React keeps that HTML and the first load carries none of its code.
 * A lesson opened by a link loads the component with its content (see src/main.tsx). Memoised on the
 * map, so that no re-render of the page disturbs a boundary still holding HTML.
 */
export const LessonMapSlot = memo(function LessonMapSlot({ map }: { map: LessonMap }) {
  return <Suspense fallback={null}>{loaded ? <loaded.LessonMap map={map} /> : <KeepPrerendered />}</Suspense>;
});
