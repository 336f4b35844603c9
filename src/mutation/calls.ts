/** Mistakes with calls, subscripts and casts: the wrong library function, `m[c][r]`, a lost `(double)`. */
import type { Edit } from './edit.ts';
import { FLOATING_TYPE, isFloating } from './floating.ts';
import { COMPARE_FUNCTIONS, LIBRARY_SWAPS, SPACE_TESTS } from './library.ts';
import { callArguments, calleeName, field, range, type Node } from './syntax.ts';

/** Library calls swapped, `isspace(c)` written `c == ' '`, and strcmp's arguments swapped. */
export function callEdits(node: Node, src: string): Edit[] {
  const name = calleeName(node);
  const callee = field(node, 'function');
  if (!name || !callee) return [];
  const args = callArguments(node);
  const edits: Edit[] = (LIBRARY_SWAPS[name] ?? []).map((other) => ({
    operator: 'library call swapped',
    ...range(callee),
    text: other,
    show: range(node),
  }));
  // `isspace(c)` written `c == ' '`: tabs and newlines forgotten.
  if (SPACE_TESTS.has(name) && args.length === 1)
    edits.push({
      operator: 'library call swapped',
      ...range(node),
      text: `(${args[0]!.text} == ' ')`,
      show: range(node),
    });
  const [a, b] = args;
  if (COMPARE_FUNCTIONS.has(name) && a && b)
    edits.push({
      operator: 'strcmp sign',
      from: a.startIndex,
      to: b.endIndex,
      text: `${b.text}${src.slice(a.endIndex, b.startIndex)}${a.text}`,
      show: range(node),
    });
  return edits;
}

/** `m[r][c]` → `m[c][r]`: the row and column swapped. */
export function subscriptEdits(node: Node, src: string): Edit[] {
  const inner = field(node, 'argument');
  const outer = field(node, 'index');
  if (inner?.type !== 'subscript_expression' || !outer) return [];
  if (field(inner, 'argument')?.type === 'subscript_expression') return [];
  const index = field(inner, 'index');
  if (!index || index.text === outer.text) return [];
  return [
    {
      operator: 'indices swapped',
      from: index.startIndex,
      to: outer.endIndex,
      text: `${outer.text}${src.slice(index.endIndex, outer.startIndex)}${index.text}`,
      show: range(node),
    },
  ];
}

/**
 * `(double)sum / n` → `sum / n`: the classic integer division (elsewhere, a lost conversion). A
 * cast of what is already floating-point changes nothing, so it is left alone.
 */
export function castEdits(node: Node): Edit[] {
  const type = field(node, 'type');
  const value = field(node, 'value');
  if (!type || !value || !FLOATING_TYPE.test(type.text.replace(/\s+/g, ' ')) || isFloating(value)) return [];
  const parent = node.parent;
  const op = parent && field(parent, 'operator')?.text;
  const divides = parent?.type === 'binary_expression' && op === '/';
  return [
    {
      operator: divides ? 'integer division' : 'cast removed',
      from: node.startIndex,
      to: value.startIndex,
      text: '',
      show: range(divides ? parent : node),
    },
  ];
}
