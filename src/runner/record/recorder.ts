/**
 * The recorder: the functions an instrumented program calls (see instrument.ts), which keep its
 * call stack and, at each step, read its memory into one step of the trace format: the frames with
 * their variables, the globals, the heap and how much it has printed. It runs in the program's
 * worker, beside the program.
 *
 * A step is what a debugger's `step` does: the program reaches a line other than the one its
 * current function was on, or enters a function. The instrumented program calls `step` at every
 * statement and loop test; calls on the line a function is already on are not steps (so a whole
 * loop written on one line is one step, as under gdb).
 */
import { HeapStop } from '../program/heap.ts';
import { UndefinedStop } from '../program/undefined.ts';
import type { Frame, HeapBlock, Step, Target, Variable } from '../../trace/schema.ts';
import { arrayName, TypeTable, typeName, type CType } from './ctype.ts';
import { HeapBook } from './heap.ts';
import { HOOK_MODULE, MAX_STEPS, type Fault, type PlanSite, type RecordPlan } from '../recording.ts';
import { Memory, Reader, UNSET_BYTE, type World } from './values.ts';
import { STACK_BYTES } from '../limits.ts';

export { MAX_STEPS };

export type RawStep = Omit<Step, 'description'>;

/** Thrown out of the program when it has run its steps: the recording keeps them. */
export class StepLimit extends Error {
  constructor() {
    super(`the program ran more than ${MAX_STEPS} steps`);
    this.name = 'StepLimit';
  }
}

/** Thrown out of the program when its time is up or the student stops it: the steps are kept. */
export class RecordingCut extends Error {
  constructor(readonly why: 'time' | 'stopped') {
    super(why === 'time' ? 'the program ran out of time' : 'the program was stopped');
    this.name = 'RecordingCut';
  }
}

/** C library code between two of the program's frames, drawn as the gdb tracer draws it. */
const LIBRARY_FRAME: Frame = { function: null, library: true, variables: [] };

interface LiveFrame {
  fn: number;
  vars: Map<number, number>;
  /** Each variable's size as the program measured it: a variable-length array's is known only then. */
  sizes: Map<number, number>;
  line: number | null;
  site: PlanSite | null;
  /** Called by C library code (a qsort comparison), not by the frame below: see PlanSite.calls. */
  fromLibrary: boolean;
}

/** The shape of WASI the recorder needs: the open files (for a FILE's position). */
export interface WasiFiles {
  fds: unknown[];
}

type Imports = Record<string, Record<string, unknown>>;

export class Recorder {
  readonly steps: RawStep[] = [];
  private readonly types: TypeTable;
  private readonly frames: LiveFrame[] = [];
  private readonly globals = new Map<number, number>();
  private readonly functions = new Map<number, string>();
  private memory!: Memory;
  private heap!: HeapBook;
  private outputBytes = 0;
  private heapBase = Number.MAX_SAFE_INTEGER;
  private stdinFile = 0;
  private readonly fileNames = new Map<number, string>();
  private wasi: WasiFiles | undefined;
  limited = false;
  /** Why the program was stopped before its end, its steps kept: out of time, or by the student. */
  cut: 'time' | 'stopped' | undefined;
  fault: Fault | undefined;

  constructor(
    private readonly plan: RecordPlan,
    private readonly maxSteps = MAX_STEPS,
    /** Whether the program has used up its running time (checked at each step). */
    private readonly outOfTime: () => boolean = () => false,
  ) {
    this.types = new TypeTable({
      records: new Map(plan.types.records),
      typedefs: new Map(plan.types.typedefs),
      enums: new Map(plan.types.enums.map(([k, v]) => [k, new Map(v)])),
    });
  }

  /** Counts what the program prints on standard output (a step says how much was printed). */
  output(stream: string, text: string) {
    if (stream === 'stdout') this.outputBytes += new TextEncoder().encode(text).length;
  }

