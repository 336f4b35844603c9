/**
 * Guards: `if (n < 1 || n > 100) { printf("Invalid input\n"); return 1; }`. A challenge's tests
 * need exit status 0, so no test ever makes a guard fire. A mutant that makes the guard fire on
 * fewer inputs (`n > 101`, `||` → `&&`, a check dropped) behaves like the solution on every input a
 * test may give: it would be an "equivalent" mutant every editor has to explain, so it is not made.
 * A mutant that makes the guard fire on more inputs (`n >= 100`) rejects valid input, and a test at
 * the boundary the prompt states catches it: those are kept.
 */
import { calleeName, conditionOf, field, functionName, isFailureExit, type Node } from './syntax.ts';

type Context = { owner: Node; polarity: 1 | -1 };

/**
 * Where a node sits in a condition: the statement, and -1 when it is under a `!` (an odd number of
 * them). A helper's `return a && b;` counts as part of its callers' condition when every call is in
 * one with the same polarity, as in `if (!valid(t)) return 1;`, so that a validity check written as
 * a function is a guard too.
 */
export function conditionContext(node: Node, throughCalls = true): Context | undefined {
  let polarity: 1 | -1 = 1;
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (conditionOf(parent)?.equals(child) || field(parent, 'condition')?.equals(child))
      return { owner: parent, polarity };
    if (parent.type === 'return_statement')
      return throughCalls ? callersContext(parent, polarity) : undefined;
    const op = field(parent, 'operator')?.text;
    if (parent.type === 'unary_expression' && op === '!') polarity = polarity === 1 ? -1 : 1;
    else if (parent.type === 'binary_expression' && (op === '&&' || op === '||')) continue;
    else if (parent.type !== 'parenthesized_expression') return undefined;
  }
  return undefined;
}

/** The guard every call of the function holding this `return` sits in, if they all sit in the same kind. */
function callersContext(statement: Node, polarity: 1 | -1): Context | undefined {
  const name = functionName(statement);
  if (!name || name === 'main') return undefined;
  const calls = statement.tree.rootNode
    .descendantsOfType('call_expression')
    .filter((c): c is Node => c !== null && calleeName(c) === name);
  const contexts = calls.map((c) => conditionContext(c, false));
  const first = contexts[0];
  if (!first || !contexts.every((c) => c && isGuard(c.owner) && c.polarity === first.polarity))
    return undefined;
  return { owner: first.owner, polarity: (first.polarity * polarity) as 1 | -1 };
}

/** True for an `if` whose branch only ends the program with a failure. */
export function isGuard(statement: Node | undefined): boolean {
  const branch = statement?.type === 'if_statement' ? field(statement, 'consequence') : undefined;
  return branch !== undefined && isFailureExit(branch);
}

/**
 * True when a change that makes `node` true more often (+1) or less often (-1) can only make the
 * guard it belongs to fire less often. 0 is a change of neither kind (`<` → `>`).
 */
export function onlyWeakensGuard(node: Node, direction: -1 | 0 | 1): boolean {
  if (direction === 0) return false;
  const context = conditionContext(node);
  return context !== undefined && isGuard(context.owner) && context.polarity * direction < 0;
}

/** True when evaluating the expression can change something: a call, an assignment, `++`. */
export function hasEffects(node: Node): boolean {
  const kinds = ['call_expression', 'assignment_expression', 'update_expression'];
  return kinds.includes(node.type) || node.descendantsOfType(kinds).length > 0;
}

/** How a new comparison operator changes how often `a op b` holds: `<` → `<=` is +1. */
export function comparisonDirection(from: string, to: string): -1 | 0 | 1 {
  if ((from === '<' && to === '<=') || (from === '>' && to === '>=')) return 1;
  if ((from === '<=' && to === '<') || (from === '>=' && to === '>')) return -1;
  return 0;
}

/** How raising (+1) or lowering (-1) a constant changes how often the comparison around it holds. */
export function constantDirection(constant: Node, change: -1 | 1): -1 | 0 | 1 {
  const comparison = constant.parent;
  const op = comparison?.type === 'binary_expression' ? field(comparison, 'operator')?.text : undefined;
  if (!comparison || !op || !['<', '<=', '>', '>='].includes(op)) return 0;
  // `x < c`: a bigger c holds more often; `c < x`: less often.
  const onRight = field(comparison, 'right')?.equals(constant) ?? false;
  const below = op === '<' || op === '<=';
  return (below === onRight ? change : -change) as -1 | 1;
}
