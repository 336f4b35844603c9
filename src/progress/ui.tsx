import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadedProgress, loadProgress } from './load.ts';

// What every page carries of progress: almost nothing. The progress code loads after hydration
// and fills the places kept for it (ticks: src/progress/ticks.ts; home: HomeProgress.tsx).

/** The end of a lesson's content: where the reading tracker (src/progress/track.ts) looks. */
export function ReadTracker({ route }: { route: string }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    loadProgress().then(
      (m) => {
        if (live && end.current) stop = m.trackLesson(route, end.current);
      },
      () => undefined, // progress is optional: the lesson reads the same without it
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [route]);
  return <div ref={end} aria-hidden="true" />;
}

/**
 * Whether the student has read this lesson: undefined until the progress code has loaded (on the
 * server, while hydrating, and if it cannot load), then kept up to date.
 */
export function useRead(route: string): boolean | undefined {
  const [read, setRead] = useState<boolean>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    loadProgress().then(
      ({ progressSummary: summary }) => {
        const update = () => setRead(!!summary.get()?.read.has(route));
        if (!live) return;
        update();
        stop = summary.subscribe(update);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [route]);
  return read;
}

/** Marks a lesson read, when the progress code is here (it is, wherever useRead said false). */
export const markRead = (route: string) => loadedProgress()?.markRead(route);

/**
 * The home page's progress, loaded after the page is shown: the "Your progress" panel (export,
 * import, forget) here, and the continue link and unit badges in the slots the page keeps for
 * them (`data-progress-slot`), so the home page carries almost none of it.
 */
export function ProgressSection() {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    // The storage code first: the panel reads from it as it renders.
    Promise.all([loadProgress(), import('./HomeProgress.tsx')]).then(
      ([, m]) => setPanel(() => m.HomeProgress),
      () => undefined,
    );
  }, []);
  return <div css={{ minHeight: '8rem' }}>{Panel && <Panel />}</div>;
}
