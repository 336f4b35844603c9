/**
 * How the course's checkers compile and run C with gcc: the strictest flags a student should use,
 * and sanitizers that turn memory errors, leaks and undefined behaviour into a failed run.
 * `npm run check:samples` compiles with these; `npm run check:challenges` compiles mutants with
 * the same flags less `-Werror` (a mutant may well warn: it is a mistake on purpose).
 */
export const GCC_FLAGS = [
  '-std=c11',
  '-Wall',
  '-Wextra',
  '-pedantic',
  '-Werror',
  '-fsanitize=address,undefined',
];

/** The environment a checked program runs in: leak checks on, and undefined behaviour stops the run. */
export const SANITIZER_ENV = {
  ASAN_OPTIONS: 'detect_leaks=1',
  UBSAN_OPTIONS: 'halt_on_error=1:print_stacktrace=1',
} as const;

/**
 * A second machine for the quiz check, where implementation-defined behaviour differs from x86-64:
 * 32-bit (`long` and pointers of 4 bytes, as on 32-bit systems; Windows keeps `long` at 4 too) and
 * plain `char` unsigned (as on ARM and PowerPC Linux). Building for it needs gcc-multilib.
 */
export const OTHER_MACHINE_FLAGS = ['-m32', '-funsigned-char'];
