import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import { describeCrash } from '../crash.ts';
import { OUTPUT_LIMIT_BYTES } from '../limits.ts';
import { OutputCollector, OutputLimitExceeded } from '../output.ts';
import type { Crash, ExecuteResult, FileMap, Stream } from '../protocol.ts';
import { fromDirectory, toDirectory } from './memfs.ts';

export interface ExecuteRequest {
  /** The linked program (compiled already, or its bytes). */
  program: WebAssembly.Module | Uint8Array;
  /** Everything standard input will read; then end of file. */
  stdin: string;
  /** The working directory's files before the run. */
  files: FileMap;
  /** The program's name, argv[0]. */
  name?: string;
  outputLimit?: number;
}

const encoder = new TextEncoder();

/**
 * Runs a WASI program to completion over an in-memory file system. Synchronous inside: a program
 * that never ends is stopped from outside, by terminating the worker it runs in.
 */
export async function executeProgram(
  request: ExecuteRequest,
  onText?: (stream: Stream, text: string) => void,
): Promise<ExecuteResult> {
  const module =
    request.program instanceof WebAssembly.Module
      ? request.program
      : await WebAssembly.compile(request.program as Uint8Array<ArrayBuffer>);
  const output = new OutputCollector(request.outputLimit ?? OUTPUT_LIMIT_BYTES, onText);
  const cwd = new PreopenDirectory('/', new Map());
  cwd.dir = toDirectory(request.files);
  const wasi = new WASI(
    [request.name ?? 'main'],
    [],
    [
      new OpenFile(new File(encoder.encode(request.stdin), { readonly: true })),
      new ConsoleStdout((bytes) => output.write('stdout', bytes)),
      new ConsoleStdout((bytes) => output.write('stderr', bytes)),
      cwd,
    ],
    { debug: false },
  );
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const started = performance.now();
  let exitCode: number | null = null;
  let crash: Crash | undefined;
  try {
    exitCode = wasi.start(instance as Parameters<WASI['start']>[0]);
  } catch (error) {
    if (!(error instanceof OutputLimitExceeded)) crash = describeCrash(error);
  }
  const ms = Math.round(performance.now() - started);
  return { exitCode, ...output.result(), ...(crash ? { crash } : {}), files: fromDirectory(cwd.dir), ms };
}
