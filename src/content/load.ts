import { LineCounter, isAlias, isNode, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import type { AuthorIssue } from './issues.ts';

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

/** A key written as `key:value`, with no space after the colon. */
const missingSpace = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(?=[^\s/])/;

function lineAt(text: string, line: number): string {
  return text.split(/\r?\n/)[line - 1] ?? '';
}

/** Plain-English text for the YAML parser's error codes that editors actually meet. */
function explainYamlError(error: YAMLError, text: string, line: number): string {
  const source = lineAt(text, line);
  const key = missingSpace.exec(source);
  if (key) return `this key needs a space after the colon: write '${key[2]}: ' instead of '${key[2]}:'`;
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation: YAML needs spaces (use 2 spaces per level)';
    case 'DUPLICATE_KEY': {
      const name = /^\s*(?:-\s+)?([^:]+):/.exec(source)?.[1]?.trim();
      return `the key '${name ?? '?'}' appears twice in the same place: keep one of them`;
    }
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (/^\t/.test(source))
        return 'a tab is used for indentation: YAML needs spaces (use 2 spaces per level)';
      return `the indentation or punctuation here is not valid YAML (${firstLine(error.message)}): line it up with the lines around it, and put text that contains ': ' or starts with a special character in quotes`;
    case 'BAD_SCALAR_START':
      return `text cannot start with '${source.trim()[0] ?? ''}' here: put the whole text in quotes`;
    case 'MULTIPLE_DOCS':
      return "a file holds one document: remove the '---' line";
    default:
      return `this is not valid YAML: ${firstLine(error.message)}`;
  }
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * Parses one curriculum file, keeping every node's position. Returns the document (even when it has
 * problems, so later stages can still point into it) and the YAML-level problems, each located.
 */
export function parseSource(file: string, text: string): { source: SourceDoc; issues: AuthorIssue[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
    strict: true,
  });
  const source: SourceDoc = { file, text, doc, lines };
  const issues: AuthorIssue[] = [];
  const seen = new Set<number>();
  for (const error of [...doc.errors, ...doc.warnings]) {
    const { line, column } = positionOf(source, error.pos[0]);
    // One message a line: a single slip often makes the parser complain several times.
    if (seen.has(line)) continue;
    seen.add(line);
    issues.push({ file, line, column, path: '', message: explainYamlError(error, text, line) });
  }
  // Editors never mean YAML anchors or aliases: `*bold*` or `&x` at the start of text is a typo for quoted text.
  visit(doc, (_key, node) => {
    if (!isNode(node) || !node.range) return;
    const alias = isAlias(node);
    const anchor = 'anchor' in node && typeof node.anchor === 'string';
    if (!alias && !anchor) return;
    const { line, column } = positionOf(source, node.range[0]);
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
      message: 'the file is empty: add its fields, or delete the file',
    });
  }
  return { source, issues };
}
