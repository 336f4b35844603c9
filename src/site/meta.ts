import type { Manifest, Unit } from '../content/model.ts';
import { plainText } from '../inline/parse.ts';
import type { SiteFile } from '../schema/index.ts';
import { lessonsInOrder } from './navigation.ts';
import { REVIEW_PATH } from './routes.ts';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page within the site, without the base: `/unit1/basics`. */
  path: string;
  /** False for the not-found page, which search engines should not index. */
  indexable: boolean;
}

export const NOT_FOUND_PATH = '/404';

/** Document titles: every page has its own. */
export function titlesFor(site: SiteFile) {
  return {
    home: `${site.name} | ${site.hero.title}`,
    lesson: (title: string) => `${title} | ${site.name}`,
    notFound: `Page not found | ${site.name}`,
  };
}

/**
 * The metadata of any path: home, a lesson, or (for anything else) the not-found page; the Review
 * page's is src/site/review.ts's `reviewMeta` (the prerenderer picks it). Lesson
 * descriptions come apart from the manifest: only the prerenderer needs them.
 */
export function pageMeta(
  manifest: Manifest,
  path: string,
  descriptions: Readonly<Record<string, string>>,
): PageMeta {
  const titles = titlesFor(manifest.site);
  const description = plainText(manifest.site.hero.subtitle);
  if (path === '/') return { title: titles.home, description, path, indexable: true };
  const lesson = lessonsInOrder(manifest.units).find((l) => l.route === path);
  if (lesson)
    return {
      title: titles.lesson(lesson.title),
      description: plainText(descriptions[path] ?? description),
      path,
      indexable: true,
    };
  return { title: titles.notFound, description, path: NOT_FOUND_PATH, indexable: false };
}

/** Every path that gets its own prerendered page (and a line in the sitemap). */
export function prerenderPaths(units: readonly Unit[]): string[] {
  return ['/', ...lessonsInOrder(units).map((l) => l.route), REVIEW_PATH];
}

/**
 * The "Edit this page" address of a lesson: the site's `editUrl` followed by the lesson's file, or
 * undefined when the site sets none.
 */
export function editUrlOf(site: SiteFile, lesson: { unit: string; slug: string }): string | undefined {
  return site.editUrl && `${site.editUrl}curriculum/${lesson.unit}/${lesson.slug}.yaml`;
}
