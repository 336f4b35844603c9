import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import {
  blockIndicator,
  blockTextLines,
  implicitKeyCodes,
  isContent,
  lineAbove,
  openColumns,
  problem,
  setIndent,
  shape,
  type Column,
  type Context,
  type Diagnosis,
  type YamlProblem,
} from './yamlLines.ts';
import { duplicateKey, gluedColon, textNeedsQuotes, unclosedQuote } from './yamlText.ts';
import { dashWithoutSpace, missingColon, tabInText, textTooFarLeft } from './yamlSlips.ts';

export type { YamlProblem } from './yamlLines.ts';

/** How every curriculum file is parsed: duplicate keys and unknown tags are errors, not guesses. */
export const parseOptions = { prettyErrors: false, uniqueKeys: true, strict: true } as const;

const structureCodes = new Set(['BAD_INDENT', 'MISSING_CHAR', 'UNEXPECTED_TOKEN', ...implicitKeyCodes]);

function errorCount(text: string): number {
  const doc = parseDocument(text, parseOptions);
  return doc.errors.length + doc.warnings.length;
}

/**
 * Where a badly indented line most likely belongs: of the columns still open above it, the one that
 * makes the file parse with the fewest errors, and among those the closest to `preferred`.
 */
function bestColumn(ctx: Context, index: number, preferred: number): Column | undefined {
  const candidates = openColumns(ctx.lines, index, ctx.inside);
  if (!candidates.some((c) => c.column === preferred)) candidates.push({ column: preferred });
  let best: { column: Column; errors: number; distance: number } | undefined;
  for (const column of candidates) {
    const trial = [...ctx.lines];
    setIndent(trial, index, column.column);
    const errors = errorCount(trial.join('\n'));
    const distance = Math.abs(column.column - preferred);
    if (!best || errors < best.errors || (errors === best.errors && distance < best.distance))
      best = { column, errors, distance };
  }
  return best?.column;
}

/** "start it in column 5, like 'type:' on line 4" */
function columnAdvice(target: Column): string {
  const where = !target.line
    ? ''
    : target.nested
      ? `, 2 spaces further right than '${target.name}' on line ${target.line}`
      : `, like '${target.name}' on line ${target.line}`;
  return `start it in column ${target.column + 1}${where}`;
}

/** A tab in the indentation: on this line, or on the next one when the parser noticed it late. */
function tabIndent(ctx: Context): Diagnosis | undefined {
  const { code, lines, index, next } = ctx;
  for (const i of [index, ...(implicitKeyCodes.has(code) && next > 0 ? [next] : [])]) {
    const lead = /^[ \t]*/.exec(lines[i]!)![0];
    if (!lead.includes('\t')) continue;
    const inText = tabInText(ctx, i);
    if (inText) return inText;
    // One tab a level at 2 spaces a level, unless another open column makes the file parse better.
    const guess = lead.replace(/\t/g, '  ').length;
    const target = bestColumn(ctx, i, guess);
    return problem(
      i,
      lead.indexOf('\t') + 1,
      `a tab is used to indent this line: YAML needs spaces. Replace the tab with spaces${target ? `: ${columnAdvice(target)}` : ' (2 per level)'}`,
      (l) => setIndent(l, i, target?.column ?? guess),
    );
  }
  return undefined;
}

/** The text of a `key: |` block must be indented further than the key. */
function blockTextNotIndented({ code, lines, index, here }: Context): Diagnosis | undefined {
  const above = lineAbove(lines, index, new Set());
  if (above === undefined || !structureCodes.has(code)) return undefined;
  const a = shape(lines[above]!);
  if (a.key === undefined || !a.value || !blockIndicator.test(a.value) || here.indent > a.keyColumn)
    return undefined;
  const column = a.keyColumn + 2;
  return problem(
    index,
    1,
    `the text under '${a.key}: ${a.value}' must be indented further than '${a.key}:': start this line (and the lines of text after it) in column ${column + 1} or further right`,
    (l) => {
      for (let i = index; i < l.length; i++) {
        const t = shape(l[i]!);
        if (l[i]!.trim() !== '' && t.indent <= a.keyColumn && t.key !== undefined && i > index) break;
        if (l[i]!.trim() !== '') setIndent(l, i, column + t.indent);
      }
    },
  );
}

/** A line of a `key: |` text that starts further left than the text's first line (or the reverse). */
function blockTextMisaligned(ctx: Context, i: number): Diagnosis | undefined {
  const { lines, inside } = ctx;
  if (!inside.has(i)) return undefined;
  let owner = i - 1;
  while (owner > 0 && inside.has(owner)) owner--;
  const first = lines.findIndex((l, j) => j > owner && l.trim() !== '');
  if (first < 0 || first >= i) return undefined;
  const column = /^ */.exec(lines[first]!)![0].length;
  const mine = /^ */.exec(lines[i]!)![0].length;
  if (mine >= column) return undefined;
  const o = shape(lines[owner]!);
  const opener = o.key !== undefined ? `${o.key}: ${o.value ?? ''}`.trim() : lines[owner]!.trim();
  const between = lines.slice(first + 1, i).some((l) => l.trim() !== '');
  // A later line of the text back in the first line's column: this line is the one that slipped.
  const after = lines.slice(i + 1).findIndex((l) => l.trim() !== '');
  const backAtFirst =
    after >= 0 && inside.has(i + 1 + after) && /^ */.exec(lines[i + 1 + after]!)![0].length === column;
  if (!between && !backAtFirst && mine > o.keyColumn)
    // Only the first line is further right: it is more likely the one that slipped.
    return problem(
      first,
      1,
      `the first line of the text under '${opener}' starts further right than the lines after it: start it in column ${mine + 1}, like line ${i + 1}`,
      (l) => setIndent(l, first, mine),
    );
  return problem(
    i,
    1,
    `this line is part of the text under '${opener}' but starts further left than its first line: start it in column ${column + 1}, like line ${first + 1}`,
    (l) => setIndent(l, i, column),
  );
}

