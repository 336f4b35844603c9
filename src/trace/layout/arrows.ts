import type { Arrow, Shape, Text } from './geometry.ts';
import type { Anchor, PointerSource } from './drawing.ts';

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * The path of a pointer's arrow from its dot to what it points at. A target to the right is reached
 * directly; one in the same column (another variable on the stack) by a loop through the gutter at
 * `gutter`, so the arrow never runs through the boxes between. A cell in a row is entered from
 * above, a box from its side; with `stacked` (the heap under the stack), a box below that reaches
 * past the gutter is entered from above too, rather than by a loop round its far side.
 */
export function routeArrow(from: PointerSource, to: Anchor, gutter: number, stacked = false): string {
  const { x, y } = from;
  if (to.x > x + 40) {
    if (to.cell && !to.first) {
      const tx = to.x + to.w / 2;
      return `M${r(x)} ${r(y)}C${r(x + 50)} ${r(y)} ${r(tx)} ${r(to.y - 40)} ${r(tx)} ${r(to.y)}`;
    }
    const ty = to.y + Math.min(to.h / 2, 11);
    return `M${r(x)} ${r(y)}C${r(x + 50)} ${r(y)} ${r(to.x - 50)} ${r(ty)} ${r(to.x)} ${r(ty)}`;
  }
  const g = Math.max(gutter, x + 20);
  if (to.cell) {
    const tx = to.x + to.w / 2;
    return `M${r(x)} ${r(y)}C${r(g)} ${r(y)} ${r(g)} ${r(to.y - 30)} ${r(tx)} ${r(to.y)}`;
  }
  if (stacked && to.y > y && g < to.x + to.w - 8)
    return `M${r(x)} ${r(y)}C${r(g)} ${r(y)} ${r(g)} ${r(to.y - 30)} ${r(g)} ${r(to.y)}`;
  const tx = to.x + to.w;
  const ty = to.y + Math.min(to.h / 2, 11);
  return `M${r(x)} ${r(y)}C${r(g)} ${r(y)} ${r(g)} ${r(ty)} ${r(tx)} ${r(ty)}`;
}

/** How far right a path goes at most: its points' and control points' largest x (a curve stays within them). */
export const pathRight = (d: string) =>
  Math.max(...[...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 0));

/** A short arrow to a word, for a pointer whose target is not in the picture (dangling, library). */
export function stub(from: PointerSource, label: string, dangling: boolean): Shape[] {
  const arrow: Arrow = { type: 'arrow', d: `M${r(from.x)} ${r(from.y)}h22`, from: from.ref, dangling };
  const text: Text = {
    type: 'text',
    role: dangling ? 'warning' : 'note',
    x: from.x + 26,
    y: from.y + 4,
    text: label,
  };
  return [arrow, text];
}
