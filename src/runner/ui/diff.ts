/** Where two outputs first differ: a character index in each, with its line and column (from 1). */
export interface FirstDifference {
  index: number;
  line: number;
  column: number;
}

/** The first character at which `actual` departs from `expected`, or null when they are equal. */
export function firstDifference(expected: string, actual: string): FirstDifference | null {
  if (expected === actual) return null;
  let index = 0;
  while (index < expected.length && index < actual.length && expected[index] === actual[index]) index++;
  const before = expected.slice(0, index);
  const line = before.split('\n').length;
  return { index, line, column: index - before.lastIndexOf('\n') };
}

/** A character as a student can read it in a sentence: "P", "a newline", "the end of the output". */
export function describeChar(text: string, index: number): string {
  const c = text[index];
  if (c === undefined) return 'the end of the output';
  if (c === '\n') return 'a line break';
  if (c === ' ') return 'a space';
  if (c === '\t') return 'a tab';
  return `“${c}”`;
}
