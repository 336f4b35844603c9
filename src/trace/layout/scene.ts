import type { HeapBlock, Step, Target, Variable } from '../schema.ts';
import { pathRight, routeArrow, stub } from './arrows.ts';
import { CELL_H, GAP, cellWidth, textWidth, type Box, type Rect, type Scene } from './geometry.ts';
import { brief, Drawing, type Anchor } from './drawing.ts';
import { draw, measure } from './values.ts';
import { leafKey, stepLeaves } from './walk.ts';

const PAD = 8;
const TITLE_H = 22;
const ROW_GAP = 6;
/** Room between the stack and the right-hand column, where arrows travel. */
const GUTTER = 84;
const HEADING_H = 20;
const MAX_DECLARATION = 30;

/** `int *p`, `char name[8]`, `int (*row)[3]`: a variable as C declares it. */
export function declaration(type: string, name: string): string {
  // A replacer function: gcc allows `$` in names, which a replacement string would read as a pattern.
  if (type.includes('(*)')) return type.replace('(*)', () => `(*${name})`);
  const array = /^(.*?)\s*((\[\d*\])+)$/.exec(type);
  if (array) return `${array[1]} ${name}${array[2]}`;
  return type.endsWith('*') ? `${type}${name}` : `${type} ${name}`;
}

const shorten = (text: string) =>
  text.length > MAX_DECLARATION ? `${text.slice(0, MAX_DECLARATION - 1)}…` : text;

/** A box of variables with a title: a stack frame or the globals. */
function variablesBox(
  d: Drawing,
  x: number,
  y: number,
  title: string,
  note: string | undefined,
  variables: readonly Variable[],
  ref: string,
  role: 'frame' | 'globals',
): Rect {
  const refOf = (v: Variable) => `${ref}/${v.name}`;
  const declarations = variables.map((v) => shorten(declaration(v.type, v.name)));
  const declW = Math.max(0, ...declarations.map(textWidth));
  const sizes = variables.map((v) => measure(v.value, refOf(v), d.ends));
  const valueW = Math.max(0, ...sizes.map((s) => s.w));
  const titleW = textWidth(title) + (note ? textWidth(note) + GAP * 3 : 0);
  const w = Math.max(PAD + declW + GAP * 2 + valueW + PAD, titleW + PAD * 2, 120);
  const h =
    TITLE_H + sizes.reduce((n, s) => n + s.h + ROW_GAP, 0) + (variables.length ? PAD - ROW_GAP : CELL_H);
  d.shapes.push({ type: 'box', role, x, y, w, h, ref });
  d.shapes.push({ type: 'text', role: 'title', x: x + PAD, y: y + 15, text: title });
  if (note)
    d.shapes.push({ type: 'text', role: 'note', x: x + w - PAD, y: y + 15, text: note, anchor: 'end' });
  if (!variables.length)
    d.shapes.push({ type: 'text', role: 'note', x: x + PAD, y: y + TITLE_H + 14, text: 'no variables' });
  let top = y + TITLE_H;
  variables.forEach((v, i) => {
    d.shapes.push({
      type: 'text',
      role: 'name',
      x: x + PAD + declW,
      y: top + 15,
      text: declarations[i]!,
      anchor: 'end',
    });
    const tip = `${declaration(v.type, v.name)}: ${v.size} bytes${v.address ? ` at ${v.address}` : ''}`;
    draw(d, v.value, x + PAD + declW + GAP * 2, top, refOf(v), tip);
    top += sizes[i]!.h + ROW_GAP;
  });
  return { x, y, w, h };
}

function heapBox(d: Drawing, x: number, y: number, block: HeapBlock): Rect {
  const ref = `heap/${block.id}`;
  const title = `#${block.id} · ${block.size} bytes${block.line ? ` · line ${block.line}` : ''}`;
  if (block.freed) {
    const w = Math.max(textWidth(title) + PAD * 2, 120);
    const h = TITLE_H + CELL_H;
    d.shapes.push({ type: 'box', role: 'freed', x, y, w, h, ref, tip: 'freed: its memory was given back' });
    d.shapes.push({ type: 'text', role: 'title', x: x + PAD, y: y + 15, text: title });
    d.shapes.push({ type: 'text', role: 'note', x: x + PAD, y: y + TITLE_H + 14, text: 'freed' });
    d.anchor(ref, { x, y, w, h });
    return { x, y, w, h };
  }
  const warning = block.leaked
    ? 'never freed: a leak'
    : block.unreachable
      ? 'unreachable: a leak'
      : undefined;
  const size = block.value ? measure(block.value, ref, d.ends) : { w: 0, h: 0 };
  const w = Math.max(
    size.w + PAD * 2,
    textWidth(title) + PAD * 2,
    warning ? textWidth(warning) + PAD * 2 : 0,
    120,
  );
  const h = TITLE_H + size.h + PAD + (warning ? 18 : 0);
  const leak = warning !== undefined;
  d.shapes.push({
    type: 'box',
    role: 'block',
    x,
    y,
    w,
    h,
    ref,
    leak,
    tip: block.type ? `holds ${block.type}` : undefined,
  });
  d.shapes.push({ type: 'text', role: 'title', x: x + PAD, y: y + 15, text: title });
  if (block.value) draw(d, block.value, x + PAD, y + TITLE_H, ref);
  if (warning) d.shapes.push({ type: 'text', role: 'warning', x: x + PAD, y: y + h - 7, text: warning });
  return { x, y, w, h };
}

