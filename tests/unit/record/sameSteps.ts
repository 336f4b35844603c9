/**
 * What "the same step" means when a recording made in the browser is set beside a trace gdb made:
 * the same line, the same frames with the same variables holding the same values, the same globals,
 * heap and output. Not compared: addresses (each machine has its own), and the sizes and offsets
 * that differ between 64-bit Linux and 32-bit WebAssembly (a pointer or a long is 8 bytes on one
 * and 4 on the other), nor the raw bytes of a union, which follow from those.
 */
import type { Step, Value } from '../../../src/trace/schema.ts';

function value(v: Value | undefined): unknown {
  if (v === undefined || typeof v === 'string') return v;
  switch (v.kind) {
    case 'pointer': {
      const { text, ...rest } = v;
      // A pointer's text is an address, unless it is NULL or unset.
      // A string literal's ref names its address.
      const target =
        rest.target.kind === 'literal' ? { ...rest.target, ref: 'literal/address' } : rest.target;
      return { ...rest, target, text: text === 'NULL' || text === '?' ? text : 'address' };
    }
    case 'array':
      return { kind: 'array', length: v.length, items: v.items.map(value) };
    case 'struct':
    case 'union':
      return {
        kind: v.kind,
        fields: v.fields.map((f) => ({ name: f.name, type: f.type, bits: f.bits, value: value(f.value) })),
      };
    default:
      return v;
  }
}

/** A step with what may differ between machines taken out. */
export function comparable(step: Step) {
  return {
    line: step.line,
    file: step.file,
    frames: step.frames.map((f) =>
      f.function === null
        ? f
        : {
            function: f.function,
            line: f.line,
            file: f.file,
            variables: f.variables.map((v) => ({
              name: v.name,
              type: v.type,
              param: v.param,
              value: value(v.value),
            })),
            returns: value(f.returns),
          },
    ),
    globals: step.globals.map((g) => ({ name: g.name, type: g.type, scope: g.scope, value: value(g.value) })),
    heap: step.heap.map((b) => ({
      id: b.id,
      line: b.line,
      from: b.from,
      type: b.type,
      value: value(b.value),
      freed: b.freed,
      unreachable: b.unreachable,
      leaked: b.leaked,
    })),
    output: step.output,
    input: step.input,
    exited: step.exited,
    crashed: step.crashed,
  };
}
