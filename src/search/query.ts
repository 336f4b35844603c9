import type MiniSearch from 'minisearch';
import type { SearchDocument } from './documents.ts';
import { searchOptions, type StoredFields } from './options.ts';
import { queryTerms } from './tokenize.ts';

/** One section that matches a query. */
export interface SearchHit extends StoredFields {
  id: string;
  /** The terms of the section that matched (`pointers` for the query `point`): what to highlight. */
  terms: string[];
}

/** The best sections for a query, best first. */
export function search(engine: MiniSearch<SearchDocument>, query: string, limit = 20): SearchHit[] {
  if (queryTerms(query).length === 0) return [];
  return engine
    .search(query, searchOptions)
    .slice(0, limit)
    .map((r) => ({
      id: String(r.id),
      route: r.route as string,
      anchor: r.anchor as string,
      lesson: r.lesson as string,
      heading: r.heading as string,
      terms: r.terms,
    }));
}