  /** Adds the recorder's functions to the program's imports, and watches its fatal reports. */
  imports(memory: () => WebAssembly.Memory, wasi: WasiFiles, imports: Imports): Imports {
    this.wasi = wasi;
    let ready = false;
    const start = () => {
      if (ready) return;
      ready = true;
      this.memory = new Memory(memory);
      this.heap = new HeapBook(this.memory);
    };
    const learnc = imports.learnc as Record<string, (...args: number[]) => unknown>;
    const watched = Object.fromEntries(
      Object.entries(learnc).map(([name, fn]) => [
        name,
        (...args: number[]) => {
          try {
            return fn(...args);
          } catch (error) {
            this.fatal(error);
            throw error;
          }
        },
      ]),
    );
    const wasiImport = imports.wasi_snapshot_preview1 as Record<string, (...args: number[]) => number>;
    const pathOpen = wasiImport.path_open!;
    return {
      ...imports,
      learnc: watched,
      wasi_snapshot_preview1: {
        ...wasiImport,
        // A FILE is drawn with its file's name: remembered when the program opens it.
        path_open: (...args: number[]) => {
          const status = pathOpen(...args);
          if (status === 0) {
            start();
            this.memory.refresh();
            const path = new TextDecoder().decode(this.memory.slice(args[2]!, args[3]!));
            this.fileNames.set(this.memory.u32(args[8]!), path.split('/').pop() ?? path);
          }
          return status;
        },
      },
      [HOOK_MODULE]: {
        step: (site: number) => (start(), this.step(this.plan.sites[site]!)),
        enter: (fn: number) => {
          start();
          const caller = this.frames.at(-1)?.site;
          const name = this.plan.functions[fn]!.name;
          const fromLibrary = !!caller && !(caller.calls ?? []).some((c) => c === name || c === '*');
          this.frames.push({ fn, vars: new Map(), sizes: new Map(), line: null, site: null, fromLibrary });
        },
        leave: () => void this.frames.pop(),
        var: (id: number, address: number, size: number) => (start(), this.variable(id, address, size)),
        ret: (site: number, address: number) => (start(), this.returning(this.plan.sites[site]!, address)),
        global: (id: number, address: number) => {
          start();
          if (id === -1) this.heapBase = address;
          else if (id === -2) this.stdinFile = address >>> 0;
          else this.globals.set(id, address);
        },
        func: (fn: number, pointer: number) =>
          void this.functions.set(pointer, this.plan.functions[fn]!.name),
        heap: (kind: number, address: number, size: number, line: number, from: number) => {
          start();
          this.heap.event(kind, address >>> 0, size >>> 0, line, from >>> 0, this.steps.length);
        },
      },
    };
  }

  private variable(id: number, address: number, size: number) {
    const frame = this.frames.at(-1);
    if (!frame) return;
    const v = this.plan.variables[id]!;
    // Declared without a value: it holds nothing yet, whatever an earlier call left in its bytes.
    if (v.unset && !frame.vars.has(id)) {
      this.memory.refresh();
      if (this.memory.inside(address, size)) this.memory.bytes.fill(UNSET_BYTE, address, address + size);
    }
    frame.vars.set(id, address);
    frame.sizes.set(id, size);
  }

  /**
   * A variable's type, with a variable-length array's length (`int [n]`, 0 in its spelling) from
   * the size the program measured (`sizeof`, which C evaluates for such an array as it runs). Only
   * the first dimension can be found so: with an inner one variable (`int [3][n]`) it stays empty.
   */
  private variableType(spelling: string, size: number | undefined): CType {
    const type = this.type(spelling);
    if (type.kind !== 'array' || size === undefined || type.size === size || type.element.size === 0)
      return type;
    const length = Math.floor(size / type.element.size);
    return { ...type, name: arrayName(type.element.name, length), size, length };
  }

