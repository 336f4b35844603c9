import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents.ts';
import { isWord, normalize, tokenize } from './tokenize.ts';

/** What a result carries from the index: enough to name it and link to it. */
export type StoredFields = Pick<SearchDocument, 'route' | 'anchor' | 'lesson' | 'heading'>;

export const SEARCH_FIELDS = ['heading', 'lesson', 'text', 'code'] as const;

/**
 * The index's options. The build writes the index with them and the browser reads it back with
 * them (MiniSearch needs the same tokenizer on both sides), so they live in one place.
 */
export const indexOptions: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: ['route', 'anchor', 'lesson', 'heading'],
  tokenize,
  processTerm: normalize,
};

/**
 * How a query is matched: every term must be present; words match by prefix as they are typed
 * (and, from seven letters on, with one typo), C tokens only exactly (`-` must not find `->`).
 * A heading outweighs the lesson's title, which outweighs prose, which outweighs code.
 */
export const searchOptions: SearchOptions = {
  combineWith: 'AND',
  prefix: (term) => isWord(term),
  fuzzy: (term) => (isWord(term) && term.length >= 7 ? 0.15 : false),
  boost: { heading: 4, lesson: 2, text: 1.5, code: 1 },
};
