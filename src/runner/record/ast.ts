/**
 * Reading clang's JSON AST (`clang -Xclang -ast-dump=json -fsyntax-only`). clang writes a
 * location's file only when it changes from the one written before, so `placeLocations` walks
 * the document in its order and gives every location its file; lines come from byte offsets.
 */
import type { TypeDefinitions } from './ctype.ts';

export interface Loc {
  offset?: number;
  file?: string;
  line?: number;
  col?: number;
  tokLen?: number;
  spellingLoc?: Loc;
  expansionLoc?: Loc;
  includedFrom?: { file: string };
  isMacroArgExpansion?: boolean;
}

export interface Node {
  id?: string;
  kind?: string;
  loc?: Loc;
  range?: { begin: Loc; end: Loc };
  name?: string;
  type?: { qualType: string; desugaredQualType?: string };
  inner?: Node[];
  storageClass?: string;
  init?: string;
  isBitfield?: boolean;
  tagUsed?: string;
  completeDefinition?: boolean;
  referencedDecl?: { id: string; kind: string; name?: string };
  decl?: { id: string };
  value?: string;
  hasElse?: boolean;
  isImplicit?: boolean;
}

/** Where a location is in the file text: the expansion of a macro, not its spelling. */
export function place(loc: Loc | undefined): Loc | undefined {
  if (!loc) return undefined;
  return loc.expansionLoc ?? loc;
}

/** Gives every location the file it is in, following clang's order of writing them. */
export function placeLocations(root: Node): void {
  let file: string | undefined;
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, key);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (key !== 'includedFrom' && typeof object.offset === 'number') {
      if (typeof object.file === 'string') file = object.file;
      else object.file = file;
    }
    for (const [k, v] of Object.entries(object)) visit(v, k);
  };
  visit(root, '');
}

/** The children of a node that are nodes (clang writes `{}` for an absent part of a `for`). */
export const children = (node: Node): Node[] => node.inner ?? [];

/** The integer a constant expression in the AST has, where clang wrote one. */
function constantOf(node: Node | undefined): number | undefined {
  if (!node) return undefined;
  if (node.value !== undefined && /^-?\d+$/.test(node.value)) return Number(node.value);
  for (const c of children(node)) {
    const v = constantOf(c);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The records, typedefs and enums of the whole translation unit, headers included. */
export function typeDefinitions(root: Node, into?: TypeDefinitions): TypeDefinitions {
  const defs: TypeDefinitions = into ?? { records: new Map(), typedefs: new Map(), enums: new Map() };
  const anonymous = new Map<string, Node>();
  const namedBy = new Map<string, string>(); // record id → the spelling a typedef gives it
  const walk = (node: Node) => {
    if (node.kind === 'TypedefDecl' && node.name && node.type) {
      defs.typedefs.set(node.name, node.type.qualType);
      const owned = children(node)[0];
      const record = owned?.decl ?? owned?.inner?.find((c) => c.decl)?.decl;
      if (record) namedBy.set(record.id, node.type.qualType);
    }
    if (node.kind === 'RecordDecl' && node.completeDefinition) {
      if (node.name) defs.records.set(`${node.tagUsed} ${node.name}`, recordFields(node));
      else if (node.id) anonymous.set(node.id, node);
    }
    if (node.kind === 'EnumDecl') {
      const values = new Map<number, string>();
      let next = 0;
      for (const c of children(node)) {
        if (c.kind !== 'EnumConstantDecl' || !c.name) continue;
        next = constantOf(c) ?? next;
        if (!values.has(next)) values.set(next, c.name);
        next++;
      }
      if (node.name) defs.enums.set(`enum ${node.name}`, values);
      else if (node.id) anonymous.set(node.id, { ...node, inner: [], value: JSON.stringify([...values]) });
    }
    // A member or variable of an anonymous record's type names it by place: `union (unnamed at
    // f.c:3:5)`, the spelling every later use of it has. Its declaration comes just before.
    let unnamed: Node | undefined;
    for (const c of children(node)) {
      if (c.kind === 'RecordDecl' && !c.name && c.completeDefinition) unnamed = c;
      const spelling = /\b(?:struct|union) \((?:unnamed|anonymous)[^)]*\)/.exec(c.type?.qualType ?? '')?.[0];
      if (unnamed && spelling && !defs.records.has(spelling))
        defs.records.set(spelling, recordFields(unnamed));
      walk(c);
    }
  };
  walk(root);
  for (const [id, node] of anonymous) {
    const spelling = namedBy.get(id);
    if (!spelling) continue;
    if (node.kind === 'RecordDecl') defs.records.set(spelling, recordFields(node));
    else defs.enums.set(spelling, new Map(JSON.parse(node.value!) as [number, string][]));
  }
  return defs;
}

function recordFields(node: Node) {
  return {
    union: node.tagUsed === 'union',
    fields: children(node)
      .filter((c) => c.kind === 'FieldDecl')
      .map((f) => ({
        name: f.name ?? '',
        type: f.type?.qualType ?? 'int',
        ...(f.isBitfield ? { bits: constantOf(children(f)[0]) ?? 0 } : {}),
      })),
  };
}

/** Line numbers from byte offsets, for one file's text. */
export class Lines {
  private readonly starts: number[] = [0];
  constructor(readonly bytes: Uint8Array) {
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) this.starts.push(i + 1);
  }
  line(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}
