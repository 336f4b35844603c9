/**
 * The page's side of precompiled lesson programs (see `../precompiled.ts`): the module of an
 * unedited sample, fetched once when the student shows interest (hover, focus, Run) and kept in
 * Cache Storage, so it runs offline later and a Run never waits for the compiler's download.
 */
import { toolchainId } from 'virtual:c-toolchain/id';
import { BASE } from '../../site/base.ts';
import { precompiledKey, precompiledUrl, readCompileNote, type CompileNote } from '../precompiled.ts';
import type { SourceFile } from '../protocol.ts';

/** A precompiled program: what the compiler made, and what it said. */
export interface Precompiled {
  wasm: Uint8Array;
  note: CompileNote;
}

const CACHE_NAME = 'c-programs';
const loads = new Map<string, Promise<Precompiled | undefined>>();

async function openCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in globalThis ? await caches.open(CACHE_NAME) : undefined;
  } catch {
    return undefined; // storage refused (private windows, insecure origins): fetch every time
  }
}

/** The module from the cache, else the network; undefined when there is none (or not a module). */
async function fetchModule(url: string): Promise<Precompiled | undefined> {
  const cache = await openCache();
  const stored = await cache?.match(url).catch(() => undefined);
  let response = stored;
  if (!response) {
    try {
      response = await fetch(url);
    } catch {
      return undefined; // offline, and never fetched: the program is compiled instead
    }
    if (!response.ok) return undefined;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A host that answers a missing file with its home page says 200 too: only a module with its
  // compile note counts, and a bad copy is never kept.
  const read = readCompileNote(bytes);
  if (!read) {
    if (stored) await cache?.delete(url).catch(() => undefined);
    return undefined;
  }
  if (!stored)
    cache
      ?.put(url, new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } }))
      .catch(() => undefined); // a full disk only costs a download next time
  return { wasm: read.program, note: read.note };
}

/**
 * The precompiled module of a program exactly as a lesson shows it, or undefined (edited sources
 * have none: they are compiled). Asked twice, it is fetched once; a failure is asked again next time.
 */
export function loadPrecompiled(sources: readonly SourceFile[]): Promise<Precompiled | undefined> {
  const key = precompiledKey(toolchainId, sources);
  let load = loads.get(key);
  if (!load) {
    load = fetchModule(precompiledUrl(BASE, key));
    loads.set(key, load);
    void load.then((found) => found ?? loads.delete(key));
  }
  return load;
}
