/** One problem an editor has to fix, pointing at the exact place in a curriculum file. */
export interface AuthorIssue {
  /** Path from the project root, with forward slashes: `curriculum/unit1/basics.yaml`. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** Field path inside the file, such as `blocks[3].items`; empty for the whole file. */
  path: string;
  /** Plain-English message, including the likely fix where one can be told. */
  message: string;
}

/** A problem with a whole file (its name, its place, or its absence), shown at its first line. */
export function fileIssue(file: string, message: string): AuthorIssue {
  return { file, line: 1, column: 1, path: '', message };
}

/** `curriculum/unit5/sorting.yaml:42:7 blocks[3].items: expected a list, got text` */
export function formatIssue(issue: AuthorIssue): string {
  const where = `${issue.file}:${issue.line}:${issue.column}`;
  return issue.path ? `${where} ${issue.path}: ${issue.message}` : `${where} ${issue.message}`;
}

/** Sorted by file, then line, then column, so that output reads top to bottom. */
export function sortIssues(issues: readonly AuthorIssue[]): AuthorIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Formats a field path the way editors read it: `blocks[3].items`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** Thrown by the build and the dev server when the curriculum has problems; carries all of them. */
export class CurriculumError extends Error {
  readonly issues: AuthorIssue[];
  constructor(issues: AuthorIssue[]) {
    const sorted = sortIssues(issues);
    const count = `${sorted.length} problem${sorted.length === 1 ? '' : 's'}`;
    super(`The curriculum has ${count}:\n${sorted.map(formatIssue).join('\n')}`);
    this.name = 'CurriculumError';
    this.issues = sorted;
  }
}
