import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareToolchain } from '../../src/runner/build/prepare.ts';
import { samplesToPrecompile } from '../../src/runner/build/precompilePlugin.ts';
import { PRECOMPILED_DIR, precompiledKey, readCompileNote } from '../../src/runner/precompiled.ts';

/**
 * The built site (the global setup's build, in dist/) ships a precompiled program for every runnable
 * sample as the curriculum is now: a sample changed without its module being rebuilt would have no
 * module under its name, and the page would compile it instead of running a stale one.
 */
describe('precompiled lesson programs in the built site', () => {
  it('exist for every runnable sample, under the name the page computes, each a module with its note', async () => {
    const dir = join(process.cwd(), 'dist', PRECOMPILED_DIR);
    const { id } = await prepareToolchain(process.cwd());
    const samples = samplesToPrecompile(process.cwd());
    expect(samples.length).toBeGreaterThan(0);
    const missing = samples.filter(
      ({ files }) => !existsSync(join(dir, `${precompiledKey(id, files)}.wasm`)),
    );
    expect(missing.map((m) => m.label)).toEqual([]);
    for (const { files, label } of samples) {
      const file = new Uint8Array(readFileSync(join(dir, `${precompiledKey(id, files)}.wasm`)));
      const read = readCompileNote(file);
      expect(read, label).toBeDefined();
      expect(WebAssembly.validate(read!.program as Uint8Array<ArrayBuffer>), label).toBe(true);
    }
    // Nothing else is shipped there: a module no sample names would be a stale one.
    const named = new Set(samples.map(({ files }) => `${precompiledKey(id, files)}.wasm`));
    expect(readdirSync(dir).filter((f) => !named.has(f))).toEqual([]);
  });
});
