/**
 * Where the browser's compiler (clang, 32-bit WebAssembly) legitimately differs from the course's
 * gcc check (x86-64 Linux). Each entry is pinned exactly: the WebAssembly checker fails on any
 * difference not listed here, and on an entry that no longer happens.
 */
import type { LineDifference } from '../runner/judge.ts';

export interface KnownDifference {
  /** `curriculum/<unit>/<lesson>.yaml <title>`, see `originKey`. */
  sample: string;
  reason: string;
  /** Output lines that differ: `expected` as the lesson declares it (gcc), `actual` as wasm32 prints it. */
  lines?: LineDifference[];
  /** Warnings clang gives where gcc gives none (the gcc check uses -Werror). */
  warnings?: string[];
  /**
   * Leaks the runner's checking allocator reports (every block never freed) where gcc's
   * LeakSanitizer reports none (it leaves out blocks still pointed to at exit).
   */
  leaks?: string[];
}

const POINTER = 'pointers are 4 bytes on wasm32, 8 on x86-64';

export const WASM32_DIFFERENCES: KnownDifference[] = [
  {
    sample: 'curriculum/unit1/variables.yaml sizes.c',
    reason: 'long is 4 bytes on wasm32 (ILP32), 8 on x86-64 Linux (LP64)',
    lines: [{ line: 4, expected: 'long:        8 bytes', actual: 'long:        4 bytes' }],
  },
  {
    sample: 'curriculum/unit1/variables.yaml implicit.c',
    reason:
      'clang warns about a double constant assigned to an int (-Wliteral-conversion, on by default); gcc does not',
    warnings: ['-Wliteral-conversion', '-Wliteral-conversion'],
  },
  {
    sample: 'curriculum/unit1/variables.yaml signed_unsigned.c',
    reason: 'size_t is 4 bytes on wasm32, 8 on x86-64, so a negative size wraps to a smaller maximum',
    lines: [{ line: 5, expected: 'len - 6 = 18446744073709551615', actual: 'len - 6 = 4294967295' }],
  },
  {
    sample: 'curriculum/unit2/pointers.yaml pointer_sizes.c',
    reason: POINTER,
    lines: [
      {
        line: 1,
        expected: 'sizeof(char)   = 1, sizeof(char *)   = 8',
        actual: 'sizeof(char)   = 1, sizeof(char *)   = 4',
      },
      {
        line: 2,
        expected: 'sizeof(int)    = 4, sizeof(int *)    = 8',
        actual: 'sizeof(int)    = 4, sizeof(int *)    = 4',
      },
      {
        line: 3,
        expected: 'sizeof(double) = 8, sizeof(double *) = 8',
        actual: 'sizeof(double) = 8, sizeof(double *) = 4',
      },
    ],
  },
  {
    sample: 'curriculum/unit3/arrays.yaml sizeof_array.c',
    reason: `${POINTER} (an array parameter is a pointer)`,
    lines: [
      {
        line: 4,
        expected: 'Inside the function: sizeof data = 8',
        actual: 'Inside the function: sizeof data = 4',
      },
    ],
  },
  {
    sample: 'curriculum/unit3/strings.yaml arrays_of_strings.c',
    reason: `${POINTER} (an array of 5 pointers)`,
    lines: [
      {
        line: 2,
        expected: 'sizeof words = 40, sizeof words[0] = 8',
        actual: 'sizeof words = 20, sizeof words[0] = 4',
      },
    ],
  },
  {
    sample: 'curriculum/unit3/strings.yaml literal_vs_array.c',
    reason: POINTER,
    lines: [{ line: 3, expected: 'sizeof s = 6, sizeof p = 8', actual: 'sizeof s = 6, sizeof p = 4' }],
  },
  {
    sample: 'curriculum/unit2/pointers.yaml never_freed.c',
    reason:
      'the lesson leaks on purpose; LeakSanitizer calls a block still pointed to by a global at exit reachable and says nothing, the runner reports every block never freed',
    leaks: ['1 block, 12 bytes, allocated at line 8, was never freed.'],
  },
];
