import type { Lesson } from '../content/model.ts';
import type { SourceFile } from '../base/program.ts';
import type { Block, ChallengeBlock, CodeBlock } from '../schema/index.ts';

/**
 * The one program model. A lesson's C sample, a challenge's solution and a student's attempt become
 * programs here, and nowhere else: the browser, the gcc check and the WebAssembly check all compile
 * the same files under the same names, run them with the same input, and expect the same output,
 * so a compiler message names the same file in every tool.
 */

/**
 * One run of a program: its name, its command-line arguments, what it reads from standard input,
 * what it must print, and the exit status it must end with (0 when absent).
 */
export interface ProgramRun {
  name: string;
  args?: string[];
  input: string;
  output: string;
  status?: number;
}

/** A complete C program, as every tool builds and runs it. */
export interface Program {
  /** Its source files, named as every compiler sees them. */
  files: SourceFile[];
  /** Its argv[0]: the first C file's name without `.c`. */
  name: string;
  /** One run for a sample; one per test case for a challenge. */
  runs: ProgramRun[];
}

/** Where a program or fragment comes from, for messages and for pinning known differences. */
export interface ProgramOrigin {
  /** The lesson file: `curriculum/unit1/basics.yaml`. */
  file: string;
  /** The line the block starts on. */
  line: number;
  /** The block's index in the lesson's `blocks:`. */
  block: number;
  kind: 'sample' | 'solution' | 'fragment';
  /** The block's title (a challenge's always has one). */
  title: string | undefined;
}

/** The file every single-file program compiles as, unless its title is a C file name. */
export const DEFAULT_SOURCE = 'main.c';

/** A single-file sample compiles under its title when that is a C file name (`hello.c`), so messages match what the page shows. */
export const sourceName = (title: string | undefined) =>
  title !== undefined && /^[\w-]+\.c$/.test(title) ? title : DEFAULT_SOURCE;

function program(files: SourceFile[], runs: ProgramRun[]): Program {
  const first = files.find((f) => f.name.endsWith('.c'))?.name ?? DEFAULT_SOURCE;
  return { files, name: first.replace(/\.c$/, ''), runs };
}

/** Whether a code block is a complete C program (so it is run, checked and offered with Run). */
export const isRunnable = (block: CodeBlock) => block.language === 'c' && !block.fragment;

/**
 * The source files of a code block, named as every tool compiles them (the browser's runner, the
 * tracer, gcc and the WebAssembly check): a single-file sample is its title when that is a C file
 * name (so messages say swap.c), else main.c.
 */
export function sampleFiles(block: Pick<CodeBlock, 'title' | 'code' | 'files'>): SourceFile[] {
  if (block.files) return block.files.map((f) => ({ name: f.name, code: f.code }));
  return [{ name: sourceName(block.title), code: block.code ?? '' }];
}

/** A complete C sample as a program with its one declared run; undefined for fragments and other languages. */
export function sampleProgram(block: CodeBlock): Program | undefined {
  if (!isRunnable(block)) return undefined;
  return program(sampleFiles(block), [
    {
      name: 'sample',
      ...(block.args ? { args: block.args } : {}),
      input: block.input ?? '',
      output: block.output ?? '',
    },
  ]);
}

/** An argument as a shell would need it typed: quoted when it holds spaces or quotes. */
const shellWord = (arg: string) => (/^[\w./=:,+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** The command that runs a program with arguments (`./scores scores.txt`), or undefined without. */
export function commandLine(name: string, args: readonly string[] | undefined): string | undefined {
  return args?.length ? [`./${name}`, ...args.map(shellWord)].join(' ') : undefined;
}

/** A challenge's test cases as runs, unnamed ones numbered. */
export function challengeRuns(block: Pick<ChallengeBlock, 'tests'>): ProgramRun[] {
  return (block.tests ?? []).map((t, n) => ({
    name: t.name ?? `test ${n + 1}`,
    ...(t.args ? { args: t.args } : {}),
    input: t.input,
    output: t.output,
    ...(t.status !== undefined ? { status: t.status } : {}),
  }));
}

/**
 * Whether a student can write and check an attempt in the browser: the challenge has test cases,
 * and its answer is one file (the attempt is one editor, compiled as that one file).
 */
export const canAttempt = (block: ChallengeBlock) => (block.tests?.length ?? 0) > 0 && !block.solutionFiles;

/** A student's attempt at a challenge: one file, compiled as a one-file solution is, run once per test case. */
export function attemptProgram(block: Pick<ChallengeBlock, 'tests'>, code: string): Program {
  return program([{ name: DEFAULT_SOURCE, code }], challengeRuns(block));
}

/** A challenge's solution (one file, or several compiled together) as a program; undefined when it has none. */
export function solutionProgram(block: ChallengeBlock): Program | undefined {
  if (block.solutionFiles) return program(block.solutionFiles, challengeRuns(block));
  return block.solution === undefined ? undefined : attemptProgram(block, block.solution);
}

/** A program of a lesson, with where it comes from. */
export interface LessonProgram {
  origin: ProgramOrigin;
  program: Program;
}

/** The origin of a lesson's block. */
export function originOf(lesson: Lesson, index: number, kind: ProgramOrigin['kind']): ProgramOrigin {
  const block: Block | undefined = lesson.blocks[index];
  const title = block && 'title' in block ? block.title : undefined;
  return { file: lesson.file, line: lesson.blockLines[index] ?? 1, block: index, kind, title };
}

/** Every complete sample and challenge solution of a lesson, in page order. */
export function lessonPrograms(lesson: Lesson): LessonProgram[] {
  return lesson.blocks.flatMap((block, i): LessonProgram[] => {
    const found =
      block.type === 'code'
        ? sampleProgram(block)
        : block.type === 'challenge'
          ? solutionProgram(block)
          : undefined;
    return found
      ? [{ origin: originOf(lesson, i, block.type === 'code' ? 'sample' : 'solution'), program: found }]
      : [];
  });
}

/** `curriculum/unit9/demo.yaml:40 blocks[7] (challenge "Sum Two Numbers")`: where to look, for messages. */
export function describeOrigin(origin: ProgramOrigin): string {
  const at = `${origin.file}:${origin.line} blocks[${origin.block}]`;
  return origin.kind === 'solution' ? `${at} (challenge "${origin.title ?? ''}")` : at;
}

/** `curriculum/unit1/variables.yaml sizes.c`: a name for a program that survives edits above it. */
export function originKey(origin: ProgramOrigin): string {
  return `${origin.file} ${origin.title ?? `blocks[${origin.block}]`}`;
}
