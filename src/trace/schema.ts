import { z } from 'zod';
import { TRACE_VERSION } from './format.ts';

export { TRACE_VERSION, UNSET } from './format.ts';

/**
 * The format of a trace: what `npm run traces` records of a sample's run under gdb, one picture of
 * memory per step, and what the stepper draws. Addresses are normalised (see scripts/traces/gdb/memory.py),
 * so the same program gives the same file on any machine. Types come from `z.infer` only.
 */

/**
 * Where something lives, as a path of names and indexes: `stack/0/arr/2` (frame 0 is main),
 * `global/count`, `heap/1/3` (heap block #1, element 3), `literal/<address>`.
 */
const ref = z.string().regex(/^(stack\/\d+|global|heap\/\d+|literal)\/?/);

/** What a pointer points at. */
export const target = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('null') }),
  /** Not set yet: the pointer holds whatever was in its memory. */
  z.strictObject({ kind: z.literal('unset') }),
  z.strictObject({
    kind: z.literal('object'),
    ref,
    /** For people: `arr[2] in main`. */
    label: z.string(),
    /** Bytes into the element, when it points inside one (a char * into an int). */
    offset: z.number().int().optional(),
    /** Just past the last element of an array: valid to hold, never to dereference. */
    end: z.literal(true).optional(),
  }),
  z.strictObject({
    kind: z.literal('dangling'),
    /** freed: a heap block given back; returned: a local of a function that has returned; closed: an fclose'd FILE. */
    reason: z.enum(['freed', 'returned', 'closed']),
    ref: ref.optional(),
    label: z.string(),
  }),
  /** A string literal, in read-only memory. */
  z.strictObject({
    kind: z.literal('literal'),
    ref,
    items: z.array(z.string()),
    complete: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('function'), name: z.string() }),
  /** A FILE stream: its file name and position (what ftell would say). */
  z.strictObject({ kind: z.literal('file'), name: z.string(), position: z.number().int().optional() }),
  z.strictObject({ kind: z.literal('unknown'), label: z.string() }),
]);

/** One member of a struct or union, at its byte offset. */
export interface Field {
  name: string;
  offset: number;
  /** 0 for a bit-field. */
  size: number;
  bits?: number | undefined;
  type: string;
  value: Value;
}

/**
 * What a variable, element or member holds. A number, character, bool or enum is its text as C
 * would show it (`42`, `'A'`, `2.5`, `RED (0)`), or `?` while it is not set; the rest are objects.
 */
export type Value =
  | string
  | { kind: 'pointer'; text: string; unset?: true | undefined; target: Target }
  | { kind: 'array'; length: number; elemSize: number; items: Value[] }
  | { kind: 'struct'; size: number; fields: Field[] }
  | { kind: 'union'; size: number; fields: Field[]; bytes: string[] }
  | { kind: 'opaque'; text: string };

export const field: z.ZodType<Field> = z.strictObject({
  name: z.string(),
  offset: z.number().int().min(0),
  size: z.number().int().min(0),
  bits: z.number().int().optional(),
  type: z.string(),
  get value() {
    return value;
  },
});

export const value: z.ZodType<Value> = z.union([
  z.string(),
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('pointer'),
      /** The address it holds (normalised), `NULL`, or `?`. */
      text: z.string(),
      unset: z.literal(true).optional(),
      target,
    }),
    /** `items` may stop before `length` (a long array shows its start). */
    z.strictObject({
      kind: z.literal('array'),
      length: z.number().int().min(0),
      elemSize: z.number().int().min(0),
      get items() {
        return z.array(value);
      },
    }),
    z.strictObject({
      kind: z.literal('struct'),
      size: z.number().int().min(0),
      get fields() {
        return z.array(field);
      },
    }),
    /** Every member starts at offset 0; `bytes` are the union's bytes in hex (`??` when unset). */
    z.strictObject({
      kind: z.literal('union'),
      size: z.number().int().min(0),
      get fields() {
        return z.array(field);
      },
      bytes: z.array(z.string()),
    }),
    z.strictObject({ kind: z.literal('opaque'), text: z.string() }),
  ]),
]);

