/**
 * The data every tool that builds or runs a C program shares: the page's runner and its workers,
 * the program model in site/, the gcc and WebAssembly checks. Types only, and this module imports
 * nothing, so any folder can depend on it without depending on the runner's code.
 */

/** A source file of a program: a `.c` file is compiled, a `.h` file is only there to be included. */
export interface SourceFile {
  name: string;
  code: string;
}

/**
 * The files a program sees in its working directory, by relative path. Plain data, so it crosses
 * between workers and persists between runs of one sample.
 */
export type FileMap = Record<string, Uint8Array>;

/**
 * Standard input of a live terminal: the program asks for each line as it reads, and the page
 * answers with what the student types. An object, so no text a program is given can be mistaken for it.
 */
export interface LiveStdin {
  live: true;
}

/**
 * What a program run is given: standard input, the working directory's files, and argv[0]. `stdin`
 * is all the input at once (then end of file), or `{ live: true }` for a live terminal.
 */
export interface RunInput {
  stdin: string | LiveStdin;
  files: FileMap;
  name: string;
  /** Command-line arguments after the name (argv[1], …). */
  args?: string[];
}
