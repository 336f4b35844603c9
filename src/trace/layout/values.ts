import type { Field, Value } from '../schema.ts';
import { UNSET } from '../format.ts';
import { isLeaf, leafText, type Drawing } from './drawing.ts';
import { drawUnion, measureUnion } from './union.ts';
import { CELL_H, GAP, INDEX_H, cellWidth, textWidth, type Rect } from './geometry.ts';

/** Widest a row of cells may grow before it wraps. */
const MAX_ROW = 440;
/** Room between the rows of a struct. */
const FIELD_GAP = 3;
/** Room above a row of a 2-D array for its `[i]`. */
const LABEL_H = 14;

const structRows = (v: Extract<Value, { kind: 'struct' }>) => {
  const rows: ({ field: Field } | { padding: number; offset: number })[] = [];
  let end = 0;
  for (const field of v.fields) {
    if (field.offset > end) rows.push({ padding: field.offset - end, offset: end });
    rows.push({ field });
    end = Math.max(end, field.offset + field.size);
  }
  if (v.size > end) rows.push({ padding: v.size - end, offset: end });
  return rows;
};

const offsetText = (n: number) => `+${n}`;

/** The size a value takes in the picture. */
export function measure(v: Value, ref: string, ends: ReadonlySet<string>): { w: number; h: number } {
  if (isLeaf(v)) return { w: cellWidth(leafText(v)), h: CELL_H };
  if (typeof v === 'string') return { w: 0, h: 0 };
  switch (v.kind) {
    case 'array':
      return arrayPlan(v, ref, ends).size;
    case 'struct': {
      const rows = structRows(v);
      const { offsetW, nameW } = structColumns(v);
      let w = 0;
      let h = GAP;
      for (const row of rows) {
        const size =
          'field' in row
            ? measure(row.field.value, `${ref}/${row.field.name}`, ends)
            : { w: paddingBar(row.padding).need, h: CELL_H - 4 };
        w = Math.max(w, size.w);
        h += size.h + FIELD_GAP;
      }
      return { w: GAP + offsetW + nameW + w + GAP * 2, h: h + GAP - FIELD_GAP };
    }
    case 'union':
      return measureUnion(v);
    default:
      return { w: 0, h: 0 };
  }
}

/** Padding: a hatched bar a few pixels a byte, and what it is beside it. */
function paddingBar(bytes: number) {
  const w = Math.min(24 + bytes * 4, 60);
  const text = `${bytes} byte${bytes === 1 ? '' : 's'} of padding`;
  return { w, text, need: w + GAP + textWidth(text) };
}

function structColumns(v: Extract<Value, { kind: 'struct' }>) {
  const offsetW = Math.max(...v.fields.map((f) => textWidth(offsetText(f.offset))), textWidth('+0')) + GAP;
  const nameW = Math.max(...v.fields.map((f) => textWidth(f.name || '(anonymous)'))) + GAP * 2;
  return { offsetW, nameW };
}

