import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { formatPath, type AuthorIssue } from './issues.ts';
import { positionOf, type SourceDoc } from './load.ts';

/** A field path inside a file, as zod reports it: `['blocks', 3, 'items']`. */
export type Path = readonly PropertyKey[];

/** The YAML node at a path, or the deepest existing ancestor (for keys that are missing). */
export function nodeAt(source: SourceDoc, path: Path): { node: Node | undefined; exact: boolean } {
  let node: unknown = source.doc.contents;
  for (const step of path) {
    let next: unknown;
    if (isMap(node)) next = node.items.find((pair) => isScalar(pair.key) && pair.key.value === step)?.value;
    else if (isSeq(node) && typeof step === 'number') next = node.items[step];
    if (next === undefined || next === null) return { node: node as Node, exact: false };
    node = next;
  }
  return { node: node as Node, exact: true };
}

/** The key node of `name` in the map at `path`, to point unknown-key errors at the key itself. */
export function keyAt(source: SourceDoc, path: Path, name: string): Node | undefined {
  const { node, exact } = nodeAt(source, path);
  if (!exact || !isMap(node)) return undefined;
  const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === name);
  return pair && isScalar(pair.key) ? pair.key : undefined;
}

/** The value at a path in the data a file parsed to, or undefined where the path leads nowhere. */
export function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

/** An issue at the node found at `path` (or its nearest existing ancestor). */
export function issueAt(source: SourceDoc, path: Path, message: string): AuthorIssue {
  const offset = nodeAt(source, path).node?.range?.[0] ?? 0;
  return { file: source.file, ...positionOf(source, offset), path: formatPath(path), message };
}

/**
 * An issue at `needle` inside the value found at `path`, where the editor has to change it (a link in
 * the middle of a paragraph); at the value's start when the needle is not written as it reads.
 */
export function issueInText(source: SourceDoc, path: Path, needle: string, message: string): AuthorIssue {
  const range = nodeAt(source, path).node?.range;
  const found = range ? source.text.slice(range[0], range[1]).indexOf(needle) : -1;
  if (!range || found < 0) return issueAt(source, path, message);
  return { file: source.file, ...positionOf(source, range[0] + found), path: formatPath(path), message };
}
