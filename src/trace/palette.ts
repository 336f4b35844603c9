/**
 * Every colour of the memory pictures and the stepper, in one place. They reach the page as CSS
 * custom properties (`--trace-frame-fill`), so a theme changes them without touching the picture:
 * a dark theme sets the same names. Text colours keep 4.5:1 contrast on the fills they sit on.
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

export type PaletteToken = keyof typeof tracePalette;

const cssName = (token: string) => `--trace-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `var(--trace-frame-fill)` for a token. */
export const color = (token: PaletteToken) => `var(${cssName(token)})`;

/** The palette as custom property declarations, for the root of a picture or stepper. */
export const paletteVariables = Object.entries(tracePalette)
  .map(([token, value]) => `${cssName(token)}: ${value};`)
  .join('\n');
