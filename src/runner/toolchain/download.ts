/**
 * Downloads the compiler once and keeps it. Each file is fetched gzipped, counted for the progress
 * bar and unpacked with the browser's own gzip decoder while it arrives; the LLVM module is compiled
 * as it streams in. Only what matches the build's manifest (size and SHA-256) is kept: a host that
 * answers with an error page and status 200 costs one failed Run, never every later one.
 *
 * What is kept is the *unpacked* module, in Cache Storage under its own address: a later page load
 * compiles it with `WebAssembly.compileStreaming` straight from the cached response, which is what
 * lets an engine keep the machine code it compiled (Chromium's WebAssembly code cache is keyed by a
 * response's URL and time, Cache Storage responses included), instead of compiling 75 MB again.
 */
import type { LoadProgress } from '../protocol.ts';

/** One download: where it is, its size unpacked and as sent, and the SHA-256 of its unpacked bytes. */
export interface AssetRef {
  url: string;
  size: number;
  encodedSize: number;
  sha256: string;
}

export interface ToolchainAssets {
  /** The `@yowasp/clang` version. */
  version: string;
  core: AssetRef;
  archive: AssetRef;
}

const CACHE_NAME = 'c-toolchain';

/** The address the unpacked file is kept under (same origin, never requested from the network). */
const keptUrl = (ref: AssetRef) =>
  new URL(`${ref.url}${ref.url.includes('?') ? '&' : '?'}unpacked`, location.href).href;

async function openCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in globalThis ? await caches.open(CACHE_NAME) : undefined;
  } catch {
    return undefined; // Storage can be refused (private windows, insecure origins): just download.
  }
}

/** The stream's bytes, gunzipped unless the server already decoded them (then there is no gzip header). */
async function gunzipped(stream: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const reader = stream.getReader();
  const first = await reader.read();
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const gzip = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  return gzip
    ? rest.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
    : rest;
}

/** Whether bytes are the manifest's: the size, and the SHA-256 where the page may compute one. */
export async function matchesManifest(bytes: Uint8Array, ref: AssetRef): Promise<boolean> {
  if (bytes.length !== ref.size) return false;
  // crypto.subtle exists only in secure contexts (https, localhost): elsewhere the size must do.
  if (!globalThis.crypto?.subtle) return true;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') === ref.sha256;
}

/** Collects a stream's chunks into one array of bytes. */
async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Where a file came from, and how to read it. */
interface Opened {
  /** The kept, unpacked response (its URL lets the engine cache compiled code), or none. */
  kept?: Response;
  /** The download's unpacked bytes as they arrive, when nothing usable was kept. */
  stream?: ReadableStream<Uint8Array>;
}

/**
 * Starts loading both files. The core module is compiled while it streams in (from the network the
 * first time, from the kept copy later); the archive arrives as bytes. `onProgress` counts bytes as
 * sent, across both files, with the time since the download started.
 */
export function loadToolchainAssets(
  assets: ToolchainAssets,
  onProgress: (progress: LoadProgress) => void,
): { core: Promise<WebAssembly.Module>; archive: Promise<Uint8Array> } {
  const total = assets.core.encodedSize + assets.archive.encodedSize;
  const started = performance.now();
  let loaded = 0;
  let source: LoadProgress['source'] = 'cache';
  const cache = openCache();
  const counted = (stream: ReadableStream<Uint8Array>) =>
    stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          loaded += chunk.length;
          onProgress({ source, loaded: Math.min(loaded, total), total, ms: performance.now() - started });
          controller.enqueue(chunk);
        },
      }),
    );

  const download = async (ref: AssetRef): Promise<ReadableStream<Uint8Array>> => {
    source = 'download';
    const response = await fetch(ref.url);
    if (!response.ok) throw new Error(`could not download ${ref.url} (HTTP ${response.status})`);
    if (!response.body) throw new Error(`empty response for ${ref.url}`);
    return gunzipped(counted(response.body));
  };

  /** The kept copy when there is one, else the download (whose bytes are kept once they check out). */
  const open = async (ref: AssetRef, retry: boolean): Promise<Opened> => {
    const store = await cache;
    const kept = retry ? undefined : await store?.match(keptUrl(ref)).catch(() => undefined);
    if (kept && Number(kept.headers.get('Content-Length')) === ref.size) {
      loaded += ref.encodedSize;
      onProgress({ source, loaded: Math.min(loaded, total), total, ms: performance.now() - started });
      return { kept };
    }
    if (kept) await store?.delete(keptUrl(ref)).catch(() => undefined);
    const stream = await download(ref);
    if (!store) return { stream };
    const [use, keep] = stream.tee();
    void collect(keep).then(
      async (bytes) => {
        if (!(await matchesManifest(bytes, ref))) return; // not the build's file: never kept
        const headers = { 'Content-Type': 'application/wasm', 'Content-Length': String(bytes.length) };
        // A failed write (quota) only costs a download next time.
        await store
          .put(keptUrl(ref), new Response(bytes as Uint8Array<ArrayBuffer>, { headers }))
          .catch(() => undefined);
      },
      () => undefined,
    );
    return { stream: use };
  };

  /** The module, from the kept copy or the download; a kept copy that does not compile is fetched again, once. */
  const compileCore = async (retry = false): Promise<WebAssembly.Module> => {
    const opened = await open(assets.core, retry);
    try {
      return await WebAssembly.compileStreaming(
        opened.kept ?? new Response(opened.stream, { headers: { 'Content-Type': 'application/wasm' } }),
      );
    } catch (error) {
      if (!opened.kept || retry) throw error;
      await (await cache)?.delete(keptUrl(assets.core)).catch(() => undefined);
      return compileCore(true);
    }
  };

  const readArchive = async (retry = false): Promise<Uint8Array> => {
    const opened = await open(assets.archive, retry);
    const bytes = opened.kept
      ? new Uint8Array(await opened.kept.arrayBuffer())
      : await collect(opened.stream!);
    if (await matchesManifest(bytes, assets.archive)) return bytes;
    if (opened.kept && !retry) {
      await (await cache)?.delete(keptUrl(assets.archive)).catch(() => undefined);
      return readArchive(true);
    }
    throw new Error(`${assets.archive.url} is not the file this site was built with`);
  };

  const core = compileCore();
  const archive = readArchive();
  // Once both are in, forget files of older compiler versions (and the gzipped copies kept before).
  void Promise.all([core, archive, cache]).then(
    async ([, , store]) => {
      if (!store) return;
      const current = new Set([keptUrl(assets.core), keptUrl(assets.archive)]);
      for (const request of await store.keys()) if (!current.has(request.url)) await store.delete(request);
    },
    () => undefined,
  );
  return { core, archive };
}
