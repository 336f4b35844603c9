import { describe, expect, it } from 'vitest';
import { columnsOf, EXAMPLE_LIMITS, examplesOf, isShort } from '../../../src/site/examples.ts';

const lines = (n: number, text = '1') => `${Array.from({ length: n }, () => text).join('\n')}\n`;

describe('which tests a challenge shows as examples', () => {
  it('takes a text as short up to the limits, by lines and by the longest line', () => {
    expect(isShort('')).toBe(true);
    expect(isShort(lines(EXAMPLE_LIMITS.lines))).toBe(true);
    expect(isShort(lines(EXAMPLE_LIMITS.lines + 1))).toBe(false);
    expect(isShort(`${'x'.repeat(EXAMPLE_LIMITS.columns)}\n`)).toBe(true);
    expect(isShort(`short\n${'x'.repeat(EXAMPLE_LIMITS.columns + 1)}\n`)).toBe(false);
    // A tab takes the screen up to the next multiple of 8 columns, as a pre shows it.
    expect(columnsOf('ab\tc')).toBe(9);
    expect(isShort(`${'\t'.repeat(3)}1234567\n`)).toBe(false);
    // A missing final newline is not an extra line.
    expect(isShort(lines(EXAMPLE_LIMITS.lines).slice(0, -1))).toBe(true);
  });

  it('shows the short tests in their order and counts the larger ones, whatever they are named', () => {
    const tests = [
      { name: 'small', input: '3 4\n', output: '12\n' },
      { name: 'a hundred numbers', input: lines(100), output: '100\n' },
      { input: '', output: 'hello\n' },
      { name: 'tiny', input: '1\n', output: `${'9'.repeat(200)}\n` },
    ];
    expect(examplesOf(tests)).toEqual({ shown: [tests[0], tests[2]], larger: 2 });
  });

  it('shows the smallest test when none is short, and nothing for no tests', () => {
    const big = { input: lines(50), output: lines(50) };
    const bigger = { input: lines(90), output: lines(90) };
    expect(examplesOf([bigger, big])).toEqual({ shown: [big], larger: 1 });
    expect(examplesOf([])).toEqual({ shown: [], larger: 0 });
  });
});
