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
import { supportArgs, SUPPORT_OUTPUT } from '../flags.ts';
import { SUPPORT_SOURCE } from '../support/path.ts';
import { prepareToolchain, yowaspDir } from './prepare.ts';

/**
 * Imports the patched bundle from a file of its own (it has no imports, so it can live anywhere).
 * Each `instance` is a separate copy: the bundle keeps the resources it was first given.
 */
async function importPatchedBundle(root: string, instance = 'main'): Promise<YowaspModule> {
  const source = patchYowaspBundle(readFileSync(join(yowaspDir(root), 'bundle.js'), 'utf8'));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `c-toolchain-${hash}.mjs`);
  if (!existsSync(file)) writeFileSync(file, source);
  return (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?${instance}`)) as YowaspModule;
}

/**
 * The checking allocator's object file, compiled at build time by a toolchain made of the files
 * being prepared (its own sysroot, without the object yet): a browser then links it, never
 * compiles it (compiling it there took longer than compiling the student's program).
 */
export async function compileSupportObject(
  root: string,
  core: Uint8Array,
  archive: Uint8Array,
): Promise<Uint8Array> {
  const llvm = await importPatchedBundle(root, 'support');
  const toolchain = await Toolchain.create(
    llvm,
    resourcesFrom(WebAssembly.compile(core as Uint8Array<ArrayBuffer>), Promise.resolve(archive)),
  );
  const { status, files, output } = await toolchain.clang(supportArgs(SUPPORT_SOURCE), {});
  const object = files[SUPPORT_OUTPUT];
  if (status !== 0 || !(object instanceof Uint8Array))
    throw new Error(
      `the runner's checking allocator (src/runner/support/support.c) did not compile:\n${output}`,
    );
  return object;
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
