import { traceKey } from '../key.ts';
import type { Trace } from '../schema.ts';
import { setPrerenderedPicture } from './prerendered.ts';
import { Preview } from './Preview.tsx';

/**
 * Imported by the server entry only: every trace, read at build time, so each traced sample's first
 * picture is in its page's HTML as SVG. The browser's bundle never includes this file.
 */
const traces = import.meta.glob<Trace>('/traces/**/*.json', { import: 'default', eager: true });

setPrerenderedPicture((block) => {
  const suffix = `-${traceKey(block)}.json`;
  const path = Object.keys(traces).find((p) => p.endsWith(suffix));
  return path ? <Preview trace={traces[path]!} /> : null;
});
