import type { CodeBlock } from '../schema/index.ts';
import { sampleFiles } from '../site/programs.ts';

/** 32-bit FNV-1a of a string's UTF-16 code units: small, and the same in Node and the browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The key of a traced sample: a hash of everything its trace depends on (files, input, lines to
 * show). A trace file carries its key in its name, so a sample whose code changed finds no trace
 * rather than an old one.
 */
export function traceKey(block: Pick<CodeBlock, 'title' | 'code' | 'files' | 'input' | 'trace'>): string {
  // The trace field as written: the browser hashes it too, without the schema (and zod) to parse it.
  const text = JSON.stringify([sampleFiles(block), block.input ?? '', block.trace ?? null]);
  return fnv1a(text).toString(16).padStart(8, '0');
}

/** The trace file of a sample in a lesson: `unit2/pointers/swap.c-1a2b3c4d.json` under `traces/`. */
export function traceFileName(route: string, block: Parameters<typeof traceKey>[0]): string {
  const name = sampleFiles(block)
    .at(-1)!
    .name.replace(/[^\w.-]/g, '');
  return `${route.replace(/^\//, '')}/${name}-${traceKey(block)}.json`;
}
