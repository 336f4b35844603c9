/**
 * The mutants of a challenge's solution: every small mistake the operators find, as a whole
 * program, with a name that survives unrelated edits and a description a student can read. Pure:
 * the validator uses it to check `equivalentMutants:` without gcc.
 */
import type { Edit, OperatorName } from './edit.ts';
import { editsAt } from './operators.ts';
import {
  field,
  isFailureExit,
  lineAt,
  range,
  walkC,
  writesOnlyToStderr,
  type Node,
  type Range,
} from './syntax.ts';

/** One wrong variant of a solution. */
export interface Mutant {
  /**
   * Its stable name, for `equivalentMutants:`: the change and the line it is on, without the line
   * number, so that editing another line keeps it: "`i < n` → `i <= n` in `for (int i = 0; i < n; i++) {`".
   * A second identical change on an identical line gets " #2".
   */
  id: string;
  operator: OperatorName;
  /** The file changed: `main.c` for a one-file solution. */
  file: string;
  /** 1-based line of the change in that file. */
  line: number;
  /** What a student reads: "`i < n` → `i <= n` on line 12" (and "of stack.c" in a program of several files). */
  description: string;
  /** The whole changed file. */
  code: string;
}

/** A source file of a solution. */
export interface SolutionFile {
  name: string;
  code: string;
}

/** The files of a challenge's solution: `solutionFiles`, or `solution` as `main.c`; none without a solution. */
export function solutionFiles(block: {
  solution?: string | undefined;
  solutionFiles?: SolutionFile[] | undefined;
}): SolutionFile[] {
  return block.solutionFiles ?? (block.solution ? [{ name: 'main.c', code: block.solution }] : []);
}

/**
 * Every mutant of a program: each file's own, named after the file when there are several
 * ("… (stack.c)"), since the same change on the same line can happen in two files.
 */
export function programMutants(files: readonly SolutionFile[]): Mutant[] {
  if (files.length === 1) return generateMutants(files[0]!.code, files[0]!.name);
  return files.flatMap((f) =>
    generateMutants(f.code, f.name).map((m) => ({
      ...m,
      id: `${m.id} (${f.name})`,
      description: `${m.description} of ${f.name}`,
    })),
  );
}

/** Source text on one line, shortened in the middle when long. */
export function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 60 ? line : `${line.slice(0, 44)} … ${line.slice(-12)}`;
}

const within = (edit: Range, ranges: readonly Range[]) =>
  ranges.some((r) => edit.from >= r.from && edit.to <= r.to);

/**
 * Code no test can reach: branches that end the program with a failure (tests need exit status 0)
 * and statements that write only to standard error (tests read standard output). Mistakes there
 * cannot be told apart from the solution by any test, so they are not made.
 */
function unreachable(node: Node): Range[] {
  if (writesOnlyToStderr(node)) return [range(node)];
  if (node.type !== 'if_statement') return [];
  const ranges: Range[] = [];
  const consequence = field(node, 'consequence');
  if (consequence && isFailureExit(consequence)) ranges.push(range(consequence));
  const alternative = field(node, 'alternative');
  const elseBranch = alternative?.namedChildren.find((c) => c && !c.isExtra);
  if (alternative && elseBranch && isFailureExit(elseBranch)) ranges.push(range(alternative));
  return ranges;
}

function describe(src: string, edit: Edit): { base: string; line: number; change: string } {
  const before = src.slice(edit.show.from, edit.show.to);
  const after = src.slice(edit.show.from, edit.from) + edit.text + src.slice(edit.to, edit.show.to);
  const change = edit.removal
    ? `\`${snippet(before)}\` removed`
    : `\`${snippet(before)}\` → \`${snippet(after)}\``;
  const { line, text } = lineAt(src, edit.from);
  const context = snippet(text) === snippet(before) ? '' : ` in \`${snippet(text)}\``;
  return { base: change + context, line, change };
}

/** Every mutant of one file, in source order; duplicates (the same program twice) are kept once. */
export function generateMutants(source: string, file = 'main.c'): Mutant[] {
  const skipped: Range[] = [];
  const edits: Edit[] = [];
  walkC(source, (node) => {
    if (node.type === 'comment' || node.type.startsWith('preproc_')) return false;
    skipped.push(...unreachable(node));
    for (const edit of editsAt(node, source)) if (!within(edit, skipped)) edits.push(edit);
    return true;
  });
  // In source order (a stable sort keeps the walk's order at one place), so that `#2` counts down the page.
  edits.sort((a, b) => a.from - b.from);
  const seen = new Set<string>([source]);
  const occurrences = new Map<string, number>();
  const mutants: Mutant[] = [];
  for (const edit of edits) {
    const code = source.slice(0, edit.from) + edit.text + source.slice(edit.to);
    if (seen.has(code)) continue;
    seen.add(code);
    const { base, line, change } = describe(source, edit);
    const n = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, n);
    mutants.push({
      id: n === 1 ? base : `${base} #${n}`,
      operator: edit.operator,
      file,
      line,
      description: `${change} on line ${line}`,
      code,
    });
  }
  return mutants;
}
