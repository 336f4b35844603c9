import type { QuizFace } from '../content/quizFace.ts';
import { loadProgress } from '../progress/load.ts';
import { loadFaces } from './faces.ts';
import type { ReviewQueue } from '../progress/queue.ts';
import type { Day } from '../progress/schedule.ts';
import { lessons } from '../site/data.ts';

const order = lessons.map((l) => l.route);

export interface Due {
  today: Day;
  queue: ReviewQueue;
  /** The faces of the questions the queue holds, by id. */
  faces: ReadonlyMap<string, QuizFace>;
  /** Days from today to the next question due after today, if any. */
  nextIn?: number | undefined;
  /** Hears every change of the progress (an answer here, or in another tab). */
  subscribe: (listener: () => void) => () => void;
}

/**
 * The queue's code comes from the progress chunk (its `loadProgress`), never by an import of its own:
 * modules shared by two chunks loaded on demand become a third (and rolldown then splits the
 * entry into pieces, which costs every page's first load).
 *
 * Today's queue, read from the progress kept on this device, with the questions to show. Only the
 * lessons with an answered question have their questions fetched (each is a small chunk the service
 * worker keeps); a question the course no longer has is left out.
 */
export async function loadDue(now = new Date()): Promise<Due> {
  const store = await loadProgress();
  const quizzes = store.current().quizzes ?? {};
  const faces = new Map<string, QuizFace>();
  const routes = new Set(Object.values(quizzes).map((q) => q.route));
  for (const lesson of await Promise.all([...routes].map(loadFaces)))
    for (const [id, face] of Object.entries(lesson)) faces.set(id, face);
  const today = store.localDay(now);
  const queue = store.reviewQueue(quizzes, store.reviewCards(), today, {
    order,
    exists: (id) => faces.has(id),
  });
  return {
    today,
    queue,
    faces,
    nextIn: queue.next === undefined ? undefined : store.daysBetween(today, queue.next),
    subscribe: (listener) => store.progressSummary.subscribe(listener),
  };
}