/** A variable: a local, a parameter or a global. */
export const variable = z.strictObject({
  name: z.string(),
  /** As gdb spells it: `int *`, `char [8]`, `struct point`. */
  type: z.string(),
  /** Normalised; null outside the program's memory. */
  address: z.string().nullable(),
  size: z.number().int().min(0),
  value,
  /** A parameter of its function. */
  param: z.literal(true).optional(),
  /** For a static local: the function it belongs to. */
  scope: z.string().optional(),
});

/** A call of one of the program's functions; `library` marks C library code between two of them. */
export const frame = z.union([
  z.strictObject({
    function: z.string(),
    /** The line it is on (for a caller, the line of the call). */
    line: z.number().int().min(1),
    file: z.string(),
    variables: z.array(variable),
    /** At its closing brace: the value it is returning (a number or a pointer). */
    returns: value.optional(),
  }),
  z.strictObject({ function: z.null(), library: z.literal(true), variables: z.array(z.never()) }),
]);

/** A block from malloc, calloc or realloc. */
export const heapBlock = z.strictObject({
  /** #1, #2, … in the order the program asked for them. */
  id: z.number().int().min(1),
  address: z.string().nullable(),
  size: z.number().int().min(0),
  /** The line of the malloc/calloc/realloc call that made (or last resized) it. */
  line: z.number().int().min(1).nullable(),
  /** realloc moved the contents here from this block. */
  from: z.number().int().min(1).optional(),
  /** What the program treats it as, from the pointers to it: `int`, `struct node`; null when unknown. */
  type: z.string().nullable().optional(),
  value: value.optional(),
  /** Given back with free (or moved by realloc): shown while a pointer still points at it. */
  freed: z.literal(true).optional(),
  /** No pointer points at it any more: it can never be freed. */
  unreachable: z.literal(true).optional(),
  /** Still allocated when the program ended. */
  leaked: z.literal(true).optional(),
});

/** Memory at one moment: the line about to run, the stack, globals and heap. */
export const step = z.strictObject({
  /** The line about to run; null once the program has ended. */
  line: z.number().int().min(1).nullable(),
  file: z.string().nullable(),
  /** Oldest first: frames[0] is main. */
  frames: z.array(frame),
  globals: z.array(variable),
  heap: z.array(heapBlock),
  /** How much of the trace's output had been printed: output.slice(0, this). */
  output: z.number().int().min(0),
  /** How much of the trace's input the program had read: input.slice(0, this). */
  input: z.number().int().min(0).optional(),
  /** The program ended with this status. */
  exited: z.number().int().optional(),
  /** The program was stopped by this signal, such as SIGSEGV. */
  crashed: z.string().optional(),
  /** One sentence for screen readers: what the last line did. */
  description: z.string().min(1),
});

/** A trace file: `traces/<unit>/<lesson>/<name>-<key>.json`. */
export const trace = z.strictObject({
  version: z.literal(TRACE_VERSION),
  /** The sample's key (src/trace/key.ts): a trace belongs to exactly one program, input and choice of lines. */
  key: z.string().regex(/^[0-9a-f]{8}$/),
  /** Where the sample is, for people reading the file. */
  sample: z.string(),
  /** The lines whose steps are shown; absent for every line. */
  lines: z.array(z.number().int().min(1)).optional(),
  /** Everything the program printed. */
  output: z.string(),
  /** The standard input it was given (typed while it ran, or given before), if any. */
  input: z.string().optional(),
  steps: z.array(step).min(1),
});

export type Target = z.infer<typeof target>;
export type Variable = z.infer<typeof variable>;
export type Frame = z.infer<typeof frame>;
export type HeapBlock = z.infer<typeof heapBlock>;
export type Step = z.infer<typeof step>;
export type Trace = z.infer<typeof trace>;