/** A key or list item that does not line up with the lines it belongs with. */
function indentation(ctx: Context): Diagnosis | undefined {
  const { code, lines, index, next, inside } = ctx;
  if (!structureCodes.has(code)) return undefined;
  // The line the parser stumbled on, or the next one for a key that swallowed it.
  let i = implicitKeyCodes.has(code) && next > index ? next : index;
  const inText = blockTextMisaligned(ctx, i);
  if (inText) return inText;
  // The parser often notices a misplaced line only on the line after it.
  const before = lineAbove(lines, i, inside);
  if (before !== undefined && before > 0) {
    const b = shape(lines[before]!);
    const open = openColumns(lines, before, inside).map((c) => c.column);
    if ((b.key !== undefined || b.dash) && b.indent > 0 && !open.includes(b.dash ? b.indent : b.keyColumn))
      i = before;
  }
  const t = shape(lines[i]!);
  const target = t.key !== undefined || t.dash ? bestColumn(ctx, i, t.indent) : undefined;
  if (!target || target.column === t.indent) return undefined;
  const what = t.dash ? "this list item's '-'" : `'${t.key}:'`;
  return problem(
    i,
    t.indent + 1,
    `${what} is not lined up: ${columnAdvice(target)} (use spaces, 2 per level)`,
    (l) => setIndent(l, i, target.column),
  );
}

function multipleDocuments({ code, index }: Context): Diagnosis | undefined {
  if (code !== 'MULTIPLE_DOCS') return undefined;
  return problem(index, 1, "a file holds one document: remove the '---' line", (l) => (l[index] = ''));
}

/** Explanations, most specific first; the first that recognises the error wins. */
const explanations = [
  tabIndent,
  gluedColon,
  duplicateKey,
  multipleDocuments,
  dashWithoutSpace,
  missingColon,
  textTooFarLeft,
  blockTextNotIndented,
  textNeedsQuotes,
  unclosedQuote,
  indentation,
];

/** Explains one parser error, looking at the lines around it the way a person would. */
function diagnose(error: YAMLError, lines: string[], counter: LineCounter): Diagnosis {
  const at = counter.linePos(error.pos[0]);
  const index = Math.min(at.line - 1, lines.length - 1);
  const inside = blockTextLines(lines);
  const ctx: Context = {
    code: error.code,
    words: (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, ''),
    lines,
    index,
    column: at.col,
    here: shape(lines[index] ?? ''),
    inside,
    next: lines.findIndex((l, i) => i > index && !inside.has(i) && isContent(l)),
  };
  for (const explain of explanations) {
    const found = explain(ctx);
    if (found) return found;
  }
  return problem(
    index,
    at.col,
    structureCodes.has(error.code)
      ? `the indentation or punctuation here is not valid YAML (${ctx.words}): line it up with the lines around it, and put text that contains ': ' or starts with a special character in quotes`
      : `this is not valid YAML: ${ctx.words}`,
  );
}

/**
 * Every YAML mistake in a file, one message each. The parser often complains several times about a
 * single slip (a tab confuses every line after it), so after each mistake the text is repaired the
 * way the editor most likely meant it and parsed again; what the parser still reports is a mistake
 * of its own. Repairs keep lines where they are, so every position refers to the original file.
 */
export function yamlProblems(text: string, doc: Document.Parsed, counter: LineCounter): YamlProblem[] {
  const start = text.search(/\S/);
  if (start >= 0 && text[start] === '<') {
    const { line, col } = counter.linePos(start);
    return [
      {
        line,
        column: col,
        message:
          "this file holds HTML (or XML), not YAML: curriculum files are 'key: value' lines. Start again from a copy of another lesson (or npm run new:lesson) and paste only the text into its fields",
      },
    ];
  }
  if (doc.errors.length === 0 && doc.warnings.length === 0) return [];
  // Windows line ends change no line or column, but would show up in the quoted fixes.
  if (text.includes('\r')) {
    const unix = text.replace(/\r\n?/g, '\n');
    const unixCounter = new LineCounter();
    return yamlProblems(
      unix,
      parseDocument(unix, { ...parseOptions, lineCounter: unixCounter }),
      unixCounter,
    );
  }
  const problems: YamlProblem[] = [];
  const reported = new Set<number>();
  let current = { text, doc, counter };
  for (let round = 0; round < 100; round++) {
    const error = [...current.doc.errors, ...current.doc.warnings].sort((a, b) => a.pos[0] - b.pos[0])[0];
    if (!error) break;
    const lines = current.text.split('\n');
    const found = diagnose(error, lines, current.counter);
    if (!reported.has(found.line)) {
      reported.add(found.line);
      problems.push({ line: found.line, column: found.column, message: found.message });
    }
    if (!found.repair) break;
    found.repair(lines);
    const repaired = lines.join('\n');
    if (repaired === current.text) break;
    const nextCounter = new LineCounter();
    current = {
      text: repaired,
      doc: parseDocument(repaired, { ...parseOptions, lineCounter: nextCounter }),
      counter: nextCounter,
    };
  }
  return problems;
}
