import { lessonLoaders, manifest } from 'virtual:curriculum';
import { lessonsInOrder, firstRouteOf } from './navigation.ts';
import { titlesFor } from './meta.ts';

/**
 * The curriculum this build serves, bound once: the only module that reads the curriculum plugin's
 * virtual module. Everything here is derived by the pure functions beside it, so the browser, the
 * prerenderer and the tests (which serve a fixture curriculum) read the same answers.
 */
export { lessonLoaders, manifest };

export const site = manifest.site;
export const units = manifest.units;
/** Every lesson in reading order, with the unit it belongs to. */
export const lessons = lessonsInOrder(units);
export const firstRoute = firstRouteOf(units);
export const titles = titlesFor(site);
