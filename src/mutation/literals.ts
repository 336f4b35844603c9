/**
 * Constants off by one: `i = 0` → `i = 1`, `n > 100` → `n > 99`, `'a'` → `'b'`, and `x / 2.0`
 * written `x / 2` (integer division).
 */
import type { Edit } from './edit.ts';
import { isFloating } from './floating.ts';
import { conditionContext, constantDirection, isGuard, onlyWeakensGuard } from './guards.ts';
import { calleeName, field, functionName, range, unparenthesised, type Node } from './syntax.ts';

const SCANF = /^[fs]?scanf$/;
const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);

/** A literal one up (+1) or one down (-1), written the same way: `10` → `11`; `2.5` → `1.5`; `'a'` → `'b'`. */
interface Neighbour {
  text: string;
  change: -1 | 1;
}

function neighbours(written: string): Neighbour[] {
  const integer = /^(-?)(0|[1-9]\d*)([uUlL]*)$/.exec(written);
  if (integer) {
    const n = BigInt(`${integer[1]}${integer[2]}`);
    const up: Neighbour = { text: `${n + 1n}${integer[3]}`, change: 1 };
    // An unsigned 0 has no neighbour below it worth writing.
    return n > 0n || integer[1] ? [up, { text: `${n - 1n}${integer[3]}`, change: -1 }] : [up];
  }
  const decimal = /^(\d+)\.(\d*)([fFlL]?)$/.exec(written);
  if (decimal) {
    const places = decimal[2]!.length;
    const n = Number(`${decimal[1]}.${decimal[2]}0`);
    const write = (v: number) => `${v.toFixed(places)}${places ? '' : '.'}${decimal[3]}`;
    const up: Neighbour = { text: write(n + 1), change: 1 };
    return n >= 1 ? [up, { text: write(n - 1), change: -1 }] : [up];
  }
  const char = /^'([ -~])'$/.exec(written);
  if (!char || char[1] === "'" || char[1] === '\\') return [];
  const code = char[1]!.charCodeAt(0);
  return (
    [
      [code + 1, 1],
      [code - 1, -1],
    ] as const
  )
    .filter(([c]) => c >= 32 && c <= 126 && c !== 39 && c !== 92)
    .map(([c, change]) => ({ text: `'${String.fromCharCode(c)}'`, change }));
}

const SHOWN_WITH_PARENT = new Set([
  'return_statement',
  'binary_expression',
  'assignment_expression',
  'init_declarator',
  'unary_expression',
  'array_declarator',
  'subscript_expression',
]);

/** The constants one off from a literal, where such a mistake is one a test can see. */
export function constantEdits(node: Node): Edit[] {
  const parent = node.parent;
  if (!parent || ['case_statement', 'enumerator', 'bitfield_clause'].includes(parent.type)) return [];
  // main's exit status: the tests require 0, so a failure status is never reached by a test.
  if (parent.type === 'return_statement' && functionName(node) === 'main') return [];
  // `scanf(…) != 1` made `!= 0` in a guard differs only on input no test may give.
  const op = field(parent, 'operator')?.text ?? '';
  const other =
    parent.type === 'binary_expression' && COMPARISONS.has(op) ? field(parent, 'left') : undefined;
  const call = other && unparenthesised(other);
  if (
    call?.type === 'call_expression' &&
    SCANF.test(calleeName(call) ?? '') &&
    isGuard(conditionContext(parent)?.owner)
  )
    return [];
  const written = node.text;
  let values = neighbours(written).filter(
    (v) => !onlyWeakensGuard(parent, constantDirection(node, v.change)),
  );
  // A bigger array never breaks a program that stays within the prompt's limits; a smaller one can.
  if (parent.type === 'array_declarator') values = values.filter((v) => v.change < 0);
  const show =
    SHOWN_WITH_PARENT.has(parent.type) && parent.endIndex - parent.startIndex <= 50
      ? range(parent)
      : range(node);
  const edits: Edit[] = values.map((v) => ({
    operator: 'constant off by one',
    ...range(node),
    text: v.text,
    show,
  }));
  // `x / 2.0` written `x / 2`: integer division, when x is an integer.
  const whole = /^(\d+)\.0*$/.exec(written);
  const sibling = field(parent, 'left')?.equals(node) ? field(parent, 'right') : field(parent, 'left');
  if (
    whole &&
    parent.type === 'binary_expression' &&
    (op === '*' || op === '/') &&
    sibling &&
    !isFloating(sibling)
  )
    edits.push({ operator: 'integer division', ...range(node), text: whole[1]!, show: range(parent) });
  return edits;
}
