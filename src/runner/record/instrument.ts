/**
 * Source-to-source instrumentation for the stepper: from clang's JSON AST of each file, the same C
 * with calls to the recorder inserted (`__lt_step` before each statement and in each loop's
 * condition, `__lt_var` after each declaration, `__lt_enter`/`__lt_ret`/`__lt_leave` around each
 * function) and the plan that says what each call means. Insertions never add a line, so every line
 * number (in a step, in a UBSan report, in `__LINE__`) is the student's.
 *
 * Static locals move to file scope under a new name (their references renamed), so the picture can
 * show them from the start, as a debugger does.
 */
import { children, Lines, place, placeLocations, typeDefinitions, type Node } from './ast.ts';
import type { TypeDefinitions } from './ctype.ts';
import {
  HOOK_MODULE,
  type PlanFunction,
  type PlanSite,
  type PlanVariable,
  type RecordPlan,
} from '../recording.ts';

export interface Source {
  name: string;
  code: string;
}

const hook = (name: string, params: string) =>
  `__attribute__((import_module("${HOOK_MODULE}"), import_name("${name}"))) void __lt_${name}(${params});`;

/** Declarations every instrumented file starts with, on its first line. */
const PRELUDE = [
  hook('step', 'int'),
  hook('enter', 'int'),
  hook('leave', 'void'),
  hook('var', 'int, const volatile void *, unsigned long'),
  hook('ret', 'int, const volatile void *'),
  hook('global', 'int, const volatile void *'),
  hook('func', 'int, unsigned long'),
  hook('heap', 'int, void *, unsigned long, int, void *'),
  'void __learnc_record(void (*)(int, void *, unsigned long, int, void *));',
].join(' ');

interface Edit {
  start: number;
  end: number;
  text: string;
  seq: number;
}

/** A lexical block's variables (ids into the plan), for the steps inside it. */
interface Scope {
  vars: number[];
  parent: Scope | null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Statements that run no code of their own: no step stops before them. */
const SILENT = new Set(['NullStmt', 'CompoundStmt']);

class FileInstrumenter {
  readonly bytes: Uint8Array;
  readonly lines: Lines;
  private readonly edits: Edit[] = [];
  private seq = 0;
  /** VarDecl id → the new name of a static local moved to file scope. */
  private readonly renamed = new Map<string, string>();
  /** Variable ids of globals defined in this file (and moved statics). */
  readonly globals: number[] = [];
  readonly functions: number[] = [];

  constructor(
    readonly name: string,
    code: string,
    private readonly plan: RecordPlan,
  ) {
    this.bytes = encoder.encode(code);
    this.lines = new Lines(this.bytes);
  }

  edit(start: number, end: number, text: string) {
    this.edits.push({ start, end, text, seq: this.seq++ });
  }
  insert(at: number, text: string) {
    this.edit(at, at, text);
  }

  mine(node: Node): boolean {
    return place(node.loc ?? node.range?.begin)?.file === this.name;
  }

  begin(node: Node): number {
    return place(node.range?.begin ?? node.loc)?.offset ?? 0;
  }
  lineOf(offset: number): number {
    return this.lines.line(offset);
  }

  /** The offset of the first `;` at bracket depth 0 from `from`, skipping strings and comments. */
  semicolon(from: number): number {
    const b = this.bytes;
    let depth = 0;
    for (let i = from; i < b.length; i++) {
      const c = b[i]!;
      if (c === 0x22 || c === 0x27) {
        for (i++; i < b.length && b[i] !== c; i++) if (b[i] === 0x5c) i++;
      } else if (c === 0x2f && b[i + 1] === 0x2a) {
        i += 2;
        while (i < b.length && !(b[i] === 0x2a && b[i + 1] === 0x2f)) i++;
        i++;
      } else if (c === 0x2f && b[i + 1] === 0x2f) {
        while (i < b.length && b[i] !== 10) i++;
      } else if (c === 0x28 || c === 0x5b || c === 0x7b) depth++;
      else if (c === 0x29 || c === 0x5d || c === 0x7d) depth--;
      else if (c === 0x3b && depth <= 0) return i;
    }
    return b.length;
  }

