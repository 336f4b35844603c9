import { lessonFile, siteFile, unitFile } from '../schema/index.ts';
import {
  blockIndicator,
  implicitKeyCodes,
  isContent,
  lineAbove,
  problem,
  setIndent,
  shape,
  type Context,
  type Diagnosis,
} from './yamlLines.ts';
import { keysOf } from './zodShape.ts';

/**
 * Slips of the keyboard that the YAML parser reports in its own terms ("Implicit keys need to be on a
 * single line"), explained as the slip: a missing ':', a '-' without its space, a line of a '|' text
 * that starts too far left, a tab pasted at the start of a line of code.
 */

/** Every key a curriculum file can have: a line starting with one of them is meant as a key. */
const KNOWN_KEYS = keysOf(lessonFile, unitFile, siteFile);

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;

/** `code: |` or `- |`: the line opens a text block. */
function opensText(line: string): boolean {
  const s = shape(line);
  const value = s.key !== undefined ? s.value : s.dash ? line.slice(s.keyColumn).trim() : undefined;
  return value !== undefined && blockIndicator.test(value);
}

interface TextAbove {
  /** 0-based line of `key: |`. */
  opener: number;
  /** 0-based column the text's lines start in. */
  column: number;
  /** 1-based line that shows that column, if the text has one yet. */
  example?: number;
  /** `code: |`, as the message quotes it. */
  label: string;
}

/** The `key: |` text right above line `i` (its lines, or its opener), which line `i` may have been meant to continue. */
function textAbove({ lines, inside }: Context, i: number): TextAbove | undefined {
  let j = i - 1;
  while (j >= 0 && lines[j]!.trim() === '') j--;
  if (j < 0 || !(inside.has(j) || opensText(lines[j]!))) return undefined;
  let opener = j;
  while (opener >= 0 && inside.has(opener)) opener--;
  if (opener < 0) return undefined;
  const o = shape(lines[opener]!);
  const first = lines.findIndex((l, k) => k > opener && k < i && inside.has(k) && l.trim() !== '');
  const label = o.key !== undefined ? `${o.key}: ${o.value ?? ''}`.trim() : lines[opener]!.trim();
  return first < 0
    ? { opener, column: o.keyColumn + 2, label }
    : { opener, column: indentOf(lines[first]!), example: first + 1, label };
}

/** Whether the text still goes on after line `i`: the next non-blank line starts in the text's column or further right. */
function textGoesOn(lines: readonly string[], i: number, column: number): boolean {
  const next = lines.findIndex((l, k) => k > i && l.trim() !== '');
  return next >= 0 && indentOf(lines[next]!) >= column;
}

const columnWord = (above: TextAbove) =>
  `column ${above.column + 1}${above.example ? `, like line ${above.example}` : ''}`;

/** A tab pasted at the start of a line of code ends the `code: |` text: the line needs spaces first. */
export function tabInText(ctx: Context, i: number): Diagnosis | undefined {
  const line = ctx.lines[i]!;
  const lead = /^[ \t]*/.exec(line)![0];
  const above = textAbove(ctx, i);
  if (!above || !lead.includes('\t')) return undefined;
  const s = shape(line.slice(lead.length));
  if (s.key !== undefined && KNOWN_KEYS.has(s.key) && !textGoesOn(ctx.lines, i, above.column))
    return undefined;
  return problem(
    i,
    lead.indexOf('\t') + 1,
    `a tab starts this line of the text under '${above.label}', which ends that text: YAML needs each of its lines to start with spaces, as far right as its first line (${columnWord(above)}). Put ${above.column} spaces before the tab, or replace the tab with spaces`,
    (l) => (l[i] = ' '.repeat(above.column) + line.slice(lead.length)),
  );
}

/** A line of a `key: |` text that starts left of the text, where YAML reads it as a new key. */
export function textTooFarLeft(ctx: Context): Diagnosis | undefined {
  if (!implicitKeyCodes.has(ctx.code) && ctx.code !== 'MISSING_CHAR') return undefined;
  for (const i of [ctx.index, ctx.next]) {
    if (i < 0 || ctx.inside.has(i) || !isContent(ctx.lines[i]!)) continue;
    const above = textAbove(ctx, i);
    const s = shape(ctx.lines[i]!);
    if (!above || s.dash || indentOf(ctx.lines[i]!) >= above.column) continue;
    const known = s.key !== undefined || KNOWN_KEYS.has(firstWord(ctx.lines[i]!));
    if (known && !textGoesOn(ctx.lines, i, above.column)) continue;
    return problem(
      i,
      1,
      `this line seems to be part of the text under '${above.label}', but it starts further left than that text, so YAML reads it as a new key: start it in ${columnWord(above)}`,
      (l) => setIndent(l, i, above.column),
    );
  }
  return undefined;
}

const firstWord = (line: string) => /^\s*(?:-\s+)?([A-Za-z_][\w-]*)/.exec(line)?.[1] ?? '';

/** `title hello.c`: a known key followed by a space and text, with no ':' between them. */
export function missingColon(ctx: Context): Diagnosis | undefined {
  if (!implicitKeyCodes.has(ctx.code) && ctx.code !== 'MISSING_CHAR') return undefined;
  for (const i of [ctx.index, ctx.next]) {
    if (i < 0 || ctx.inside.has(i)) continue;
    const m = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*)([ \t]+)(\S.*)$/.exec(ctx.lines[i]!);
    if (!m || !KNOWN_KEYS.has(m[2]!) || m[4]!.startsWith(':')) continue;
    const [, lead = '', key = '', , rest = ''] = m;
    return problem(
      i,
      lead.length + key.length + 1,
      `missing ':' after '${key}': write '${key}: ${rest.trim()}'`,
      (l) => (l[i] = `${lead}${key}: ${rest}`),
    );
  }
  return undefined;
}

/** `-item`: a list item needs a space after its '-'. */
export function dashWithoutSpace(ctx: Context): Diagnosis | undefined {
  const { lines, index, inside } = ctx;
  const above = lineAbove(lines, index, inside);
  for (const i of [index, ...(above === undefined ? [] : [above]), ctx.next]) {
    if (i < 0 || inside.has(i)) continue;
    const m = /^(\s*)-([^\s-].*)$/.exec(lines[i]!);
    if (!m) continue;
    const [, lead = '', written = ''] = m;
    // Only where a list is: an item at this column next to it, or a key that opens one right above.
    const up = lineAbove(lines, i, inside);
    const down = lines.findIndex((l, k) => k > i && !inside.has(k) && isContent(l));
    const item = (k: number | undefined) =>
      k !== undefined && k >= 0 && /^\s*- /.test(lines[k]!) && indentOf(lines[k]!) === lead.length;
    const opener = up !== undefined && shape(lines[up]!).value === '' && indentOf(lines[up]!) <= lead.length;
    if (!item(up) && !item(down) && !opener) continue;
    return problem(
      i,
      lead.length + 1,
      `put a space after '-': a list item is written '- ${written.trim()}', not '-${written.trim()}'`,
      (l) => (l[i] = `${lead}- ${written}`),
    );
  }
  return undefined;
}
