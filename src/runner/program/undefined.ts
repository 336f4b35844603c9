/**
 * Undefined behaviour, reported by the program itself. Programs are compiled with UBSan's checks
 * calling handlers (see `flags.ts`), which the runner's support library (`support/support.c`)
 * implements by calling the `learnc.undefined` import with the check's static record: the file,
 * line and column of the check, then pointers to the types involved. This module reads that record
 * from the program's memory and words it as UBSan's own runtime does ("signed integer overflow:
 * 2147483647 + 1 cannot be represented in type 'int'", the words gcc's check prints too), so every
 * engine names the kind and the line, with no compiler needed to read a trap back.
 *
 * The records' layouts are compiler-rt's (`ubsan_handlers.h`) on wasm32: 4-byte pointers.
 */
import type { UndefinedBehaviour, UndefinedCheck } from '../protocol.ts';

/** Thrown out of the program by a UBSan handler: the run stops there. */
export class UndefinedStop extends Error {
  constructor(readonly undefinedBehaviour: UndefinedBehaviour) {
    super(`undefined behaviour: ${undefinedBehaviour.reason}`);
    this.name = 'UndefinedStop';
  }
}

/** The numbers `support.c` passes for each handler (its `enum check`). */
const HANDLERS = {
  1: 'add',
  2: 'sub',
  3: 'mul',
  4: 'negate',
  5: 'divrem',
  6: 'shift',
  7: 'bounds',
  8: 'null',
  9: 'unreachable',
  10: 'vla',
  11: 'pointer',
} as const;
type Handler = (typeof HANDLERS)[keyof typeof HANDLERS];

const CHECK: Record<Handler, UndefinedCheck> = {
  add: 'signed-overflow',
  sub: 'signed-overflow',
  mul: 'signed-overflow',
  negate: 'signed-overflow',
  divrem: 'division-by-zero',
  shift: 'shift',
  bounds: 'bounds',
  null: 'null',
  unreachable: 'unreachable',
  vla: 'vla-bound',
  pointer: 'pointer-overflow',
};

/** What a TypeMismatchData's TypeCheckKind says was done with the pointer. */
const ACCESS = [
  'load of',
  'store to',
  'reference binding to',
  'member access within',
  'member call on',
  'constructor call on',
  'downcast of',
  'downcast of',
  'upcast of',
  'cast to virtual base of',
  '_Nonnull binding to',
  'dynamic operation on',
];

/** A UBSan TypeDescriptor: its kind (0 integer, 1 float), its info and its name. */
interface TypeInfo {
  kind: number;
  info: number;
  name: string;
}

const decoder = new TextDecoder();

/** Reads records and values out of the program's memory. */
class Reader {
  private readonly view: DataView;
  private readonly bytes: Uint8Array;
  constructor(memory: WebAssembly.Memory) {
    this.view = new DataView(memory.buffer);
    this.bytes = new Uint8Array(memory.buffer);
  }
  u8 = (at: number) => this.view.getUint8(at);
  u16 = (at: number) => this.view.getUint16(at, true);
  u32 = (at: number) => this.view.getUint32(at, true);
  string(at: number): string {
    if (!at) return '';
    const end = this.bytes.indexOf(0, at);
    return decoder.decode(this.bytes.subarray(at, end === -1 ? at : end));
  }
  type(at: number): TypeInfo {
    // Type names are stored with their quotes ('int'); the reason adds its own.
    return {
      kind: this.u16(at),
      info: this.u16(at + 2),
      name: this.string(at + 4).replace(/^'(.*)'$/, '$1'),
    };
  }
  /** An integer value handle: inline when it fits a pointer, else a pointer to its bytes. */
  integer(type: TypeInfo, handle: number): bigint {
    const bits = 1 << (type.info >> 1);
    const signed = (type.info & 1) === 1;
    let value: bigint;
    if (bits <= 32) value = BigInt(handle >>> 0);
    else {
      value = 0n;
      for (let i = bits / 8 - 1; i >= 0; i--) value = (value << 8n) | BigInt(this.u8(handle + i));
    }
    return signed ? BigInt.asIntN(bits, value) : BigInt.asUintN(bits, value);
  }
  /** A value as UBSan prints it: integers in decimal, anything else by its type. */
  value(type: TypeInfo, handle: number): string {
    return type.kind === 0 ? this.integer(type, handle).toString() : `a value of type '${type.name}'`;
  }
}

const hex = (n: number) => `0x${(n >>> 0).toString(16).padStart(8, '0')}`;
const bitsOf = (type: TypeInfo) => 1 << (type.info >> 1);

