import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import { formatPath, type AuthorIssue } from './issues.ts';
import { positionOf, type SourceDoc } from './load.ts';
import { didYouMean } from './suggest.ts';

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

/** Turns one zod issue into a located, plain-English author issue. */
function explain(source: SourceDoc, data: unknown, schema: z.ZodType, issue: z.core.$ZodIssue): AuthorIssue {
  let path: Path = issue.path;
  let message = issue.message;
  let target: Node | undefined;

  const value = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      if (value === undefined) {
        const field = String(path[path.length - 1]);
        message = `is missing: add '${field}:' with ${expected}`;
      } else {
        message = `expected ${expected}, got ${describeValue(value)}`;
        const { node } = nodeAt(source, path);
        if (
          issue.expected === 'string' &&
          isScalar(node) &&
          typeof node.source === 'string' &&
          typeof value !== 'object'
        ) {
          // A number or yes/no where text was meant: YAML already changed it (1.10 became 1.1), so say so.
          message += `: put it in quotes, like "${node.source}", so it stays exactly as written`;
        }
      }
      break;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys;
      const allowed = allowedKeys(schema, data, path);
      const first = keys[0] ?? '';
      target = keyAt(source, path, first);
      const hint = didYouMean(first, allowed);
      message =
        keys.length === 1
          ? `unknown key '${first}'${hint}`
          : `unknown keys ${keys.map((k) => `'${k}'`).join(', ')}`;
      if (!hint && allowed.length) message += ` (allowed here: ${allowed.join(', ')})`;
      path = [...path, first];
      break;
    }
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator) {
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        if (typeof value === 'string') message = `unknown block type '${value}'${didYouMean(value, options)}`;
        else message = `every block needs a 'type': one of ${options.join(', ')}`;
        if (!didYouMean(String(value), options) && typeof value === 'string')
          message += ` (block types: ${options.join(', ')})`;
      } else {
        message = `is not in a form this field accepts`;
      }
      break;
    }
    case 'invalid_value':
      message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(value)}`;
      break;
    case 'too_small':
      if (issue.origin === 'array' && !issue.message.startsWith('needs'))
        message = `needs at least ${String(issue.minimum)} item(s)`;
      else if (issue.origin === 'number') message = `must be at least ${String(issue.minimum)}`;
      break;
    case 'invalid_format':
      break;
    default:
      break;
  }
  if (!target) return issueAt(source, path, message);
  return {
    file: source.file,
    ...positionOf(source, target.range?.[0] ?? 0),
    path: formatPath(path),
    message,
  };
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
  return {
    value: undefined,
    issues: result.error.issues.map((issue) => explain(source, data, schema, issue)),
  };
}
