import { lessonLoaders, type LessonData } from './curriculumModule.ts';

export type { LessonData };

const cache = new Map<string, Promise<LessonData>>();

/**
 * Loads a lesson's blocks once and remembers the promise, so React's `use` sees the same promise on
 * every render. A failed load is forgotten, so "Try again" really tries again.
 */
export function loadLesson(route: string): Promise<LessonData> {
  let promise = cache.get(route);
  if (!promise) {
    const loader = lessonLoaders[route];
    promise = loader ? loader().then((m) => m.default) : Promise.reject(new Error(`No lesson at ${route}`));
    promise.catch(() => cache.delete(route));
    cache.set(route, promise);
  }
  return promise;
}

/** Starts loading a lesson before it is opened (on hover or focus of a link to it). */
export function preloadLesson(route: string): void {
  if (route in lessonLoaders) void loadLesson(route).catch(() => undefined);
}
