/**
 * Build step (Node): turns `@yowasp/clang`'s files into what the browser downloads: the LLVM module
 * gzipped, and one gzipped tar with the small modules and the C-only sysroot. Done once per recipe
 * (the package version and a hash of everything packed) and kept in `node_modules/.cache/c-toolchain/`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { cacheKey } from '../../base/cacheKey.ts';
import { supportArgs } from '../flags.ts';
import { ARCHIVE, CORE_MODULE } from '../toolchain/resources.ts';
import { keepSysrootFile } from '../toolchain/sysroot.ts';
import { readTar, writeTar, type TarEntry } from '../toolchain/tar.ts';
import { supportFiles } from '../support/files.ts';
import { SUPPORT_OBJECT, SUPPORT_SOURCE } from '../support/path.ts';

/** A file the browser downloads: its name in the cache, its size unpacked and as sent, its hash. */
export interface AssetInfo {
  file: string;
  size: number;
  encodedSize: number;
  /** SHA-256 of the unpacked bytes, in hex: the browser checks a download against it before keeping it. */
  sha256: string;
}

export interface PreparedToolchain {
  /** Absolute folder holding the files. */
  dir: string;
  /**
   * What identifies this toolchain: the package version and a hash of what was prepared from it
   * (the folder's name). A precompiled program's name includes it (see `precompiled.ts`).
   */
  id: string;
  /** The `@yowasp/clang` package version. */
  version: string;
  core: AssetInfo;
  archive: AssetInfo;
}

const SMALL_MODULES = ['llvm.core2.wasm', 'llvm.core3.wasm', 'llvm.core4.wasm'];
const GZIP_LEVEL = 9;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where `@yowasp/clang`'s generated files are. */
export function yowaspDir(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  return dirname(require.resolve('@yowasp/clang'));
}

/** The sysroot entries C needs, with the runner's additions and the directories that hold them. */
export function cSysroot(entries: TarEntry[]): TarEntry[] {
  const kept = entries.filter((e) => e.data && keepSysrootFile(e.path));
  const added = supportFiles(kept.find((e) => e.path === 'include/wasm32-wasip1/stdlib.h')?.data);
  const files = [...kept.filter((e) => !added.some((a) => a.path === e.path)), ...added];
  const dirs = new Set<string>();
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return [...[...dirs].sort().map((path) => ({ path })), ...files];
}

/**
 * A hash of everything the prepared files are made of, by content: the sysroot's files (the
 * allocator's source and header among them), how the allocator is compiled and where it goes, the
 * modules and the compression. A change to any of them is a new folder.
 */
export function toolchainRecipe(version: string, sysroot: readonly TarEntry[]): string {
  return cacheKey(
    [
      version,
      sysroot.map((e) => [e.path, e.data ?? null]),
      supportArgs(SUPPORT_SOURCE),
      SUPPORT_OBJECT,
      CORE_MODULE,
      SMALL_MODULES,
      GZIP_LEVEL,
      // The manifest records each file's SHA-256, which the page checks before keeping a download.
      'sha256',
    ],
    12,
  );
}

/** Prepares (or finds already prepared) the download for the installed `@yowasp/clang`. */
export async function prepareToolchain(root: string): Promise<PreparedToolchain> {
  const gen = yowaspDir(root);
  const version = (JSON.parse(readFileSync(join(gen, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
  const sysroot = cSysroot(readTar(readFileSync(join(gen, 'llvm-resources.tar'))));
  const recipe = toolchainRecipe(version, sysroot);
  const dir = join(root, 'node_modules', '.cache', 'c-toolchain', `${version}-${recipe}`);
  const manifest = join(dir, 'manifest.json');
  const id = basename(dir);
  if (existsSync(manifest))
    return {
      dir,
      id,
      ...(JSON.parse(readFileSync(manifest, 'utf8')) as Omit<PreparedToolchain, 'dir' | 'id'>),
    };

  const pack = promisify(gzip);
  const core = readFileSync(join(gen, CORE_MODULE));
  const archiveWith = (extra: TarEntry[]) =>
    writeTar([
      { path: 'modules' },
      ...SMALL_MODULES.map((name) => ({ path: `modules/${name}`, data: readFileSync(join(gen, name)) })),
      { path: 'usr' },
      ...sysroot.map((e) => ({ ...e, path: `usr/${e.path}` })),
      ...extra,
    ]);
  // The checking allocator is compiled here, by these very files, and shipped as an object.
  const { compileSupportObject } = await import('./node.ts');
  const object = await compileSupportObject(root, core, archiveWith([]));
  const archive = archiveWith([{ path: SUPPORT_OBJECT.slice(1), data: object }]);
  const [coreGz, archiveGz] = await Promise.all([
    pack(core, { level: GZIP_LEVEL }),
    pack(archive, { level: GZIP_LEVEL }),
  ]);
  const prepared: Omit<PreparedToolchain, 'dir' | 'id'> = {
    version,
    core: { file: `${CORE_MODULE}.gz`, size: core.length, encodedSize: coreGz.length, sha256: sha256(core) },
    archive: {
      file: `${ARCHIVE}.gz`,
      size: archive.length,
      encodedSize: archiveGz.length,
      sha256: sha256(archive),
    },
  };
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, prepared.core.file), coreGz);
  writeFileSync(join(staging, prepared.archive.file), archiveGz);
  writeFileSync(join(staging, 'manifest.json'), JSON.stringify(prepared, null, 2));
  // Suites of npm test run side by side, and more than one may prepare at once: the first rename
  // wins, and a finished folder is never removed under a build that is reading it.
  if (existsSync(dir) && !existsSync(manifest)) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(manifest)) throw error;
  }
  return { dir, id, ...prepared };
}