/** How an array is laid out: a row of cells (wrapping), rows of a 2-D array side by side, or a column. */
function arrayPlan(v: Extract<Value, { kind: 'array' }>, ref: string, ends: ReadonlySet<string>) {
  const ghost = ends.has(`${ref}/${v.length}`) && v.items.length === v.length;
  const more = v.length - v.items.length;
  const moreText = more > 0 ? `… ${more} more` : '';
  if (v.items.every(isLeaf)) {
    const cell = Math.max(26, ...v.items.map((i) => cellWidth(leafText(i))));
    const count = v.items.length + (ghost ? 1 : 0);
    const perRow = Math.max(1, Math.min(count, Math.floor(MAX_ROW / cell)));
    const rows = Math.max(1, Math.ceil(count / perRow));
    const w = perRow * cell + (moreText ? textWidth(moreText) + GAP * 2 : 0);
    return {
      kind: 'cells' as const,
      cell,
      perRow,
      ghost,
      moreText,
      size: { w, h: rows * (CELL_H + INDEX_H) },
    };
  }
  const sizes = v.items.map((item, i) => measure(item, `${ref}/${i}`, ends));
  if (v.items.every((i) => typeof i !== 'string' && i.kind === 'array')) {
    // A 2-D array: its rows one after another, as they are in memory, wrapping between rows.
    const lines: number[][] = [[]];
    let x = 0;
    sizes.forEach((s, i) => {
      if (x > 0 && x + s.w > MAX_ROW) {
        lines.push([]);
        x = 0;
      }
      lines.at(-1)!.push(i);
      x += s.w + GAP * 2;
    });
    const lineW = lines.map((l) => l.reduce((n, i) => n + sizes[i]!.w + GAP * 2, -GAP * 2));
    const lineH = lines.map((l) => LABEL_H + Math.max(...l.map((i) => sizes[i]!.h)));
    const w = Math.max(...lineW) + (moreText ? textWidth(moreText) + GAP * 2 : 0);
    return {
      kind: 'rows' as const,
      lines,
      sizes,
      lineH,
      moreText,
      size: { w, h: lineH.reduce((a, b) => a + b + GAP, -GAP) },
    };
  }
  const labelW = textWidth(`[${v.items.length - 1}]`) + GAP;
  const w = labelW + Math.max(...sizes.map((s) => s.w));
  const h = sizes.reduce((n, s) => n + s.h + GAP, -GAP) + (moreText ? CELL_H : 0);
  return { kind: 'column' as const, labelW, sizes, moreText, size: { w, h } };
}

/** Draws a value with its top-left corner at (x, y), registering anchors and pointers. */
export function draw(d: Drawing, v: Value, x: number, y: number, ref: string, tip?: string): void {
  const size = measure(v, ref, d.ends);
  if (isLeaf(v)) return drawLeaf(d, v, { x, y, w: size.w, h: CELL_H }, ref, tip);
  if (typeof v === 'string') return;
  d.anchor(ref, { x, y, ...size });
  if (v.kind === 'array') return drawArray(d, v, x, y, ref);
  if (v.kind === 'struct') return drawStruct(d, v, x, y, ref, size);
  if (v.kind === 'union') return drawUnion(d, v, x, y, ref, size);
}

function drawLeaf(d: Drawing, v: Value, rect: Rect, ref: string, tip?: string, cell = false, first = false) {
  const text = leafText(v);
  const signature =
    typeof v !== 'string' && v.kind === 'pointer' ? `${v.text}→${JSON.stringify(v.target)}` : text;
  const unset = text === UNSET;
  d.shapes.push({ type: 'box', role: 'cell', ...rect, ref, tip, unset, changed: d.changed(ref, signature) });
  if (text)
    d.shapes.push({
      type: 'text',
      role: 'value',
      x: rect.x + rect.w / 2,
      y: rect.y + 15,
      text,
      anchor: 'middle',
    });
  d.anchor(ref, rect, cell, first);
  if (typeof v !== 'string' && v.kind === 'pointer' && !v.unset && v.target.kind !== 'null')
    d.pointers.push({ ref, x: rect.x + rect.w / 2, y: rect.y + rect.h / 2, target: v.target });
}