  private step(site: PlanSite) {
    const frame = this.frames.at(-1);
    if (!frame) return;
    if (frame.line === site.line && frame.site?.file === site.file) {
      frame.site = site;
      return;
    }
    frame.line = site.line;
    frame.site = site;
    this.record();
  }

  private returning(site: PlanSite, address: number) {
    const frame = this.frames.at(-1);
    if (!frame || (frame.line === site.line && frame.site?.file === site.file)) return;
    frame.line = site.line;
    frame.site = site;
    this.record(address || undefined);
  }

  private fatal(error: unknown) {
    if (!this.memory || this.steps.length === 0) return;
    if (error instanceof HeapStop) {
      const { allocatedAt, freedAt } = error.problem;
      const block = this.heap.blocks.findLast(
        (b) => b.line === allocatedAt?.line && (!freedAt || (!b.live && b.freeLine === freedAt.line)),
      );
      this.fault = {
        kind: 'heap',
        ...(block ? { allocStep: block.allocStep, allocLine: block.line } : {}),
        ...(block?.freeStep !== undefined ? { freeStep: block.freeStep, freeLine: block.freeLine! } : {}),
      };
      this.snapshot(error.problem.kind.replace(/-/g, ' '), error.problem.at?.line);
    } else if (error instanceof UndefinedStop) {
      this.fault = { kind: 'undefined' };
      this.snapshot('undefined behaviour', error.undefinedBehaviour.line);
    }
  }

  /** The last picture, at the fault: the line it happened on, memory as it was. */
  private snapshot(crashed: string, line: number | undefined) {
    const frame = this.frames.at(-1);
    if (frame && line) frame.line = line;
    this.record(undefined, true);
    this.steps[this.steps.length - 1]!.crashed = crashed;
  }

  private type(spelling: string): CType {
    return this.types.parse(spelling);
  }

  private world(): World {
    const memory = this.memory;
    const heap = this.heap;
    const lowest = Math.min(...this.frames.flatMap((f) => [...f.vars.values()]), STACK_BYTES);
    return {
      memory,
      blockAt: (a, live) => heap.blockAt(a, live),
      get danglingBlocks() {
        return heap.danglingBlocks;
      },
      libraryBlock: (a) => heap.library.get(a),
      region: (a) => (a < STACK_BYTES ? 'stack' : a >= this.heapBase ? 'heap' : 'data'),
      belowStack: (a) => a < lowest,
      functionName: (p) => this.functions.get(p),
      stream: (a) => this.stream(a),
    };
  }

  private stream(address: number): Target {
    const block = this.heap.library.get(address);
    if (block && !block.live) return { kind: 'dangling', reason: 'closed', label: 'a closed file' };
    // wasi-libc's FILE on wasm32 (musl's without its unused word): flags, rpos at 4, rend at 8, wpos
    // at 20, wbase at 24, the descriptor at 56 (read from a compiled program's FILE).
    const fd = this.memory.u32(address + 56);
    if (fd <= 2) return { kind: 'file', name: ['stdin', 'stdout', 'stderr'][fd]! };
    const name = this.fileNames.get(fd) ?? 'file';
    const open = this.wasi?.fds[fd] as { file_pos?: bigint } | undefined;
    if (open?.file_pos === undefined) return { kind: 'file', name };
    const rpos = this.memory.u32(address + 4);
    const rend = this.memory.u32(address + 8);
    const wpos = this.memory.u32(address + 20);
    const wbase = this.memory.u32(address + 24);
    const position = Number(open.file_pos) - Math.max(0, rend - rpos) + Math.max(0, wpos - wbase);
    return { kind: 'file', name, position };
  }

