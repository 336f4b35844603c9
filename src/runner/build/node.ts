/**
 * The browser's toolchain, loaded in Node for the sample checker and tests: the same patched
 * bundle, the same prepared (gzipped) files, the same `Toolchain`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { patchYowaspBundle } from '../toolchain/patch.ts';
import { resourcesFrom } from '../toolchain/resources.ts';
import { Toolchain, type YowaspModule } from '../toolchain/toolchain.ts';
import { prepareToolchain, yowaspDir } from './prepare.ts';

/** Imports the patched bundle from a file of its own (it has no imports, so it can live anywhere). */
async function importPatchedBundle(root: string): Promise<YowaspModule> {
  const source = patchYowaspBundle(readFileSync(join(yowaspDir(root), 'bundle.js'), 'utf8'));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `c-toolchain-${hash}.mjs`);
  if (!existsSync(file)) writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as YowaspModule;
}

/** A ready toolchain for Node. Takes a few seconds (LLVM's 75 MB module is compiled). */
export async function loadNodeToolchain(root = process.cwd()): Promise<Toolchain> {
  const [prepared, llvm] = await Promise.all([prepareToolchain(root), importPatchedBundle(root)]);
  const read = (file: string) => new Uint8Array(gunzipSync(readFileSync(join(prepared.dir, file))));
  const resources = resourcesFrom(
    WebAssembly.compile(read(prepared.core.file)),
    Promise.resolve(read(prepared.archive.file)),
  );
  return Toolchain.create(llvm, resources);
}
