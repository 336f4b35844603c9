/**
 * How the browser compiles a student's program. The flags mirror the course's gcc check
 * (`-std=c11 -Wall -Wextra -pedantic`) where WebAssembly allows: there are no sanitizers for
 * wasm32-wasi, and warnings do not stop a run (the checker's `-Werror` is for lesson authors).
 */
import { MAX_MEMORY_BYTES, STACK_BYTES } from './limits.ts';

export const TARGET = 'wasm32-wasip1';

/** What a student would type on their own machine, minus what wasm cannot do. */
export const COMPILE_FLAGS = ['-std=c11', '-Wall', '-Wextra', '-pedantic', '-O1'] as const;

export const LINK_FLAGS = [
  '-lm',
  `-Wl,-z,stack-size=${STACK_BYTES}`,
  '-Wl,--stack-first',
  `-Wl,--max-memory=${MAX_MEMORY_BYTES}`,
] as const;

/** The name of the linked program inside the compiler's file system. */
export const OUTPUT = 'program.wasm';

/** The clang command line for these sources (headers are passed as files, not compiled). */
export function clangArgs(sourceNames: readonly string[]): string[] {
  const units = sourceNames.filter((n) => n.endsWith('.c'));
  return ['clang', `--target=${TARGET}`, ...COMPILE_FLAGS, ...units, '-o', OUTPUT, ...LINK_FLAGS];
}

/** The flags as shown on the run panel. */
export function describeFlags(): string {
  return `--target=${TARGET} ${COMPILE_FLAGS.join(' ')} -lm`;
}