  /** Just past the statement's last character. */
  end(stmt: Node): number {
    const kids = children(stmt);
    switch (stmt.kind) {
      case 'CompoundStmt':
        return (place(stmt.range?.end)?.offset ?? 0) + 1;
      case 'IfStmt':
      case 'WhileStmt':
      case 'ForStmt':
      case 'SwitchStmt':
      case 'LabelStmt':
      case 'CaseStmt':
      case 'DefaultStmt':
        return this.end(kids.at(-1)!);
      case 'DoStmt':
        return this.semicolon(this.begin(kids.at(-1)!)) + 1;
      default:
        return this.semicolon(this.begin(stmt)) + 1;
    }
  }

  text(start: number, end: number): string {
    return decoder.decode(this.bytes.subarray(start, end));
  }

  /** The instrumented text: edits applied in order of place (then of making). */
  result(prelude: string, epilogue: string): string {
    // At one place, insertions go before a replacement (a step hook before a renamed static).
    const sorted = [...this.edits].sort(
      (a, b) => a.start - b.start || Number(a.end > a.start) - Number(b.end > b.start) || a.seq - b.seq,
    );
    let out = '';
    let at = 0;
    for (const e of sorted) {
      if (e.start < at) continue; // overlapping edits cannot happen; never corrupt the text if one did
      out += this.text(at, e.start) + e.text;
      at = e.end;
    }
    out += this.text(at, this.bytes.length);
    return `${prelude}\n#line 1 "${this.name}"\n${out}\n${epilogue}\n`;
  }

  private readonly renamedAt = new Set<number>();

  renameReferences(node: Node) {
    if (node.kind === 'DeclRefExpr' && node.referencedDecl && this.renamed.has(node.referencedDecl.id)) {
      const loc = node.loc ?? node.range?.begin;
      if (loc && !loc.expansionLoc && loc.offset !== undefined && !this.renamedAt.has(loc.offset)) {
        this.renamedAt.add(loc.offset);
        this.edit(loc.offset, loc.offset + (loc.tokLen ?? 0), this.renamed.get(node.referencedDecl.id)!);
      }
    }
    for (const c of children(node)) this.renameReferences(c);
  }

  staticLocal(decl: Node, fnIndex: number, fnName: string, hoistAt: number, stmt: Node) {
    const id = this.plan.variables.length;
    const newName = `__lt_static${id}_${decl.name ?? ''}`;
    this.renamed.set(decl.id!, newName);
    const loc = decl.loc!;
    this.plan.variables.push({
      name: decl.name ?? '',
      type: decl.type?.qualType ?? 'int',
      line: this.lineOf(loc.offset ?? 0),
      file: this.name,
      fn: fnIndex,
      scope: fnName,
    });
    this.globals.push(id);
    return { id, newName, stmt, hoistAt };
  }

  /** Moves a declaration of static locals to just before its function, on the same line. */
  hoist(stmt: Node, statics: { newName: string; hoistAt: number }[], decls: Node[]) {
    const start = this.begin(stmt);
    const end = this.end(stmt);
    let text = '';
    let cursor = start;
    decls.forEach((d, i) => {
      const at = d.loc!.offset!;
      text += this.text(cursor, at) + statics[i]!.newName;
      cursor = at + (d.loc!.tokLen ?? 0);
    });
    text += this.text(cursor, end);
    // Its text stays on one line where it goes; where it was, the same lines stay, emptied.
    this.insert(statics[0]!.hoistAt, `${text.replace(/\n/g, ' ')} `);
    this.edit(start, end, this.text(start, end).replace(/[^\n]/g, ' '));
  }
}

/** One function being instrumented. */
class FunctionInstrumenter {
  readonly fnIndex: number;
  private readonly returnType: string | null;

