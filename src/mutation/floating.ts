/**
 * A rough, safe guess at whether an expression is floating-point, from the program's own
 * declarations. It keeps the integer-division mutants to places where they change the arithmetic:
 * `celsius * 9.0` → `celsius * 9` is no mistake when `celsius` is a `double`.
 */
import { calleeName, field, type Node, type Tree } from './syntax.ts';

/** `double`, `float`, `long double`. */
export const FLOATING_TYPE = /^(?:long )?(?:double|float)$/;

const FLOATING_FUNCTIONS = new Set([
  'sqrt',
  'pow',
  'fabs',
  'floor',
  'ceil',
  'round',
  'trunc',
  'fmod',
  'fmax',
  'fmin',
  'exp',
  'log',
  'log10',
  'sin',
  'cos',
  'tan',
  'atan',
  'atan2',
  'hypot',
  'atof',
  'strtod',
]);

const names = new WeakMap<Tree, Set<string>>();

/** The declared name inside a declarator: `x` in `x = 1`, `a[10]`, `*p`. */
function declaredName(declarator: Node | undefined): string | undefined {
  let d = declarator;
  while (d && d.type !== 'identifier' && d.type !== 'field_identifier') d = field(d, 'declarator');
  return d?.text;
}

/** Every variable, parameter and struct member declared floating, anywhere in the program. */
function floatingNames(tree: Tree): Set<string> {
  let found = names.get(tree);
  if (found) return found;
  found = new Set();
  for (const decl of tree.rootNode.descendantsOfType([
    'declaration',
    'parameter_declaration',
    'field_declaration',
  ])) {
    if (!decl || !FLOATING_TYPE.test(field(decl, 'type')?.text.replace(/\s+/g, ' ') ?? '')) continue;
    for (const declarator of decl.childrenForFieldName('declarator')) {
      const name = declaredName(declarator ?? undefined);
      if (name) found.add(name);
    }
  }
  names.set(tree, found);
  return found;
}

/** True when the expression is (as far as the program's declarations tell) floating-point. */
export function isFloating(node: Node): boolean {
  switch (node.type) {
    case 'number_literal':
      return !/^0x/i.test(node.text) && /[.eE]/.test(node.text);
    case 'identifier':
      return floatingNames(node.tree).has(node.text);
    case 'field_expression':
      return floatingNames(node.tree).has(field(node, 'field')?.text ?? '');
    case 'subscript_expression':
    case 'pointer_expression':
      return isFloating(field(node, 'argument') ?? node);
    case 'call_expression':
      return FLOATING_FUNCTIONS.has(calleeName(node) ?? '');
    case 'cast_expression':
      return FLOATING_TYPE.test(field(node, 'type')?.text.replace(/\s+/g, ' ') ?? '');
    case 'binary_expression': {
      const left = field(node, 'left');
      const right = field(node, 'right');
      return (left !== undefined && isFloating(left)) || (right !== undefined && isFloating(right));
    }
    case 'parenthesized_expression':
    case 'unary_expression':
      return node.namedChildren.some((c) => c !== null && !c.isExtra && isFloating(c));
    case 'conditional_expression':
      return ['consequence', 'alternative'].some((f) => {
        const branch = field(node, f);
        return branch !== undefined && isFloating(branch);
      });
    default:
      return false;
  }
}
