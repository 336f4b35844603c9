/**
 * How the browser compiles a student's program. The flags mirror the course's gcc check
 * (`-std=c11 -Wall -Wextra -pedantic`, with undefined behaviour caught) where WebAssembly allows,
 * and warnings do not stop a run (the checker's `-Werror` is for lesson authors).
 *
 * gcc's check uses AddressSanitizer and UBSan's runtime, which do not exist for wasm32-wasi. Here
 * UBSan's checks call handlers that do not return (`-fno-sanitize-recover`), and the runner's
 * support library implements them: each passes the check's file, line, types and values to the
 * runner, which stops the program and says what happened (see `program/undefined.ts`). Heap errors
 * are caught by the checking allocator in the same library, which the linker's `--wrap` puts under
 * every malloc and free.
 */
import { MAX_MEMORY_BYTES, STACK_BYTES } from './limits.ts';
import { SUPPORT_OBJECT } from './support/path.ts';

export const TARGET = 'wasm32-wasip1';

/** UBSan's checks that matter in C (`return` is C++ only) and whose handlers `support.c` implements. */
export const UB_CHECKS = [
  'bounds',
  'signed-integer-overflow',
  'shift',
  'integer-divide-by-zero',
  'null',
  'unreachable',
  'vla-bound',
  'pointer-overflow',
].join(',');

/** What a student would type on their own machine, minus what wasm cannot do. */
export const COMPILE_FLAGS = ['-std=c11', '-Wall', '-Wextra', '-pedantic', '-O1'] as const;

/**
 * Catches undefined behaviour in the support library's handlers, and makes `clock()`, `signal()`
 * and `setjmp`/`longjmp` available as on Linux (the last through WebAssembly exception handling, in
 * every browser we test and in Node 20).
 */
export const CHECK_FLAGS = [
  `-fsanitize=${UB_CHECKS}`,
  `-fno-sanitize-recover=${UB_CHECKS}`,
  '-D_WASI_EMULATED_PROCESS_CLOCKS',
  '-D_WASI_EMULATED_SIGNAL',
  '-mllvm',
  '-wasm-enable-sjlj',
] as const;

/** Every allocation function the checking allocator stands in for, and standard input's reads. */
const WRAPPED = ['malloc', 'calloc', 'realloc', 'free', 'aligned_alloc', 'posix_memalign', '__wasi_fd_read'];

export const LINK_FLAGS = [
  '-lm',
  // printf and scanf of long double (%Lf) are in a library of their own in wasi-libc.
  '-lc-printscan-long-double',
  '-lwasi-emulated-process-clocks',
  '-lwasi-emulated-signal',
  '-lsetjmp',
  ...WRAPPED.map((name) => `-Wl,--wrap=${name}`),
  `-Wl,-z,stack-size=${STACK_BYTES}`,
  '-Wl,--stack-first',
  `-Wl,--max-memory=${MAX_MEMORY_BYTES}`,
] as const;

/** The name of the linked program inside the compiler's file system. */
export const OUTPUT = 'program.wasm';

/** Where the build step writes the checking allocator's object (see `support/`). */
export const SUPPORT_OUTPUT = 'learnc-support.o';

/** The clang command that compiles the checking allocator (at build time, `build/prepare.ts`). */
export function supportArgs(source: string): string[] {
  return ['clang', `--target=${TARGET}`, '-std=c11', '-O2', '-c', source, '-o', SUPPORT_OUTPUT];
}

/** The clang command line for these sources (headers are passed as files, not compiled). */
export function clangArgs(sourceNames: readonly string[]): string[] {
  const units = sourceNames.filter((n) => n.endsWith('.c'));
  return [
    'clang',
    `--target=${TARGET}`,
    ...COMPILE_FLAGS,
    ...CHECK_FLAGS,
    ...units,
    SUPPORT_OBJECT,
    '-o',
    OUTPUT,
    ...LINK_FLAGS,
  ];
}

/** The flags as shown on the run panel. */
export function describeFlags(): string {
  return `--target=${TARGET} ${COMPILE_FLAGS.join(' ')} -fsanitize=undefined -lm`;
}
