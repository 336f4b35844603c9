/**
 * The mutation operators: each turns one node of a solution's syntax tree into small, plausible
 * mistakes, as text edits. They are the mistakes students make and the lessons warn about:
 * off-by-one comparisons, the wrong operator, a forgotten `break`, integer division, `isalpha` for
 * `isalnum`, `strcmp(…) == -1`, `m[r][c]` for `m[c][r]`, `=` for `==`, a dropped bounds check.
 */
import { castEdits, callEdits, subscriptEdits } from './calls.ts';
import type { Edit } from './edit.ts';
import { comparisonDirection, conditionContext, hasEffects, isGuard, onlyWeakensGuard } from './guards.ts';
import { constantEdits } from './literals.ts';
import { COMPARE_FUNCTIONS } from './library.ts';
import {
  calleeName,
  conditionOf,
  field,
  isFailureExit,
  kids,
  range,
  unparenthesised,
  type Node,
} from './syntax.ts';

/**
 * Comparisons: the boundary moved (`<` for `<=`), the direction turned (`<` for `>`), equality
 * flipped. A negated whole condition is its own operator.
 */
const RELATIONAL: Record<string, string[]> = {
  '<': ['<=', '>'],
  '<=': ['<', '>='],
  '>': ['>=', '<'],
  '>=': ['>', '<='],
  '==': ['!='],
  '!=': ['=='],
};
// `/` is not made `%`: on floating operands that does not compile, and `%` → `/` covers the confusion.
const ARITHMETIC: Record<string, string[]> = { '+': ['-'], '-': ['+'], '*': ['/'], '/': ['*'], '%': ['/'] };
const COMPOUND: Record<string, string[]> = {
  '+=': ['-='],
  '-=': ['+='],
  '*=': ['/='],
  '/=': ['*='],
  '%=': ['/='],
  '&=': ['|='],
  '|=': ['&='],
  '<<=': ['>>='],
  '>>=': ['<<='],
};
const BITWISE: Record<string, string[]> = { '&': ['|'], '|': ['&'], '^': ['&'], '<<': ['>>'], '>>': ['<<'] };
const LOGICAL: Record<string, string[]> = { '&&': ['||'], '||': ['&&'] };
const LVALUES = new Set(['identifier', 'subscript_expression', 'field_expression', 'pointer_expression']);

/**
 * A swap of an operator token, shown with the expression around it. `direction` says whether the
 * new operator makes the expression true more (+1) or less (-1) often, for guards.
 */
function swaps(
  operator: Edit['operator'],
  table: Record<string, string[]>,
  node: Node,
  direction: (from: string, to: string) => -1 | 0 | 1 = () => 0,
): Edit[] {
  const op = field(node, 'operator');
  if (!op) return [];
  return (table[op.text] ?? [])
    .filter((to) => !onlyWeakensGuard(node, direction(op.text, to)))
    .map((text) => ({ operator, ...range(op), text, show: range(node) }));
}

function binaryEdits(node: Node, src: string): Edit[] {
  const left = field(node, 'left');
  const right = field(node, 'right');
  const symbol = field(node, 'operator')?.text ?? '';
  if (!left || !right) return [];
  if (symbol in RELATIONAL) {
    const edits = swaps('relational operator', RELATIONAL, node, comparisonDirection);
    if (symbol === '==' && LVALUES.has(left.type) && conditionContext(node))
      edits.push({
        operator: '= for ==',
        ...range(node),
        text: `(${left.text} = ${right.text})`,
        show: range(node),
      });
    // `strcmp(a, b) < 0` written `== -1`: strcmp promises only the sign.
    const call = unparenthesised(left);
    const sign = symbol === '<' ? '-1' : symbol === '>' ? '1' : undefined;
    if (
      sign &&
      call.type === 'call_expression' &&
      COMPARE_FUNCTIONS.has(calleeName(call) ?? '') &&
      right.text === '0'
    )
      edits.push({
        operator: 'strcmp sign',
        from: field(node, 'operator')!.startIndex,
        to: right.endIndex,
        text: `== ${sign}`,
        show: range(node),
      });
    return edits;
  }
  if (symbol in ARITHMETIC) return swaps('arithmetic operator', ARITHMETIC, node);
  if (symbol in BITWISE) return swaps('bitwise operator', BITWISE, node);
  if (!(symbol in LOGICAL)) return [];
  const edits = swaps('logical operator', LOGICAL, node, (from) => (from === '&&' ? 1 : -1));
  // Each side dropped: `i < n && a[i] != x` loses its bounds check.
  const weakens = onlyWeakensGuard(node, symbol === '&&' ? 1 : -1);
  for (const [kept, dropped] of [
    [right, left],
    [left, right],
  ] as const)
    if (!weakens || hasEffects(dropped))
      edits.push({
        operator: 'condition dropped',
        ...range(node),
        text: src.slice(kept.startIndex, kept.endIndex),
        show: range(node),
      });
  return edits;
}

/** The condition negated, and for an `if` removed (always true) or never true, or its `else` dropped. */
function conditionEdits(node: Node): Edit[] {
  const condition = conditionOf(node);
  if (!condition) return [];
  const inner = unparenthesised(condition);
  const op = field(inner, 'operator')?.text;
  const edits: Edit[] = [];
  // `!x` already becomes `x`, and `a == b` becomes `a != b`: the same program twice.
  const alreadyNegated =
    (inner.type === 'unary_expression' && op === '!') ||
    (inner.type === 'binary_expression' && (op === '==' || op === '!='));
  if (!alreadyNegated)
    edits.push({
      operator: 'negated condition',
      ...range(condition),
      text: `!(${condition.text})`,
      show: range(condition),
    });
  if (node.type !== 'if_statement') return edits;
  for (const always of isGuard(node) ? ['1'] : ['1', '0'])
    edits.push({ operator: 'condition removed', ...range(condition), text: always, show: range(condition) });
  const alternative = field(node, 'alternative');
  if (alternative && !isFailureExit(kids(alternative)[0] ?? alternative))
    edits.push({
      operator: 'else branch removed',
      ...range(alternative),
      text: '',
      show: range(alternative),
      removal: true,
    });
  return edits;
}

/** The edits one node offers, in a fixed order. */
export function editsAt(node: Node, src: string): Edit[] {
  switch (node.type) {
    case 'binary_expression':
      return binaryEdits(node, src);
    case 'assignment_expression': {
      const op = field(node, 'operator')?.text ?? '';
      return swaps(/^[&|<>]/.test(op) ? 'bitwise operator' : 'arithmetic operator', COMPOUND, node);
    }
    case 'update_expression':
      return swaps('increment', { '++': ['--'], '--': ['++'] }, node);
    case 'unary_expression': {
      const argument = field(node, 'argument');
      if (field(node, 'operator')?.text !== '!' || !argument) return [];
      return [{ operator: '! removed', ...range(node), text: argument.text, show: range(node) }];
    }
    case 'if_statement':
    case 'while_statement':
    case 'do_statement':
    case 'for_statement':
    case 'conditional_expression':
      return conditionEdits(node);
    case 'number_literal':
    case 'char_literal':
      return constantEdits(node);
    case 'call_expression':
      return callEdits(node, src);
    case 'subscript_expression':
      return subscriptEdits(node, src);
    case 'cast_expression':
      return castEdits(node);
    case 'expression_statement':
    case 'break_statement':
    case 'continue_statement':
      if (node.text.trim() === ';') return [];
      return [{ operator: 'statement removed', ...range(node), text: ';', show: range(node), removal: true }];
    default:
      return [];
  }
}
