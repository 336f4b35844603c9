/**
 * `npm run bench -- compression`: the compiler's download (the LLVM module and the sysroot
 * archive) packed as gzip -9, Brotli 11 (24-bit window) and zstd -19 (--long=27): the bytes each
 * sends, and how long each takes to decode in Chromium and Firefox, with the browser's own
 * `DecompressionStream` where it has the format and with fzstd (pure JavaScript, 8 kB) for zstd,
 * which neither browser decodes natively. Encoded files are kept in
 * node_modules/.cache/c-toolchain-codecs (Brotli 11 of 75 MB takes many minutes); zstd needs the
 * `zstd` command (Debian's `zstd` package).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { prepareToolchain } from '../../src/runner/build/prepare.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import { launchFirefox } from '../lib/firefox.ts';

const CODECS = ['gzip', 'brotli', 'zstd'] as const;
type Codec = (typeof CODECS)[number];
const EXTENSION: Record<Codec, string> = { gzip: 'gz', brotli: 'br', zstd: 'zst' };
const RUNS = 3;

/** The two downloads unpacked, from the prepared (gzipped) toolchain. */
async function originals(root: string): Promise<Record<'core' | 'archive', Buffer>> {
  const prepared = await prepareToolchain(root);
  const read = (file: string) => gunzipSync(readFileSync(join(prepared.dir, file)));
  return { core: read(prepared.core.file), archive: read(prepared.archive.file) };
}

/** The file packed with the codec, from the cache or made now. */
function encoded(root: string, name: string, data: Buffer, codec: Codec): Buffer | undefined {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const dir = join(root, 'node_modules', '.cache', 'c-toolchain-codecs');
  const file = join(dir, `${name}-${hash}.${EXTENSION[codec]}`);
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(dir, { recursive: true });
  if (codec === 'gzip') writeFileSync(file, gzipSync(data, { level: 9 }));
  else if (codec === 'brotli') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    writeFileSync(file, brotliCompressSync(data, { params }));
  } else {
    const zstd = spawnSync('zstd', ['-19', '--long=27', '-c', '-q'], { input: data, maxBuffer: 1 << 30 });
    if (zstd.error || zstd.status !== 0) return undefined; // no zstd command here
    writeFileSync(file, zstd.stdout);
  }
  return readFileSync(file);
}

/** Decodes every packed file once per run inside the page; returns the median milliseconds per codec. */
const DECODE = `async (formats, runs) => {
  const result = {};
  for (const [codec, url] of formats) {
    const packed = await (await fetch(url)).arrayBuffer();
    const times = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      if (codec === 'zstd') size = fzstd.decompress(new Uint8Array(packed)).length;
      else {
        const format = codec === 'gzip' ? 'gzip' : 'brotli';
        let stream;
        try { stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream(format)); }
        catch { times.push(null); break; }
        size = (await new Response(stream).arrayBuffer()).byteLength;
      }
      times.push(performance.now() - started);
    }
    const done = times.filter((t) => t !== null).sort((a, b) => a - b);
    result[codec] = done.length ? { medianMs: Math.round(done[Math.floor(done.length / 2)]), decodedBytes: size } : 'not supported';
  }
  return result;
}`;

export async function compressionBench() {
  const root = process.cwd();
  const files = await originals(root);
  const packed: Record<string, Buffer> = {};
  const sizes: Record<string, { coreBytes: number; archiveBytes: number; totalBytes: number } | string> = {};
  for (const codec of CODECS) {
    const core = encoded(root, 'llvm.core.wasm', files.core, codec);
    const archive = encoded(root, 'toolchain.tar', files.archive, codec);
    if (!core || !archive) {
      sizes[codec] = 'no encoder here (install zstd)';
      continue;
    }
    packed[`/core.${EXTENSION[codec]}`] = core;
    sizes[codec] = {
      coreBytes: core.length,
      archiveBytes: archive.length,
      totalBytes: core.length + archive.length,
    };
  }
  const fzstd = readFileSync(
    join(createRequire(join(root, 'package.json')).resolve('fzstd'), '..', '..', 'umd', 'index.js'),
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') return res.end('<!doctype html><script src="/fzstd.js"></script>');
    if (path === '/fzstd.js') return res.end(fzstd);
    const body = packed[path];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/octet-stream' });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const formats = CODECS.filter((c) => packed[`/core.${EXTENSION[c]}`]).map((c) => [
    c,
    `/core.${EXTENSION[c]}`,
  ]);
  const decode: Record<string, unknown> = {};
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    await page.goto(base);
    decode[`Chromium ${browser.version()}`] = await page.evaluate(
      `(${DECODE})(${JSON.stringify(formats)}, ${RUNS})`,
    );
    await browser.close();
    const firefox = await launchFirefox();
    const tab = await firefox.newPage();
    await tab.goto(base);
    decode[`Firefox ${(await firefox.version()).replace(/^firefox\//, '')}`] = await tab.evaluate(
      `(${DECODE})(${JSON.stringify(formats)}, ${RUNS})`,
    );
    await firefox.close();
  } finally {
    server.close();
  }
  return {
    wireBytes: sizes,
    decodeLlvmModule: decode,
    note: 'zstd is decoded by fzstd (JavaScript) in both browsers: neither has it in DecompressionStream',
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await compressionBench(), null, 2));