  constructor(
    private readonly f: FileInstrumenter,
    private readonly plan: RecordPlan,
    private readonly decl: Node,
    private readonly body: Node,
  ) {
    this.fnIndex = plan.functions.length;
    const type = decl.type?.qualType ?? 'int (void)';
    const returns = returnTypeOf(type);
    this.returnType = returns === 'void' ? null : returns;
    const info: PlanFunction = {
      name: decl.name ?? '?',
      file: f.name,
      endLine: f.lineOf(place(body.range?.end)?.offset ?? 0),
      returns: this.returnType,
    };
    plan.functions.push(info);
  }

  private site(line: number, scope: Scope, code?: Node): number {
    const vars: number[] = [];
    const names = new Set<string>();
    for (let s: Scope | null = scope; s; s = s.parent)
      for (const id of s.vars) {
        const v = this.plan.variables[id]!;
        if ((v.param || v.line <= line) && !names.has(v.name)) {
          names.add(v.name);
          vars.push(id);
        }
      }
    // Parameters first, then locals by the line that declares them (stable: inner blocks first).
    vars.sort((a, b) => {
      const va = this.plan.variables[a]!;
      const vb = this.plan.variables[b]!;
      return Number(!!vb.param) - Number(!!va.param) || (va.param ? 0 : va.line - vb.line);
    });
    const calls = code ? [...new Set(callsIn(code))] : [];
    const site: PlanSite = {
      line,
      file: this.f.name,
      fn: this.fnIndex,
      vars,
      ...(calls.length ? { calls } : {}),
    };
    this.plan.sites.push(site);
    return this.plan.sites.length - 1;
  }

  private variable(decl: Node, param: boolean): number {
    const id = this.plan.variables.length;
    const v: PlanVariable = {
      name: decl.name ?? '',
      type: decl.type?.qualType ?? 'int',
      line: this.f.lineOf(place(decl.loc)?.offset ?? 0),
      file: this.f.name,
      fn: this.fnIndex,
      ...(param ? { param: true as const } : {}),
      ...(!param && decl.init === undefined ? { unset: true as const } : {}),
    };
    this.plan.variables.push(v);
    return id;
  }

  run() {
    const params = children(this.decl).filter((c) => c.kind === 'ParmVarDecl' && c.name);
    const top: Scope = { vars: params.map((p) => this.variable(p, true)), parent: null };
    const open = this.f.begin(this.body) + 1;
    this.f.insert(
      open,
      ` __lt_enter(${this.fnIndex});${params.map((p, i) => ` __lt_var(${top.vars[i]}, &${p.name}, sizeof ${p.name});`).join('')}`,
    );
    const scope = this.compound(this.body, top);
    const endSite = this.site(this.plan.functions[this.fnIndex]!.endLine, scope);
    this.plan.functions[this.fnIndex]!.endSite = endSite;
    const close = place(this.body.range?.end)?.offset ?? 0;
    this.f.insert(close, ` __lt_ret(${endSite}, 0); __lt_leave(); `);
  }

  /** A block's own variables are known before its statements, so a step sees those of its line. */
  private compound(block: Node, parent: Scope): Scope {
    const scope: Scope = { vars: [], parent };
    for (const stmt of children(block)) this.statement(stmt, scope);
    return scope;
  }

  private declare(stmt: Node, scope: Scope) {
    const decls = children(stmt).filter((c) => c.kind === 'VarDecl' && c.name);
    const statics = decls.filter((d) => d.storageClass === 'static' || d.storageClass === 'extern');
    if (statics.length) {
      if (statics.length === decls.length && decls.every((d) => d.storageClass === 'static')) {
        const moved = decls.map((d) =>
          this.f.staticLocal(d, this.fnIndex, this.decl.name ?? '?', this.f.begin(this.decl), stmt),
        );
        this.f.hoist(stmt, moved, decls);
      }
      return;
    }
    const ids = decls.map((d) => this.variable(d, false));
    scope.vars.push(...ids);
    const end = this.f.end(stmt);
    this.f.insert(end, decls.map((d, i) => ` __lt_var(${ids[i]}, &${d.name}, sizeof ${d.name});`).join(''));
  }

