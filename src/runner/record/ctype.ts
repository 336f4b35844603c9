/**
 * C types as the recorder needs them: parsed from the spelling clang's JSON AST gives (`int *`,
 * `char *[3]`, `int (*)(int, int)`, `struct node`), laid out as wasm32 lays them out (ILP32:
 * int, long and pointers are 4 bytes), so a value can be read from the program's memory.
 */

export interface Field {
  name: string;
  offset: number;
  type: CType;
  /** Width of a bit-field, and its first bit within the storage unit at `offset`. */
  bits?: { width: number; shift: number };
}

export type CType =
  | { kind: 'void'; name: string; size: 0; align: 1 }
  | {
      kind: 'int';
      name: string;
      size: number;
      align: number;
      signed: boolean;
      plainChar: boolean;
      bool: boolean;
    }
  | { kind: 'float'; name: string; size: number; align: number }
  | { kind: 'enum'; name: string; size: 4; align: 4; values: ReadonlyMap<number, string> }
  | { kind: 'pointer'; name: string; size: 4; align: 4; target: () => CType }
  | { kind: 'array'; name: string; size: number; align: number; element: CType; length: number }
  | { kind: 'record'; name: string; size: number; align: number; union: boolean; fields: () => Field[] }
  | { kind: 'function'; name: string; size: 1; align: 1 };

/** What the AST says of the program's records, typedefs and enums: the type table's input. */
export interface TypeDefinitions {
  /** `struct node` → its fields, as declared (types spelled as clang spells them). */
  records: Map<string, { union: boolean; fields: { name: string; type: string; bits?: number }[] }>;
  /** `P` → `struct P`, `size_t` → `unsigned long`. */
  typedefs: Map<string, string>;
  /** `enum color` → its constants. */
  enums: Map<string, Map<number, string>>;
}

const SCALARS: Record<string, { size: number; signed?: boolean; float?: boolean }> = {
  char: { size: 1, signed: true },
  'signed char': { size: 1, signed: true },
  'unsigned char': { size: 1 },
  short: { size: 2, signed: true },
  'unsigned short': { size: 2 },
  int: { size: 4, signed: true },
  'unsigned int': { size: 4 },
  long: { size: 4, signed: true },
  'unsigned long': { size: 4 },
  'long long': { size: 8, signed: true },
  'unsigned long long': { size: 8 },
  __int128: { size: 16, signed: true },
  'unsigned __int128': { size: 16 },
  _Bool: { size: 1 },
  float: { size: 4, float: true },
  double: { size: 8, float: true },
  'long double': { size: 16, float: true },
};

/** `unsigned` → `unsigned int`, `short int` → `short`, `long int` → `long`: one spelling per type. */
function canonicalScalar(words: string[]): string | null {
  const w = words.filter((x) => x !== 'signed' || words.includes('char'));
  let text = w.join(' ');
  if (words.includes('signed') && !words.includes('char') && w.length === 0) text = 'int';
  text = text.replace(/\bint\b/, (m, at: number) => (at > 0 ? '' : m)).trim() || 'int';
  if (text === 'unsigned') text = 'unsigned int';
  text = text.replace(/\s+/g, ' ');
  if (text === 'long unsigned') text = 'unsigned long';
  return text in SCALARS ? text : null;
}

const QUALIFIERS = new Set(['const', 'volatile', 'restrict', '__restrict', '_Atomic', 'static']);

/** Tokens of a type's spelling; `(unnamed struct at a.c:2:9)` and similar stay one token. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '(' && /^\((unnamed|anonymous)/.test(text.slice(i))) {
      const end = text.indexOf(')', i);
      tokens.push(text.slice(i, end + 1));
      i = end + 1;
    } else if (/[\w$]/.test(c)) {
      const m = /^[\w$]+/.exec(text.slice(i))![0];
      tokens.push(m);
      i += m.length;
    } else {
      tokens.push(c);
      i++;
    }
  }
  return tokens;
}

type Wrap = (inner: CType) => CType;

/**
 * Every type of one program, by spelling, made once. Records are laid out on first use, so a
 * struct may point to itself.
 */
export class TypeTable {
  private readonly cache = new Map<string, CType>();
  private readonly layouts = new Map<string, { size: number; align: number; fields: Field[] }>();

