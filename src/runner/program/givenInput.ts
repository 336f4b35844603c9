import { File, OpenFile, wasi } from '@bjorn3/browser_wasi_shim';

/**
 * Standard input given whole before the run (a sample's declared input, a test case, or what the
 * student typed into the Standard input box), then end of file. It notes whether the program ever
 * asked for more than there was, so the page can explain a read that met an empty box.
 */
export class GivenInput extends OpenFile {
  /** True once a read found nothing left: the program met the end of its input. */
  reachedEnd = false;
  /** Bytes handed to the program's reads so far (the stepper subtracts what waits in stdin's buffer). */
  delivered = 0;

  constructor(text: string) {
    super(new File(new TextEncoder().encode(text), { readonly: true }));
  }

  override fd_read(size: number): { ret: number; data: Uint8Array } {
    const read = super.fd_read(size);
    if (read.ret === wasi.ERRNO_SUCCESS && size > 0 && read.data.length === 0) this.reachedEnd = true;
    this.delivered += read.data.length;
    return read;
  }
}
