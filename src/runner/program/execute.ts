import { ConsoleStdout, WASI, WASIProcExit } from '@bjorn3/browser_wasi_shim';
import { describeCrash, heapCrash, undefinedCrash } from '../explain/crash.ts';
import { OUTPUT_LIMIT_BYTES } from '../limits.ts';
import { OutputCollector, OutputLimitExceeded } from '../output.ts';
import type { Crash, ExecuteResult, FileMap, Leak, Stream } from '../protocol.ts';
import { exitStatus } from './exitStatus.ts';
import { GivenInput } from './givenInput.ts';
import { heapImports, HeapStop } from './heap.ts';
import { Disk } from './disk.ts';
import { fromDirectory } from './memfs.ts';
import { jspi, TerminalInput } from './terminal.ts';
import { undefinedImport, UndefinedStop } from './undefined.ts';

/** A live terminal's standard input: the next line the student types, or null at end of input. */
export interface Typed {
  ask(): Promise<string | null>;
}

export interface ExecuteRequest {
  /** The linked program's bytes, or the module compiled from them. */
  program: Uint8Array | WebAssembly.Module;
  /** Everything standard input will read, then end of file; or a live terminal (needs JSPI). */
  stdin: string | Typed;
  /** The working directory's files before the run. */
  files: FileMap;
  /** The program's name, argv[0]. */
  name?: string;
  /** Its command-line arguments, argv[1] onwards. */
  args?: readonly string[];
  outputLimit?: number;
  /**
   * Changes the program's imports before it starts: the stepper's recorder (src/runner/record/)
   * adds the functions an instrumented program calls, and sees the memory and the open files.
   */
  instrument?: (
    memory: () => WebAssembly.Memory,
    wasi: { fds: unknown[] },
    imports: Record<string, Record<string, unknown>>,
  ) => Record<string, Record<string, unknown>>;
}

type Exports = { memory: WebAssembly.Memory; _start: () => unknown };

/**
 * Runs a WASI program to completion over an in-memory file system; `onStart` is called when its
 * code starts (after its module is compiled and instantiated). A program that never ends is
 * stopped from outside, by terminating the worker it runs in. With a live terminal the program's
 * reads of standard input suspend it (JavaScript Promise Integration) until the student types.
 */
export async function executeProgram(
  request: ExecuteRequest,
  onText?: (stream: Stream, text: string) => void,
  onStart?: () => void,
): Promise<ExecuteResult> {
  const module =
    request.program instanceof Uint8Array
      ? await WebAssembly.compile(request.program as Uint8Array<ArrayBuffer>)
      : request.program;
  const output = new OutputCollector(request.outputLimit ?? OUTPUT_LIMIT_BYTES, onText);
  const disk = new Disk(request.files);
  const cwd = disk.root;
  let waited = 0;
  const typed = typeof request.stdin === 'string' ? undefined : request.stdin;
  const terminal = typed
    ? new TerminalInput(async () => {
        const since = performance.now();
        const line = await typed.ask();
        waited += performance.now() - since;
        return line;
      })
    : undefined;
  const given = terminal ? undefined : new GivenInput(request.stdin as string);
  const stdin = terminal ?? given!;
  const wasi = new WASI(
    [request.name ?? 'main', ...(request.args ?? [])],
    [],
    [
      stdin,
      new ConsoleStdout((data) => output.write('stdout', data)),
      new ConsoleStdout((data) => output.write('stderr', data)),
      cwd,
    ],
    { debug: false },
  );
  const leaks: Leak[] = [];
  // The allocator's reports read strings from the program's memory, which exists once instantiated.
  const program: { exports?: Exports } = {};
  const memory = () => program.exports!.memory;
  const learnc = { ...heapImports(memory, leaks), undefined: undefinedImport(memory) };
  const promises = terminal ? jspi() : undefined;
  if (terminal && !promises) throw new Error('this browser cannot pause a program for input (no JSPI)');
  const wasiImport = { ...wasi.wasiImport };
  if (terminal && promises) {
    const read = wasi.wasiImport.fd_read!;
    wasiImport.fd_read = new promises.Suspending(
      async (fd: number, iovs: number, count: number, into: number) => {
        if (fd === 0) await terminal.fill();
        return read(fd, iovs, count, into);
      },
    ) as (typeof wasiImport)['fd_read'];
  }
  const imports = { wasi_snapshot_preview1: wasiImport, learnc };
  const instance = await WebAssembly.instantiate(
    module,
    (request.instrument?.(memory, wasi, imports) ?? imports) as WebAssembly.Imports,
  );
  const exports = instance.exports as unknown as Exports;
  program.exports = exports;
  // The program's own time starts here: compiling and instantiating its module is the runner's.
  onStart?.();
  const started = performance.now();
  let exitCode: number | null = null;
  let crash: Crash | undefined;
  try {
    if (promises) {
      wasi.inst = instance as unknown as WASI['inst'];
      await promises.promising(exports._start)();
      exitCode = 0;
    } else exitCode = wasi.start(instance as unknown as Parameters<WASI['start']>[0]);
  } catch (error) {
    if (error instanceof WASIProcExit) exitCode = error.code;
    else if (error instanceof HeapStop) crash = heapCrash(error.problem);
    else if (error instanceof UndefinedStop) crash = undefinedCrash(error.undefinedBehaviour);
    else if (!(error instanceof OutputLimitExceeded)) crash = describeCrash(error);
  }
  const ms = Math.round(performance.now() - started - waited);
  return {
    exitCode: exitCode === null ? null : exitStatus(exitCode),
    ...output.result(),
    ...(crash ? { crash } : {}),
    files: fromDirectory(cwd.dir),
    ms,
    leaks: exitCode === null ? [] : leaks,
    ...(given?.reachedEnd ? { endOfInput: true } : {}),
    ...(disk.full ? { diskFull: disk.full } : {}),
  };
}
