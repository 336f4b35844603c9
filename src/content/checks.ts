import { traceLines, type Block, type CodeBlock, type LessonFile } from '../schema/index.ts';
import { codeLanguages, isCodeLanguage } from '../schema/languages.ts';
import { checkEquivalentMutants } from './equivalents.ts';
import type { AuthorIssue } from './issues.ts';
import type { SourceDoc } from './load.ts';
import { didYouMean } from './suggest.ts';
import { issueAt, keyAt, nodeAt } from './locate.ts';
import { foldedMessage, isFolded, lineOf } from './textProblems.ts';
import { checkQuiz, checkQuizTwins } from './quizChecks.ts';
import { longLines } from './lineLength.ts';
import { checkParsons } from './parsonsChecks.ts';

const markdownLink = /\[[^\]]*\]\(([^)\s]+)\)/g;

/** Internal links written in a text, such as `/unit2/pointers` from `[pointers](/unit2/pointers)`. */
export function internalLinks(text: string): string[] {
  return [...text.matchAll(markdownLink)].map((m) => m[1] ?? '').filter((href) => href.startsWith('/'));
}

/** Names editors write for a language we highlight under another name. */
const languageAliases: Record<string, string> = {
  c89: 'c',
  c90: 'c',
  c99: 'c',
  c11: 'c',
  c17: 'c',
  c23: 'c',
  h: 'c',
  gcc: 'c',
  sh: 'bash',
  zsh: 'bash',
  console: 'bash',
  terminal: 'bash',
  txt: 'text',
  plain: 'text',
  plaintext: 'text',
  none: 'text',
};

/** ": did you mean 'c'?" for a code language that cannot be highlighted, or "". */
function languageHint(language: string): string {
  const alias = languageAliases[language.toLowerCase()];
  if (alias) return `: did you mean '${alias}'?`;
  return didYouMean(language, Object.keys(codeLanguages));
}

