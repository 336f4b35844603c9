/**
 * Values in the program's memory as the trace format shows them, every pointer resolved to what it
 * points at: the in-browser twin of scripts/traces/gdb/values.py, written to give the same text
 * for the same value (numbers as gdb prints them, `?` for bytes nobody has set).
 */
import type { Field as TraceField, Target, Value } from '../../trace/schema.ts';
import type { CType } from './ctype.ts';

export const MAX_CELLS = 40;
const MAX_UNION_BYTES = 32;
const MAX_LITERAL = 64;
/** What the recorder writes into memory nobody has set yet; shown as `?`. */
export const UNSET_BYTE = 0xcc;

/** The program's memory, read afresh for each step (it may have grown). */
export class Memory {
  bytes: Uint8Array;
  view: DataView;
  constructor(private readonly memory: () => WebAssembly.Memory) {
    this.bytes = new Uint8Array(memory().buffer);
    this.view = new DataView(memory().buffer);
  }
  refresh() {
    if (this.bytes.buffer !== this.memory().buffer) {
      this.bytes = new Uint8Array(this.memory().buffer);
      this.view = new DataView(this.memory().buffer);
    }
  }
  inside(address: number, size: number) {
    return address >= 0 && address + size <= this.bytes.length;
  }
  u32(address: number) {
    return this.inside(address, 4) ? this.view.getUint32(address, true) : 0;
  }
  slice(address: number, size: number): Uint8Array {
    if (!this.inside(address, size)) return new Uint8Array(size).fill(UNSET_BYTE);
    return this.bytes.subarray(address, address + size);
  }
}

export function charText(c: number): string {
  const escapes: Record<number, string> = {
    0: '\\0',
    7: '\\a',
    8: '\\b',
    9: '\\t',
    10: '\\n',
    11: '\\v',
    12: '\\f',
    13: '\\r',
    39: "\\'",
    92: '\\\\',
  };
  if (escapes[c] !== undefined) return `'${escapes[c]}'`;
  if (c >= 32 && c < 127) return `'${String.fromCharCode(c)}'`;
  return String(c);
}

/** Digits and exponent of the shortest text that reads back as x. */
function shortest(x: number): { digits: string; exp: number } {
  const [mantissa, e] = Math.abs(x).toExponential().split('e') as [string, string];
  return { digits: mantissa.replace('.', ''), exp: Number(e) };
}

/** Python's repr of a float: what gdb's tracer writes for a double. */
export function pythonRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const { digits, exp } = shortest(x);
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.padEnd(exp + 1, '0');
  const int = whole.slice(0, exp + 1);
  const frac = digits.slice(exp + 1);
  return `${sign}${int}.${frac || '0'}`;
}

