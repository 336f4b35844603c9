/**
 * Every limit the runner puts on a student's program, in one place, so the run panel's sentences
 * and the code that enforces them cannot drift apart.
 */

/** A program is stopped after this long, unless the caller asks otherwise. */
export const TIME_LIMIT_MS = 5000;

/**
 * A recorded program (Step through) stops itself at TIME_LIMIT_MS, keeping its steps; the page
 * stops its worker this much later, keeping nothing, only if no step came to let it stop itself.
 * The same grace is given to a program stopped (Ctrl+C) at a prompt to end with its steps. Once the
 * worker says the program's code has stopped (`ending`), no clock cuts it: putting thousands of
 * steps together may take a slow phone longer than this, and cutting then would lose them all.
 */
export const RECORDING_GRACE_MS = 2000;

/** Compiling (once clang is loaded) is given this long; clang never needs it for course programs. */
export const COMPILE_TIME_LIMIT_MS = 60_000;

/**
 * The compiler worker is ended after this long without a compile, giving back the few hundred
 * megabytes LLVM holds; the next compile loads it again from the browser's storage (where the
 * engine may keep its compiled code too, see `toolchain/download.ts`).
 */
export const COMPILER_IDLE_MS = 3 * 60_000;

/** 256 KiB of output: far more than any lesson prints, little enough for the page to show at once. */
export const OUTPUT_LIMIT_BYTES = 256 * 1024;

/** 8 MiB of stack as on Linux (wasm-ld's default is 64 KiB), placed first so an overflow traps. */
export const STACK_BYTES = 8 * 1024 * 1024;

/** A program may grow its memory to 256 MiB; past that malloc returns NULL instead of the tab dying. */
export const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/**
 * The files a program writes stay in the tab's memory until Reset, so they are bounded: one file
 * (8 MiB: a million `double`s), all of a sample's files (16 MiB) and their number (100). Past these a
 * write or an open fails as on a full disk (see program/disk.ts).
 */
export const FILE_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;
export const FILES_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;
export const FILE_COUNT_LIMIT = 100;

/** `8 MB`: a size limit in whole mebibytes, as the run panel says it. */
export const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** How long one run of a lesson's program may take in the sample checks (gcc and WebAssembly). */
export const CHECK_RUN_TIME_LIMIT_MS = 10_000;

/** `5 s`, `60 s`: a time limit as the run panel says it. */
export const seconds = (ms: number) => `${ms / 1000} s`;

/** `256 KB`: a size limit as the run panel says it (in KiB, as memory is counted). */
export const kilobytes = (bytes: number) => `${bytes / 1024} KB`;
