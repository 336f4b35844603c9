import { plainText } from '../inline/parse.ts';
import { lessons, site, titles } from './site.ts';

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

/** The metadata of every page, derived from the curriculum like everything else. */
export function pageMeta(path: string): PageMeta {
  if (path === '/')
    return { title: titles.home, description: plainText(site.hero.subtitle), path, indexable: true };
  const lesson = lessons.find((l) => l.route === path);
  if (lesson)
    return {
      title: titles.lesson(lesson.title),
      description: plainText(lesson.description),
      path,
      indexable: true,
    };
  return {
    title: titles.notFound,
    description: plainText(site.hero.subtitle),
    path: NOT_FOUND_PATH,
    indexable: false,
  };
}

/** Every path that gets its own prerendered page. */
export const prerenderPaths: readonly string[] = ['/', ...lessons.map((l) => l.route)];
