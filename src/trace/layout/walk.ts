import type { Step, Target, Value } from '../schema.ts';

/** A leaf of a step's memory: a scalar, a pointer, or one byte of a union, with its path. */
export interface Leaf {
  /** The function whose frame holds it (frames at one depth may belong to different calls). */
  owner: string;
  ref: string;
  /** What the leaf reads as: its text, a pointer's address and target, a byte. */
  signature: string;
  target?: Target | undefined;
}

function* leaves(value: Value, ref: string, owner: string): Generator<Leaf> {
  if (typeof value === 'string') {
    yield { owner, ref, signature: value };
    return;
  }
  switch (value.kind) {
    case 'pointer':
      yield { owner, ref, signature: `${value.text}→${JSON.stringify(value.target)}`, target: value.target };
      return;
    case 'array':
      for (const [i, item] of value.items.entries()) yield* leaves(item, `${ref}/${i}`, owner);
      return;
    case 'union':
      for (const [i, byte] of value.bytes.entries()) yield { owner, ref: `${ref}/#${i}`, signature: byte };
      for (const f of value.fields) yield* leaves(f.value, `${ref}/${f.name}`, owner);
      return;
    case 'struct':
      for (const f of value.fields) yield* leaves(f.value, `${ref}/${f.name}`, owner);
      return;
    default:
      yield { owner, ref, signature: value.text };
      return;
  }
}

/** Every leaf of a step: its frames' variables, its globals and its heap blocks. */
export function* stepLeaves(step: Pick<Step, 'frames' | 'globals' | 'heap'>): Generator<Leaf> {
  for (const [i, frame] of step.frames.entries())
    for (const v of frame.variables) yield* leaves(v.value, `stack/${i}/${v.name}`, frame.function ?? '');
  for (const v of step.globals) yield* leaves(v.value, `global/${v.name}`, '');
  for (const block of step.heap) if (block.value) yield* leaves(block.value, `heap/${block.id}`, '');
}

/** A key for a leaf that tells apart two calls at the same depth. */
export const leafKey = (owner: string, ref: string) => `${owner}|${ref}`;
