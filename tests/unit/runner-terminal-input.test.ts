import { describe, expect, it } from 'vitest';
import { TerminalInput } from '../../src/runner/program/terminal.ts';

const decoder = new TextDecoder();

/** What the program's reads return, one `read(0, buf, size)` each, as the typing in `typed` arrives. */
async function reads(typed: (string | null)[], count: number, size = 1024) {
  const queue = [...typed];
  let asked = 0;
  const input = new TerminalInput(() => {
    asked++;
    return Promise.resolve(queue.length ? queue.shift()! : null);
  });
  const got: string[] = [];
  for (let i = 0; i < count; i++) {
    await input.fill();
    got.push(decoder.decode(input.fd_read(size).data));
  }
  return { got, asked };
}

describe('a live terminal as standard input', () => {
  it('returns a typed line at a time, splitting a line longer than the read', async () => {
    await expect(reads(['abc\n', 'de\n'], 3, 2)).resolves.toEqual({ got: ['ab', 'c\n', 'de'], asked: 2 });
  });

  it('answers Ctrl+D with one end of file, and a later read (after clearerr) waits for more typing', async () => {
    // A terminal: "1 2", Ctrl+D ends the first list; "30", Ctrl+D the second.
    await expect(reads(['1 2\n', null, '30\n', null], 4)).resolves.toEqual({
      got: ['1 2\n', '', '30\n', ''],
      asked: 4,
    });
  });
});
