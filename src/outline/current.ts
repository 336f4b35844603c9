/**
 * The section being read: the last heading whose top has scrolled above `line` (a y coordinate in
 * the viewport), or -1 while the reader is still above the first heading.
 */
export function currentIndex(tops: readonly number[], line: number): number {
  let current = -1;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}

/** Where a heading counts as reached: a quarter of the way down the viewport. */
export const readingLine = (viewportHeight: number) => viewportHeight / 4;
