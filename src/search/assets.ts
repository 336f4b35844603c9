import MiniSearch from 'minisearch';
import type { Curriculum } from '../content/model.ts';
import { searchDocuments } from './documents.ts';
import { indexOptions } from './options.ts';

/** The quotable text of each section, keyed by document id: what a result quotes around its match. */
export type SectionTexts = Record<string, { text: string; code: string }>;

/** Code as quoted in a result: one statement a line, without indentation or blank lines. */
const squeeze = (code: string) =>
  code
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

/**
 * The two search files the build emits. The index (terms, and the names and anchors of sections) is
 * all the first result needs; the sections' texts, for quoting a match, are a second file fetched
 * beside it, so a result shows before the larger file has arrived.
 */
export function searchAssets(curriculum: Pick<Curriculum, 'lessons'>): { index: string; texts: string } {
  const documents = searchDocuments(curriculum);
  const index = new MiniSearch(indexOptions);
  index.addAll(documents);
  const texts: SectionTexts = Object.fromEntries(
    documents.map((d) => [d.id, { text: d.text, code: squeeze(d.code) }]),
  );
  return { index: JSON.stringify(index), texts: JSON.stringify(texts) };
}
