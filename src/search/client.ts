import MiniSearch from 'minisearch';
import { indexUrl, textsUrl } from 'virtual:curriculum/search';
import type { SearchDocument } from './documents.ts';
import type { SectionTexts } from './assets.ts';
import { indexOptions } from './options.ts';
export { search, type SearchHit } from './query.ts';

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
