import { Directory, File, OpenDirectory, OpenFile, PreopenDirectory, wasi } from '@bjorn3/browser_wasi_shim';
import { FILE_COUNT_LIMIT, FILE_SIZE_LIMIT_BYTES, FILES_SIZE_LIMIT_BYTES } from '../limits.ts';
import type { DiskLimit, FileMap } from '../protocol.ts';
import { toDirectory } from './memfs.ts';

/**
 * The working directory of a run as a small disk: the files a program writes live in the tab's
 * memory and are kept for the next run, so they are bounded (limits.ts) by the size of one file, the
 * size of all of them and their number. Past a limit the program gets what a full disk gives it on
 * Linux: a write that stops short, then fails with EFBIG (one file too large) or ENOSPC (no space, or
 * no room for another file), so `fwrite` returns less than asked, `fopen` returns NULL and `errno`
 * says why; the run ends normally and the panel says which limit it met.
 *
 * @bjorn3/browser_wasi_shim lets every write, resize and open be hooked here: its open files and
 * folders are classes whose methods the runtime calls, so the disk hands the program subclasses of
 * them that check before they grow.
 */
export class Disk {
  /** The first limit the program ran into, if any. */
  full: DiskLimit | undefined;
  /** The working directory, to give the program as its preopened `/`. */
  readonly root: PreopenDirectory;

  constructor(
    files: FileMap,
    readonly limits = {
      fileBytes: FILE_SIZE_LIMIT_BYTES,
      totalBytes: FILES_SIZE_LIMIT_BYTES,
      entries: FILE_COUNT_LIMIT,
    },
  ) {
    this.root = new LimitedPreopen(this);
    this.root.dir = toDirectory(files);
  }

  /** Every file's size added up, and how many files and folders there are. */
  usage(): { bytes: number; entries: number } {
    let bytes = 0;
    let entries = 0;
    const walk = (dir: Directory) => {
      for (const entry of dir.contents.values()) {
        entries++;
        if (entry instanceof File) bytes += entry.data.byteLength;
        else if (entry instanceof Directory) walk(entry);
      }
    };
    walk(this.root.dir);
    return { bytes, entries };
  }

  /**
   * How far `file` may grow towards `wanted` bytes: `wanted` itself, or less with the error a
   * full disk gives once that much is written (EFBIG for the file's own limit, ENOSPC for the total).
   */
  growth(file: File, wanted: number): { size: number; errno: number } {
    const others = this.usage().bytes - file.data.byteLength;
    const byFile = this.limits.fileBytes;
    const byTotal = this.limits.totalBytes - others;
    if (wanted <= Math.min(byFile, byTotal)) return { size: wanted, errno: wasi.ERRNO_SUCCESS };
    const limit: DiskLimit = byFile <= byTotal ? 'file-size' : 'total-size';
    this.full ??= limit;
    return {
      size: Math.max(file.data.byteLength, Math.min(byFile, byTotal)),
      errno: limit === 'file-size' ? wasi.ERRNO_FBIG : wasi.ERRNO_NOSPC,
    };
  }

  /** Whether one more file or folder fits (else ENOSPC, as on a disk out of inodes). */
  roomForOne(): number {
    if (this.usage().entries < this.limits.entries) return wasi.ERRNO_SUCCESS;
    this.full ??= 'file-count';
    return wasi.ERRNO_NOSPC;
  }
}

/**
 * Sets a file's size, keeping spare room at the end of its buffer: a file written a few bytes at a
 * time grows by doubling, not by copying everything on every write. New bytes read as zeros.
 */
function resize(file: File, size: number): void {
  const { buffer, byteLength } = file.data;
  if (size <= byteLength || (size <= buffer.byteLength && file.data.byteOffset === 0)) {
    file.data = new Uint8Array(buffer, file.data.byteOffset, size);
    if (size > byteLength) file.data.fill(0, byteLength);
    return;
  }
  const grown = new Uint8Array(new ArrayBuffer(Math.max(size, 2 * buffer.byteLength, 4096)), 0, size);
  grown.set(file.data);
  file.data = grown;
}

