import type { SiteFile } from '../schema/index.ts';
import type { PageMeta } from './meta.ts';
import { REVIEW_PATH } from './routes.ts';

/*
 * The Review page's title and metadata, apart from meta.ts: only the page's content (in the quiz
 * renderer's chunk) and the prerenderer need them. meta.ts is in every page's first load, and a
 * module both it and an on-demand chunk import makes rolldown split the entry into pieces, which
 * cost every page's first load about two kilobytes.
 */

export const reviewTitle = (site: SiteFile) => `Review | ${site.name}`;

/** What the Review page says about itself (the prerenderer's `pageMeta` for REVIEW_PATH). */
export const reviewMeta = (site: SiteFile): PageMeta => ({
  title: reviewTitle(site),
  description: 'The quick questions you answered in the lessons, back for review on the days they are due.',
  path: REVIEW_PATH,
  indexable: true,
});