  private hookBefore(stmt: Node, scope: Scope) {
    const at = this.f.begin(stmt);
    this.f.insert(at, `__lt_step(${this.site(this.f.lineOf(at), scope, stmt)}); `);
  }

  /** A statement where one is expected: one that is not a block is wrapped in one for its step. */
  private branch(stmt: Node | undefined, scope: Scope) {
    if (!stmt || !stmt.kind) return;
    if (stmt.kind === 'CompoundStmt') {
      this.compound(stmt, scope);
      return;
    }
    const inner: Scope = { vars: [], parent: scope };
    this.f.insert(this.f.begin(stmt), '{ ');
    this.statement(stmt, inner);
    this.f.insert(this.f.end(stmt), ' }');
  }

  /** `(__lt_step(n), (cond))`: a step each time a loop tests its condition. */
  private conditionHook(expr: Node | undefined, scope: Scope, extra = '') {
    if (!expr || !expr.kind) return;
    const at = this.f.begin(expr);
    const end = this.exprEnd(expr);
    this.f.insert(at, `(__lt_step(${this.site(this.f.lineOf(at), scope, expr)}),${extra} (`);
    this.f.insert(end, '))');
  }

  /** Just past an expression inside parentheses or a `for` header: up to its `;` or closing `)`. */
  private exprEnd(expr: Node): number {
    const b = this.f.bytes;
    let depth = 0;
    for (let i = this.f.begin(expr); i < b.length; i++) {
      const c = b[i]!;
      if (c === 0x22 || c === 0x27) {
        for (i++; i < b.length && b[i] !== c; i++) if (b[i] === 0x5c) i++;
      } else if (c === 0x28 || c === 0x5b || c === 0x7b) depth++;
      else if (c === 0x29 || c === 0x5d || c === 0x7d) {
        if (depth === 0) return i;
        depth--;
      } else if (c === 0x3b && depth === 0) return i;
    }
    return b.length;
  }

  private statement(stmt: Node, scope: Scope) {
    if (!stmt.kind || !this.f.mine(stmt)) return;
    this.f.renameReferences(stmt);
    const kids = children(stmt);
    switch (stmt.kind) {
      case 'DeclStmt': {
        const hasCode = kids.some(
          (d) => d.kind === 'VarDecl' && d.init !== undefined && d.storageClass !== 'static',
        );
        // Declared first: the step shows the variables its line declares (as ? until they are set).
        this.declare(stmt, scope);
        if (hasCode) this.hookBefore(stmt, scope);
        return;
      }
      case 'CompoundStmt':
        this.compound(stmt, scope);
        return;
      case 'IfStmt': {
        this.hookBefore(stmt, scope);
        const [, then, otherwise] = kids;
        this.branch(then, scope);
        if (stmt.hasElse) this.branch(otherwise, scope);
        return;
      }
      case 'WhileStmt': {
        this.hookBefore(stmt, scope);
        this.conditionHook(kids[0], scope);
        this.branch(kids.at(-1), scope);
        return;
      }
      case 'DoStmt': {
        this.branch(kids[0], scope);
        this.conditionHook(kids[1], scope);
        return;
      }
      case 'ForStmt': {
        const [init, , cond, inc, body] = kids;
        const forScope: Scope = { vars: [], parent: scope };
        let register = '';
        if (init?.kind === 'DeclStmt') {
          const decls = children(init).filter((c) => c.kind === 'VarDecl' && c.name);
          const ids = decls.map((d) => this.variable(d, false));
          forScope.vars.push(...ids);
          register = decls.map((d, i) => ` __lt_var(${ids[i]}, &${d.name}, sizeof ${d.name}),`).join('');
        }
        this.hookBefore(stmt, forScope);
        if (init?.kind) this.f.renameReferences(init);
        if (cond?.kind) this.conditionHook(cond, forScope, register);
        if (inc?.kind) this.conditionHook(inc, forScope, register);
        this.branch(body, forScope);
        return;
      }
      case 'SwitchStmt':
        this.hookBefore(stmt, scope);
        this.branch(kids.at(-1), scope);
        return;
      case 'CaseStmt':
      case 'DefaultStmt':
      case 'LabelStmt': {
        const sub = kids.at(-1);
        if (sub?.kind) this.statement(sub, scope);
        return;
      }
      case 'ReturnStmt': {
        this.hookBefore(stmt, scope);
        this.returnStatement(stmt, scope);
        return;
      }
      default:
        if (SILENT.has(stmt.kind)) return;
        this.hookBefore(stmt, scope);
    }
  }

