import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outcomeCache, sourcesHash } from '../../scripts/lib/outcomeCache.ts';

const root = mkdtempSync(join(tmpdir(), 'outcome-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'src', 'runner'), { recursive: true });
writeFileSync(join(root, 'src', 'runner', 'judge.ts'), 'export const strict = true;\n');

describe('the cache of what a check found for a program', () => {
  it('answers for the same program under the same toolchain and sources, and only then', () => {
    const identity = ['clang 22', sourcesHash(root, ['src/runner'])];
    const cache = outcomeCache<{ passed: boolean }>(root, 'test-check', identity);
    const program = { files: [{ name: 'main.c', code: 'int main(void) { return 0; }\n' }] };
    expect(cache.get(program)).toBeUndefined();
    cache.set(program, { passed: true });
    expect(cache.get(program)).toEqual({ passed: true });
    expect(cache.get({ ...program, input: '1\n' })).toBeUndefined();
    expect(outcomeCache(root, 'test-check', ['clang 23', identity[1]]).get(program)).toBeUndefined();

    // Changing how runs are judged changes every key, so nothing stale is answered.
    writeFileSync(join(root, 'src', 'runner', 'judge.ts'), 'export const strict = false;\n');
    const changed = ['clang 22', sourcesHash(root, ['src/runner'])];
    expect(changed[1]).not.toBe(identity[1]);
    expect(outcomeCache(root, 'test-check', changed).get(program)).toBeUndefined();
  });
});
