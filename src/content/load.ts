import { LineCounter, isAlias, isNode, parseDocument, visit, type Document } from 'yaml';
import type { AuthorIssue } from './issues.ts';
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
  visit(doc, (_key, node) => {
    if (!isNode(node) || !node.range) return;
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