  private record(returnAddress?: number, force = false) {
    if (this.steps.length >= this.maxSteps && !force) {
      this.limited = true;
      throw new StepLimit();
    }
    if (!force && this.outOfTime()) {
      this.cut = 'time';
      throw new RecordingCut('time');
    }
    this.memory.refresh();
    const reader = new Reader(this.world());
    // A frame's place in the picture's stack counts the library frames drawn below it.
    let below = 0;
    const stack = this.frames.map((frame) => {
      below += frame.fromLibrary ? 2 : 1;
      const index = below - 1;
      const fn = this.plan.functions[frame.fn]!;
      const vars = (frame.site?.vars ?? []).map((id) => {
        const v = this.plan.variables[id]!;
        const type = this.variableType(v.type, frame.sizes.get(id));
        const address = frame.vars.get(id) ?? null;
        if (address !== null)
          reader.addObject(address, type, `stack/${index}/${v.name}`, v.name, ` in ${fn.name}`);
        return { v, type, address };
      });
      return { frame, fn, vars };
    });
    const globals = this.globalObjects(reader);
    const frames: Frame[] = stack.flatMap(({ frame, fn, vars }, index) => {
      const out: Frame = {
        function: fn.name,
        line: frame.line ?? fn.endLine,
        file: frame.site?.file ?? fn.file,
        variables: vars.map(({ v, type, address }) => ({
          name: v.name,
          type: typeName(v.type),
          address: address === null ? null : `0x${address.toString(16)}`,
          size: type.size,
          value: reader.value(type, address),
          ...(v.param ? { param: true as const } : {}),
        })),
      };
      if (index === stack.length - 1 && returnAddress !== undefined && fn.returns) {
        const t = this.type(fn.returns);
        if (['int', 'float', 'enum', 'pointer', 'record'].includes(t.kind))
          out.returns = reader.value(t, returnAddress);
      }
      return frame.fromLibrary ? [LIBRARY_FRAME, out] : [out];
    });
    const outGlobals = globals.map((g) => g());
    const heap = this.heap.read(reader);
    const top = this.frames.at(-1)!;
    this.steps.push({
      line: top.line ?? 1,
      file: top.site?.file ?? this.plan.functions[top.fn]!.file,
      frames,
      globals: outGlobals,
      heap,
      output: this.outputBytes,
      input: this.inputRead(),
    });
  }

  /**
   * How many bytes of standard input the program has read, as the C library hands them out: the
   * bytes its reads were given, less what waits unread in stdin's buffer (wasi-libc's FILE: rpos
   * at 4, rend at 8), as gdb's tracer counts it from the kernel's position.
   */
  private inputRead(): number {
    const delivered = (this.wasi?.fds[0] as { delivered?: number } | undefined)?.delivered ?? 0;
    if (!this.stdinFile) return delivered;
    const unread = this.memory.u32(this.stdinFile + 8) - this.memory.u32(this.stdinFile + 4);
    return Math.max(0, delivered - Math.max(0, unread));
  }

  private globalObjects(reader: Reader): (() => Variable)[] {
    return this.plan.globals.map((id) => {
      const v = this.plan.variables[id]!;
      const type = this.type(v.type);
      const address = this.globals.get(id) ?? null;
      if (address !== null)
        reader.addObject(address, type, `global/${v.name}`, v.name, v.scope ? ` (static in ${v.scope})` : '');
      return () => ({
        name: v.name,
        type: typeName(v.type),
        address: address === null ? null : `0x${address.toString(16)}`,
        size: type.size,
        value: reader.value(type, address),
        ...(v.scope ? { scope: v.scope } : {}),
      });
    });
  }

  /** The last picture of a program that ended: globals, and blocks never freed marked leaked. */
  finish(exitCode: number) {
    if (!this.memory) return;
    this.memory.refresh();
    this.frames.length = 0;
    const reader = new Reader(this.world());
    const globals = this.globalObjects(reader).map((g) => g());
    const heap: HeapBlock[] = this.heap
      .read(reader)
      .map((b) => (b.freed ? b : { ...b, leaked: true as const }));
    this.steps.push({
      line: null,
      file: null,
      frames: [],
      globals,
      heap,
      output: this.outputBytes,
      input: this.inputRead(),
      exited: exitCode & 0xff,
    });
  }
}
