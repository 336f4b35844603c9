/**
 * Library functions a student can confuse with another of the same shape (same arguments, same
 * result type), so the swapped program compiles and only a test tells them apart.
 */
export const LIBRARY_SWAPS: Readonly<Record<string, readonly string[]>> = {
  // <ctype.h>: a class too wide, too narrow, or the wrong case.
  isalpha: ['isalnum', 'islower'],
  isalnum: ['isalpha', 'isdigit'],
  isdigit: ['isalnum'],
  isxdigit: ['isdigit'],
  isupper: ['islower'],
  islower: ['isupper'],
  isspace: ['isblank'],
  isblank: ['isspace'],
  ispunct: ['isgraph'],
  toupper: ['tolower'],
  tolower: ['toupper'],
  // <string.h>: first or last occurrence.
  strchr: ['strrchr'],
  strrchr: ['strchr'],
  // <math.h>: rounding the wrong way.
  floor: ['ceil'],
  ceil: ['floor'],
  round: ['floor'],
  fmax: ['fmin'],
  fmin: ['fmax'],
};

/** Tests for white space that a student may write as `c == ' '`, forgetting tabs and newlines. */
export const SPACE_TESTS: ReadonlySet<string> = new Set(['isspace', 'isblank']);

/** Comparisons that promise only the sign of their result. */
export const COMPARE_FUNCTIONS: ReadonlySet<string> = new Set(['strcmp', 'strncmp', 'memcmp']);