/** An open file of the disk: every way of making it larger asks the disk first. */
class LimitedFile extends OpenFile {
  constructor(
    file: File,
    position: bigint,
    private readonly disk: Disk,
  ) {
    super(file);
    this.file_pos = position;
  }

  /** Writes at `at`, as much as the limits let through; a short count first, then the disk's error. */
  private writeAt(data: Uint8Array, at: number): { ret: number; nwritten: number } {
    if (this.file.readonly) return { ret: wasi.ERRNO_BADF, nwritten: 0 };
    let end = at + data.byteLength;
    if (end > this.file.data.byteLength) {
      const { size, errno } = this.disk.growth(this.file, end);
      if (size <= at) return { ret: errno, nwritten: 0 };
      end = size;
      resize(this.file, end);
    }
    this.file.data.set(data.subarray(0, end - at), at);
    return { ret: wasi.ERRNO_SUCCESS, nwritten: end - at };
  }

  override fd_write(data: Uint8Array): { ret: number; nwritten: number } {
    const written = this.writeAt(data, Number(this.file_pos));
    this.file_pos += BigInt(written.nwritten);
    return written;
  }

  override fd_pwrite(data: Uint8Array, offset: bigint): { ret: number; nwritten: number } {
    return this.writeAt(data, Number(offset));
  }

  /** `ftruncate`: shrinking always works; growing only within the limits, else nothing changes. */
  override fd_filestat_set_size(size: bigint): number {
    const wanted = Number(size);
    if (this.file.readonly) return wasi.ERRNO_BADF;
    if (wanted > this.file.data.byteLength) {
      const { size: allowed, errno } = this.disk.growth(this.file, wanted);
      if (allowed < wanted) return errno;
    }
    resize(this.file, wanted);
    return wasi.ERRNO_SUCCESS;
  }

  /** `posix_fallocate`: room for `offset + len` bytes, within the limits. */
  override fd_allocate(offset: bigint, len: bigint): number {
    const wanted = Number(offset + len);
    if (wanted <= this.file.data.byteLength) return wasi.ERRNO_SUCCESS;
    return this.fd_filestat_set_size(BigInt(wanted));
  }
}

/**
 * What every folder of the disk does on open: a new file or folder only if one more fits, and the
 * open file or folder handed back checks its own growth.
 */
function openOn(
  disk: Disk,
  folder: OpenDirectory,
  open: OpenDirectory['path_open'],
  args: Parameters<OpenDirectory['path_open']>,
): ReturnType<OpenDirectory['path_open']> {
  const [dirflags, path, oflags] = args;
  if (oflags & wasi.OFLAGS_CREAT && folder.path_lookup(path, dirflags).ret === wasi.ERRNO_NOENT) {
    const errno = disk.roomForOne();
    if (errno !== wasi.ERRNO_SUCCESS) return { ret: errno, fd_obj: null };
  }
  const opened = open(...args);
  const fd = opened.fd_obj;
  if (fd instanceof OpenFile) return { ...opened, fd_obj: new LimitedFile(fd.file, fd.file_pos, disk) };
  if (fd instanceof OpenDirectory) return { ...opened, fd_obj: new LimitedFolder(fd.dir, disk) };
  return opened;
}

class LimitedFolder extends OpenDirectory {
  constructor(
    dir: Directory,
    private readonly disk: Disk,
  ) {
    super(dir);
  }

  override path_open(...args: Parameters<OpenDirectory['path_open']>) {
    return openOn(this.disk, this, (...a) => super.path_open(...a), args);
  }
}

class LimitedPreopen extends PreopenDirectory {
  constructor(private readonly disk: Disk) {
    super('/', new Map());
  }

  override path_open(...args: Parameters<OpenDirectory['path_open']>) {
    return openOn(this.disk, this, (...a) => super.path_open(...a), args);
  }
}
