import { matchSpans } from './tokenize.ts';

/** A piece of a quoted line, marked when it is a match. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const BEFORE = 40;
const AFTER = 90;

/** The parts of `line` from `from` to `to`, with every match inside marked. */
function parts(line: string, from: number, to: number, spans: [number, number][]): SnippetPart[] {
  const out: SnippetPart[] = [];
  let at = from;
  for (const [start, end] of spans) {
    if (start < from || end > to) continue;
    if (start > at) out.push({ text: line.slice(at, start), match: false });
    out.push({ text: line.slice(start, end), match: true });
    at = end;
  }
  if (at < to) out.push({ text: line.slice(at, to), match: false });
  return out;
}

/**
 * A short quote of a section around the first match of the terms: prose first, then code (the line
 * holding the match). Empty when neither matches (the match was in a heading or the lesson's title).
 */
export function snippet(section: { text: string; code: string }, terms: ReadonlySet<string>): SnippetPart[] {
  for (const source of [section.text, section.code]) {
    for (const line of source.split('\n')) {
      const spans = matchSpans(line, terms);
      const first = spans[0];
      if (!first) continue;
      let from = Math.max(0, first[0] - BEFORE);
      let to = Math.min(line.length, first[1] + AFTER);
      // Start and end at word boundaries, with an ellipsis where the line goes on.
      if (from > 0) from = Math.min(line.indexOf(' ', from) + 1 || from, first[0]);
      if (to < line.length) to = Math.max(line.lastIndexOf(' ', to), first[1]);
      const quoted = parts(line, from, to, spans);
      if (from > 0) quoted.unshift({ text: '…', match: false });
      if (to < line.length) quoted.push({ text: '…', match: false });
      return quoted;
    }
  }
  return [];
}
