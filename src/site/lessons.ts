import { useEffect, useSyncExternalStore } from 'react';
import type { LessonData } from '../content/model.ts';
import { lessonLoaders } from './data.ts';

/** Where a lesson's content is: not asked for yet, on its way, here, or failed to arrive. */
export type LessonState =
  { status: 'loading' } | { status: 'ready'; lesson: LessonData } | { status: 'error'; retry: () => void };

const LOADING: LessonState = { status: 'loading' };
const states = new Map<string, LessonState>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * What else a lesson's first render needs, loaded beside its chunk (the quiz questions): set by the
 * app's entries, so that this folder need not know about quizzes. A page that arrives prerendered
 * hydrates without waiting for it (the browser entry sets it after starting the first page's load).
 */
let alongside: ((route: string) => Promise<unknown>) | undefined;
export function loadAlongsideLessons(load: (route: string) => Promise<unknown>): void {
  alongside = load;
}

/**
 * Loads a lesson's chunk once. Resolves when it is in the store, so the prerenderer and the
 * hydrating client can wait for it and render the content on the first pass.
 */
export function loadLesson(route: string): Promise<void> {
  const current = states.get(route);
  if (current && current.status !== 'error') return Promise.resolve();
  const loader = lessonLoaders[route];
  states.set(route, LOADING);
  notify();
  if (!loader) return Promise.reject(new Error(`No lesson at ${route}`));
  // What loads alongside may fail on its own: the lesson still shows, and its parts retry when shown.
  const extra = alongside?.(route).catch(() => undefined);
  return Promise.all([loader(), extra]).then(
    ([module]) => {
      states.set(route, { status: 'ready', lesson: module.default });
      notify();
    },
    (error: unknown) => {
      // Forget the failure so "Try again" really fetches again.
      states.set(route, { status: 'error', retry: () => void loadLesson(route).catch(() => undefined) });
      notify();
      throw error;
    },
  );
}

/** What a page needs before its first render (server or hydrating client): its lesson, if it is one. */
export function loadPage(path: string): Promise<void> {
  return path in lessonLoaders ? loadLesson(path) : Promise.resolve();
}

/** Starts loading a lesson before it is opened (on hover or focus of a link to it). */
export function preloadLesson(route: string): void {
  if (route in lessonLoaders) void loadLesson(route).catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The lesson's content for rendering; asks for it if nobody has yet. */
export function useLesson(route: string): LessonState {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(route) ?? LOADING,
    () => states.get(route) ?? LOADING,
  );
  useEffect(() => {
    if (!states.has(route)) preloadLesson(route);
  }, [route]);
  return state;
}
