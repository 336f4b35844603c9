/**
 * Which of a challenge's tests the page shows as examples. Stress tests (a hundred lines of input,
 * an output line thousands of pixels wide) teach nothing in a table and make it scroll: a test is
 * an example when its input and output are both short, by this rule, and the rest are counted.
 */
export const EXAMPLE_LIMITS = {
  /** The most lines of input or of output. */
  lines: 8,
  /** The longest line, in columns (a tab counts to the next multiple of 8): two such fit side by side at 1280 px. */
  columns: 30,
} as const;

/** How many columns a line takes on screen: a tab moves to the next multiple of 8, as in a `pre`. */
export function columnsOf(line: string): number {
  let column = 0;
  for (const c of line) column = c === '\t' ? (Math.floor(column / 8) + 1) * 8 : column + 1;
  return column;
}

/** Whether a program's input or output is short enough to show in an example. */
export function isShort(text: string): boolean {
  const lines = text.replace(/\n$/, '').split('\n');
  return (
    lines.length <= EXAMPLE_LIMITS.lines && lines.every((line) => columnsOf(line) <= EXAMPLE_LIMITS.columns)
  );
}

/** A test's size, to choose the smallest when none is short. */
const size = (t: { input?: string | undefined; output: string }) => (t.input ?? '').length + t.output.length;

/**
 * The tests shown as examples, in their order, and how many larger ones are not. When no test is
 * short, the smallest is shown, so a challenge never has an empty table.
 */
export function examplesOf<T extends { input?: string | undefined; output: string }>(
  tests: readonly T[],
): { shown: T[]; larger: number } {
  let shown = tests.filter((t) => isShort(t.input ?? '') && isShort(t.output));
  if (shown.length === 0 && tests.length > 0)
    shown = [tests.reduce((small, t) => (size(t) < size(small) ? t : small))];
  return { shown, larger: tests.length - shown.length };
}
