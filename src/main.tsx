import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { routerBase } from './site/base.ts';
import { loadAlongsideLessons, loadPage } from './site/lessons.ts';
import { whenIdle } from './base/idle.ts';
import { startPresenceWhenIdle } from './presence/start.ts';
import { loadProgress } from './progress/load.ts';
import { loadQuizBlock, loadQuizFaces } from './quiz/QuizSlot.tsx';
import { loadLessonMap } from './pages/LessonMapSlot.tsx';
import { loadHighlighter } from './code/highlighter.tsx';
import { parsonsSlot } from './parsons/ParsonsSlot.tsx';

const root = document.getElementById('root')!;
// Same key as the prerenderer, so Emotion adopts the styles already in the page instead of adding them again.
const app = (
  <StrictMode>
    <CacheProvider value={createCache({ key: 'css' })}>
      <App />
    </CacheProvider>
  </StrictMode>
);

const path = location.pathname.slice(routerBase.length) || '/';
if (root.hasChildNodes()) {
  // The page arrived prerendered: load its lesson first so the first client render matches the HTML.
  void loadPage(path).then(
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread for the whole lesson at once (the page is already readable meanwhile).
    () => startTransition(() => void hydrateRoot(root, app)),
    () => createRoot(root).render(app),
  );
} else {
  createRoot(root).render(app);
}

// From here on, a lesson opened by a link waits for its questions, its Parsons problems and its
// map's component too, so they never pop in and move the section a link landed on. The page above,
// already prerendered, hydrates without them: its HTML shows them all.
loadAlongsideLessons((route) =>
  Promise.all([loadQuizFaces(route), parsonsSlot.loadFaces(route), loadLessonMap(), loadHighlighter()]),
);

startPresenceWhenIdle(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);

// Offline use (src/offline/): the service worker is registered once the page is idle, by a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  whenIdle(
    () =>
      void import('./offline/register.ts').then(
        (m) => m.registerServiceWorker(),
        () => undefined, // offline before the first visit was kept: nothing to register with
      ),
  );

// Quick-check questions render from a chunk of their own; fetched when idle, so that a lesson
// opened later by a link waits only for its questions, not for the renderer before them.
// It also puts the count of questions due for review in the top bar (src/quiz/reviewCount.ts).
whenIdle(
  () =>
    void loadQuizBlock().then(
      (m) => m.mountDueCount(),
      () => undefined,
    ),
);

// Code highlighting (src/code/highlighter.tsx): the prerendered code is highlighted already; code
// drawn by the client later (a lesson opened by a link, an edited program) needs it.
whenIdle(() => void loadHighlighter().catch(() => undefined));

// Progress (src/progress/): ticks, saved programs and the reading place, from a chunk of its own.
whenIdle(() => void loadProgress().catch(() => undefined));
