import { lazy, Suspense, type ComponentType } from 'react';
import { LessonLayout } from '../layout/LessonLayout.tsx';
import { loadQuizBlock } from '../quiz/QuizSlot.tsx';
import { site } from '../site/data.ts';

/** The page's content, once the server has loaded it (the browser never does: it goes through `Lazy`). */
let Loaded: ComponentType | undefined;
/** Loads the content's chunk before rendering: the prerenderer's, so the Review page's HTML is complete. */
export const loadReviewPage = () =>
  loadQuizBlock().then(({ ReviewPage }) => {
    Loaded = ReviewPage;
  });
const Lazy = lazy(() => loadQuizBlock().then(({ ReviewPage }) => ({ default: ReviewPage })));

/**
 * The Review page (src/quiz/ReviewPage.tsx): the course's frame at once, its content from the quiz renderer's
 * chunk, which every page loads when idle, so that no page's first load carries it. While a
 * prerendered Review page hydrates, the boundary keeps the server's HTML until the chunk is here.
 */
export const ReviewSlot = () => (
  <LessonLayout route="" crumb={{ unit: site.name, title: 'Review' }}>
    {/* import.meta.env.SSR is false in the browser build, which so carries no trace of `Loaded`. */}
    <Suspense>{import.meta.env.SSR && Loaded ? <Loaded /> : <Lazy />}</Suspense>
  </LessonLayout>
);
