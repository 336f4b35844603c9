/**
 * The text of the code a check runs, for its cache key: a module and every project module it loads
 * at run time (imports, re-exports, `import()`, worker URLs), followed to the end. A change to any
 * of them (a flag, a limit, how a verdict is reached) then misses the cache with no list to keep by
 * hand. `import type` is left out: it is erased before anything runs.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const workerUrl = /new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** The relative specifiers a module loads at run time. */
export function runtimeSpecifiers(text: string): string[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const match of text.matchAll(workerUrl)) found.push(match[1]!);
  return found.filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/**
 * Every project module `entry` (a path or file URL) loads at run time, itself first, each as its
 * path from the project root and its text (line endings normalised, so a checkout on Windows keys
 * the same).
 */
export function moduleClosure(entry: string | URL): { file: string; text: string }[] {
  const start = typeof entry === 'string' ? resolve(entry) : fileURLToPath(entry);
  const seen = new Set<string>();
  const modules: { file: string; text: string }[] = [];
  const visit = (path: string) => {
    // A URL of a folder (the project root) is not a module.
    if (seen.has(path) || statSync(path, { throwIfNoEntry: false })?.isFile() !== true) return;
    seen.add(path);
    const text = readFileSync(path, 'utf8').replaceAll('\r\n', '\n');
    modules.push({ file: relative(projectRoot, path).split(sep).join('/'), text });
    for (const spec of runtimeSpecifiers(text)) visit(resolve(dirname(path), spec));
  };
  visit(start);
  return modules;
}
