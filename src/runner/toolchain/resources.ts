import type { ResourceProvider } from './patch.ts';
import { readTar } from './tar.ts';

/** A directory tree as YoWASP takes it: file contents at the leaves. */
export interface Tree {
  [name: string]: Tree | Uint8Array;
}

/** The big module, streamed and compiled on its own; the archive holds the small modules and `/usr`. */
export const CORE_MODULE = 'llvm.core.wasm';
export const ARCHIVE = 'toolchain.tar';

/** The file tree of the entries under `root/` of a tar archive. */
export function treeOf(entries: { path: string; data?: Uint8Array }[], root: string): Tree {
  const tree: Tree = {};
  for (const { path, data } of entries) {
    if (!path.startsWith(`${root}/`)) continue;
    const parts = path.slice(root.length + 1).split('/');
    let dir = tree;
    for (const part of parts.slice(0, -1)) {
      const next = dir[part];
      if (next instanceof Uint8Array) throw new Error(`${path}: ${part} is a file`);
      dir = next ?? (dir[part] = {});
    }
    const name = parts[parts.length - 1]!;
    if (data) dir[name] = data;
    else dir[name] ??= {};
  }
  return tree;
}

/**
 * The resources YoWASP asks for, from the compiled core module and the archive's bytes. Both
 * environments (browser: fetched and cached; Node: read from disk) come through here.
 */
export function resourcesFrom(
  core: Promise<WebAssembly.Module>,
  archive: Promise<Uint8Array>,
): ResourceProvider {
  const entries = archive.then(readTar);
  const small = entries.then(async (list) => {
    const modules: Record<string, WebAssembly.Module> = {};
    for (const { path, data } of list)
      if (path.startsWith('modules/') && data)
        modules[path.slice('modules/'.length)] = await WebAssembly.compile(data as Uint8Array<ArrayBuffer>);
    return modules;
  });
  return {
    modules: async () => ({ [CORE_MODULE]: await core, ...(await small) }),
    filesystem: async () => ({ usr: treeOf(await entries, 'usr') }),
  };
}
