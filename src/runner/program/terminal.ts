import { Fd, wasi } from '@bjorn3/browser_wasi_shim';

const encoder = new TextEncoder();

/**
 * Standard input as a live terminal: a character device (so `isatty(0)` is true, as in a terminal)
 * whose bytes arrive a line at a time from the student. `fill()` waits for a line when nothing is
 * buffered; the program's read waits on it through JavaScript Promise Integration.
 *
 * Ctrl+D ends input the way a terminal's does: the read it answers returns 0 bytes (end of file),
 * once. A later read (a program that called `clearerr(stdin)` to read a second list) waits for more
 * typing, as it does in a terminal, instead of finding the end of file again.
 */
export class TerminalInput extends Fd {
  private buffer = new Uint8Array(0);
  /** Ctrl+D was pressed with nothing buffered: the next read is the end of file. */
  private atEnd = false;
  /** Bytes handed to the program's reads so far (the stepper subtracts what waits in stdin's buffer). */
  delivered = 0;

  /** `ask` resolves with the next line the student typed, or null for an end of input (Ctrl+D). */
  constructor(private readonly ask: () => Promise<string | null>) {
    super();
  }

  /** Resolves once a read can return something: buffered bytes, or end of file. */
  async fill(): Promise<void> {
    while (this.buffer.length === 0 && !this.atEnd) {
      const line = await this.ask();
      if (line === null) this.atEnd = true;
      else this.buffer = encoder.encode(line);
    }
  }

  override fd_read(size: number): { ret: number; data: Uint8Array } {
    // A read that finds nothing buffered returns the end of file, which is then spent.
    if (this.buffer.length === 0) this.atEnd = false;
    const data = this.buffer.slice(0, size);
    this.buffer = this.buffer.subarray(data.length);
    this.delivered += data.length;
    return { ret: wasi.ERRNO_SUCCESS, data };
  }

  override fd_fdstat_get(): { ret: number; fdstat: wasi.Fdstat | null } {
    const fdstat = new wasi.Fdstat(wasi.FILETYPE_CHARACTER_DEVICE, 0);
    fdstat.fs_rights_base = BigInt(wasi.RIGHTS_FD_READ);
    return { ret: wasi.ERRNO_SUCCESS, fdstat };
  }

  override fd_filestat_get(): { ret: number; filestat: wasi.Filestat | null } {
    return { ret: wasi.ERRNO_SUCCESS, filestat: new wasi.Filestat(0n, wasi.FILETYPE_CHARACTER_DEVICE, 0n) };
  }
}

/** The parts of JavaScript Promise Integration (not yet in TypeScript's library) the runner uses. */
interface Jspi {
  Suspending: new (fn: (...args: never[]) => Promise<unknown>) => unknown;
  promising: (fn: unknown) => (...args: unknown[]) => Promise<unknown>;
}

/** JSPI, where this engine has it (Chromium 137+, Firefox 139+; Safari and Node 20 do not). */
export function jspi(): Jspi | undefined {
  const api = WebAssembly as unknown as Partial<Jspi>;
  return typeof api.Suspending === 'function' && typeof api.promising === 'function'
    ? (api as Jspi)
    : undefined;
}
