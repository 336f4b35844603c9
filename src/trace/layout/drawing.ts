import type { Target, Value } from '../schema.ts';
import { UNSET } from '../format.ts';
import type { Rect, Shape } from './geometry.ts';

/** What drawing a step's values collects, and how a leaf value reads in a few characters. */

/** A pointer's dot: where its arrow starts, and what it points at. */
export interface PointerSource {
  ref: string;
  x: number;
  y: number;
  target: Target;
}

/** Anchors are the places arrows can end: every value drawn, by its path. */
export interface Anchor extends Rect {
  /** One of a row of cells, so an arrow arrives from above rather than through a neighbour. */
  cell: boolean;
  /** The first cell of a row: an arrow from the left can arrive at its side. */
  first?: boolean | undefined;
}

/** Collects what the values of one step draw. */
export class Drawing {
  readonly shapes: Shape[] = [];
  readonly anchors = new Map<string, Anchor>();
  readonly pointers: PointerSource[] = [];

  constructor(
    /** Whether the scalar or pointer at a path reads differently from the step before. */
    readonly changed: (ref: string, text: string) => boolean,
    /** Paths just past the end of an array that a pointer holds: drawn as a ghost cell. */
    readonly ends: ReadonlySet<string>,
  ) {}

  anchor(ref: string, rect: Rect, cell = false, first = false) {
    this.anchors.set(ref, { ...rect, cell, first });
  }
}

export const isLeaf = (v: Value) => typeof v === 'string' || v.kind === 'pointer' || v.kind === 'opaque';

/** The text a leaf shows in its cell: a pointer shows a dot instead, unless it is NULL or unset. */
export function leafText(v: Value): string {
  if (typeof v === 'string') return v;
  if (v.kind === 'pointer') return v.target.kind === 'null' ? 'NULL' : v.unset ? UNSET : '';
  if (v.kind === 'opaque') return v.text;
  return '';
}

/** A value in a few characters, for a union member's bar: `42`, `"hello"`, `{1, 2, 3}`. */
export function compact(v: Value, items = 6): string {
  if (typeof v === 'string') return v;
  if (v.kind === 'pointer') return v.target.kind === 'null' ? 'NULL' : v.unset ? UNSET : v.text;
  if (v.kind === 'opaque') return v.text;
  if (v.kind === 'array') {
    const chars = v.items.every((i) => typeof i === 'string' && i.startsWith("'"));
    if (chars && v.items.length) {
      const end = v.items.indexOf("'\\0'");
      const text = (end < 0 ? v.items : v.items.slice(0, end))
        .map((c) => (c as string).slice(1, -1))
        .join('');
      return end < 0 ? `${text}…` : `"${text}"`;
    }
    const shown = v.items.slice(0, items).map((i) => compact(i));
    return `{${shown.join(', ')}${v.length > shown.length ? ', …' : ''}}`;
  }
  return '{…}';
}

/**
 * A returned value in words short enough for a frame's heading: a struct with its fields
 * (`{x = 3, y = 4}`), a union's members overlaid as `{…}`, cut with `…` past `max` characters.
 */
export function brief(v: Value, max = 40): string {
  const text =
    typeof v !== 'string' && v.kind === 'struct'
      ? `{${v.fields.map((f) => `${f.name} = ${typeof f.value !== 'string' && f.value.kind === 'struct' ? brief(f.value, max) : compact(f.value)}`).join(', ')}}`
      : compact(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
