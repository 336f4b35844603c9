/**
 * From a WebAssembly trap to "undefined behaviour at line 9". Student programs are compiled with
 * UBSan's checks as traps (see `flags.ts`): a failed check executes `unreachable`, and clang
 * records the check's reason as the name of an artificial inlined function,
 * `__clang_trap_msg$Undefined Behavior Sanitizer$<reason>`, in the line table. The engine's stack
 * gives the trap's code offset; the compiler's `llvm-symbolizer` reads it back to that reason and
 * to the function and line it was inlined into.
 */
import type { UndefinedBehaviour, UndefinedCheck } from './protocol.ts';

/** Where the code section's contents start in a module: DWARF addresses count from there. */
export function codeSectionStart(wasm: Uint8Array): number {
  let i = 8;
  const leb = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[i++]!;
      result |= (byte & 0x7f) << shift;
      shift += 7;
      if (byte < 0x80) return result >>> 0;
    }
  };
  while (i < wasm.length) {
    const id = wasm[i++];
    const size = leb();
    if (id === 10) return i;
    i += size;
  }
  return -1;
}

/**
 * The code offsets of a trap's WebAssembly frames, innermost first, from an error's stack as
 * Chromium, Firefox and Node write it (`…wasm-function[7]:0x2a7…`), relative to the code section.
 */
export function trapOffsets(stack: string, codeStart: number): number[] {
  if (codeStart < 0) return [];
  return Array.from(
    stack.matchAll(/wasm-function\[\d+\]:0x([0-9a-f]+)/g),
    (m) => parseInt(m[1]!, 16) - codeStart,
  );
}

/** One frame as the symbolizer printed it. */
export interface SymbolizedFrame {
  function: string;
  file?: string;
  line?: number;
  column?: number;
}

/** `llvm-symbolizer --inlining` output: per address, its frames (innermost first), blank-line separated. */
export function parseSymbolized(output: string): SymbolizedFrame[][] {
  return output
    .trim()
    .split(/\n\s*\n/)
    .map((group) => {
      const lines = group.split('\n').map((l) => l.trim());
      const frames: SymbolizedFrame[] = [];
      for (let i = 0; i + 1 < lines.length; i += 2) {
        const where = /^(.*):(\d+):(\d+)$/.exec(lines[i + 1]!);
        const file = where?.[1]?.replace(/^\//, '');
        const line = Number(where?.[2] ?? 0);
        const column = Number(where?.[3] ?? 0);
        frames.push({
          function: lines[i]!,
          ...(file && file !== '??' ? { file } : {}),
          ...(line > 0 ? { line } : {}),
          ...(column > 0 ? { column } : {}),
        });
      }
      return frames;
    })
    .filter((frames) => frames.length > 0);
}

const TRAP_PREFIX = '__clang_trap_msg$';

const CHECKS: [RegExp, UndefinedCheck][] = [
  [/out of bounds/i, 'bounds'],
  [/signed integer .*overflow|negation of/i, 'signed-overflow'],
  [/shift/i, 'shift'],
  [/divide|division|remainder/i, 'division-by-zero'],
  [/null/i, 'null'],
  [/unreachable/i, 'unreachable'],
  [/variable length array/i, 'vla-bound'],
  [/pointer arithmetic|pointer overflow/i, 'pointer-overflow'],
];

/** The check a clang trap reason belongs to. */
export function checkOf(reason: string): UndefinedCheck {
  return CHECKS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'unknown';
}

/**
 * The undefined behaviour the innermost frame's trap stood for, with the line of the code it
 * guarded; undefined when the trap was no UBSan check (abort(), a failed assert, a stack overflow).
 */
export function undefinedBehaviourOf(frames: SymbolizedFrame[][]): UndefinedBehaviour | undefined {
  const innermost = frames[0] ?? [];
  const index = innermost.findIndex((f) => f.function.startsWith(TRAP_PREFIX));
  if (index === -1) return undefined;
  const reason = innermost[index]!.function.slice(innermost[index]!.function.lastIndexOf('$') + 1);
  // The frame the check was inlined into holds the line; further out, a caller in the student's code.
  const place = innermost.slice(index + 1).find((f) => f.line !== undefined) ?? innermost[index + 1];
  return {
    check: checkOf(reason),
    reason,
    ...(place?.function && place.function !== '??' ? { function: place.function } : {}),
    ...(place?.file ? { file: place.file } : {}),
    ...(place?.line ? { line: place.line } : {}),
    ...(place?.column ? { column: place.column } : {}),
  };
}

/** The symbolizer's command line for these offsets of `program.wasm`. */
export function symbolizerArgs(offsets: readonly number[]): string[] {
  return [
    'llvm-symbolizer',
    '--obj=program.wasm',
    '--inlining',
    ...offsets.map((o) => `0x${o.toString(16)}`),
  ];
}
