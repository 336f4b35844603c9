import type { Lesson } from '../content/model.ts';
import { lessonPrograms, originOf, type Program, type ProgramOrigin } from '../site/programs.ts';

/**
 * One thing a sample check must verify, pointing back at the YAML block it came from: a program
 * (built by the one program model, as the browser builds it) or a fragment to syntax-check.
 */
export type SampleJob =
  | { kind: 'program'; origin: ProgramOrigin; program: Program }
  | { kind: 'fragment'; origin: ProgramOrigin; code: string; compiles: boolean };

export type ProgramJob = Extract<SampleJob, { kind: 'program' }>;

/**
 * Every C sample, fragment (and the fix shown under a mistake) and challenge solution of the given
 * lessons, in page order. A complete sample is one program with one run; a solution is one program
 * with one run per test case.
 */
export function collectSamples(lessons: readonly Lesson[]): SampleJob[] {
  return lessons.flatMap((lesson) => {
    const programs: SampleJob[] = lessonPrograms(lesson).map((p) => ({ kind: 'program', ...p }));
    const fragments = lesson.blocks.flatMap((block, i): SampleJob[] => {
      if (block.type !== 'code' || block.language !== 'c') return [];
      const origin = originOf(lesson, i, 'fragment');
      const code = block.code ?? block.files?.map((f) => f.code).join('\n') ?? '';
      return [
        ...(block.fragment ? [{ kind: 'fragment', origin, code, compiles: block.compiles } as const] : []),
        // The corrected code shown under a mistake must itself compile.
        ...(block.fix ? [{ kind: 'fragment', origin, code: block.fix, compiles: true } as const] : []),
      ];
    });
    return [...programs, ...fragments].sort((a, b) => a.origin.block - b.origin.block);
  });
}

/** Headers a fragment may use without including them. */
export const FRAGMENT_PRELUDE = [
  'stdio.h',
  'stdlib.h',
  'string.h',
  'stdbool.h',
  'math.h',
  'ctype.h',
  'limits.h',
  'float.h',
  'stddef.h',
  'stdint.h',
]
  .map((h) => `#include <${h}>`)
  .join('\n');

/** The two ways a fragment may be valid: as top-level code, or as the body of a function. */
export function fragmentVariants(code: string): string[] {
  return [
    `${FRAGMENT_PRELUDE}\n#line 1\n${code}\n`,
    `${FRAGMENT_PRELUDE}\nint main(void) {\n#line 1\n${code}\n}\n`,
  ];
}
