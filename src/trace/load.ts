import type { CodeBlock } from '../schema/index.ts';
import { traceKey } from './key.ts';
import type { Trace } from './schema.ts';

/** Every trace file, each its own chunk, fetched when a stepper asks for it. */
const traces = import.meta.glob<Trace>('/traces/**/*.json', { import: 'default' });

/**
 * The trace of a sample, found by its key: the key hashes the code, input and lines, so a sample
 * can only ever get the trace of exactly its own program. The build drops `trace:` from samples
 * without one (src/trace/present.ts), so this fails only on a broken deployment.
 */
export async function loadTrace(block: CodeBlock): Promise<Trace> {
  const suffix = `-${traceKey(block)}.json`;
  const path = Object.keys(traces).find((p) => p.endsWith(suffix));
  if (!path) throw new Error(`No trace for ${block.title ?? 'this sample'}: run npm run traces`);
  return traces[path]!();
}
