import type { Field, Value } from '../schema.ts';
import { UNSET } from '../format.ts';
import { compact, type Drawing } from './drawing.ts';
import { CELL_H, GAP, INDEX_H, textWidth } from './geometry.ts';

/** A union's bytes, each a cell this wide; at most this many are drawn. */
const BYTE_W = 24;
const MAX_BYTES = 16;
/** Room between the bars of the members. */
const MEMBER_GAP = 3;

type Union = Extract<Value, { kind: 'union' }>;

/** A union member's bar (as wide as the bytes it reads) and the width it needs with its text. */
function memberBar(field: Field) {
  const w = Math.max(Math.min(field.size, MAX_BYTES) * BYTE_W, 8);
  const text = `${field.name} = ${compact(field.value)}`;
  const fits = textWidth(text) + 8 <= w;
  return { w, text, fits, need: fits ? w : w + 4 + textWidth(text) };
}

/** A union: its bytes in a row, then every member as a bar over the bytes it reads. */
export function measureUnion(v: Union): { w: number; h: number } {
  const bytes = Math.min(v.bytes.length, MAX_BYTES) * BYTE_W + (v.bytes.length > MAX_BYTES ? 20 : 0);
  const w = Math.max(bytes, ...v.fields.map((f) => memberBar(f).need));
  return { w: w + GAP * 2, h: GAP + CELL_H + INDEX_H + v.fields.length * (CELL_H + MEMBER_GAP) + GAP };
}

export function drawUnion(
  d: Drawing,
  v: Union,
  x: number,
  y: number,
  ref: string,
  size: { w: number; h: number },
) {
  d.shapes.push({
    type: 'box',
    role: 'union',
    x,
    y,
    ...size,
    ref,
    tip: `${v.size} bytes shared by every member`,
  });
  const left = x + GAP;
  let top = y + GAP;
  v.bytes.slice(0, MAX_BYTES).forEach((byte, i) => {
    const rect = { x: left + i * BYTE_W, y: top, w: BYTE_W, h: CELL_H };
    d.shapes.push({
      type: 'box',
      role: 'byte',
      ...rect,
      ref: `${ref}/#${i}`,
      unset: byte === '??',
      changed: d.changed(`${ref}/#${i}`, byte),
    });
    d.shapes.push({
      type: 'text',
      role: 'value',
      x: rect.x + BYTE_W / 2,
      y: top + 15,
      text: byte === '??' ? UNSET : byte,
      anchor: 'middle',
    });
    d.shapes.push({
      type: 'text',
      role: 'index',
      x: rect.x + BYTE_W / 2,
      y: top + CELL_H + 10,
      text: String(i),
      anchor: 'middle',
    });
  });
  if (v.bytes.length > MAX_BYTES)
    d.shapes.push({ type: 'text', role: 'note', x: left + MAX_BYTES * BYTE_W + GAP, y: top + 15, text: '…' });
  top += CELL_H + INDEX_H;
  for (const field of v.fields) {
    // Every member starts at byte 0: its bar covers the bytes it reads.
    const { w, text, fits } = memberBar(field);
    const bar = { x: left, y: top, w, h: CELL_H };
    const fieldRef = `${ref}/${field.name}`;
    d.shapes.push({
      type: 'box',
      role: 'member',
      ...bar,
      ref: fieldRef,
      tip: `${field.type}, ${field.size} bytes from byte 0`,
    });
    d.shapes.push({
      type: 'text',
      role: 'value',
      x: fits ? bar.x + 4 : bar.x + bar.w + 4,
      y: top + 15,
      text,
    });
    d.anchor(fieldRef, bar);
    top += CELL_H + MEMBER_GAP;
  }
}
