import { OUTPUT_LIMIT_BYTES } from './limits.ts';
import type { Stream } from './protocol.ts';

/**
 * Collects a program's standard output and standard error apart, up to a shared byte limit, so a
 * runaway printf stops the program instead of filling the tab's memory.
 */

/** Thrown from a write once the limit is passed; the runner turns it into a "stopped" result. */
export class OutputLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`output limit of ${limit} bytes reached`);
  }
}

export class OutputCollector {
  private readonly decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  private readonly text = { stdout: '', stderr: '' };
  private bytes = 0;
  /** True once output was cut at the limit. */
  truncated = false;

  constructor(
    readonly limit = OUTPUT_LIMIT_BYTES,
    private readonly onText?: (stream: Stream, text: string) => void,
  ) {}

  /** Records bytes the program wrote; throws OutputLimitExceeded when they pass the limit. */
  write(stream: Stream, bytes: Uint8Array): void {
    const room = this.limit - this.bytes;
    const kept = bytes.length > room ? bytes.subarray(0, Math.max(0, room)) : bytes;
    this.bytes += kept.length;
    const text = this.decoders[stream].decode(kept, { stream: true });
    if (text) {
      this.text[stream] += text;
      this.onText?.(stream, text);
    }
    if (kept.length < bytes.length) {
      this.truncated = true;
      throw new OutputLimitExceeded(this.limit);
    }
  }

  /** Everything collected so far, with any incomplete UTF-8 sequence flushed. */
  result(): { stdout: string; stderr: string; truncated: boolean } {
    for (const stream of ['stdout', 'stderr'] as const) {
      const rest = this.decoders[stream].decode();
      if (rest) {
        this.text[stream] += rest;
        this.onText?.(stream, rest);
      }
    }
    return { ...this.text, truncated: this.truncated };
  }
}

/**
 * Batches small writes into messages at most every `intervalMs`, so a program printing in a loop
 * sends a few messages a second rather than one per printf.
 */
export function batcher(
  send: (stream: Stream, text: string) => void,
  intervalMs = 50,
  now: () => number = () => performance.now(),
) {
  let pending: { stream: Stream; text: string }[] = [];
  let last = now();
  const flush = () => {
    for (const p of pending) send(p.stream, p.text);
    pending = [];
    last = now();
  };
  return {
    // An arrow function: the program worker hands it to the runtime detached from this object.
    push: (stream: Stream, text: string) => {
      const tail = pending[pending.length - 1];
      if (tail && tail.stream === stream) tail.text += text;
      else pending.push({ stream, text });
      if (now() - last >= intervalMs) flush();
    },
    flush,
  };
}
