import type { Unit } from '../content/model.ts';

/** The Review page: the quick questions due today (src/review/). Not a lesson, so not in the table. */
export const REVIEW_PATH = '/review';

/** One entry of the route table, derived from the curriculum: nothing lists lessons by hand. */
export type RouteEntry = { path: '/'; page: 'home' } | { path: string; page: 'lesson' };

/** The route table: home, then every lesson in reading order. */
export function routeTable(units: readonly Unit[]): RouteEntry[] {
  return [
    { path: '/', page: 'home' },
    ...units.flatMap((u) => u.lessons.map((l) => ({ path: l.route, page: 'lesson' as const }))),
  ];
}
