import { customProperty } from '../theme/tokens.ts';

/**
 * Every colour of the memory pictures and the stepper, in one place, per theme. They reach the page
 * as CSS custom properties (`--trace-frame-fill`) in its head, beside the site's own colours
 * (src/vite/themeCss.ts), so a theme changes them without touching the picture. Text colours keep
 * 4.5:1 contrast on the fills they sit on (tests/unit/palette.test.ts).
 */
export const tracePalette = {
  text: '#1f2937',
  muted: '#4b5563',
  heading: '#374151',
  frameFill: '#eef2ff',
  frameStroke: '#6366f1',
  frameTitle: '#312e81',
  globalsFill: '#f5f3ff',
  globalsStroke: '#8b5cf6',
  libraryFill: '#f1f5f9',
  cellFill: '#ffffff',
  cellStroke: '#94a3b8',
  unsetFill: '#f1f5f9',
  changedFill: '#fde68a',
  structFill: '#ffffff',
  structStroke: '#64748b',
  paddingStroke: '#94a3b8',
  unionFill: '#fff7ed',
  unionStroke: '#ea580c',
  memberFill: '#ffedd5',
  heapFill: '#ecfdf5',
  heapStroke: '#059669',
  leakFill: '#fef2f2',
  leakStroke: '#b91c1c',
  freedStroke: '#94a3b8',
  otherFill: '#f0f9ff',
  otherStroke: '#0284c7',
  arrow: '#1d4ed8',
  dangling: '#b91c1c',
  /** The stepper's code: the line about to run, and the one that just ran. */
  nextLine: 'rgba(250, 204, 21, 0.28)',
  nextMarker: '#facc15',
  ranLine: 'rgba(148, 163, 184, 0.18)',
} as const;

/** The same names for the dark theme: dark fills, bright strokes and text. */
export const traceDarkPalette: Readonly<Record<PaletteToken, string>> = {
  ...tracePalette,
  text: '#e5e7eb',
  muted: '#a8b3c5',
  heading: '#cbd5e1',
  frameFill: '#1b2240',
  frameStroke: '#818cf8',
  frameTitle: '#c7d2fe',
  globalsFill: '#221c3d',
  globalsStroke: '#a78bfa',
  libraryFill: '#1a2233',
  cellFill: '#0f172a',
  cellStroke: '#64748b',
  unsetFill: '#1e293b',
  changedFill: '#6b4c07',
  structFill: '#0f172a',
  structStroke: '#94a3b8',
  paddingStroke: '#64748b',
  unionFill: '#2a1a0e',
  unionStroke: '#fb923c',
  memberFill: '#3a230f',
  heapFill: '#0e2a22',
  heapStroke: '#34d399',
  leakFill: '#2d1315',
  leakStroke: '#f87171',
  freedStroke: '#64748b',
  otherFill: '#0c2433',
  otherStroke: '#38bdf8',
  arrow: '#8cb4ff',
  dangling: '#f87171',
};

export type PaletteToken = keyof typeof tracePalette;

export const cssName = (token: string) => customProperty('trace', token);

/** `var(--trace-frame-fill)` for a token. */
export const color = (token: PaletteToken) => `var(${cssName(token)})`;
