import type { z } from 'zod';
import { valueAt, type Path } from './locate.ts';

/**
 * What a zod schema allows at a path, read from its definition: zod reports an unknown key without
 * the keys it would have accepted, and "did you mean" needs them. The only module that reads zod's
 * internals, so a zod upgrade that changes them breaks one file.
 */

interface SchemaDef {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
}

const defOf = (schema: unknown): SchemaDef | undefined => (schema as { def?: SchemaDef } | undefined)?.def;

/** Looks through optional/default wrappers and picks the union member matching the data's `type`. */
function unwrap(schema: unknown, data: unknown): unknown {
  let s = schema;
  for (let guard = 0; defOf(s) && guard < 10; guard++) {
    const def = defOf(s)!;
    if (def.innerType && ['optional', 'default', 'nullable', 'prefault'].includes(def.type ?? ''))
      s = def.innerType;
    else if (def.type === 'union' && def.options) {
      const type = (data as { type?: unknown } | undefined)?.type;
      s = def.options.find((o) => (defOf(o)?.shape?.type as { value?: unknown } | undefined)?.value === type);
    } else break;
  }
  return s;
}

/** The keys a schema allows at a path, for "did you mean" on unknown keys. */
export function allowedKeys(schema: z.ZodType, data: unknown, path: Path): string[] {
  let current: unknown = schema;
  for (let i = 0; i <= path.length; i++) {
    current = unwrap(current, valueAt(data, path.slice(0, i)));
    if (i === path.length) break;
    const def = defOf(current);
    const step = path[i];
    if (def?.type === 'object' && typeof step === 'string') current = def.shape?.[step];
    else if (def?.type === 'array') current = def.element;
    else return [];
  }
  const shape = defOf(current)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Every key any of these schemas allows anywhere, to tell a key from text (`title hello.c` lacks a ':'). */
export function keysOf(...schemas: z.ZodType[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown): void => {
    const def = defOf(schema);
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      keys.add(key);
      walk(value);
    }
    [def.element, def.innerType, ...(def.options ?? [])].forEach(walk);
  };
  schemas.forEach(walk);
  return keys;
}
