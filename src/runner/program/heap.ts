import type { HeapProblem, HeapProblemKind, Leak, SourcePlace } from '../protocol.ts';

/** The numbers `support.c` passes for each problem (its `enum problem`). */
const KINDS: Record<number, HeapProblemKind> = {
  1: 'double-free',
  2: 'invalid-free',
  3: 'overflow',
  4: 'underflow',
  5: 'write-after-free',
  6: 'invalid-realloc',
};

/** Thrown out of the program by the checking allocator's report: the run stops there. */
export class HeapStop extends Error {
  constructor(readonly problem: HeapProblem) {
    super(`heap error: ${problem.kind}`);
    this.name = 'HeapStop';
  }
}

const decoder = new TextDecoder();

/** A NUL-terminated string in the program's memory. */
function cString(memory: WebAssembly.Memory, pointer: number): string {
  const bytes = new Uint8Array(memory.buffer);
  const end = bytes.indexOf(0, pointer);
  return decoder.decode(bytes.subarray(pointer, end === -1 ? pointer : end));
}

/**
 * The `learnc` imports `support.c` calls: a fatal heap problem (thrown as HeapStop) and, at exit,
 * one call per line whose blocks were never freed (collected into `leaks`).
 */
export function heapImports(memory: () => WebAssembly.Memory, leaks: Leak[]) {
  const place = (file: number, line: number): SourcePlace | undefined =>
    file ? { file: cString(memory(), file), line } : undefined;
  return {
    heap_problem(
      kind: number,
      file: number,
      line: number,
      allocFile: number,
      allocLine: number,
      freeFile: number,
      freeLine: number,
      size: number,
    ): never {
      const at = place(file, line);
      const allocatedAt = place(allocFile, allocLine);
      const freedAt = place(freeFile, freeLine);
      throw new HeapStop({
        kind: KINDS[kind] ?? 'invalid-free',
        ...(at ? { at } : {}),
        ...(allocatedAt ? { allocatedAt } : {}),
        ...(freedAt ? { freedAt } : {}),
        ...(allocatedAt ? { size: size >>> 0 } : {}),
      });
    },
    leak(blocks: number, bytes: number, file: number, line: number): void {
      leaks.push({ blocks: blocks >>> 0, bytes: bytes >>> 0, file: cString(memory(), file), line });
    },
  };
}
