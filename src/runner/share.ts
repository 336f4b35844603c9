import { SHARE_FRAGMENT } from '../progress/keys.ts';

/**
 * Share by link: a program travels in the fragment of a lesson's URL, so no server keeps it. The
 * fragment is `#share=<id>.<method><data>`: the share id of the sample or attempt (keys.ts), then
 * `z` and the files compressed with deflate-raw, or `u` and them uncompressed (for a browser without
 * CompressionStream), in base64url. The files are a JSON array of strings, one per file.
 */

/**
 * The longest link offered, in characters. Browsers keep far longer URLs (Chromium 2 MB, Firefox
 * and Safari hundreds of kilobytes), but chat apps do not: a Discord message holds 2,000
 * characters, and links past about 2,000 characters are cut or refused by older tools and some
 * mail and forum software. 2,000 fits them all, and holds a few kilobytes of C once compressed.
 */
export const MAX_LINK_LENGTH = 2000;
/** The most a link may inflate to: a tiny link can expand a thousand times (a zip bomb). */
const MAX_DECODED_BYTES = 256 * 1024;

export type Encoded = { ok: true; url: string } | { ok: false; length: number };
export type Decoded = { ok: true; files: string[] } | { ok: false; message: string };

const DAMAGED =
  'The shared link is damaged (part of it may have been cut off when it was copied), so its program cannot be shown. The lesson is as usual; ask for the link again.';

/** Whether this browser compresses with deflate-raw (Chromium 103+, Firefox 113+, Safari 16.4+). */
function supports(kind: 'CompressionStream' | 'DecompressionStream'): boolean {
  try {
    return typeof globalThis[kind] === 'function' && !!new globalThis[kind]('deflate-raw');
  } catch {
    return false;
  }
}

const toBase64url = (bytes: Uint8Array) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Reads a stream whole, refusing past `limit` bytes. */
async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) all.set(p, (at += p.length) - p.length);
  return all;
}

const through = (bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Infinity) =>
  readAll(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform), limit);

/** The link that opens `page` (a lesson's URL, without fragment) with these files in the program `id`. */
export async function encodeShare(page: string, id: string, files: readonly string[]): Promise<Encoded> {
  const json = new TextEncoder().encode(JSON.stringify(files));
  const data = supports('CompressionStream')
    ? 'z' + toBase64url(await through(json, new CompressionStream('deflate-raw')))
    : 'u' + toBase64url(json);
  const url = `${page}${SHARE_FRAGMENT}${id}.${data}`;
  return url.length > MAX_LINK_LENGTH ? { ok: false, length: url.length } : { ok: true, url };
}

/** The files a share fragment holds, or why they cannot be read. */
export async function decodeShare(hash: string): Promise<Decoded> {
  const dot = hash.indexOf('.');
  if (!hash.startsWith(SHARE_FRAGMENT) || dot < 0) return { ok: false, message: DAMAGED };
  const method = hash[dot + 1];
  const bytes = fromBase64url(hash.slice(dot + 2));
  if (!bytes || (method !== 'z' && method !== 'u')) return { ok: false, message: DAMAGED };
  if (method === 'z' && !supports('DecompressionStream'))
    return {
      ok: false,
      message:
        'This browser cannot open compressed links (it is older than Chrome 103, Firefox 113 or Safari 16.4): open the link in a newer browser. The lesson is as usual.',
    };
  try {
    const json =
      method === 'z'
        ? await through(bytes, new DecompressionStream('deflate-raw'), MAX_DECODED_BYTES)
        : bytes;
    const files: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
    if (Array.isArray(files) && files.length > 0 && files.every((f) => typeof f === 'string'))
      return { ok: true, files };
  } catch {
    // damaged: said below
  }
  return { ok: false, message: DAMAGED };
}
