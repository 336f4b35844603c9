/**
 * What the page and the two workers (compiler and program) say to each other, and the data those
 * messages carry. Types only: this module imports only the shared program types of `base/` and the
 * recorder's (`recording.ts`), so every side can depend on it without depending on another side's code.
 */
import type { FileMap, LiveStdin, RunInput, SourceFile } from '../base/program.ts';
import type { RecordingResult, RecordPlan } from './recording.ts';

export type { FileMap, LiveStdin, RunInput, SourceFile };

/** Which output stream a piece of text was written to. */
export type Stream = 'stdout' | 'stderr';

export type Severity = 'error' | 'warning' | 'note';

/** One compiler or linker message, located when clang gave a location. */
export interface Diagnostic {
  severity: Severity;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** The warning option that enabled it, such as `-Wunused-variable`. */
  option?: string;
  /** The lines clang printed under the message: the source line and the caret. */
  context: string[];
}

/** How a program stopped abnormally, in words for a student. */
export interface Crash {
  /** A short name for the kind of crash. */
  kind:
    | 'trap'
    | 'stack-overflow'
    | 'division'
    | 'memory'
    | 'abort'
    | 'signal'
    | 'unsupported'
    | 'undefined'
    | 'heap';
  /** One or two sentences for a student. */
  message: string;
  /** The engine's own message, for the curious. */
  detail: string;
  /** The undefined behaviour a UBSan check caught (its handler stopped the program). */
  undefinedBehaviour?: UndefinedBehaviour;
  /** The heap error the checking allocator stopped the program for. */
  heap?: HeapProblem;
}

/** A source position, as a student's editor numbers it. */
export interface SourcePlace {
  file?: string;
  line?: number;
  column?: number;
}

/** An undefined-behaviour check that failed: what happened, and where. */
export interface UndefinedBehaviour extends SourcePlace {
  /** Which check (see `program/undefined.ts`). */
  check: UndefinedCheck;
  /** UBSan's own words, such as `signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'`. */
  reason: string;
  /** The function the check is in. */
  function?: string;
}

export type UndefinedCheck =
  | 'bounds'
  | 'signed-overflow'
  | 'shift'
  | 'division-by-zero'
  | 'null'
  | 'unreachable'
  | 'vla-bound'
  | 'pointer-overflow'
  | 'unknown';

/** What the checking allocator can find wrong when a block is freed or checked. */
export type HeapProblemKind =
  'double-free' | 'invalid-free' | 'overflow' | 'underflow' | 'write-after-free' | 'invalid-realloc';

/** A heap error: where it was noticed, and where the block came from (and went, for a double free). */
export interface HeapProblem {
  kind: HeapProblemKind;
  /** The call that noticed it (free, realloc), when in the student's code; absent at exit. */
  at?: SourcePlace;
  allocatedAt?: SourcePlace;
  freedAt?: SourcePlace;
  /** The block's size in bytes, when there was a block. */
  size?: number;
}

/** Blocks allocated at one line and never freed. */
export interface Leak {
  blocks: number;
  bytes: number;
  file: string;
  line: number;
}

export interface CompileResult {
  ok: boolean;
  /** The linked program, when compiling and linking succeeded. */
  wasm?: Uint8Array;
  /** What clang and wasm-ld printed, as a terminal would show it. */
  log: string;
  diagnostics: Diagnostic[];
  /** Wall-clock time of the compile and link, in milliseconds. */
  ms: number;
  /** The compiler's version line, such as `clang version 22.1.0 (…)`. */
  compiler: string;
}

export interface ExecuteResult {
  /** The exit status, or null when the program crashed or was stopped for its output. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** True when the program was stopped for printing more than the limit. */
  truncated: boolean;
  crash?: Crash;
  /** The working directory's files after the run. */
  files: FileMap;
  /** Wall-clock time of the run, in milliseconds (time spent waiting for typed input excluded). */
  ms: number;
  /** Blocks the program allocated and never freed, by line (checked when it exits normally). */
  leaks: Leak[];
  /** Set when a read of standard input given whole found nothing left (end of file). */
  endOfInput?: boolean;
  /** The first limit on the program's files that a write or an open ran into (see limits.ts). */
  diskFull?: DiskLimit;
}

/** What a program's files ran out of: room in one file, room in all of them, or room for another. */
export type DiskLimit = 'file-size' | 'total-size' | 'file-count';

/** How far the compiler's download (or its load from the browser's storage) has come. */
export interface LoadProgress {
  /** `download` while any byte comes from the network, `cache` when everything was stored already. */
  source: 'download' | 'cache';
  loaded: number;
  total: number;
  /** Milliseconds since loading started (for an estimate of the time left). */
  ms: number;
}

export type CompilerRequest =
  /** With `record`, compiled for the stepper (src/runner/record/): the answer carries its plan. */
  | { type: 'compile'; id: number; sources: SourceFile[]; record?: true }
  /** Loads clang ahead of a Run (the background prefetch); answered with `loaded` or `failed`. */
  | { type: 'preload'; id: number };

export type CompilerResponse =
  | { type: 'progress'; id: number; progress: LoadProgress }
  | { type: 'loaded'; id: number; ms: number }
  | { type: 'compiled'; id: number; result: CompileResult; plan?: RecordPlan }
  | { type: 'failed'; id: number; message: string };

export type ProgramRequest =
  /** With `plan`, the program was compiled for the stepper, and the run is recorded. */
  | ({ type: 'run'; id: number; wasm: Uint8Array; plan?: RecordPlan; timeLimitMs?: number } & RunInput)
  /** A line the student typed (with its newline), or null for end of input (Ctrl+D). */
  | { type: 'stdin'; id: number; text: string | null }
  /** Ctrl+C while a recorded program waits for input: it stops there, its steps kept. */
  | { type: 'interrupt'; id: number };

export type ProgramResponse =
  /** The program's code starts: its time limit starts now (compiling its module does not count). */
  | { type: 'started'; id: number }
  | { type: 'output'; id: number; stream: Stream; text: string }
  /** The program is waiting for a line of input: its time limit pauses until the line comes. */
  | { type: 'waiting'; id: number }
  /**
   * A recorded program's code has stopped (it ended, or cut itself at a limit or at Ctrl+C): the
   * worker now puts its steps together, however long a slow device takes, and sends them with `done`.
   */
  | { type: 'ending'; id: number }
  | { type: 'done'; id: number; result: ExecuteResult; recording?: RecordingResult }
  | { type: 'failed'; id: number; message: string };
