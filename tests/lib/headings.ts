/** The levels of the headings in an element, in document order: `[1, 2, 3, 2]`. */
export function headingLevels(el: HTMLElement): number[] {
  return [...el.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

/** The first place where a heading is more than one level deeper than the one before it. */
export function firstSkip(levels: number[]): string | undefined {
  for (let i = 1; i < levels.length; i++)
    if (levels[i]! > levels[i - 1]! + 1) return `h${levels[i - 1]} → h${levels[i]} at heading ${i + 1}`;
  return undefined;
}