function drawArray(d: Drawing, v: Extract<Value, { kind: 'array' }>, x: number, y: number, ref: string) {
  const plan = arrayPlan(v, ref, d.ends);
  if (plan.kind === 'cells') {
    const place = (i: number) => ({
      x: x + (i % plan.perRow) * plan.cell,
      y: y + Math.floor(i / plan.perRow) * (CELL_H + INDEX_H),
    });
    v.items.forEach((item, i) => {
      const at = place(i);
      drawLeaf(
        d,
        item,
        { ...at, w: plan.cell, h: CELL_H },
        `${ref}/${i}`,
        undefined,
        true,
        i % plan.perRow === 0,
      );
      d.shapes.push({
        type: 'text',
        role: 'index',
        x: at.x + plan.cell / 2,
        y: at.y + CELL_H + 10,
        text: String(i),
        anchor: 'middle',
      });
    });
    const last = place(Math.max(0, v.items.length - 1 + (plan.ghost ? 1 : 0)));
    if (plan.ghost) {
      const rect = { ...last, w: plan.cell, h: CELL_H };
      d.shapes.push({
        type: 'box',
        role: 'ghost',
        ...rect,
        ref: `${ref}/${v.length}`,
        tip: 'one past the end',
      });
      d.shapes.push({
        type: 'text',
        role: 'index',
        x: last.x + plan.cell / 2,
        y: last.y + CELL_H + 10,
        text: String(v.length),
        anchor: 'middle',
      });
      d.anchor(`${ref}/${v.length}`, rect, true);
    }
    if (plan.moreText)
      d.shapes.push({
        type: 'text',
        role: 'note',
        x: last.x + plan.cell + GAP,
        y: last.y + 15,
        text: plan.moreText,
      });
    return;
  }
  if (plan.kind === 'rows') {
    let top = y;
    plan.lines.forEach((line, l) => {
      let left = x;
      for (const i of line) {
        const size = plan.sizes[i]!;
        d.shapes.push({
          type: 'text',
          role: 'index',
          x: left + size.w / 2,
          y: top + 10,
          text: `[${i}]`,
          anchor: 'middle',
        });
        draw(d, v.items[i]!, left, top + LABEL_H, `${ref}/${i}`);
        left += size.w + GAP * 2;
      }
      top += plan.lineH[l]! + GAP;
    });
    if (plan.moreText) d.shapes.push({ type: 'text', role: 'note', x, y: top + 12, text: plan.moreText });
    return;
  }
  let top = y;
  v.items.forEach((item, i) => {
    d.shapes.push({ type: 'text', role: 'index', x, y: top + 15, text: `[${i}]` });
    draw(d, item, x + plan.labelW, top, `${ref}/${i}`);
    top += plan.sizes[i]!.h + GAP;
  });
  if (plan.moreText) d.shapes.push({ type: 'text', role: 'note', x, y: top + 12, text: plan.moreText });
}

function drawStruct(
  d: Drawing,
  v: Extract<Value, { kind: 'struct' }>,
  x: number,
  y: number,
  ref: string,
  size: { w: number; h: number },
) {
  d.shapes.push({ type: 'box', role: 'struct', x, y, ...size, ref, tip: `${v.size} bytes` });
  const { offsetW, nameW } = structColumns(v);
  let top = y + GAP;
  for (const row of structRows(v)) {
    const valueX = x + GAP + offsetW + nameW;
    if ('field' in row) {
      const { field } = row;
      const fieldRef = `${ref}/${field.name}`;
      const h = measure(field.value, fieldRef, d.ends).h;
      d.shapes.push({ type: 'text', role: 'index', x: x + GAP, y: top + 15, text: offsetText(field.offset) });
      d.shapes.push({
        type: 'text',
        role: 'name',
        x: valueX - GAP,
        y: top + 15,
        text: field.name || '(anonymous)',
        anchor: 'end',
      });
      const tip = `${field.type}, ${field.bits ? `${field.bits} bits` : `${field.size} bytes`} at offset ${field.offset}`;
      draw(d, field.value, valueX, top, fieldRef, tip);
      top += h + FIELD_GAP;
    } else {
      const { w, text } = paddingBar(row.padding);
      const h = CELL_H - 4;
      d.shapes.push({ type: 'text', role: 'index', x: x + GAP, y: top + 13, text: offsetText(row.offset) });
      const tip = `${text}: unused bytes the compiler adds so that the next member is aligned`;
      d.shapes.push({ type: 'box', role: 'padding', x: valueX, y: top, w, h, tip });
      d.shapes.push({ type: 'text', role: 'note', x: valueX + w + GAP, y: top + 13, text });
      top += h + FIELD_GAP;
    }
  }
}