/** C's `%.{p}g`. */
export function gFormat(x: number, p: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const exp = Number(x.toExponential(p - 1).split('e')[1]);
  let text: string;
  if (exp < -4 || exp >= p) {
    const [m, e] = x.toExponential(p - 1).split('e') as [string, string];
    const mant = m.includes('.') ? m.replace(/0+$/, '').replace(/\.$/, '') : m;
    const n = Number(e);
    text = `${mant}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
  } else {
    text = x.toFixed(Math.max(0, p - 1 - exp));
    if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  }
  return text;
}

export function floatText(x: number, size: number): string {
  if (Number.isNaN(x) || !Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
  let text = size === 4 ? gFormat(x, 7) : pythonRepr(x);
  if (size !== 4 && text.length > 14) text = gFormat(x, 10);
  if (/^-?\d+$/.test(text)) text += '.0';
  return text;
}

/** A binary128 (wasm32's long double) as the nearest double. */
function quadToDouble(b: Uint8Array): number {
  const hi = b[15]!;
  const sign = hi & 0x80 ? -1 : 1;
  const exponent = ((hi & 0x7f) << 8) | b[14]!;
  let mantissa = 0;
  for (let i = 13; i >= 7; i--) mantissa = mantissa * 256 + b[i]!;
  const fraction = mantissa / 2 ** 56;
  if (exponent === 0) return sign * fraction * 2 ** -16382;
  if (exponent === 0x7fff) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction) * 2 ** (exponent - 16383);
}

export function isPlainChar(t: CType): boolean {
  return t.kind === 'int' && t.plainChar;
}

function unsetBytes(b: Uint8Array) {
  return b.length > 0 && b.every((x) => x === UNSET_BYTE);
}

/** A number as its type holds it (as a bigint for 64-bit types). */
function integer(
  memory: Memory,
  address: number | null,
  t: Extract<CType, { kind: 'int' | 'enum' }>,
): bigint {
  const b = address === null ? new Uint8Array(t.size).fill(UNSET_BYTE) : memory.slice(address, t.size);
  let v = 0n;
  for (let i = b.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[i]!);
  const signed = t.kind === 'enum' ? false : t.signed;
  if (signed && b.length && b[b.length - 1]! & 0x80) v -= 1n << BigInt(8 * b.length);
  return v;
}

export interface ObjectEntry {
  start: number;
  end: number;
  type: CType;
  ref: string;
  name: string;
  where: string;
}

/** What a reader asks of the recorder: the heap, the regions of memory, names of functions and files. */
export interface World {
  memory: Memory;
  /** A live or freed block of the program that holds the address (or ends just before it). */
  blockAt(address: number, live: boolean): { id: number; address: number; size: number } | undefined;
  /** Blocks a freed-pointer points at this step: shown though freed. */
  danglingBlocks: Set<number>;
  /** The C library's own blocks (a FILE). */
  libraryBlock(address: number): { live: boolean } | undefined;
  region(address: number): 'stack' | 'heap' | 'data' | null;
  /** Below the newest frame: memory of functions that have returned. */
  belowStack(address: number): boolean;
  functionName(pointer: number): string | undefined;
  stream(address: number): Target;
}

export type PointerValue = Extract<Value, { kind: 'pointer' }>;

/** Turns memory into the trace's values, resolving pointers against the objects it knows. */
export class Reader {
  readonly objects: ObjectEntry[] = [];
  /** Pointers into live heap blocks, resolved once the blocks have types. */
  readonly pointers: { holder: PointerValue; address: number; target: CType }[] = [];

  constructor(private readonly w: World) {}

  addObject(start: number, type: CType, ref: string, name: string, where: string) {
    this.objects.push({ start, end: start + Math.max(type.size, 1), type, ref, name, where });
  }

  private bytes(address: number | null, size: number): Uint8Array {
    return address === null ? new Uint8Array(size).fill(UNSET_BYTE) : this.w.memory.slice(address, size);
  }

  value(t: CType, address: number | null): Value {
    switch (t.kind) {
      case 'array':
        return this.array(t, address);
      case 'record':
        return this.record(t, address);
      case 'pointer':
        return this.pointer(t, address);
      case 'int':
      case 'enum':
      case 'float':
        if (unsetBytes(this.bytes(address, t.size))) return '?';
        return this.scalarText(t, address);
      default:
        return { kind: 'opaque', text: t.name };
    }
  }

  scalarText(t: CType, address: number | null): string {
    if (t.kind === 'float') {
      const b = this.bytes(address, t.size);
      const view = new DataView(b.buffer, b.byteOffset, b.length);
      const x =
        t.size === 4 ? view.getFloat32(0, true) : t.size === 8 ? view.getFloat64(0, true) : quadToDouble(b);
      return floatText(x, t.size === 4 ? 4 : 8);
    }
    if (t.kind === 'enum') {
      const n = Number(integer(this.w.memory, address, t) | 0n) | 0;
      const name = t.values.get(n);
      return name === undefined ? String(n) : `${name} (${n})`;
    }
    if (t.kind !== 'int') return '?';
    const v = integer(this.w.memory, address, t);
    if (t.bool) return v ? 'true' : 'false';
    if (t.plainChar) return charText(Number(v & 0xffn));
    return v.toString();
  }

  private array(t: Extract<CType, { kind: 'array' }>, address: number | null): Value {
    const n = t.length;
    const elem = t.element;
    const size = elem.size;
    let shown = n;
    if (isPlainChar(elem) && n > 24) {
      const raw = this.bytes(address, n);
      const end0 = raw.indexOf(0);
      const end = end0 < 0 ? n : end0 + 1;
      shown = Math.min(n, Math.max(end + 2, 8), 64);
    } else if (n > MAX_CELLS) shown = MAX_CELLS;
    const items: Value[] = [];
    for (let i = 0; i < shown; i++)
      items.push(this.value(elem, address === null ? null : address + i * size));
    return { kind: 'array', length: n, elemSize: size, items };
  }

  private record(t: Extract<CType, { kind: 'record' }>, address: number | null): Value {
    const fields: TraceField[] = [];
    for (const f of t.fields()) {
      if (f.bits) {
        const unit = integer(this.w.memory, address === null ? null : address + f.offset, {
          kind: 'int',
          name: '',
          size: f.type.size,
          align: f.type.size,
          signed: false,
          plainChar: false,
          bool: false,
        });
        let v = (unit >> BigInt(f.bits.shift)) & ((1n << BigInt(f.bits.width)) - 1n);
        if (f.type.kind === 'int' && f.type.signed && v & (1n << BigInt(f.bits.width - 1)))
          v -= 1n << BigInt(f.bits.width);
        fields.push({
          name: f.name,
          offset: f.offset,
          size: 0,
          bits: f.bits.width,
          type: f.type.name,
          value: v.toString(),
        });
        continue;
      }
      fields.push({
        name: f.name,
        offset: f.offset,
        size: f.type.size,
        type: f.type.name,
        value: this.value(f.type, address === null ? null : address + f.offset),
      });
    }
    if (!t.union) return { kind: 'struct', size: t.size, fields };
    const raw = this.bytes(address, Math.min(t.size, MAX_UNION_BYTES));
    return {
      kind: 'union',
      size: t.size,
      fields,
      bytes: [...raw].map((b) => (b === UNSET_BYTE ? '??' : b.toString(16).padStart(2, '0'))),
    };
  }

  private pointer(t: Extract<CType, { kind: 'pointer' }>, address: number | null): Value {
    if (unsetBytes(this.bytes(address, 4)))
      return { kind: 'pointer', text: '?', unset: true, target: { kind: 'unset' } };
    const to = address === null ? 0 : this.w.memory.u32(address);
    if (to === 0) return { kind: 'pointer', text: 'NULL', target: { kind: 'null' } };
    const result: PointerValue = { kind: 'pointer', text: `0x${to.toString(16)}`, target: { kind: 'null' } };
    result.target = this.resolve(to, t.target(), result);
    return result;
  }

  resolve(address: number, target: CType, holder: PointerValue): Target {
    if (target.kind === 'function')
      return { kind: 'function', name: this.w.functionName(address) ?? 'a function' };
    if (target.name === 'FILE' || target.name === 'struct _IO_FILE') return this.w.stream(address);
    for (const o of this.objects)
      if ((o.start <= address && address < o.end) || (address === o.end && o.type.kind === 'array'))
        return this.locate(address, o, target);
    const region = this.w.region(address);
    if (region === 'heap') {
      if (this.w.blockAt(address, true)) {
        this.pointers.push({ holder, address, target });
        return { kind: 'unknown', label: 'pending' };
      }
      const freed = this.w.blockAt(address, false);
      if (freed) {
        this.w.danglingBlocks.add(freed.id);
        return {
          kind: 'dangling',
          reason: 'freed',
          ref: `heap/${freed.id}`,
          label: `freed heap block #${freed.id}`,
        };
      }
      return { kind: 'unknown', label: 'memory the C library allocated' };
    }
    if (region === 'stack') {
      if (this.w.belowStack(address))
        return {
          kind: 'dangling',
          reason: 'returned',
          label: 'the stack frame of a function that has returned',
        };
      return { kind: 'unknown', label: 'the stack' };
    }
    if (region === 'data' && isPlainChar(target)) {
      const text = this.w.memory.slice(address, MAX_LITERAL);
      const end = text.indexOf(0);
      const chars = [...(end >= 0 ? text.subarray(0, end + 1) : text)];
      return {
        kind: 'literal',
        ref: `literal/${address.toString(16)}`,
        items: chars.map(charText),
        complete: end >= 0,
      };
    }
    return { kind: 'unknown', label: 'memory outside the program' };
  }

  /** The path from an object to the element a pointer points at: arr[2], p.name[0]. */
  locate(address: number, o: Omit<ObjectEntry, 'end'>, target: CType): Target {
    const path: (string | number)[] = [];
    let text = o.name;
    let t = o.type;
    let base = o.start;
    const want = target.kind === 'void' ? 0 : target.size;
    let end = false;
    for (;;) {
      if (address === base && (want === 0 || t.size === want)) break;
      if (t.kind === 'array') {
        const size = Math.max(t.element.size, 1);
        let index = Math.floor((address - base) / size);
        if (index > t.length - 1) {
          end = true;
          index = t.length;
        }
        path.push(index);
        text += `[${index}]`;
        if (end) break;
        base += index * size;
        t = t.element;
        continue;
      }
      if (t.kind === 'record' && !t.union) {
        const inner = t
          .fields()
          .find(
            (f) =>
              !f.bits && base + f.offset <= address && address < base + f.offset + Math.max(f.type.size, 1),
          );
        if (!inner) break;
        path.push(inner.name);
        text += `.${inner.name}`;
        base += inner.offset;
        t = inner.type;
        continue;
      }
      break;
    }
    return {
      kind: 'object',
      ref: [o.ref, ...path.map(String)].join('/'),
      label: text + o.where,
      ...(address !== base && !end ? { offset: address - base } : {}),
      ...(end ? { end: true as const } : {}),
    };
  }
}