  constructor(private readonly defs: TypeDefinitions) {}

  /** The type a spelling names; unknown names become an opaque byte (never a crash). */
  parse(spelling: string): CType {
    // stdbool.h's bool is a macro, which clang's AST keeps: the type is _Bool, as gdb names it.
    const key = spelling.trim().replace(/\bbool\b/g, '_Bool');
    let t = this.cache.get(key);
    if (!t) {
      const tokens = tokenize(key);
      const pos = { i: 0 };
      const base = this.specifiers(tokens, pos);
      const wrap = this.declarator(tokens, pos);
      t = rename(wrap(base), typeName(key));
      this.cache.set(key, t);
    }
    return t;
  }

  private specifiers(tokens: string[], pos: { i: number }): CType {
    const words: string[] = [];
    while (pos.i < tokens.length && /^[\w$(]/.test(tokens[pos.i]!) && !/^\($/.test(tokens[pos.i]!)) {
      const tok = tokens[pos.i]!;
      if (tok.startsWith('(')) {
        words.push(tok);
        pos.i++;
        continue;
      }
      if (QUALIFIERS.has(tok)) {
        pos.i++;
        continue;
      }
      words.push(tok);
      pos.i++;
      if (tok === 'struct' || tok === 'union' || tok === 'enum') {
        words.push(tokens[pos.i++] ?? '');
        break;
      }
      // A typedef name is one word: what follows is a declarator.
      if (!(tok in SCALARS) && !['unsigned', 'signed', 'short', 'long', 'int', 'char'].includes(tok)) break;
    }
    return this.named(words);
  }

  private named(words: string[]): CType {
    const text = words.join(' ');
    if (text === 'void') return { kind: 'void', name: 'void', size: 0, align: 1 };
    if (words[0] === 'struct' || words[0] === 'union') return this.record(text, words[0] === 'union');
    if (words[0] === 'enum') {
      return { kind: 'enum', name: text, size: 4, align: 4, values: this.defs.enums.get(text) ?? new Map() };
    }
    const scalar = canonicalScalar(words);
    if (scalar) {
      const s = SCALARS[scalar]!;
      if (s.float) return { kind: 'float', name: scalar, size: s.size, align: s.size };
      return {
        kind: 'int',
        name: scalar,
        size: s.size,
        align: s.size,
        signed: s.signed ?? false,
        plainChar: scalar === 'char',
        bool: scalar === '_Bool',
      };
    }
    const alias = this.defs.typedefs.get(text);
    if (alias !== undefined && alias !== text) return rename(this.parse(alias), text);
    return { kind: 'int', name: text, size: 1, align: 1, signed: false, plainChar: false, bool: false };
  }

  /** Pointers, arrays and functions around a base type, C's inside-out declarator syntax. */
  private declarator(tokens: string[], pos: { i: number }): Wrap {
    let pointers = 0;
    while (tokens[pos.i] === '*' || QUALIFIERS.has(tokens[pos.i] ?? '')) {
      if (tokens[pos.i] === '*') pointers++;
      pos.i++;
    }
    let inner: Wrap = (t) => t;
    // `(*)` or `(*name)`: a nested declarator, which binds after the suffixes that follow it.
    if (tokens[pos.i] === '(' && (tokens[pos.i + 1] === '*' || tokens[pos.i + 1] === '(')) {
      pos.i++;
      inner = this.declarator(tokens, pos);
      if (tokens[pos.i] === ')') pos.i++;
    }
    const suffixes: Wrap[] = [];
    while (tokens[pos.i] === '[' || tokens[pos.i] === '(') {
      if (tokens[pos.i] === '[') {
        const close = tokens.indexOf(']', pos.i);
        const n = Number(tokens.slice(pos.i + 1, close).join(''));
        pos.i = close + 1;
        const length = Number.isFinite(n) ? n : 0;
        suffixes.push((el) => ({
          kind: 'array',
          name: arrayName(el.name, length),
          size: el.size * length,
          align: el.align,
          element: el,
          length,
        }));
      } else {
        let depth = 0;
        do {
          if (tokens[pos.i] === '(') depth++;
          if (tokens[pos.i] === ')') depth--;
          pos.i++;
        } while (depth > 0 && pos.i < tokens.length);
        suffixes.push(() => ({ kind: 'function', name: '', size: 1, align: 1 }));
      }
    }
    return (base) => {
      let t = base;
      for (let k = 0; k < pointers; k++) t = pointerTo(t);
      // int *[3]: the suffixes apply right to left (an array of 3 of what is left of them).
      for (let k = suffixes.length - 1; k >= 0; k--) t = suffixes[k]!(t);
      return inner(t);
    };
  }

  private record(name: string, union: boolean): CType {
    const layout = () => this.layout(name, union);
    return {
      kind: 'record',
      name,
      union,
      get size() {
        return layout().size;
      },
      get align() {
        return layout().align;
      },
      fields: () => layout().fields,
    };
  }

  private layout(name: string, union: boolean) {
    let done = this.layouts.get(name);
    if (done) return done;
    const def = this.defs.records.get(name);
    const fields: Field[] = [];
    let offset = 0;
    let align = 1;
    let bitCursor = 0; // bits used since `offset` by a run of bit-fields
    for (const f of def?.fields ?? []) {
      const type = this.parse(f.type);
      align = Math.max(align, type.align);
      if (f.bits !== undefined) {
        const unit = type.size * 8;
        if (union) {
          fields.push({ name: f.name, offset: 0, type, bits: { width: f.bits, shift: 0 } });
          offset = Math.max(offset, type.size);
          continue;
        }
        // The bit-field goes in the storage unit of its type that holds the cursor, or the next one.
        let absolute = offset * 8 + bitCursor;
        if (f.bits === 0 || Math.floor(absolute / unit) !== Math.floor((absolute + f.bits - 1) / unit))
          absolute = Math.ceil(absolute / unit) * unit;
        const unitStart = Math.floor(absolute / unit) * (unit / 8);
        if (f.bits > 0)
          fields.push({
            name: f.name,
            offset: unitStart,
            type,
            bits: { width: f.bits, shift: absolute - unitStart * 8 },
          });
        absolute += f.bits;
        offset = Math.floor(absolute / 8);
        bitCursor = absolute % 8;
        continue;
      }
      if (bitCursor) {
        offset++;
        bitCursor = 0;
      }
      const at = union ? 0 : Math.ceil(offset / type.align) * type.align;
      fields.push({ name: f.name, offset: at, type });
      offset = union ? Math.max(offset, type.size) : at + type.size;
    }
    if (bitCursor) offset++;
    const size = Math.ceil(offset / align) * align;
    done = { size, align, fields };
    this.layouts.set(name, done);
    return done;
  }
}

function pointerTo(t: CType): CType {
  const name = t.kind === 'array' || t.kind === 'function' ? `${t.name} (*)` : `${t.name} *`;
  return { kind: 'pointer', name: name.replace('* *', '**'), size: 4, align: 4, target: () => t };
}

/**
 * An array's name as gdb spells it: `int [4]` and 3 → `int [3][4]` (the new dimension comes first);
 * `int *` and 2 → `int *[2]` (no space after a star).
 */
export function arrayName(element: string, length: number): string {
  const at = element.indexOf(' [');
  if (at >= 0) return `${element.slice(0, at)} [${length}]${element.slice(at + 1)}`;
  return element.endsWith('*') ? `${element}[${length}]` : `${element} [${length}]`;
}

/** The same type under another name (a typedef keeps its name, as gdb shows it). */
function rename(t: CType, name: string): CType {
  if (t.name === name) return t;
  if (t.kind === 'record') {
    const base = t;
    return {
      kind: 'record',
      name,
      union: base.union,
      get size() {
        return base.size;
      },
      get align() {
        return base.align;
      },
      fields: base.fields,
    };
  }
  return { ...t, name };
}

/** A type's name as gdb spells it: `char [8]`, `int *`, `struct node *`. */
export function typeName(spelling: string): string {
  return (
    spelling
      .replace(/\bbool\b/g, '_Bool')
      // clang's `union (unnamed at f.c:3:5)` is gdb's `union {...}`.
      .replace(/\b(struct|union) \((?:unnamed|anonymous)[^)]*\)/g, '$1 {...}')
      .replace(/\s+/g, ' ')
      .replace(/([^\s(*\]])\[/g, '$1 [')
      .trim()
  );
}
