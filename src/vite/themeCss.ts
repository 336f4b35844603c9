import { cssName, traceDarkPalette, tracePalette } from '../trace/palette.ts';
import { dark, light } from '../theme/palette.ts';
import { colorVariable } from '../theme/tokens.ts';

type Declarations = [name: string, value: string][];

const declarations = (palette: Readonly<Record<string, string>>, name: (token: string) => string) =>
  Object.entries(palette).map(([token, value]): [string, string] => [name(token), value]);

const lightValues: Declarations = [
  ...declarations(light, colorVariable),
  ...declarations(tracePalette, cssName),
];
const darkValues: Declarations = [
  ...declarations(dark, colorVariable),
  ...declarations(traceDarkPalette, cssName),
];

const block = (selector: string, scheme: string, values: Declarations) =>
  `${selector}{color-scheme:${scheme};${values.map(([n, v]) => `${n}:${v}`).join(';')}}`;

/**
 * Both themes as custom properties, for the page's head. Light is the default; dark applies when
 * the page's pre-paint script (src/theme/themeScript.ts) sets `data-theme="dark"`, or, with no
 * script at all, when the system prefers dark and the student has not chosen light. Only values
 * that differ are repeated for dark. Print always uses the light values (dark rules are screen-only).
 */
export function themeCss(): string {
  const lightOf = new Map(lightValues);
  const changed = darkValues.filter(([n, v]) => lightOf.get(n) !== v);
  return [
    block(':root', 'light', lightValues),
    `@media screen{${block(':root[data-theme=dark]', 'dark', changed)}}`,
    `@media screen and (prefers-color-scheme:dark){${block(':root:not([data-theme=light])', 'dark', changed)}}`,
  ].join('\n');
}
