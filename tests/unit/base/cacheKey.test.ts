import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../../src/base/cacheKey.ts';

describe('cacheKey, the one key of every check cache', () => {
  it('changes when any input changes: a flag dropped from a list, a limit, a source text', () => {
    const flags = ['-std=c11', '-Wall', '-fsanitize=address,undefined'];
    const key = cacheKey([flags, 1, 'int main(void) { return 0; }']);
    expect(cacheKey([flags.slice(0, 2), 1, 'int main(void) { return 0; }'])).not.toBe(key);
    expect(cacheKey([flags, 2, 'int main(void) { return 0; }'])).not.toBe(key);
    expect(cacheKey([flags, 1, 'int main(void) { return 1; }'])).not.toBe(key);
    expect(cacheKey([flags, 1, 'int main(void) { return 0; }'])).toBe(key);
  });

  it('hashes bytes by their content, not their length', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([1, 2, 4]);
    expect(cacheKey([a])).not.toBe(cacheKey([b]));
    expect(cacheKey([a])).toBe(cacheKey([new Uint8Array([1, 2, 3])]));
    expect(cacheKey([['x.h', a]])).not.toBe(cacheKey([['x.h', b]]));
    // A Buffer is the same bytes as a Uint8Array, however JSON would write it.
    expect(cacheKey([Buffer.from([1, 2, 3])])).toBe(cacheKey([a]));
  });

  it('reads an object the same whatever order its fields were written in', () => {
    expect(cacheKey([{ cpu: 1, wall: 60 }])).toBe(cacheKey([{ wall: 60, cpu: 1 }]));
    expect(cacheKey([{ cpu: 1, wall: 60 }])).not.toBe(cacheKey([{ cpu: 2, wall: 60 }]));
  });

  it('gives as many hex characters as asked', () => {
    expect(cacheKey(['x'])).toMatch(/^[0-9a-f]{20}$/);
    expect(cacheKey(['x'], 64)).toMatch(/^[0-9a-f]{64}$/);
  });
});
