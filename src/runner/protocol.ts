/** Messages between the page and the two workers (compiler and program). */
import type { CompileResult, SourceFile } from './toolchain/compile.ts';
import type { LoadProgress } from './workers/fetchAssets.ts';
import type { ExecuteResult } from './program/execute.ts';
import type { FileMap } from './program/memfs.ts';
import type { Stream } from './output.ts';

export type CompilerRequest = { type: 'compile'; id: number; sources: SourceFile[] };

export type CompilerResponse =
  | { type: 'progress'; id: number; progress: LoadProgress }
  | { type: 'loaded'; id: number; ms: number }
  | { type: 'compiled'; id: number; result: CompileResult }
  | { type: 'failed'; id: number; message: string };

export type ProgramRequest = {
  type: 'run';
  id: number;
  wasm: Uint8Array;
  stdin: string;
  files: FileMap;
  name: string;
};

export type ProgramResponse =
  | { type: 'output'; id: number; stream: Stream; text: string }
  | { type: 'done'; id: number; result: ExecuteResult }
  | { type: 'failed'; id: number; message: string };
