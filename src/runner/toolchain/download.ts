/**
 * Downloads the compiler once and keeps it: each file is looked up in the Cache Storage API first
 * (so a later visit starts without the network), fetched otherwise, counted for the progress bar,
 * and unpacked with the browser's own gzip decoder.
 */
import type { LoadProgress } from '../protocol.ts';

/** One download: where it is, and its size unpacked and as sent. */
export interface AssetRef {
  url: string;
  size: number;
  encodedSize: number;
}

export interface ToolchainAssets {
  /** The `@yowasp/clang` version. */
  version: string;
  core: AssetRef;
  archive: AssetRef;
}

const CACHE_NAME = 'c-toolchain';

async function openCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in globalThis ? await caches.open(CACHE_NAME) : undefined;
  } catch {
    return undefined; // Storage can be refused (private windows, insecure origins): just download.
  }
}

async function fetchCached(
  cache: Cache | undefined,
  url: string,
): Promise<{ response: Response; cached: boolean }> {
  const hit = await cache?.match(url).catch(() => undefined);
  if (hit) return { response: hit, cached: true };
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not download ${url} (HTTP ${response.status})`);
  // Stored in the background; a failed write (quota) only costs a download next time.
  if (cache) cache.put(url, response.clone()).catch(() => undefined);
  return { response, cached: false };
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

/**
 * Starts loading both files. The core module is compiled while it streams in; the archive arrives
 * as bytes. `onProgress` counts bytes as sent, across both files.
 */
export function loadToolchainAssets(
  assets: ToolchainAssets,
  onProgress: (progress: LoadProgress) => void,
): { core: Promise<WebAssembly.Module>; archive: Promise<Uint8Array> } {
  const total = assets.core.encodedSize + assets.archive.encodedSize;
  let loaded = 0;
  let source: LoadProgress['source'] = 'cache';
  const cache = openCache();
  const counted = (stream: ReadableStream<Uint8Array>) =>
    stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          loaded += chunk.length;
          onProgress({ source, loaded: Math.min(loaded, total), total });
          controller.enqueue(chunk);
        },
      }),
    );
  const open = async (ref: AssetRef) => {
    const { response, cached } = await fetchCached(await cache, ref.url);
    if (!cached) source = 'download';
    if (!response.body) throw new Error(`empty response for ${ref.url}`);
    return gunzipped(counted(response.body));
  };
  const core = open(assets.core).then((stream) =>
    WebAssembly.compileStreaming(new Response(stream, { headers: { 'Content-Type': 'application/wasm' } })),
  );
  const archive = open(assets.archive).then(
    async (stream) => new Uint8Array(await new Response(stream).arrayBuffer()),
  );
  // Once both are in, forget files of older compiler versions.
  void Promise.all([core, archive, cache]).then(
    async ([, , store]) => {
      if (!store) return;
      const current = new Set(
        [assets.core.url, assets.archive.url].map((u) => new URL(u, location.href).href),
      );
      for (const request of await store.keys()) if (!current.has(request.url)) await store.delete(request);
    },
    () => undefined,
  );
  return { core, archive };
}
