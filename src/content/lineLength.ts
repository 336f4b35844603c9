import { isScalar, Scalar } from 'yaml';
import type { AuthorIssue } from './issues.ts';
import { formatPath } from './issues.ts';
import type { SourceDoc } from './load.ts';
import { positionOf } from './load.ts';
import { issueInText, nodeAt, type Path } from './locate.ts';

/**
 * The longest line of code, in columns, that every code panel and the runner's editor show without
 * scrolling sideways at 1280 px: a quiz's code, the narrowest, fits 66 (measured in Chromium:
 * docs/EDITING.md, "Line length"). A wider line hides its end, often the teaching comment, behind
 * the panel's fade.
 */
export const MAX_CODE_COLUMNS = 64;

/** The tab stops of the code panels (`tab-size: 4` in src/code/styles.ts). */
const TAB = 4;

/** How many columns a line takes on screen, with tabs out to their stops. */
export function columnsOf(line: string): number {
  let columns = 0;
  for (const char of line) columns = char === '\t' ? (Math.floor(columns / TAB) + 1) * TAB : columns + 1;
  return columns;
}

/** Index (in UTF-16 units) of the first character of `line` that ends past `limit` columns. */
function indexPast(line: string, limit: number): number {
  let columns = 0;
  let index = 0;
  for (const char of line) {
    columns = char === '\t' ? (Math.floor(columns / TAB) + 1) * TAB : columns + 1;
    if (columns > limit) return index;
    index += char.length;
  }
  return index;
}

/** The message for one line: its length, why it is too long, and how to break it. */
export function longLineMessage(columns: number, limit = MAX_CODE_COLUMNS): string {
  return `This line of code is ${columns} characters long; lines longer than ${limit} do not fit a code panel on a laptop screen (a phone shows fewer), so their end scrolls out of sight. Break it: move a comment onto its own line above the code, split a long printf into several calls or adjacent string literals ("..." "..."), or break a long condition after && or ||`;
}

/**
 * One issue per line of the code at `path` that is longer than `limit` columns, at that line's first
 * character past the limit in the YAML file, so that the editor's cursor lands where to break it.
 */
export function longLines(source: SourceDoc, path: Path, limit = MAX_CODE_COLUMNS): AuthorIssue[] {
  const { node, exact } = nodeAt(source, path);
  if (!exact || !isScalar(node) || typeof node.value !== 'string') return [];
  const lines = node.value.split('\n');
  const long = lines.flatMap((line, index) => (columnsOf(line) > limit ? [{ line, index }] : []));
  if (long.length === 0) return [];
  // Code written after '|': each line of the value is a line of the file, after the block's indent.
  const blockLines =
    node.type === Scalar.BLOCK_LITERAL && node.range ? literalLines(source, node, lines) : undefined;
  return long.map(({ line, index }) => {
    const message = longLineMessage(columnsOf(line), limit);
    // Otherwise (code in quotes, or on the key's line) find the line as written in the value.
    const written = node.range ? source.text.slice(node.range[0], node.range[1]).indexOf(line) : -1;
    const start = blockLines ? blockLines[index] : written >= 0 ? node.range![0] + written : undefined;
    if (start === undefined) return issueInText(source, path, line, message);
    return {
      file: source.file,
      ...positionOf(source, start + indexPast(line, limit)),
      path: formatPath(path),
      message,
    };
  });
}

/**
 * The offset in the file where each line of a `|` block's value starts: the block's lines follow its
 * header (`|`, `|-`, `|2`), each the value's line after some indentation. Undefined for a line that
 * is not written as it reads.
 */
function literalLines(source: SourceDoc, node: Scalar, lines: readonly string[]): (number | undefined)[] {
  const [from, to] = node.range!;
  const raw = source.text.slice(from, to);
  let offset = from + raw.indexOf('\n') + 1;
  return raw
    .slice(offset - from)
    .split('\n')
    .slice(0, lines.length)
    .map((text, i) => {
      const line = lines[i] ?? '';
      const start = offset + text.length - line.length;
      offset += text.length + 1;
      return raw.indexOf('\n') >= 0 && text.endsWith(line) ? start : undefined;
    });
}
