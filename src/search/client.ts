import MiniSearch from 'minisearch';
import { indexUrl, textsUrl } from 'virtual:curriculum/search';
import type { SearchDocument } from './documents.ts';
import type { SectionTexts } from './assets.ts';
import { indexOptions, searchOptions, type StoredFields } from './options.ts';
import { queryTerms } from './tokenize.ts';

/** One section that matches a query. */
export interface SearchHit extends StoredFields {
  id: string;
  /** The terms of the section that matched (`pointers` for the query `point`): what to highlight. */
  terms: string[];
}

const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
};

let index: Promise<MiniSearch<SearchDocument>> | undefined;
let texts: Promise<SectionTexts> | undefined;

/** The index, fetched on first use (when search opens); a failed fetch is tried again next time. */
export function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  index ??= fetchText(indexUrl).then((json) => MiniSearch.loadJSON<SearchDocument>(json, indexOptions));
  index.catch(() => (index = undefined));
  return index;
}

/** The sections' texts, for quoting matches: fetched beside the index, awaited by nothing urgent. */
export function loadTexts(): Promise<SectionTexts> {
  texts ??= fetchText(textsUrl).then((json) => JSON.parse(json) as SectionTexts);
  texts.catch(() => (texts = undefined));
  return texts;
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
