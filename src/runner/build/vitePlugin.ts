/**
 * Serves the in-browser C toolchain as three virtual modules: to the compiler worker,
 * `virtual:c-toolchain/llvm` (YoWASP's bundle, patched to load our resources) and
 * `virtual:c-toolchain/assets` (the URLs and sizes of the prepared, gzipped downloads, emitted as
 * hashed assets); to the page, `virtual:c-toolchain/id` (what names this toolchain, for the names of
 * precompiled programs). Register it in `plugins` (dev) and `worker.plugins` (build).
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { patchYowaspBundle } from '../toolchain/patch.ts';
import { prepareToolchain, yowaspDir } from './prepare.ts';

export const LLVM_MODULE = 'virtual:c-toolchain/llvm';
export const ASSETS_MODULE = 'virtual:c-toolchain/assets';
export const ID_MODULE = 'virtual:c-toolchain/id';

export function cToolchainPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'c-toolchain',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === LLVM_MODULE || id === ASSETS_MODULE || id === ID_MODULE ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${LLVM_MODULE}`)
        return patchYowaspBundle(readFileSync(join(yowaspDir(root), 'bundle.js'), 'utf8'));
      if (id === `\0${ID_MODULE}`)
        return `export const toolchainId = ${JSON.stringify((await prepareToolchain(root)).id)};`;
      if (id !== `\0${ASSETS_MODULE}`) return undefined;
      const prepared = await prepareToolchain(root);
      // Root-relative imports with ?url: Vite serves them in dev and emits them hashed in a build.
      const url = (file: string) =>
        JSON.stringify(`/${relative(root, join(prepared.dir, file)).split(sep).join('/')}?url`);
      const info = (name: 'core' | 'archive') =>
        `{ url: ${name}Url, size: ${prepared[name].size}, encodedSize: ${prepared[name].encodedSize}, sha256: ${JSON.stringify(prepared[name].sha256)} }`;
      return [
        `import coreUrl from ${url(prepared.core.file)};`,
        `import archiveUrl from ${url(prepared.archive.file)};`,
        `export const toolchainAssets = { version: ${JSON.stringify(prepared.version)}, core: ${info('core')}, archive: ${info('archive')} };`,
      ].join('\n');
    },
  };
}
