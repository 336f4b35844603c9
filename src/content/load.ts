import {
  LineCounter,
  isAlias,
  isNode,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';
import { formatPath, type AuthorIssue } from './issues.ts';
import { controlCharacter } from './textProblems.ts';
import { parseOptions, yamlProblems } from './yamlErrors.ts';

/** A parsed curriculum file that remembers where every node came from. */
export interface SourceDoc {
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** 1-based line and column of a character offset. */
export function positionOf(
  source: Pick<SourceDoc, 'lines'>,
  offset: number,
): { line: number; column: number } {
  const { line, col } = source.lines.linePos(offset);
  return { line, column: col };
}

/** The field path of a node from the ancestors `visit` gives (`blocks[3].text`), for messages. */
function fieldPath(ancestors: readonly unknown[], node: Node): string {
  const chain = [...ancestors, node];
  const path: PropertyKey[] = [];
  chain.forEach((a, i) => {
    const next = chain[i + 1];
    if (isPair(a) && isScalar(a.key) && a.value === next) path.push(String(a.key.toJSON()));
    else if (isSeq(a) && next !== undefined) path.push(a.items.indexOf(next));
  });
  return formatPath(path);
}

/**
 * Parses one curriculum file, keeping every node's position. Returns the document (even when it has
 * problems, so later stages can still point into it) and the YAML-level problems, each located.
 */
export function parseSource(file: string, text: string): { source: SourceDoc; issues: AuthorIssue[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...parseOptions, lineCounter: lines });
  const source: SourceDoc = { file, text, doc, lines };
  const issues: AuthorIssue[] = yamlProblems(text, doc, lines).map((p) => ({ file, path: '', ...p }));
  const seen = new Set(issues.map((i) => i.line));
  // Editors never mean YAML anchors or aliases: `*bold*` or `&x` at the start of text is a typo for quoted text.
  visit(doc, (_key, node, ancestors) => {
    if (!isNode(node) || !node.range) return;
    // "\0" inside double quotes is valid YAML, and an invisible character on the page.
    const parent = ancestors.at(-1);
    const isInput =
      isPair(parent) && isScalar(parent.key) && parent.key.value === 'input' && parent.value === node;
    const control = isScalar(node) ? controlCharacter(text, node, isInput) : undefined;
    if (control) {
      const at = positionOf(source, control.offset);
      if (!seen.has(at.line))
        issues.push({ file, ...at, path: fieldPath(ancestors, node), message: control.message });
      seen.add(at.line);
      return;
    }
    const alias = isAlias(node);
    const anchor = 'anchor' in node && typeof node.anchor === 'string';
    if (!alias && !anchor) return;
    const { line, column } = positionOf(source, node.range[0]);
    if (seen.has(line)) return;
    const written = isAlias(node) ? `*${node.source}` : `&${String(node.anchor)}`;
    issues.push({
      file,
      line,
      column,
      path: '',
      message: `text cannot start with '${written[0]}' unquoted ('${written}' means something else in YAML): put the whole text in quotes`,
    });
  });
  if (issues.length === 0 && (doc.contents === null || text.trim() === '')) {
    issues.push({
      file,
      line: 1,
      column: 1,
      path: '',
      message: 'the file is empty: add its fields (docs/EDITING.md shows them), or delete the file',
    });
  }
  return { source, issues };
}
