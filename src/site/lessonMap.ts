import type { Lesson, LessonMap } from '../content/model.ts';
import { paragraphs, plainText } from '../inline/parse.ts';
import type { BlockOf, BlockType } from '../schema/index.ts';

/**
 * Reading speeds, in what a student reads straight through. Adults read English non-fiction at about
 * 240 words a minute (Brysbaert, 2019, a review of 190 studies); a learner reading technical prose,
 * with its terms and inline code, goes slower: 200. Code is not read word by word but line by line,
 * tracing what each line does: about 4 seconds a line of a short sample, so 15 lines a minute (an
 * output, read to check it against the code, counts like code).
 */
export const PROSE_WORDS_PER_MINUTE = 200;
export const CODE_LINES_PER_MINUTE = 15;

/** What a student reads of a lesson without opening anything: words of prose, lines of code. */
export interface ReadingLoad {
  words: number;
  codeLines: number;
}

const wordsOf = (text: string | undefined): number =>
  text === undefined ? 0 : plainText(text).split(/\s+/).filter(Boolean).length;
const richWordsOf = (text: string): number => paragraphs(text).reduce((n, p) => n + wordsOf(p), 0);
const linesOf = (code: string | undefined): number =>
  code === undefined ? 0 : code.split('\n').filter((l) => l.trim() !== '').length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * What each block type puts in front of a reader. A mapped type, like the renderer registry: a new
 * block type fails the type check until it says what of it is read. Only what the page shows before
 * the student acts counts: a hidden solution, a quiz's explanations and a challenge's example table
 * (looked up, not read through) do not.
 */
const load: { [K in BlockType]: (block: BlockOf<K>) => ReadingLoad } = {
  heading: (b) => ({ words: wordsOf(b.text), codeLines: 0 }),
  card: (b) => ({ words: wordsOf(b.title) + richWordsOf(b.text), codeLines: 0 }),
  callout: (b) => ({ words: wordsOf(b.title) + richWordsOf(b.text), codeLines: 0 }),
  list: (b) => ({ words: wordsOf(b.title) + sum(b.items.map(wordsOf)), codeLines: 0 }),
  table: (b) => ({
    words: wordsOf(b.title) + sum(b.columns.map(wordsOf)) + sum(b.rows.flat().map(wordsOf)),
    codeLines: 0,
  }),
  compare: (b) => ({
    words: wordsOf(b.title) + sum([b.left, b.right].map((s) => wordsOf(s.title) + sum(s.items.map(wordsOf)))),
    codeLines: 0,
  }),
  code: (b) => ({
    words: wordsOf(b.title),
    codeLines:
      sum((b.files ?? [{ code: b.code ?? '' }]).map((f) => linesOf(f.code))) +
      linesOf(b.output) +
      linesOf(b.fix),
  }),
  challenge: (b) => ({ words: wordsOf(b.title) + richWordsOf(b.prompt), codeLines: linesOf(b.starter) }),
  parsons: (b) => ({
    words: wordsOf(b.title) + richWordsOf(b.prompt),
    codeLines: linesOf(b.code) + (b.distractors?.length ?? 0),
  }),
  quiz: (b) => ({
    words: richWordsOf(b.question) + sum((b.options ?? []).map((o) => wordsOf(o.text))),
    codeLines:
      linesOf(b.code) +
      linesOf(b.program) +
      sum((b.options ?? []).map((o) => linesOf(o.code) + linesOf(o.output))),
  }),
};

function loadOf<K extends BlockType>(block: BlockOf<K>): ReadingLoad {
  return (load[block.type] as (b: BlockOf<K>) => ReadingLoad)(block);
}

/** The words and code lines of a lesson's title and blocks. */
export function readingLoad(lesson: Pick<Lesson, 'title' | 'blocks'>): ReadingLoad {
  const loads = lesson.blocks.map(loadOf);
  return {
    words: wordsOf(lesson.title) + sum(loads.map((l) => l.words)),
    codeLines: sum(loads.map((l) => l.codeLines)),
  };
}

/** Minutes to read, rounded up: a lesson of 201 words is not "1 minute". */
export function readingMinutes({ words, codeLines }: ReadingLoad): number {
  return Math.max(1, Math.ceil(words / PROSE_WORDS_PER_MINUTE + codeLines / CODE_LINES_PER_MINUTE));
}

/** `about 45 min`, `about 1 h 5 min`: a reading time at a glance. */
export function readingTimeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `about ${h > 0 ? `${h} h${m > 0 ? ` ${m} min` : ''}` : `${m} min`}`;
}

/** The map a lesson opens with, derived at build time so the page gets only the result. */
export function lessonMap(lesson: Pick<Lesson, 'title' | 'blocks' | 'teaches'>): LessonMap {
  const minutes = readingMinutes(readingLoad(lesson));
  return { teaches: lesson.teaches ?? [], minutes, readingTime: readingTimeText(minutes) };
}
