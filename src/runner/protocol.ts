/**
 * What the page and the two workers (compiler and program) say to each other, and the data those
 * messages carry. Types only: this module imports nothing, so every side can depend on it without
 * depending on another side's code.
 */

/** Which output stream a piece of text was written to. */
export type Stream = 'stdout' | 'stderr';

/**
 * The files a program sees in its working directory, by relative path. Plain data, so it crosses
 * between workers and persists between runs of one sample.
 */
export type FileMap = Record<string, Uint8Array>;

/** A source file of a program: a `.c` file is compiled, a `.h` file is only there to be included. */
export interface SourceFile {
  name: string;
  code: string;
}

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
  kind: 'trap' | 'stack-overflow' | 'division' | 'memory' | 'abort' | 'signal' | 'unsupported';
  /** One or two sentences for a student. */
  message: string;
  /** The engine's own message, for the curious. */
  detail: string;
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
  /** Wall-clock time of the run, in milliseconds. */
  ms: number;
}

/** How far the compiler's download (or its load from the browser's storage) has come. */
export interface LoadProgress {
  /** `download` while any byte comes from the network, `cache` when everything was stored already. */
  source: 'download' | 'cache';
  loaded: number;
  total: number;
}

/** What a program run is given: standard input, the working directory's files, and argv[0]. */
export interface RunInput {
  stdin: string;
  files: FileMap;
  name: string;
}

export type CompilerRequest = { type: 'compile'; id: number; sources: SourceFile[] };

export type CompilerResponse =
  | { type: 'progress'; id: number; progress: LoadProgress }
  | { type: 'loaded'; id: number; ms: number }
  | { type: 'compiled'; id: number; result: CompileResult }
  | { type: 'failed'; id: number; message: string };

export type ProgramRequest = { type: 'run'; id: number; wasm: Uint8Array } & RunInput;

export type ProgramResponse =
  | { type: 'output'; id: number; stream: Stream; text: string }
  | { type: 'done'; id: number; result: ExecuteResult }
  | { type: 'failed'; id: number; message: string };
