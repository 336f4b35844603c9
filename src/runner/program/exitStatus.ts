/**
 * The exit status a POSIX shell shows (`$?`) for the value `main` returned or `exit` was given: its
 * low 8 bits, unsigned, which is all Linux's `wait` passes to the parent (`return -1;` is 255,
 * `return 256;` is 0). WASI hands the runner the whole `int`, so the runner keeps what Linux keeps.
 */
export const exitStatus = (code: number): number => code & 0xff;
