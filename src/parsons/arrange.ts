/**
 * The student's arrangement as data: which of the problem's lines (by index into the face's
 * `lines`) are still to use, and which make up the program, in order. Every move is a pure function
 * returning the next arrangement and the sentence a screen reader announces.
 */
export interface Arrangement {
  /** Lines not yet used, in the order shown. */
  pool: number[];
  /** The program so far, top to bottom. */
  program: number[];
}

/** Where a problem starts: every line to use, in the face's (shuffled) order. */
export const start = (count: number): Arrangement => ({
  pool: Array.from({ length: count }, (_, i) => i),
  program: [],
});

/** A move and what it did, in words. */
export interface Moved {
  next: Arrangement;
  said: string;
}

const quote = (text: string) => `“${text}”`;
const place = (at: number, of: number) => `line ${at + 1} of ${of}`;

/** Takes a line from the pool into the program, at `at` (the end when absent). */
export function add(a: Arrangement, line: number, lines: readonly string[], at?: number): Moved {
  const program = a.program.filter((l) => l !== line);
  const to = Math.min(Math.max(at ?? program.length, 0), program.length);
  program.splice(to, 0, line);
  return {
    next: { pool: a.pool.filter((l) => l !== line), program },
    said: `Added ${quote(lines[line] ?? '')} to your program as ${place(to, program.length)}.`,
  };
}

/** Moves a line of the program to another place in it (clamped to the program's ends). */
export function moveTo(a: Arrangement, line: number, at: number, lines: readonly string[]): Moved {
  const program = a.program.filter((l) => l !== line);
  const to = Math.min(Math.max(at, 0), program.length);
  program.splice(to, 0, line);
  return {
    next: { pool: a.pool, program },
    said: `Moved ${quote(lines[line] ?? '')} to ${place(to, program.length)}.`,
  };
}

/** Moves a line of the program up (-1) or down (+1) one place. */
export const step = (a: Arrangement, line: number, by: -1 | 1, lines: readonly string[]): Moved =>
  moveTo(a, line, a.program.indexOf(line) + by, lines);

/** Puts a line of the program back among the lines to use, at `at` (the end when absent). */
export function remove(a: Arrangement, line: number, lines: readonly string[], at?: number): Moved {
  const pool = a.pool.filter((l) => l !== line);
  pool.splice(Math.min(Math.max(at ?? pool.length, 0), pool.length), 0, line);
  return {
    next: { pool, program: a.program.filter((l) => l !== line) },
    said: `Took ${quote(lines[line] ?? '')} out of your program.`,
  };
}
