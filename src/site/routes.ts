import type { Unit } from '../content/model.ts';

/** One entry of the route table, derived from the curriculum: nothing lists lessons by hand. */
export type RouteEntry = { path: '/'; page: 'home' } | { path: string; page: 'lesson' };

/** The route table: home, then every lesson in reading order. */
export function routeTable(units: readonly Unit[]): RouteEntry[] {
  return [
    { path: '/', page: 'home' },
    ...units.flatMap((u) => u.lessons.map((l) => ({ path: l.route, page: 'lesson' as const }))),
  ];
}
