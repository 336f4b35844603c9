import { describe, expect, it } from 'vitest';
import { describeCrash } from '../../src/runner/explain/crash.ts';
import { batcher, OutputCollector, OutputLimitExceeded } from '../../src/runner/output.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('output collector', () => {
  it('keeps stdout and stderr apart and decodes UTF-8 split across writes', () => {
    const seen: string[] = [];
    const out = new OutputCollector(100, (stream, text) => seen.push(`${stream}:${text}`));
    const euro = bytes('€'); // three bytes
    out.write('stdout', euro.subarray(0, 1));
    out.write('stderr', bytes('oops\n'));
    out.write('stdout', euro.subarray(1));
    expect(out.result()).toEqual({ stdout: '€', stderr: 'oops\n', truncated: false });
    expect(seen).toEqual(['stderr:oops\n', 'stdout:€']);
  });

  it('stops a program at the byte limit, keeping what fits', () => {
    const out = new OutputCollector(10);
    out.write('stdout', bytes('123456'));
    expect(() => out.write('stderr', bytes('abcdef'))).toThrow(OutputLimitExceeded);
    expect(out.result()).toEqual({ stdout: '123456', stderr: 'abcd', truncated: true });
    expect(() => out.write('stdout', bytes('x'))).toThrow(OutputLimitExceeded);
  });

  it('batches writes into a few messages a second', () => {
    let now = 0;
    const sent: string[] = [];
    const b = batcher(
      (stream, text) => sent.push(`${stream}:${text}`),
      50,
      () => now,
    );
    b.push('stdout', 'a');
    b.push('stdout', 'b');
    b.push('stderr', 'c');
    expect(sent).toEqual([]);
    now = 60;
    b.push('stdout', 'd');
    expect(sent).toEqual(['stdout:ab', 'stderr:c', 'stdout:d']);
    b.push('stdout', 'e');
    b.flush();
    expect(sent.at(-1)).toBe('stdout:e');
  });
});

describe('crash descriptions', () => {
  const trap = (message: string) => Object.assign(new Error(message), { name: 'RuntimeError' });
  it.each([
    [trap('unreachable'), 'abort', /abort\(\) was called, an assert failed/],
    [trap('memory access out of bounds'), 'memory', /outside what it owns/],
    [trap('divide by zero'), 'division', /divided an integer by zero/],
    [trap('integer overflow'), 'division', /INT_MIN \/ -1/],
    [new RangeError('Maximum call stack size exceeded'), 'stack-overflow', /stack overflow/],
    [trap('null function or function signature mismatch'), 'memory', /function through a pointer/],
    ['sockets not supported', 'unsupported', /cannot do/],
  ])('%s is a %s', (error, kind, message) => {
    const crash = describeCrash(error);
    expect(crash.kind).toBe(kind);
    expect(crash.message).toMatch(message);
  });
});