/** The boxes for what pointers reach outside variables and the heap: literals, functions, files. */
function otherBoxes(d: Drawing, x: number, y: number, targets: readonly Target[]): number {
  const seen = new Set<string>();
  let top = y;
  for (const t of targets) {
    if (t.kind === 'literal' && !seen.has(t.ref)) {
      seen.add(t.ref);
      const cell = Math.max(26, ...t.items.map(cellWidth));
      const w = Math.max(cell * t.items.length, textWidth('string literal (read-only)')) + PAD * 2;
      const h = TITLE_H + CELL_H + PAD;
      d.shapes.push({ type: 'box', role: 'literal', x, y: top, w, h, ref: t.ref });
      d.shapes.push({
        type: 'text',
        role: 'title',
        x: x + PAD,
        y: top + 15,
        text: 'string literal (read-only)',
      });
      t.items.forEach((c, i) => {
        const rect = { x: x + PAD + i * cell, y: top + TITLE_H, w: cell, h: CELL_H };
        d.shapes.push({ type: 'box', role: 'cell', ...rect, ref: `${t.ref}/${i}` });
        d.shapes.push({
          type: 'text',
          role: 'value',
          x: rect.x + cell / 2,
          y: rect.y + 15,
          text: c,
          anchor: 'middle',
        });
        d.anchor(`${t.ref}/${i}`, rect, true);
      });
      d.anchor(t.ref, { x: x + PAD, y: top + TITLE_H, w: cell, h: CELL_H }, true);
      top += h + ROW_GAP * 2;
    }
    const other = t.kind === 'function' ? `function/${t.name}` : t.kind === 'file' ? `file/${t.name}` : null;
    if (other && !seen.has(other) && (t.kind === 'function' || t.kind === 'file')) {
      seen.add(other);
      const text =
        t.kind === 'function'
          ? `function ${t.name}()`
          : `FILE: ${t.name}${t.position === undefined ? '' : ` · position ${t.position}`}`;
      const rect = { x, y: top, w: textWidth(text) + PAD * 2, h: CELL_H + 4 };
      d.shapes.push({ type: 'box', role: t.kind, ...rect, ref: other });
      d.shapes.push({ type: 'text', role: 'value', x: x + PAD, y: top + 17, text });
      d.anchor(other, rect);
      top += rect.h + ROW_GAP * 2;
    }
  }
  return top;
}

const targetRef = (t: Target): string | undefined =>
  t.kind === 'object' || t.kind === 'literal'
    ? t.ref
    : t.kind === 'dangling'
      ? t.ref
      : t.kind === 'function'
        ? `function/${t.name}`
        : t.kind === 'file'
          ? `file/${t.name}`
          : undefined;

/** The anchor for a path, or for the nearest enclosing value drawn (an element past those shown). */
function anchorFor(anchors: ReadonlyMap<string, Anchor>, ref: string): [string, Anchor] | undefined {
  for (let r = ref; r; r = r.slice(0, Math.max(0, r.lastIndexOf('/')))) {
    const a = anchors.get(r);
    if (a) return [r, a];
  }
  return undefined;
}

/**
 * The narrowest picture that has something beside the stack (a frame and a heap block at their
 * least, with the gutter between): where there is less room, `stacked` puts it under the stack.
 */
export const SIDE_BY_SIDE_MIN = 140 + GUTTER + 120;

/**
 * Stacked, an arrow to a heap block's whole value (a struct) comes down from above: it ends at the
 * block's top edge, not at the value under the block's title, so it never crosses that title.
 */
function blockTop(d: Drawing, to: string, anchor: Anchor): Anchor {
  if (anchor.cell || !/^heap\/\d+$/.test(to)) return anchor;
  const block = d.shapes.find((s): s is Box => s.type === 'box' && s.ref === to && s.role === 'block');
  return block ? { ...anchor, y: block.y, h: anchor.h + (anchor.y - block.y) } : anchor;
}

/**
 * The picture of one step: stack frames (newest on top) on the left; globals, what pointers reach
 * in read-only memory, and the heap on the right; an arrow for every pointer. Values that differ
 * from `prev` are marked changed. `stacked` (a phone) draws that right-hand column under the stack
 * instead, with the arrows looping through lanes right of both, so the heap is seen without
 * scrolling sideways.
 */