/** UBSan's words for a check, from its record (`data`) and the handler's value arguments. */
function reasonOf(handler: Handler, read: Reader, data: number, a: number, b: number): string {
  const type = () => read.type(read.u32(data + 12));
  switch (handler) {
    case 'add':
    case 'sub':
    case 'mul': {
      const t = type();
      const op = { add: '+', sub: '-', mul: '*' }[handler];
      return `signed integer overflow: ${read.value(t, a)} ${op} ${read.value(t, b)} cannot be represented in type '${t.name}'`;
    }
    case 'negate': {
      const t = type();
      return `negation of ${read.value(t, a)} cannot be represented in type '${t.name}'; cast to an unsigned type to negate this value to itself`;
    }
    case 'divrem': {
      const t = type();
      if (t.kind === 0 && read.integer(t, b) === 0n) return 'division by zero';
      return `division of ${read.value(t, a)} by ${read.value(t, b)} cannot be represented in type '${t.name}'`;
    }
    case 'shift': {
      const left = read.type(read.u32(data + 12));
      const right = read.type(read.u32(data + 16));
      const by = read.integer(right, b);
      if (by < 0n) return `shift exponent ${by} is negative`;
      if (by >= BigInt(bitsOf(left)))
        return `shift exponent ${by} is too large for ${bitsOf(left)}-bit type '${left.name}'`;
      const value = read.integer(left, a);
      if (value < 0n) return `left shift of negative value ${value}`;
      return `left shift of ${value} by ${by} places cannot be represented in type '${left.name}'`;
    }
    case 'bounds': {
      const array = read.type(read.u32(data + 12));
      const index = read.type(read.u32(data + 16));
      return `index ${read.value(index, a)} out of bounds for type '${array.name}'`;
    }
    case 'null': {
      const t = type();
      const access = ACCESS[read.u8(data + 17)] ?? 'access to';
      if (a === 0) return `${access} null pointer of type '${t.name}'`;
      return `${access} misaligned address ${hex(a)} for type '${t.name}', which requires ${1 << read.u8(data + 16)} byte alignment`;
    }
    case 'unreachable':
      return 'execution reached an unreachable program point';
    case 'vla':
      return `variable length array bound evaluates to non-positive value ${read.value(type(), a)}`;
    case 'pointer':
      if (a === 0) return `applying non-zero offset ${b >>> 0} to null pointer`;
      if (b === 0) return `applying non-zero offset to non-null pointer ${hex(a)} produced null pointer`;
      return `pointer index expression with base ${hex(a)} overflowed to ${hex(b)}`;
  }
}

/** wasi-libc renames the program's `main` (to call it with or without arguments). */
const MAIN = new Set(['__original_main', '__main_argc_argv', '__main_void']);

/**
 * The function that failed the check: the caller of the UBSan handler, as the engine's stack names
 * it from the module's name section (Chromium and Node: `at program.wasm.main (…)`; Firefox:
 * `main@…`; WebKit: `wasm-function[main]@…`). Undefined when the engine gives no name.
 */
export function checkedFunction(stack: string): string | undefined {
  const lines = stack.split('\n');
  const handler = lines.findIndex((l) => l.includes('__ubsan_handle_'));
  if (handler === -1) return undefined;
  const caller = lines[handler + 1]?.trim() ?? '';
  const name =
    /^at (?:\S+\.)?([A-Za-z_]\w*) \(/.exec(caller)?.[1] ??
    /wasm-function\[([A-Za-z_]\w*)\]/.exec(caller)?.[1] ??
    /^(?:\S*\.)?([A-Za-z_]\w*)@/.exec(caller)?.[1];
  if (!name) return undefined;
  return MAIN.has(name) ? 'main' : name;
}

/** The `learnc.undefined` import: reads the check that failed and stops the program with it. */
export function undefinedImport(memory: () => WebAssembly.Memory) {
  return (handler: number, data: number, a: number, b: number): never => {
    const read = new Reader(memory());
    const kind: Handler = HANDLERS[handler as keyof typeof HANDLERS] ?? 'unreachable';
    const file = read.string(read.u32(data));
    const line = read.u32(data + 4);
    const column = read.u32(data + 8);
    const name = checkedFunction(new Error().stack ?? '');
    throw new UndefinedStop({
      check: CHECK[kind],
      reason: reasonOf(kind, read, data, a, b),
      ...(name ? { function: name } : {}),
      ...(file ? { file: file.replace(/^\.\//, '') } : {}),
      ...(line ? { line } : {}),
      ...(column ? { column } : {}),
    });
  };
}
