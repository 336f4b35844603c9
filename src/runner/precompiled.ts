/**
 * Lesson programs compiled ahead of time. Most Runs are of a sample as the lesson shows it, which
 * needs no compiler in the browser: the build compiles every runnable sample with the browser's own
 * toolchain, flags and checking allocator (`build/precompile.ts`) and emits one small module per
 * program, named by a hash of everything that decides its bytes: the toolchain, the command line and
 * the sources. The page computes the same name for an unedited sample, so a changed sample, flag or
 * toolchain can never be served a stale module: its name changes with it. Browser-safe: no Node APIs.
 */
import { clangArgs } from './flags.ts';
import type { Diagnostic, SourceFile } from './protocol.ts';

/** Where a build puts the modules, under its output folder (and the site's base path). */
export const PRECOMPILED_DIR = 'assets/programs';

/**
 * A 64-bit FNV-1a hash of a string's UTF-16 code units, as 16 hex digits. Not cryptographic: the
 * names only need to differ between the samples of one build (the build checks that they do), and
 * the same function must run in the page (where `crypto.subtle` is missing on plain http) and in Node.
 */
export function hash64(text: string): string {
  // Two 32-bit halves of the 64-bit state. The prime is 2^40 + 0x1b3, so state * prime is
  // state * 0x1b3 plus lo shifted 40 bits (8 bits into hi); lo * 0x1b3 fits a double exactly.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    const product = lo * 0x1b3;
    hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + Math.floor(product / 0x100000000)) >>> 0;
    lo = product >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The name of a program's precompiled module: toolchain, command line and sources decide its bytes. */
export function precompiledKey(toolchainId: string, sources: readonly SourceFile[]): string {
  const files = sources.map((s) => [s.name, s.code]);
  return hash64(JSON.stringify([toolchainId, clangArgs(sources.map((s) => s.name)), files]));
}

/** The module's address, under the site's base path (`/` or `/learn-c/`). */
export const precompiledUrl = (base: string, key: string) => `${base}${PRECOMPILED_DIR}/${key}.wasm`;

/** What the compiler said when the module was built, kept in the module so the panel shows it as for a compile. */
export interface CompileNote {
  log: string;
  diagnostics: Diagnostic[];
  /** The compiler's version line. */
  compiler: string;
}

/** The custom section that carries the compile note (engines ignore custom sections when running). */
export const COMPILE_SECTION = 'learnc.compile';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function leb128(n: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    bytes.push(byte);
  } while (n);
  return bytes;
}

/** The module with the compile note appended as a custom section. */
export function withCompileNote(wasm: Uint8Array, note: CompileNote): Uint8Array {
  const name = encoder.encode(COMPILE_SECTION);
  const body = encoder.encode(JSON.stringify(note));
  const content = [...leb128(name.length), ...name, ...body];
  const section = new Uint8Array([0, ...leb128(content.length), ...content]);
  const out = new Uint8Array(wasm.length + section.length);
  out.set(wasm);
  out.set(section, wasm.length);
  return out;
}

/** A module's sections: id, and where its contents start and end. */
function* sections(wasm: Uint8Array): Generator<{ id: number; start: number; end: number }> {
  let i = 8;
  const leb = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[i++];
      if (byte === undefined) throw new Error('truncated module');
      result |= (byte & 0x7f) << shift;
      shift += 7;
      if (byte < 0x80) return result >>> 0;
    }
  };
  while (i < wasm.length) {
    const id = wasm[i++]!;
    const size = leb();
    const start = i;
    i += size;
    yield { id, start, end: i };
  }
}

/**
 * The module's compile note and its bytes without it (as the compiler made them); undefined when
 * the bytes are no WebAssembly module with a note (a host's error page served as `.wasm`, say).
 */
export function readCompileNote(bytes: Uint8Array): { note: CompileNote; program: Uint8Array } | undefined {
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d)
    return undefined;
  try {
    for (const { id, start, end } of sections(bytes)) {
      if (id !== 0) continue;
      let i = start;
      let length = 0;
      let shift = 0;
      for (;;) {
        const byte = bytes[i++]!;
        length |= (byte & 0x7f) << shift;
        shift += 7;
        if (byte < 0x80) break;
      }
      if (decoder.decode(bytes.subarray(i, i + length)) !== COMPILE_SECTION) continue;
      const note = JSON.parse(decoder.decode(bytes.subarray(i + length, end))) as CompileNote;
      // The section's header (its id and size) comes before `start`.
      const header = start - 1 - leb128(end - start).length;
      const program = new Uint8Array(bytes.length - (end - header));
      program.set(bytes.subarray(0, header));
      program.set(bytes.subarray(end), header);
      return { note, program };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
