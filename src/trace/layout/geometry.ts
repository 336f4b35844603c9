/**
 * The picture as plain data: boxes, texts and arrows with coordinates, built by the layout from a
 * step and drawn by Picture.tsx. Kept free of React so the layout can be tested by what it places.
 */

/** What a box is, which sets its look (palette.ts) and lets tests find it. */
export type BoxRole =
  | 'frame'
  | 'library'
  | 'globals'
  | 'cell'
  | 'ghost'
  | 'padding'
  | 'struct'
  | 'union'
  | 'byte'
  | 'member'
  | 'block'
  | 'freed'
  | 'literal'
  | 'file'
  | 'function';

export type TextRole = 'title' | 'name' | 'value' | 'index' | 'note' | 'warning' | 'heading';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Box extends Rect {
  type: 'box';
  role: BoxRole;
  /** The path of what it shows (`stack/0/arr/2`), for arrows, tests and the changed-value mark. */
  ref?: string | undefined;
  /** Its value differs from the step before. */
  changed?: boolean | undefined;
  /** Said on hover: an address, a size. */
  tip?: string | undefined;
  /** Not set yet (drawn as `?`). */
  unset?: boolean | undefined;
  /** Still allocated at the end, or out of reach: a leak. */
  leak?: boolean | undefined;
}

export interface Text {
  type: 'text';
  x: number;
  /** The baseline. */
  y: number;
  text: string;
  role: TextRole;
  anchor?: 'start' | 'middle' | 'end' | undefined;
}

export interface Arrow {
  type: 'arrow';
  /** SVG path data. */
  d: string;
  /** The pointer's own path, and what it points at (absent for a stub). */
  from: string;
  to?: string | undefined;
  dangling?: boolean | undefined;
}

export type Shape = Box | Text | Arrow;

export interface Scene {
  width: number;
  height: number;
  shapes: Shape[];
}

/** Font size of the picture, and the advance of one character of its monospace font. */
export const FONT = 12;
export const CHAR = 7.3;
export const CELL_H = 22;
export const INDEX_H = 13;
export const GAP = 6;

/** Width of a text in the picture's monospace font. */
export const textWidth = (text: string) => Math.ceil([...text].length * CHAR);

/** Width of a cell that holds a text, with room around it. */
export const cellWidth = (text: string) => Math.max(26, textWidth(text) + 12);