  private returnStatement(stmt: Node, scope: Scope) {
    const start = this.f.begin(stmt);
    const semi = this.f.semicolon(start);
    void scope;
    // The function's end site is made after its body; its number is filled in then.
    const marker = `__lt_end_site_${this.fnIndex}__`; // a reserved name: never the student's
    if (children(stmt).length === 0 || !this.returnType) {
      this.f.edit(start, start + 6, `{ __lt_ret(${marker}, 0); __lt_leave(); return`);
      this.f.edit(semi, semi + 1, '; }');
      return;
    }
    const type = /unnamed|anonymous/.test(this.returnType) ? '__auto_type' : this.returnType;
    this.f.edit(start, start + 6, `{ ${declare(type, '__lt_r')} = (`);
    this.f.edit(semi, semi + 1, `); __lt_ret(${marker}, &__lt_r); __lt_leave(); return __lt_r; }`);
  }
}

/**
 * The functions a step's code calls: by name, or `*` through a pointer. A statement's own code
 * only: the bodies of an `if` or a loop are statements of their own, with their own steps (a `for`'s
 * first clause, a declaration, is the `for`'s own code).
 */
export function callsIn(code: Node, root = true): string[] {
  if (!root && code.kind?.endsWith('Stmt') && code.kind !== 'DeclStmt') return [];
  const found: string[] = [];
  if (code.kind === 'CallExpr') {
    let callee = children(code)[0];
    while (callee && (callee.kind === 'ImplicitCastExpr' || callee.kind === 'ParenExpr'))
      callee = children(callee)[0];
    const name =
      callee?.kind === 'DeclRefExpr' && callee.referencedDecl?.kind === 'FunctionDecl'
        ? callee.referencedDecl.name
        : undefined;
    found.push(name ?? '*');
  }
  for (const child of children(code)) found.push(...callsIn(child, false));
  return found;
}

/** `int (*)(int)` → `int (*__lt_r)(int)`: a declaration of a name with a type, as C spells one. */
function declare(type: string, name: string): string {
  const at = type.indexOf('(*)');
  if (at >= 0) return `${type.slice(0, at)}(*${name})${type.slice(at + 3)}`;
  return `${type} ${name}`;
}

/** The return type in a function type's spelling: `struct node *(int, int)` → `struct node *`. */
export function returnTypeOf(type: string): string {
  let depth = 0;
  for (let i = type.length - 1; i >= 0; i--) {
    if (type[i] === ')') depth++;
    else if (type[i] === '(') {
      depth--;
      if (depth === 0) return type.slice(0, i).trim();
    }
  }
  return type;
}

/**
 * Instruments every C file of a program, given each one's AST (from clang on the same files).
 * Headers are left as they are: code in them runs as library code does, in one step.
 */
export function instrumentProgram(
  sources: readonly Source[],
  asts: ReadonlyMap<string, Node>,
): {
  sources: Source[];
  plan: RecordPlan;
} {
  const plan: RecordPlan = {
    functions: [],
    variables: [],
    sites: [],
    globals: [],
    types: { records: [], typedefs: [], enums: [] },
  };
  const defs: TypeDefinitions = { records: new Map(), typedefs: new Map(), enums: new Map() };
  const out: Source[] = [];
  const funcsOfFile: { file: FileInstrumenter; fns: { index: number; name: string }[] }[] = [];
  for (const source of sources) {
    const ast = asts.get(source.name);
    if (!source.name.endsWith('.c') || !ast) {
      out.push(source);
      continue;
    }
    placeLocations(ast);
    typeDefinitions(ast, defs);
    const f = new FileInstrumenter(source.name, source.code, plan);
    const fns: { index: number; name: string }[] = [];
    for (const decl of children(ast)) {
      if (!f.mine(decl) || decl.isImplicit) continue;
      const known = (name: string) =>
        f.globals.some((id) => plan.variables[id]!.name === name && !plan.variables[id]!.scope);
      if (decl.kind === 'VarDecl' && decl.name && decl.storageClass !== 'extern' && !known(decl.name)) {
        const id = plan.variables.length;
        plan.variables.push({
          name: decl.name,
          type: decl.type?.qualType ?? 'int',
          line: f.lineOf(place(decl.loc)?.offset ?? 0),
          file: f.name,
          fn: -1,
        });
        f.globals.push(id);
      }
      const body = children(decl).find((c) => c.kind === 'CompoundStmt');
      if (decl.kind === 'FunctionDecl' && body && decl.name) {
        const fi = new FunctionInstrumenter(f, plan, decl, body);
        fi.run();
        fns.push({ index: fi.fnIndex, name: decl.name });
      }
    }
    funcsOfFile.push({ file: f, fns });
    out.push({ name: source.name, code: '' });
  }
  // Globals in the order a debugger lists them: by file, then by line.
  const globals = funcsOfFile.flatMap(({ file }) => file.globals);
  globals.sort((a, b) => {
    const va = plan.variables[a]!;
    const vb = plan.variables[b]!;
    return va.file.localeCompare(vb.file) || va.line - vb.line;
  });
  plan.globals = globals;
  funcsOfFile.forEach(({ file, fns }, k) => {
    const registrations = [
      // The linker's __heap_base: memory above it is the heap, below it the program's data.
      // stdin's FILE: what waits in its buffer has not been read yet (a step says how much was).
      ...(k === 0
        ? ['__learnc_record(__lt_heap);', '__lt_global(-1, &__heap_base);', '__lt_global(-2, (void *)stdin);']
        : []),
      ...file.globals.map((id) => {
        const v = plan.variables[id]!;
        const name = v.scope ? `__lt_static${id}_${v.name}` : v.name;
        return `__lt_global(${id}, &${name});`;
      }),
      ...fns.map((fn) => `__lt_func(${fn.index}, (unsigned long)${fn.name});`),
    ];
    const epilogue = `${k === 0 ? 'extern unsigned char __heap_base; extern struct _IO_FILE *const stdin; ' : ''}__attribute__((constructor)) static void __lt_init${k}(void) { ${registrations.join(' ')} }`;
    let text = file.result(PRELUDE, epilogue);
    text = text.replace(/__lt_end_site_(\d+)__/g, (_, n: string) =>
      String(plan.functions[Number(n)]!.endSite),
    );
    const index = out.findIndex((s) => s.name === file.name);
    out[index] = { name: file.name, code: text };
  });
  plan.types = {
    records: [...defs.records],
    typedefs: [...defs.typedefs],
    enums: [...defs.enums].map(([k, v]) => [k, [...v]]),
  };
  return { sources: out, plan };
}
