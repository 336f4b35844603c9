import type { LessonLink, LessonMeta, Unit } from '../content/model.ts';

/** A lesson as the sidebar and pages list it: its own facts and the unit it belongs to. */
export interface LessonEntry extends LessonMeta {
  unitNumber: number;
  unitTitle: string;
}

/** Every lesson in reading order: units by number, lessons in their unit's `lessons:` order. */
export function lessonsInOrder(units: readonly Unit[]): LessonEntry[] {
  return units.flatMap((u) => u.lessons.map((l) => ({ ...l, unitNumber: u.number, unitTitle: u.title })));
}

/**
 * Where a reader goes on after a lesson: the next lesson in reading order, into the next unit after
 * a unit's last lesson; none after the course's last lesson (or for a route that is no lesson).
 */
export function nextInOrder(lessons: readonly LessonEntry[], route: string): LessonEntry | undefined {
  const at = lessons.findIndex((l) => l.route === route);
  return at < 0 ? undefined : lessons[at + 1];
}

/** Where "Start Learning" goes: the first lesson of the first unit. */
export function firstRouteOf(units: readonly Unit[]): string {
  return units[0]?.firstRoute ?? '/';
}

/**
 * The Previous and Next Topic links of a lesson: only those its file declares with `prev:` and
 * `next:`, each shown with the title of the lesson it points to.
 */
export function pagerOf(
  lessons: readonly LessonMeta[],
  lesson: LessonMeta,
): { prev?: LessonLink; next?: LessonLink } {
  const link = (route: string | undefined): LessonLink | undefined => {
    const target = route === undefined ? undefined : lessons.find((l) => l.route === route);
    return target && { route: target.route, title: target.title };
  };
  const prev = link(lesson.prev);
  const next = link(lesson.next);
  return { ...(prev && { prev }), ...(next && { next }) };
}
