/**
 * The C syntax tree the mutator walks: tree-sitter's C grammar (tree-sitter-c), run by
 * web-tree-sitter. The editor's Lezer grammar was the first candidate, but it parses C as C++ and
 * gets C's precedence wrong where it matters most for mutation (`a > b || c > d` comes out as
 * `((a > b) || c) > d`, and `(double)a / b` as a cast of `a / b`), so dropping one side of a
 * condition would drop the wrong part. tree-sitter-c is a C grammar with named fields
 * (`condition`, `left`, `operator`), and its WebAssembly build runs the same on every machine.
 * Loading it is asynchronous, once, when this module is first imported; parsing is synchronous, so
 * the validator can list a solution's mutants in its ordinary pass.
 */
import { createRequire } from 'node:module';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export type { Node, Tree };

const require = createRequire(import.meta.url);
await Parser.init();
const parser = new Parser();
parser.setLanguage(await Language.load(require.resolve('tree-sitter-c/tree-sitter-c.wasm')));

/** Walks the syntax tree of C source, top-down; `enter` returns false to skip a node's children. */
export function walkC(source: string, enter: (node: Node) => boolean | void): void {
  const tree = parser.parse(source);
  if (!tree) return;
  // A cursor, because asking a node for its children crosses into WebAssembly once per child.
  const cursor = tree.walk();
  try {
    for (;;) {
      if (enter(cursor.currentNode) !== false && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return;
    }
  } finally {
    cursor.delete();
    tree.delete();
  }
}

/** A stretch of the source: `from` inclusive, `to` exclusive. */
export interface Range {
  from: number;
  to: number;
}

export const range = (node: Node): Range => ({ from: node.startIndex, to: node.endIndex });

/** The node's named children, without comments. */
export function kids(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
}

/** A field of a node (`condition`, `left`, …), if present. */
export const field = (node: Node, name: string): Node | undefined =>
  node.childForFieldName(name) ?? undefined;

/** Through any parentheses: `((x))` → `x`. */
export function unparenthesised(node: Node): Node {
  let n = node;
  while (n.type === 'parenthesized_expression' && kids(n).length === 1) n = kids(n)[0]!;
  return n;
}

/** The function a node is in, by name (`main`), or undefined at file level. */
export function functionName(node: Node): string | undefined {
  for (let n: Node | null = node; n; n = n.parent) {
    if (n.type !== 'function_definition') continue;
    let declarator = field(n, 'declarator');
    while (declarator && declarator.type !== 'identifier') declarator = field(declarator, 'declarator');
    return declarator?.text;
  }
  return undefined;
}

/** The name of the function a call calls, when it is called by name (`isalpha(c)`). */
export function calleeName(call: Node): string | undefined {
  const callee = field(call, 'function');
  return callee?.type === 'identifier' ? callee.text : undefined;
}

/** The argument expressions of a call. */
export function callArguments(call: Node): Node[] {
  const list = field(call, 'arguments');
  return list ? kids(list) : [];
}

/**
 * The condition expression of an `if`, `while`, `do … while`, `for` or `?:`, if the node is one of
 * those (inside the parentheses the statement requires).
 */
export function conditionOf(node: Node): Node | undefined {
  if (
    !['if_statement', 'while_statement', 'do_statement', 'for_statement', 'conditional_expression'].includes(
      node.type,
    )
  )
    return undefined;
  const condition = field(node, 'condition');
  if (!condition) return undefined;
  return condition.type === 'parenthesized_expression' && node.type !== 'conditional_expression'
    ? kids(condition)[0]
    : condition;
}

/** True for a statement that ends the program with a failure: `return 1;` in main, `exit(1);`, `abort();`. */
export function isFailureExit(stmt: Node): boolean {
  if (stmt.type === 'compound_statement') {
    const last = kids(stmt).pop();
    return last !== undefined && isFailureExit(last);
  }
  const failing = (value: Node | undefined) => {
    const text = value ? value.text.replace(/\s+/g, '') : '0';
    return text !== '0' && text !== 'EXIT_SUCCESS';
  };
  if (stmt.type === 'return_statement') return functionName(stmt) === 'main' && failing(kids(stmt)[0]);
  if (stmt.type === 'expression_statement') {
    const call = kids(stmt)[0];
    const name = call?.type === 'call_expression' ? calleeName(call) : undefined;
    if (name === 'abort') return true;
    if (call && (name === 'exit' || name === '_Exit')) return failing(callArguments(call)[0]);
  }
  return false;
}

/** True for a statement that only writes to standard error, which no test reads. */
export function writesOnlyToStderr(stmt: Node): boolean {
  const call = stmt.type === 'expression_statement' ? kids(stmt)[0] : undefined;
  if (call?.type !== 'call_expression') return false;
  const name = calleeName(call);
  const args = callArguments(call).map((a) => a.text);
  return (
    name === 'perror' ||
    (name === 'fprintf' && args[0] === 'stderr') ||
    ((name === 'fputs' || name === 'fputc' || name === 'putc') && args[1] === 'stderr')
  );
}

/** 1-based line of an offset, and the text of that line without its indentation. */
export function lineAt(src: string, offset: number): { line: number; text: string } {
  const start = src.lastIndexOf('\n', offset - 1) + 1;
  const end = src.indexOf('\n', offset);
  const line = src.slice(0, start).split('\n').length;
  return { line, text: src.slice(start, end === -1 ? undefined : end).trim() };
}
