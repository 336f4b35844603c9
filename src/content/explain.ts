import { isMap, isScalar, type Node } from 'yaml';
import type { z } from 'zod';
import { formatPath, type AuthorIssue } from './issues.ts';
import { positionOf, type SourceDoc } from './load.ts';
import { issueAt, issueInText, keyAt, nodeAt, valueAt, type Path } from './locate.ts';
import { INLINE_TEXT_PROBLEM, PROGRAM_TEXT_PROBLEM } from '../schema/text.ts';
import { foldedMessage, inlineProblem, lineOf } from './textProblems.ts';
import { didYouMean } from './suggest.ts';
import { allowedKeys } from './zodShape.ts';

/**
 * The words of every schema error: what the editor wrote, what was expected, and how to write it so
 * that it is, in the editor's terms (text, a list, a group of keys) rather than zod's.
 */

/** How an editor would name the kind of a value that was written. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return `${value} (yes/no)`;
  return 'a group of keys';
}

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of keys',
};

/** Why a value that should be text is not, and how to write it so that it is. */
function textHint(source: SourceDoc, path: Path, value: unknown): string {
  const { node } = nodeAt(source, path);
  const key = String(path[path.length - 1]);
  const label = typeof path[path.length - 1] === 'number' ? '-' : `${key}:`;
  if (isScalar(node) && typeof node.source === 'string' && typeof value !== 'object') {
    // YAML already turned it into a number or yes/no (1.10 became 1.1): say so, and how to keep it.
    const read = typeof value === 'number' ? `the number ${String(value)}` : describeValue(value);
    return `expected text, got ${read}: put it in quotes, like ${label} "${node.source}", so it stays exactly as written`;
  }
  if (Array.isArray(value))
    return `expected text, got a list: write the text on the same line as '${label}' (or, for several lines, write '${label} |' and indent the text under it)`;
  if (isMap(node) && node.items.length === 1 && node.flow !== true) {
    // `text: Note: this` inside a list item, or `- Fast: very`: YAML read the ': ' as a key.
    return `expected text, got a group of keys: text that contains ': ' must be in quotes, like ${label} "${nodeText(source, node)}"`;
  }
  return `expected text, got ${describeValue(value)}`;
}

/** The source text of a node, on one line, for showing a corrected version of it. */
function nodeText(source: SourceDoc, node: Node): string {
  const [start = 0, end = 0] = node.range ?? [];
  const text = source.text.slice(start, end).trim().replace(/\s+/g, ' ');
  return text.length > 50 ? `${text.slice(0, 40)}…` : text;
}

/** Why a value is missing: never written, left empty, or cut short by a `#` that starts a comment. */
function emptyHint(source: SourceDoc, path: Path, expected: string): string {
  const key = String(path[path.length - 1]);
  const { node, exact } = nodeAt(source, path.slice(0, -1));
  const pair =
    exact && isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  if (!pair) return `is missing: add '${key}:' followed by ${expected}`;
  const range = isScalar(pair.key) ? pair.key.range : undefined;
  const line = range ? (source.text.slice(range[0]).split('\n')[0] ?? '') : '';
  if (/:\s+#/.test(line))
    return `is empty, because '#' starts a comment and YAML ignores the rest of the line: put the text in quotes, like ${key}: "${line.slice(line.indexOf('#')).trim()}"`;
  return `is empty: write ${expected} after '${key}:'`;
}

/** An issue at a node of the file, reported under the field `path`. */
function located(source: SourceDoc, node: Node, path: Path, message: string): AuthorIssue {
  return { file: source.file, ...positionOf(source, node.range?.[0] ?? 0), path: formatPath(path), message };
}

/** Turns one zod issue into located, plain-English author issues (one per unknown key). */
export function explain(
  source: SourceDoc,
  data: unknown,
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
): AuthorIssue[] {
  const path: Path = issue.path;
  let message = issue.message;

  const value = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      if (path.length === 0)
        message = `this file should be made of 'key: value' lines, such as 'title: Loops', but it holds ${describeValue(value)}: see docs/EDITING.md for what goes in it`;
      else if (value === undefined || value === null) message = emptyHint(source, path, expected);
      else if (issue.expected === 'string') message = textHint(source, path, value);
      else if (issue.expected === 'array' && typeof value === 'string' && /^-\S/.test(value))
        message = `expected a list, got text: put a space after each '-', like '- ${value.slice(1).split(' -')[0]}'`;
      else message = `expected ${expected}, got ${describeValue(value)}`;
      break;
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeys(schema, data, path);
      return issue.keys.map((key) => {
        const hint = didYouMean(key, allowed);
        const text = `unknown key '${key}'${hint}${!hint && allowed.length ? ` (allowed here: ${allowed.join(', ')})` : ''}`;
        const target = keyAt(source, path, key);
        return target ? located(source, target, [...path, key], text) : issueAt(source, [...path, key], text);
      });
    }
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator) {
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        const written = valueAt(data, path);
        const hint = typeof written === 'string' ? didYouMean(written, options) : '';
        if (typeof written === 'string')
          message = `unknown block type '${written}'${hint || ` (block types: ${options.join(', ')})`}`;
        else message = `every block needs a 'type': one of ${options.join(', ')}`;
      } else {
        // A union of fixed values, such as a heading level of 2 or 3.
        const allowed = issue.errors.flat().flatMap((e) => (e.code === 'invalid_value' ? e.values : []));
        message = allowed.length
          ? `must be ${allowed.map((v) => JSON.stringify(v)).join(' or ')}, not ${JSON.stringify(value)}`
          : 'is not in a form this field accepts';
      }
      break;
    }
    case 'invalid_value': {
      const hint = typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : '';
      message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(value)}${hint}`;
      break;
    }
    case 'too_small':
      if (issue.origin === 'array' && !issue.message.startsWith('needs'))
        message = `needs at least ${String(issue.minimum)} item(s)`;
      else if (issue.origin === 'number') message = `must be at least ${String(issue.minimum)}`;
      break;
    case 'too_big':
      if (issue.origin === 'array' && !issue.message.startsWith('needs'))
        message = `has too many items: at most ${String(issue.maximum)}`;
      break;
    case 'invalid_format':
      if (issue.message === INLINE_TEXT_PROBLEM && typeof value === 'string') {
        const found = inlineProblem(value, source.file);
        if (found) return [issueInText(source, path, found.needle, found.message)];
      } else if (issue.message === PROGRAM_TEXT_PROBLEM) {
        // A control character was reported where the file was read; this is code written without '|'.
        const key = String(path[path.length - 1]);
        const keyNode = keyAt(source, path.slice(0, -1), key);
        if (keyNode) return [located(source, keyNode, path, foldedMessage(key, lineOf(source, keyNode)))];
      } else if (typeof value === 'string') message = `${issue.message}, not '${value}'`;
      break;
    default:
      break;
  }
  return [issueAt(source, path, message)];
}
