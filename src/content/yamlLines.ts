/**
 * Reading a YAML file line by line the way a person does (where keys start, which lines are the
 * text of a `key: |` block), to explain the parser's errors in terms of what the editor typed.
 */

/** What a line of a curriculum file looks like: `  - key: value`. */
export interface Shape {
  /** Leading spaces. */
  indent: number;
  /** 0-based column of the key (or item) after any `- `. */
  keyColumn: number;
  dash: boolean;
  key?: string;
  /** Text after `key: `, as written. */
  value?: string;
  valueColumn?: number;
}

export function shape(line: string): Shape {
  const indent = /^ */.exec(line)![0].length;
  let rest = line.slice(indent);
  let keyColumn = indent;
  const dash = /^-( +|$)/.exec(rest);
  if (dash) {
    keyColumn += dash[0].length;
    rest = rest.slice(dash[0].length);
  }
  const kv = /^([A-Za-z_][\w-]*):(?:( +)(.*?))?\s*$/.exec(rest);
  if (!kv)
    return {
      indent,
      keyColumn,
      dash: !!dash,
      ...(dash && { value: rest.trimEnd(), valueColumn: keyColumn }),
    };
  return {
    indent,
    keyColumn,
    dash: !!dash,
    key: kv[1]!,
    value: kv[3] ?? '',
    valueColumn: keyColumn + kv[1]!.length + 1 + (kv[2]?.length ?? 0),
  };
}

export const isContent = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');
export const blockIndicator = /^[|>][-+0-9]*\s*(#.*)?$/;

/** Indexes of the lines that are the text of a `key: |` block, where anything goes. */
export function blockTextLines(lines: readonly string[]): Set<number> {
  const inside = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const s = shape(lines[i]!);
    const value = s.key !== undefined ? s.value : s.dash ? lines[i]!.slice(s.keyColumn).trim() : undefined;
    if (value === undefined || !blockIndicator.test(value)) continue;
    const parent = s.key !== undefined ? s.keyColumn : s.indent;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim() !== '' && /^ */.exec(line)![0].length <= parent) break;
      inside.add(j);
    }
    i = j - 1;
  }
  return inside;
}

/** The nearest line above `index` that holds YAML structure (not a blank, a comment or block text). */
export function lineAbove(lines: readonly string[], index: number, inside: Set<number>): number | undefined {
  for (let i = index - 1; i >= 0; i--) if (!inside.has(i) && isContent(lines[i]!)) return i;
  return undefined;
}

export interface Column {
  /** 0-based. */
  column: number;
  /** 1-based line of the key (or `-`) the line would line up with. */
  line?: number;
  name?: string;
  /** True when the column is one level inside that key (`blocks:` then `  - type: …`). */
  nested?: boolean;
}

/** The columns a line could be meant to start in: those of the keys (or `-`) above it still open there. */
export function openColumns(lines: readonly string[], index: number, inside: Set<number>): Column[] {
  const me = shape(lines[index]!.replace(/\t/g, ' '));
  const found = new Map<number, Column>();
  let floor = Infinity;
  for (let i = index - 1; i >= 0; i--) {
    if (inside.has(i) || !isContent(lines[i]!)) continue;
    const s = shape(lines[i]!);
    const column = me.dash ? s.indent : s.keyColumn;
    if ((me.dash ? s.dash : s.key !== undefined) && column <= floor && !found.has(column))
      found.set(column, { column, line: i + 1, name: me.dash ? '-' : `${s.key}:` });
    if (s.key !== undefined && s.value === '' && !found.has(s.keyColumn + 2) && s.keyColumn + 2 <= floor)
      found.set(s.keyColumn + 2, { column: s.keyColumn + 2, line: i + 1, name: `${s.key}:`, nested: true });
    floor = Math.min(floor, s.keyColumn);
    if (s.indent === 0 && !s.dash) break;
  }
  return [...found.values()];
}

/** Re-indents a line to start at `column` (0-based), replacing any tabs in its indentation. */
export function setIndent(lines: string[], index: number, column: number): void {
  lines[index] = ' '.repeat(column) + lines[index]!.replace(/^[ \t]*/, '');
}

/** A YAML mistake explained in the editor's words, at the place the editor has to change. */
export interface YamlProblem {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
}

export interface Diagnosis extends YamlProblem {
  /**
   * Rewrites the lines as the editor most likely meant them, keeping the line count, so that the
   * search can go on to the next real mistake instead of reporting this one's echoes. Absent when
   * there is no safe guess: the search then stops at this problem.
   */
  repair?: (lines: string[]) => void;
}

/** One parser error and the lines around it, as every explanation needs them. */
export interface Context {
  code: string;
  /** The parser's own words, first line only. */
  words: string;
  lines: string[];
  /** 0-based index of the line the parser complained about, and its 1-based column. */
  index: number;
  column: number;
  /** `shape` of that line. */
  here: Shape;
  /** Lines that are the text of a `key: |` block. */
  inside: Set<number>;
  /** The next line with YAML structure after `index`, or -1. */
  next: number;
}

/** A diagnosis at line `index` (0-based) and a 1-based column. */
export function problem(
  index: number,
  column: number,
  message: string,
  repair?: Diagnosis['repair'],
): Diagnosis {
  return { line: index + 1, column, message, ...(repair && { repair }) };
}

export const implicitKeyCodes = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY']);
