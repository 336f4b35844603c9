/**
 * Compiling lesson programs ahead of time, in Node, with the browser's toolchain (`node.ts`) and its
 * one compile path (`compileProgram`): the module a page runs for an unedited sample is the very
 * module the browser's compiler would make. Modules are cached on disk by their name (a hash of
 * toolchain, flags and sources, see `precompiled.ts`), so a build compiles only what changed, and
 * the WebAssembly sample check, which compiles the same programs, shares the work.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompileResult, SourceFile } from '../protocol.ts';
import { precompiledKey, readCompileNote, withCompileNote } from '../precompiled.ts';
import { compileProgram } from '../toolchain/compile.ts';
import type { Toolchain } from '../toolchain/toolchain.ts';
import { loadNodeToolchain } from './node.ts';
import { prepareToolchain } from './prepare.ts';

/** Where compiled modules are kept between builds. */
export const cacheDir = (root: string) => join(root, 'node_modules', '.cache', 'c-programs');

/** A cached module: its bytes as the page gets them (with the compile note) and as compiled. */
export interface CachedModule {
  key: string;
  /** The file's bytes: the program with its compile note appended. */
  file: Uint8Array;
  /** The compile result the browser's compiler would give (the program without the note). */
  result: CompileResult;
}

/** The cached module for a key, if any (a damaged file counts as missing). */
function readCached(root: string, key: string): CachedModule | undefined {
  const path = join(cacheDir(root), `${key}.wasm`);
  if (!existsSync(path)) return undefined;
  const file = new Uint8Array(readFileSync(path));
  const read = readCompileNote(file);
  if (!read) return undefined;
  return { key, file, result: { ok: true, wasm: read.program, ...read.note, ms: 0 } };
}

function writeCached(root: string, key: string, file: Uint8Array): void {
  mkdirSync(cacheDir(root), { recursive: true });
  // Written beside and renamed: a build and the sample check may write the same module at once.
  const path = join(cacheDir(root), `${key}.wasm`);
  const staging = `${path}.${process.pid}.tmp`;
  writeFileSync(staging, file);
  renameSync(staging, path);
}

/**
 * A compiler for one process: loads the toolchain on the first cache miss only, and keeps every
 * successful compile in the cache. Failed compiles are not cached (their messages are the point).
 */
export class ProgramCache {
  private toolchain: Promise<Toolchain> | undefined;
  private readonly id: Promise<string>;

  constructor(
    private readonly root: string,
    toolchain?: Promise<Toolchain>,
  ) {
    this.toolchain = toolchain;
    this.id = prepareToolchain(root).then((p) => p.id);
  }

  /** The name a program's module has for this toolchain. */
  async key(sources: readonly SourceFile[]): Promise<string> {
    return precompiledKey(await this.id, sources);
  }

  /** The cached module, if there is one for these sources. */
  async cached(sources: readonly SourceFile[]): Promise<CachedModule | undefined> {
    return readCached(this.root, await this.key(sources));
  }

  /** Compiles these sources (or finds them compiled): the result, and the module's file when it compiled. */
  async compile(sources: readonly SourceFile[]): Promise<{ result: CompileResult; module?: CachedModule }> {
    const key = await this.key(sources);
    const hit = readCached(this.root, key);
    if (hit) return { result: hit.result, module: hit };
    this.toolchain ??= loadNodeToolchain(this.root);
    const result = await compileProgram(await this.toolchain, sources);
    if (!result.ok || !result.wasm) return { result };
    const file = withCompileNote(result.wasm, {
      log: result.log,
      diagnostics: result.diagnostics,
      compiler: result.compiler,
    });
    writeCached(this.root, key, file);
    return { result, module: { key, file, result } };
  }
}
