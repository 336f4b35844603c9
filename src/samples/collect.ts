import type { Lesson } from '../content/model.ts';

/** A C source file of a sample. */
export interface SampleFile {
  name: string;
  code: string;
}

/** One thing the checker must verify, pointing back at the YAML block it came from. */
export type SampleJob =
  | {
      kind: 'program';
      where: string;
      files: SampleFile[];
      runs: { name: string; input: string; output: string }[];
    }
  | { kind: 'fragment'; where: string; code: string; compiles: boolean };

/**
 * Every C sample and challenge solution of the given lessons, as checking jobs. A complete sample is
 * one program with one run; a solution (one file, or several compiled together) is one program with
 * one run per test case.
 */
export function collectSamples(lessons: readonly Lesson[]): SampleJob[] {
  const jobs: SampleJob[] = [];
  for (const lesson of lessons) {
    lesson.blocks.forEach((block, i) => {
      const where = `${lesson.file}:${lesson.blockLines[i] ?? 1} blocks[${i}]`;
      if (block.type === 'code' && block.language === 'c') {
        if (block.fragment) {
          jobs.push({
            kind: 'fragment',
            where,
            code: block.code ?? block.files?.map((f) => f.code).join('\n') ?? '',
            compiles: block.compiles,
          });
        } else {
          const files = block.files ?? [{ name: 'main.c', code: block.code ?? '' }];
          jobs.push({
            kind: 'program',
            where,
            files,
            runs: [{ name: 'sample', input: block.input ?? '', output: block.output ?? '' }],
          });
        }
      }
      if (block.type === 'challenge' && (block.solution || block.solutionFiles)) {
        jobs.push({
          kind: 'program',
          where: `${where} (challenge "${block.title}")`,
          files: block.solutionFiles ?? [{ name: 'main.c', code: block.solution ?? '' }],
          runs: (block.tests ?? []).map((t, n) => ({
            name: t.name ?? `test ${n + 1}`,
            input: t.input,
            output: t.output,
          })),
        });
      }
    });
  }
  return jobs;
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

/** A short account of how two outputs differ: the first line that differs, both ways. */
export function describeDifference(expected: string, actual: string): string {
  if (expected === actual) return '';
  // The most common slip (a missing "\n" or a `|-` block): say it plainly instead of "line 2 differs".
  if (expected.replace(/\n$/, '') === actual.replace(/\n$/, ''))
    return 'outputs differ only in the final newline';
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) {
      const show = (s: string | undefined) => (s === undefined ? '(no line)' : JSON.stringify(s));
      return `output line ${i + 1}: expected ${show(e[i])}, got ${show(a[i])}`;
    }
  }
  return 'outputs differ';
}
