import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import { formatPath, type AuthorIssue } from './issues.ts';
import { positionOf, type SourceDoc } from './load.ts';
import { closest, didYouMean } from './suggest.ts';

type Path = readonly PropertyKey[];

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

/** The YAML node at a path, or the deepest existing ancestor (for keys that are missing). */
export function nodeAt(source: SourceDoc, path: Path): { node: Node | undefined; exact: boolean } {
  let node: unknown = source.doc.contents;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    let next: unknown;
    if (isMap(node)) next = node.items.find((pair) => isScalar(pair.key) && pair.key.value === step)?.value;
    else if (isSeq(node) && typeof step === 'number') next = node.items[step];
    if (next === undefined || next === null) return { node: node as Node, exact: false };
    node = next;
  }
  return { node: node as Node, exact: true };
}

/** The key node of `name` in the map at `path`, to point unknown-key errors at the key itself. */
function keyAt(source: SourceDoc, path: Path, name: string): Node | undefined {
  const { node, exact } = nodeAt(source, path);
  if (!exact || !isMap(node)) return undefined;
  const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === name);
  return pair && isScalar(pair.key) ? pair.key : undefined;
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

/** The keys a schema allows at a path, for "did you mean" on unknown keys. */
function allowedKeys(schema: z.ZodType, data: unknown, path: Path): string[] {
  let current: unknown = schema;
  for (let i = 0; i <= path.length; i++) {
    current = unwrap(current, valueAt(data, path.slice(0, i)));
    if (i === path.length) break;
    const def = (current as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } })
      .def;
    const step = path[i];
    if (def?.type === 'object' && typeof step === 'string') current = def.shape?.[step];
    else if (def?.type === 'array') current = def.element;
    else return [];
  }
  const shape = (current as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Looks through optional/default wrappers and picks the union member matching the data's `type`. */
function unwrap(schema: unknown, data: unknown): unknown {
  let s = schema as { def?: { type?: string; innerType?: unknown; options?: unknown[] } } | undefined;
  for (let guard = 0; s?.def && guard < 10; guard++) {
    const def = s.def;
    if (def.innerType && ['optional', 'default', 'nullable', 'prefault'].includes(def.type ?? ''))
      s = def.innerType as typeof s;
    else if (def.type === 'union' && def.options) {
      const type = (data as { type?: unknown } | undefined)?.type;
      s = def.options.find(
        (o) => (o as { def?: { shape?: { type?: { value?: unknown } } } }).def?.shape?.type?.value === type,
      ) as typeof s;
    } else break;
  }
  return s;
}

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

/** Turns one zod issue into located, plain-English author issues (one per unknown key). */
function explain(
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
        if (!target) return issueAt(source, [...path, key], text);
        return {
          file: source.file,
          ...positionOf(source, target.range?.[0] ?? 0),
          path: formatPath([...path, key]),
          message: text,
        };
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
      if (typeof value === 'string') message = `${issue.message}, not '${value}'`;
      break;
    default:
      break;
  }
  return [issueAt(source, path, message)];
}

/** An issue at the node found at `path` (or its nearest existing ancestor). */
export function issueAt(source: SourceDoc, path: Path, message: string): AuthorIssue {
  const offset = nodeAt(source, path).node?.range?.[0] ?? 0;
  return { file: source.file, ...positionOf(source, offset), path: formatPath(path), message };
}

/** Validates a parsed file against its schema; every problem comes back located. */
export function validateSource<S extends z.ZodType>(
  source: SourceDoc,
  schema: S,
): { value: z.output<S> | undefined; issues: AuthorIssue[] } {
  let data: unknown;
  try {
    data = source.doc.toJS();
  } catch {
    // An unresolved alias; the load stage has already reported where it is.
    return { value: undefined, issues: [] };
  }
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, issues: [] };
  // A misspelled key is also a missing one: report the misspelling only, since fixing it fixes both.
  const misspelled = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeys(schema, data, issue.path);
    for (const key of issue.keys) {
      const meant = closest(key, allowed);
      if (meant) misspelled.add(formatPath([...issue.path, meant]));
    }
  }
  const kept = result.error.issues.filter(
    (issue) =>
      !(
        issue.code === 'invalid_type' &&
        valueAt(data, issue.path) === undefined &&
        misspelled.has(formatPath(issue.path))
      ),
  );
  return { value: undefined, issues: kept.flatMap((issue) => explain(source, data, schema, issue)) };
}
