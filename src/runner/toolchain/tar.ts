/**
 * A minimal ustar reader and writer: the compiler's sysroot travels as one tar file, and only
 * regular files and directories occur in it.
 */

/** One entry of a tar archive. A directory has no data. */
export interface TarEntry {
  path: string;
  data?: Uint8Array;
}

const BLOCK = 512;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

function readString(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

function readOctal(block: Uint8Array, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** The entries of a tar archive, in order. Throws on a corrupt header. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const stored = readOctal(header, 148, 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== stored) throw new Error(`corrupt tar header at byte ${offset}`);
    const name = readString(header, 0, 100);
    const prefix = readString(header, 345, 155);
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\.\//, '').replace(/\/$/, '');
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    offset += BLOCK;
    if (type === '5') entries.push({ path });
    else if (type === '0') entries.push({ path, data: archive.slice(offset, offset + size) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

function writeString(block: Uint8Array, offset: number, length: number, text: string) {
  const bytes = encoder.encode(text);
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`);
  block.set(bytes, offset);
}

function writeOctal(block: Uint8Array, offset: number, length: number, value: number) {
  writeString(block, offset, length, value.toString(8).padStart(length - 1, '0'));
}

function splitPath(path: string): [prefix: string, name: string] {
  if (encoder.encode(path).length <= 100) return ['', path];
  const cut = path.lastIndexOf('/', 155);
  if (cut <= 0 || path.length - cut - 1 > 100) throw new Error(`path too long for tar: ${path}`);
  return [path.slice(0, cut), path.slice(cut + 1)];
}

/** A ustar archive of the entries (deterministic: fixed dates, owners and modes). */
export function writeTar(entries: readonly TarEntry[]): Uint8Array {
  const size = entries.reduce((n, e) => n + BLOCK + Math.ceil((e.data?.length ?? 0) / BLOCK) * BLOCK, 0);
  const archive = new Uint8Array(size + 2 * BLOCK);
  let offset = 0;
  for (const entry of entries) {
    const header = archive.subarray(offset, offset + BLOCK);
    const dir = entry.data === undefined;
    const [prefix, name] = splitPath(dir ? `${entry.path}/` : entry.path);
    writeString(header, 0, 100, name);
    writeOctal(header, 100, 8, dir ? 0o755 : 0o644);
    writeOctal(header, 108, 8, 0);
    writeOctal(header, 116, 8, 0);
    writeOctal(header, 124, 12, entry.data?.length ?? 0);
    writeOctal(header, 136, 12, 0);
    header.fill(32, 148, 156);
    header[156] = dir ? 53 : 48;
    writeString(header, 257, 6, 'ustar');
    writeString(header, 263, 2, '00');
    writeString(header, 345, 155, prefix);
    const sum = header.reduce((a, b) => a + b, 0);
    writeString(header, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
    offset += BLOCK;
    if (entry.data) {
      archive.set(entry.data, offset);
      offset += Math.ceil(entry.data.length / BLOCK) * BLOCK;
    }
  }
  return archive;
}