export function layoutStep(
  step: Omit<Step, 'description'>,
  prev?: Omit<Step, 'description'>,
  { stacked = false } = {},
): Scene {
  const before = new Map<string, string>();
  if (prev) for (const leaf of stepLeaves(prev)) before.set(leafKey(leaf.owner, leaf.ref), leaf.signature);
  const owners = new Map(step.frames.map((f, i) => [`stack/${i}/`, f.function ?? '']));
  const ownerOf = (ref: string) =>
    ref.startsWith('stack/') ? (owners.get(/^stack\/\d+\//.exec(ref)?.[0] ?? '') ?? '') : '';
  const targets: Target[] = [];
  const ends = new Set<string>();
  for (const leaf of stepLeaves(step))
    if (leaf.target) {
      targets.push(leaf.target);
      if (leaf.target.kind === 'object' && leaf.target.end) ends.add(leaf.target.ref);
    }
  const d = new Drawing((ref, signature) => {
    const old = before.get(leafKey(ownerOf(ref), ref));
    return old !== undefined && old !== signature;
  }, ends);

  // Left: the stack, newest call on top.
  d.shapes.push({ type: 'text', role: 'heading', x: 0, y: 14, text: 'Stack' });
  let top = HEADING_H;
  let leftW = 140;
  const frames = step.frames.map((f, i) => ({ f, i })).reverse();
  for (const { f, i } of frames) {
    if (f.function === null) {
      const rect = { x: 0, y: top, w: 160, h: CELL_H + 4 };
      d.shapes.push({ type: 'box', role: 'library', ...rect });
      d.shapes.push({ type: 'text', role: 'note', x: PAD, y: top + 17, text: 'C library code' });
      top += rect.h + ROW_GAP * 2;
      continue;
    }
    const returns =
      f.returns === undefined
        ? undefined
        : `returns ${typeof f.returns === 'string' ? f.returns : f.returns.kind === 'pointer' ? f.returns.text : brief(f.returns)}`;
    const rect = variablesBox(d, 0, top, `${f.function}()`, returns, f.variables, `stack/${i}`, 'frame');
    leftW = Math.max(leftW, rect.w);
    top += rect.h + ROW_GAP * 2;
  }
  if (!step.frames.length) {
    const text = step.crashed ? `crashed (${step.crashed})` : `ended (status ${step.exited ?? '?'})`;
    d.shapes.push({ type: 'text', role: 'note', x: 0, y: top + 14, text: `The program has ${text}.` });
    top += HEADING_H;
  }
  const leftH = top;

  // Right (or, stacked, below): globals, then what pointers reach elsewhere, then the heap.
  const x = stacked ? 0 : leftW + GUTTER;
  let right = 0;
  let y = stacked ? leftH + ROW_GAP : 0;
  if (step.globals.length) {
    const rect = variablesBox(d, x, y, 'Globals', undefined, step.globals, 'global', 'globals');
    right = Math.max(right, rect.w);
    y += rect.h + ROW_GAP * 2;
  }
  const yOther = otherBoxes(d, x, y, targets);
  if (yOther > y)
    right = Math.max(
      right,
      ...d.shapes
        .filter((s) => s.type === 'box' && s.x === x && s.y >= y)
        .map((s) => (s.type === 'box' ? s.w : 0)),
    );
  y = yOther;
  if (step.heap.length) {
    d.shapes.push({ type: 'text', role: 'heading', x, y: y + 14, text: 'Heap' });
    y += HEADING_H;
    for (const block of step.heap) {
      const rect = heapBox(d, x, y, block);
      right = Math.max(right, rect.w);
      y += rect.h + ROW_GAP * 2;
    }
  }

  // Arrows, last, so they are drawn over the boxes they cross. Stacked, every target is in the
  // stack's column: the lanes still run right of the stack, and an arrow comes down into a wider
  // block below from above, so a wide block does not push the lanes off a phone's screen.
  let lane = 0;
  let arrowsRight = 0;
  for (const p of d.pointers) {
    const ref = targetRef(p.target);
    const found = ref === undefined ? undefined : anchorFor(d.anchors, ref);
    const dangling = p.target.kind === 'dangling';
    if (!found) {
      d.shapes.push(...stub(p, dangling ? 'dangling' : '?', dangling));
      continue;
    }
    const [to, anchor] = found;
    const path = routeArrow(
      p,
      stacked ? blockTop(d, to, anchor) : anchor,
      leftW + 12 + (lane++ % 6) * 9,
      stacked,
    );
    arrowsRight = Math.max(arrowsRight, pathRight(path));
    d.shapes.push({ type: 'arrow', d: path, from: p.ref, to, dangling });
  }
  const width = Math.ceil(
    stacked
      ? Math.max(leftW + GUTTER, right + 2, arrowsRight + 8)
      : right > 0
        ? x + right + 2
        : leftW + GUTTER,
  );
  const height = Math.ceil(Math.max(leftH, right > 0 ? y : 0) + 4);
  return { width, height, shapes: d.shapes };
}
