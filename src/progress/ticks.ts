/**
 * The sidebar's ticks, drawn by a stylesheet rather than by React: every lesson link keeps an
 * empty `<span data-tick="/unit1/basics">` (src/layout/Sidebar.tsx), and this fills the ones of
 * lessons read, or with challenges passed, with generated content that carries its own text for
 * screen readers. Pages so carry no progress code, and a tick appears in space already kept.
 */
const STYLE_ID = 'progress-ticks';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rule for one lesson: ✓ for read, ★ for challenges passed, and the same in words. */
export function tickRule(route: string, read: boolean, passed: number): string {
  const mark = `${read ? '✓' : ''}${passed > 0 ? '★' : ''}`;
  const words = [read && 'read', passed > 0 && plural(passed, 'challenge passed', 'challenges passed')]
    .filter(Boolean)
    .join(', ');
  const selector = `[data-tick=${JSON.stringify(route)}]::before`;
  // The first declaration is for browsers without alternative text for generated content.
  return `${selector} { content: ${JSON.stringify(mark)}; content: ${JSON.stringify(mark)} / ${JSON.stringify(`(${words})`)}; }`;
}

/** Shows the ticks of these lessons (and only these). */
export function showTicks(read: readonly string[], passed: ReadonlyMap<string, number>): void {
  const routes = new Set([...read, ...passed.keys()]);
  const readSet = new Set(read);
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = [...routes].map((r) => tickRule(r, readSet.has(r), passed.get(r) ?? 0)).join('\n');
}
