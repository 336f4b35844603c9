/**
 * The one way the checks key a cache: a hash of the inputs themselves (flag lists, limits, the
 * text of the code that runs, file contents), never of a version number bumped by hand, so a
 * change to any of them misses the cache instead of reusing a verdict it would not give now.
 * Node only (it hashes with node:crypto): the checks and the build use it, never a page.
 */
import { createHash } from 'node:crypto';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Bytes become their hash and objects list their fields in one order, so equal inputs give equal
 * text. Bytes are read from the holder: a Buffer's toJSON has already run on `value`.
 */
function canonical(this: Record<string, unknown>, name: string, value: unknown): unknown {
  const raw = this[name];
  if (raw instanceof Uint8Array) return `bytes:${sha256(raw)}`;
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, (value as Record<string, unknown>)[k]]),
    );
  return value;
}

/**
 * A hex key of `length` characters for these parts, in this order. A part is anything JSON can
 * say, or bytes (hashed by content, never by length).
 */
export function cacheKey(parts: readonly unknown[], length = 20): string {
  return sha256(JSON.stringify(parts, canonical)).slice(0, length);
}
