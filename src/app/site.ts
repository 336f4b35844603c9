import { manifest } from './curriculumModule.ts';
import type { LessonMeta, Unit } from '../content/model.ts';

export const site = manifest.site;
export const units: readonly Unit[] = manifest.units;

/** Every lesson in reading order, with the unit it belongs to. */
export const lessons: readonly (LessonMeta & { unitNumber: number; unitTitle: string })[] = units.flatMap(
  (u) => u.lessons.map((l) => ({ ...l, unitNumber: u.number, unitTitle: u.title })),
);

export const firstRoute = units[0]?.firstRoute ?? '/';

/** Document titles: every page has its own. */
export const titles = {
  home: `${site.name} | ${site.hero.title}`,
  lesson: (title: string) => `${title} | ${site.name}`,
  notFound: `Page not found | ${site.name}`,
};
