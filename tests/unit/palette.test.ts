import { describe, expect, it } from 'vitest';
import { dark, light, type Palette } from '../../src/theme/palette.ts';
import { themeCss } from '../../src/vite/themeCss.ts';
import { colorTokens, colors, type ColorToken } from '../../src/theme/tokens.ts';
import { traceDarkPalette, tracePalette, type PaletteToken } from '../../src/trace/palette.ts';
import { statusTones } from '../../src/runner/ui/status.ts';

/** WCAG 2.1 relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Text (4.5:1) and the focus rings (3:1, non-text) on the backgrounds the components put them on. */
const sitePairs: [fg: ColorToken, bg: ColorToken, min: number][] = [
  ['text', 'page', 4.5],
  ['text', 'surface', 4.5],
  ['muted', 'page', 4.5],
  ['muted', 'surface', 4.5],
  ['primary', 'page', 4.5],
  ['primary', 'surface', 4.5],
  ['primaryDark', 'surface', 4.5],
  ['primaryDark', 'primarySoft', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryDark', 4.5],
  ['text', 'tableStripe', 4.5],
  ['text', 'highlight', 4.5],
  ['text', 'primarySoft', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'successSoft', 4.5],
  ['danger', 'surface', 4.5],
  ['warning', 'warningSoft', 4.5],
  ['warning', 'surface', 4.5],
  ['tip', 'tipSoft', 4.5],
  ['tip', 'surface', 4.5],
  ['focus', 'surface', 3],
  ['focus', 'page', 3],
  ['sidebarText', 'sidebar', 4.5],
  ['sidebarMuted', 'sidebar', 4.5],
  ['sidebarStrong', 'sidebarHover', 4.5],
  ['sidebarLink', 'sidebar', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['heroText', 'heroEnd', 4.5],
  ['heroText', 'sidebar', 4.5],
  ['heroMuted', 'heroEnd', 4.5],
  ['heroButtonText', 'heroButton', 4.5],
  ['focusOnDark', 'sidebar', 3],
  ['focusOnDark', 'codeBg', 3],
  ['codeText', 'codeBg', 4.5],
  ['codeText', 'outputBg', 4.5],
  ['codeStrong', 'codeBg', 4.5],
  ['codeLabel', 'codeHeader', 4.5],
  ['codeLabel', 'codeBg', 4.5],
  ['codeGutterText', 'codeGutter', 4.5],
  ['codeComment', 'codeBg', 4.5],
  ['codeKeyword', 'codeBg', 4.5],
  ['codeString', 'codeBg', 4.5],
  ['codeNumber', 'codeBg', 4.5],
  ['codeFunction', 'codeBg', 4.5],
  ['codeMacro', 'codeBg', 4.5],
  ['codeType', 'codeBg', 4.5],
  ['codeComment', 'codeActiveLine', 4.5],
  ['codeError', 'outputBg', 4.5],
  ['codeError', 'codeBg', 4.5],
  ['codeWarning', 'codeBg', 4.5],
  ['codeNote', 'codeBg', 4.5],
  ['codeNote', 'outputBg', 4.5],
  ['codeLink', 'codeExplainBg', 4.5],
  ['mistakeText', 'codeErrorBg', 4.5],
  ['mistakeText', 'mistakeBg', 4.5],
  ['mistakeText', 'outputBg', 4.5],
  ['codeStrong', 'stopButton', 4.5],
  ['codeStrong', 'stopButtonHover', 4.5],
  // A mark where a failed test's output differs, and the progress panel's problems.
  ['text', 'warningSoft', 4.5],
  ['warning', 'page', 4.5],
  // Every status chip of the run panels, as its tone names it (runner/ui/status.ts).
  ...Object.values(statusTones).map((t) => [t.text, t.fill, 4.5] as [ColorToken, ColorToken, number]),
];

/** Text in the memory pictures, on each fill it is drawn on, and the stepper's text on the page. */
const tracePairs: [fg: PaletteToken, bg: PaletteToken][] = [
  ['text', 'frameFill'],
  ['frameTitle', 'frameFill'],
  ['text', 'globalsFill'],
  ['text', 'libraryFill'],
  ['text', 'cellFill'],
  ['text', 'unsetFill'],
  ['muted', 'unsetFill'],
  ['text', 'changedFill'],
  ['text', 'structFill'],
  ['text', 'unionFill'],
  ['text', 'memberFill'],
  ['text', 'heapFill'],
  ['text', 'leakFill'],
  ['text', 'otherFill'],
  ['muted', 'cellFill'],
];

const themes: [string, Palette, Readonly<Record<PaletteToken, string>>][] = [
  ['light', light, tracePalette],
  ['dark', dark, traceDarkPalette],
];

describe.each(themes)('the %s theme', (_, site, trace) => {
  it('gives every named colour a value, and no others', () => {
    expect(Object.keys(site).sort()).toEqual([...colorTokens].sort());
    expect(Object.keys(trace).sort()).toEqual(Object.keys(tracePalette).sort());
  });

  it.each(sitePairs)('%s on %s has at least %s:1 contrast', (fg, bg, min) => {
    expect(contrast(site[fg], site[bg])).toBeGreaterThanOrEqual(min);
  });

  it.each(tracePairs)('memory pictures: %s on %s has at least 4.5:1 contrast', (fg, bg) => {
    expect(contrast(trace[fg], trace[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the memory pictures readable on the page around them', () => {
    for (const fg of ['text', 'muted', 'heading'] as const)
      expect(contrast(trace[fg], site.surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme stylesheet', () => {
  const css = themeCss();
  it('defines every named colour for the light theme on :root, as components refer to it', () => {
    const root = /^:root\{([^}]*)\}/.exec(css)![1]!;
    for (const token of colorTokens) {
      const name = /var\((--[\w-]+)\)/.exec(colors[token])![1]!;
      expect(root).toContain(`${name}:${light[token]}`);
    }
  });

  it('switches to dark by the data-theme attribute, or by the system setting when the student has not chosen', () => {
    expect(css).toContain(':root[data-theme=dark]{color-scheme:dark;');
    expect(css).toMatch(
      /@media screen and \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{/,
    );
    expect(css).toContain(`--color-page:${dark.page}`);
  });

  it('prints in the light theme: the dark values apply on screens only', () => {
    const outsideScreen = css.replace(/@media screen[^{]*\{[^{}]*\{[^}]*\}\}/g, '');
    expect(outsideScreen).not.toContain(dark.page);
  });
});
