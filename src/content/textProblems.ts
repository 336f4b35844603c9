import { isScalar, Scalar, type Node } from 'yaml';
import { CONTROL as CONTROL_CHARACTERS, INPUT_CONTROL as INPUT_CONTROL_CHARACTERS } from '../schema/text.ts';
import type { SourceDoc } from './load.ts';

/**
 * Mistakes YAML accepts without a word and the page then shows wrongly: a control character from an
 * escape inside double quotes, a link the page cannot open, inline code with a space at one end, a
 * program folded onto one line. The schema's patterns (src/schema/text.ts) reject them; these find
 * which one it is, and where, so that the message can say what to change.
 */

/** The control characters the schema rejects, and those it rejects in a program's input. */
const CONTROL = new RegExp(CONTROL_CHARACTERS);
const INPUT_CONTROL = new RegExp(INPUT_CONTROL_CHARACTERS);

/** How an editor would name a control character. */
function characterName(char: string): string {
  const code = char.charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code === 0 ? 'the null character' : `a control character, ${hex}`;
}

/** Escapes of double-quoted YAML that stand for one character, and the character. */
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
};

/**
 * The first escape in a double-quoted scalar's source that makes a control character: its offset in
 * the source and how it is written (`\0`, `\x07`). Reads escapes in order, so `\\0` (a backslash, then 0)
 * is not one.
 */
function controlEscape(
  raw: string,
  control: RegExp,
): { at: number; written: string; char: string } | undefined {
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] !== '\\') continue;
    const next = raw[i + 1] ?? '';
    const hex = { x: 2, u: 4, U: 8 }[next];
    const written = hex ? raw.slice(i, i + 2 + hex) : raw.slice(i, i + 2);
    const char = hex ? String.fromCodePoint(parseInt(written.slice(2), 16) || 0) : ESCAPES[next];
    if (char !== undefined && control.test(char)) return { at: i, written, char };
    i += written.length - 1;
  }
  return undefined;
}

/** A located problem inside one scalar: its offset in the file and the message. */
export interface TextProblem {
  offset: number;
  message: string;
}

/**
 * An invisible control character in a scalar of the file, at the escape (or character) that made it.
 * `programInput`: the scalar is what a program reads, where `\v` and `\f` are allowed.
 */
export function controlCharacter(text: string, node: Scalar, programInput = false): TextProblem | undefined {
  const control = programInput ? INPUT_CONTROL : CONTROL;
  if (typeof node.value !== 'string' || !control.test(node.value) || !node.range) return undefined;
  const raw = text.slice(node.range[0], node.range[1]);
  if (node.type === Scalar.QUOTE_DOUBLE) {
    const escape = controlEscape(raw, control);
    if (escape) {
      const shown = escape.written.replace(/\\/g, '\\\\');
      return {
        offset: node.range[0] + escape.at,
        message: `inside double quotes, '${escape.written}' is one invisible character (${characterName(escape.char)}), which the page shows as a box: to show the characters ${escape.written}, write ${shown}, or put the whole text in single quotes`,
      };
    }
  }
  const at = control.exec(raw);
  const char = at?.[0] ?? '\0';
  return {
    offset: node.range[0] + (at?.index ?? 0),
    message: `this text holds an invisible character (${characterName(char)}), probably pasted with it, which the page shows as a box: delete it`,
  };
}

/** `pointers.yaml`, `unit2/pointers`, `../unit2/pointers.yaml` → the route the editor most likely meant. */
function routeGuess(href: string, file: string): string {
  const path = href
    .split('#')[0]!
    .replace(/^(\.\.?\/)+/, '')
    .replace(/^curriculum\//, '')
    .replace(/\.(ya?ml|html?)$/, '');
  const unit = file.split('/')[1] ?? 'unit1';
  return `/${path.includes('/') ? path : `${unit}/${path}`}`;
}

/** Code spans as the inline parser pairs backticks: left to right, non-empty. */
const CODE_SPAN = /`([^`]+)`/g;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Whether a link's address is one the page opens (src/inline/parse.ts `safeHref`). */
const opens = (href: string) => /^(\/(?!\/)|#|https?:|mailto:)/i.test(href);

/**
 * The problem in inline Markdown that the schema's pattern rejected: the text to point at (as written)
 * and what to do. `file` is the lesson's path, to guess the route a relative link meant.
 */
export function inlineProblem(text: string, file: string): { needle: string; message: string } | undefined {
  // Links inside code spans are code, not links: blank the spans out before looking for links.
  const outside = text.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
  for (const link of outside.matchAll(LINK)) {
    const [whole, label = '', href = ''] = link;
    if (opens(href)) continue;
    const guess = /^[a-z][a-z0-9+.-]*:/i.test(href) ? undefined : routeGuess(href, file);
    return {
      needle: whole,
      message: `the link to '${href}' is not an address the page can open, so it shows as plain text: ${
        guess
          ? `a link to a lesson starts with '/' and names its unit and lesson, like [${label}](${guess})`
          : 'links go to a lesson (/unit2/pointers), a heading (#name) or another site (https://…)'
      }`,
    };
  }
  for (const span of text.matchAll(CODE_SPAN)) {
    const [whole, code = ''] = span;
    const end = /^\s/.test(code) ? 'starts' : /\s$/.test(code) ? 'ends' : undefined;
    if (!end) continue;
    return {
      needle: whole,
      message: `the code ${whole} ${end} with a space, which the page does not show: remove the space, or, to show text that ${end} with a space, write it as a C string, like \`"${code}"\``,
    };
  }
  return undefined;
}

/** Whether a scalar was written so that YAML folds its lines into one: without `|`, over several lines. */
export function isFolded(source: SourceDoc, node: Node | undefined): boolean {
  if (!isScalar(node) || !node.range || typeof node.value !== 'string') return false;
  if (node.type === Scalar.BLOCK_FOLDED) return true;
  if (node.type === Scalar.BLOCK_LITERAL) return false;
  return source.text.slice(node.range[0], node.range[1]).includes('\n');
}

/**
 * The message for code written without `|`. `keyLine` is the source line of its key: a `#` there
 * (`code: #include <stdio.h>`) started a comment, so that line is gone from the program.
 */
export function foldedMessage(key: string, keyLine: string): string {
  const comment = /:\s+#/.test(keyLine)
    ? `, and reads the '#' on the line of '${key}:' as the start of a comment, so that line is lost`
    : '';
  return `this code is folded onto one line: without '|' after '${key}:', YAML joins its lines into one${comment}. Write '${key}: |' and the code on the lines under it, indented further than '${key}:'`;
}

/** The source line holding a node's start. */
export function lineOf(source: SourceDoc, node: Node): string {
  const { line } = source.lines.linePos(node.range?.[0] ?? 0);
  return source.text.split('\n')[line - 1] ?? '';
}