function routeHint(route: string, routes: readonly string[]): string {
  return didYouMean(route, routes).replace(/'/g, '');
}

/** A `trace:` needs a complete C program, and lines that the program has. */
function checkTrace(
  block: CodeBlock,
  at: (path: PropertyKey[], message: string) => AuthorIssue,
): AuthorIssue[] {
  if (block.language !== 'c' || block.fragment)
    return [
      at(
        ['trace'],
        "only a complete C program can be traced: remove 'trace:', or 'fragment: true' if the program is complete",
      ),
    ];
  const longest = Math.max(
    ...(block.files ?? [{ code: block.code ?? '' }]).map((f) => f.code.split('\n').length),
  );
  const past = traceLines(block.trace)?.find((n) => n > longest);
  return past === undefined
    ? []
    : [
        at(
          ['trace'],
          `line ${past} is past the end of the code, which has ${longest} lines: choose lines it has`,
        ),
      ];
}

/** Where a block holds code, as field paths inside the block: `code`, `files[1].code`, `solution`, … */
function codePaths(block: Block): PropertyKey[][] {
  const files = (key: string, list: readonly unknown[] | undefined) =>
    (list ?? []).map((_, f) => [key, f, 'code']);
  if (block.type === 'code') return [['code'], ['fix'], ...files('files', block.files)];
  if (block.type === 'quiz') return [['program'], ['code']];
  if (block.type === 'parsons') return [['code']];
  if (block.type !== 'challenge') return [];
  return [
    ['starter'],
    ['solution'],
    ...files('solutionFiles', block.solutionFiles),
    ...(block.alternatives ?? []).flatMap((alt, a) => [
      ['alternatives', a, 'code'],
      ...files('files', alt.files).map((p) => ['alternatives', a, ...p]),
    ]),
  ];
}

/** Every code the page shows of a block: its programs, and a quiz's options written as code. */
function shownCode(block: Block): PropertyKey[][] {
  const options = block.type === 'quiz' && 'options' in block ? (block.options ?? []) : [];
  return [...codePaths(block), ...options.map((_, o) => ['options', o, 'code'])];
}

/**
 * Code written over several lines without `|`: YAML folded it into one line. The schema's pattern
 * catches a folded program by its look (src/schema/text.ts); this catches the rest by how it was written.
 */
function checkFolded(source: SourceDoc, block: Block, i: number): AuthorIssue[] {
  return codePaths(block).flatMap((path) => {
    const at = ['blocks', i, ...path];
    const { node, exact } = nodeAt(source, at);
    const key = String(path[path.length - 1]);
    const keyNode = keyAt(source, at.slice(0, -1), key);
    if (!exact || !keyNode || !isFolded(source, node)) return [];
    const issue = issueAt(source, at, foldedMessage(key, lineOf(source, keyNode)));
    const { line, col } = source.lines.linePos(keyNode.range?.[0] ?? 0);
    return [{ ...issue, line, column: col }];
  });
}

/** Checks inside one block that the schema alone cannot express. */
function checkBlock(source: SourceDoc, block: Block, i: number): AuthorIssue[] {
  const at = (path: PropertyKey[], message: string) => issueAt(source, ['blocks', i, ...path], message);
  const issues: AuthorIssue[] = checkFolded(source, block, i);
  issues.push(...shownCode(block).flatMap((path) => longLines(source, ['blocks', i, ...path])));
  if (block.type === 'table') {
    block.rows.forEach((row, r) => {
      if (row.length !== block.columns.length)
        issues.push(
          at(
            ['rows', r],
            `has ${row.length} cell(s) but the table has ${block.columns.length} column(s): give every row one cell per column`,
          ),
        );
    });
  }
  if (block.type === 'code') {
    if (!isCodeLanguage(block.language))
      issues.push(
        at(
          ['language'],
          `'${block.language}' is not a language the site can highlight${languageHint(block.language) || `: use one of ${Object.keys(codeLanguages).join(', ')}`}`,
        ),
      );
    if ((block.code === undefined) === (block.files === undefined))
      issues.push(
        at(
          [],
          block.code === undefined
            ? "needs 'code:' (or 'files:' for a program in several files)"
            : "has both 'code:' and 'files:': keep one",
        ),
      );
    if (block.language === 'c' && !block.fragment && block.output === undefined)
      issues.push(
        at(
          [],
          "is a complete C program but has no 'output:': add what it prints, or add 'fragment: true' if it is not a complete program",
        ),
      );
    if (block.fragment && (block.output !== undefined || block.input !== undefined))
      issues.push(
        at(
          [block.output !== undefined ? 'output' : 'input'],
          "a fragment is not run: remove this, or remove 'fragment: true'",
        ),
      );
    if (block.trace !== undefined && block.trace !== false) issues.push(...checkTrace(block, at));
    if (!block.compiles && !block.fragment)
      issues.push(at(['compiles'], "only a fragment can be marked 'compiles: false': add 'fragment: true'"));
    if (block.fix !== undefined && !block.mistake && block.compiles)
      issues.push(
        at(
          ['fix'],
          "a fix goes with a mistake: add 'mistake: true' (or 'compiles: false' for code that does not compile), or remove 'fix:'",
        ),
      );
    if (block.predict && (block.language !== 'c' || block.fragment || block.output === undefined))
      issues.push(
        at(
          ['predict'],
          "only a complete C program with 'output:' can be predicted: remove 'predict:', or give the program its 'output:'",
        ),
      );
    if (block.files) issues.push(...checkFiles(block.files, ['files'], at));
  }
  if (block.type === 'challenge') {
    // A challenge answers in one file (solution) or several (solutionFiles), never both.
    const key = block.solutionFiles ? 'solutionFiles' : 'solution';
    if (block.solution !== undefined && block.solutionFiles !== undefined)
      issues.push(at(['solutionFiles'], "has both 'solution:' and 'solutionFiles:': keep one"));
    // Every challenge is checked: its tests run on a model answer (kept off the page with
    // showSolution: false), so a challenge can never be skipped by the checks for lack of either.
    if (!block.tests?.length)
      issues.push(
        at(
          block[key] !== undefined ? [key] : [],
          "a challenge needs 'tests:': add at least one test (the input and the output a correct program must print)",
        ),
      );
    if (block.solution === undefined && block.solutionFiles === undefined)
      issues.push(
        at(
          [],
          "a challenge needs a model answer that passes its tests: add 'solution:' (or 'solutionFiles:' for several files); to keep it off the page, add 'showSolution: false' too",
        ),
      );
    if (block.solutionFiles) issues.push(...checkFiles(block.solutionFiles, ['solutionFiles'], at));
    // Hints come before the solution (shown when a test fails), so no test goes without one.
    block.tests?.forEach((t, n) => {
      if (t.hint === undefined)
        issues.push(
          at(
            ['tests', n],
            "needs a 'hint:': one line on what this test tries, in the student's words (such as 'A negative number: does your program keep the minus sign?'), shown when an attempt fails it",
          ),
        );
    });
    issues.push(...checkEquivalentMutants(block).map((p) => at(p.path, p.message)));
  }
  if (block.type === 'quiz') issues.push(...checkQuiz(block, at));
  if (block.type === 'parsons') issues.push(...checkParsons(block, at));
  return issues;
}

/** A program in several files needs a .c file to compile and a distinct name for each file. */
function checkFiles(
  files: readonly { name: string }[],
  path: PropertyKey[],
  at: (path: PropertyKey[], message: string) => AuthorIssue,
): AuthorIssue[] {
  const issues: AuthorIssue[] = [];
  const names = files.map((f) => f.name);
  if (!names.some((n) => n.endsWith('.c'))) issues.push(at(path, 'needs at least one .c file'));
  names.forEach((n, f) => {
    if (names.indexOf(n) !== f)
      issues.push(at([...path, f, 'name'], `'${n}' appears twice: every file needs its own name`));
  });
  return issues;
}

/** Checks within one lesson and against the rest of the site (routes that must exist). */
export function checkLesson(source: SourceDoc, lesson: LessonFile, routes: readonly string[]): AuthorIssue[] {
  const issues = lesson.blocks.flatMap((block, i) => checkBlock(source, block, i));
  issues.push(...checkQuizTwins(lesson.blocks, (i, message) => issueAt(source, ['blocks', i], message)));
  for (const key of ['prev', 'next'] as const) {
    const target = lesson[key];
    if (target && !routes.includes(target))
      issues.push(
        issueAt(
          source,
          [key],
          `'${key}' points at ${target}, which is not a lesson${routeHint(target, routes) || ` (lessons: ${routes.join(', ')})`}`,
        ),
      );
  }
  // Links inside text: walk every string in the lesson and check the ones that point into the site.
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      for (const href of internalLinks(value)) {
        const route = href.split('#')[0] ?? '';
        if (route !== '/' && !routes.includes(route))
          issues.push(
            issueAt(
              source,
              path,
              `the link to ${href} goes nowhere: it is not a lesson${routeHint(route, routes)}`,
            ),
          );
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(lesson.blocks, ['blocks']);
  return issues;
}
