import { describe, expect, it } from 'vitest';
import { comparePrediction } from '../../src/runner/ui/predict.ts';

describe('comparing a prediction with the output', () => {
  it('accepts the exact output, and the output without the final line break a text box hides', () => {
    expect(comparePrediction('1\n2\n', '1\n2\n').right).toBe(true);
    expect(comparePrediction('1\n2', '1\n2\n').right).toBe(true);
    expect(comparePrediction('1\r\n2', '1\n2\n').right).toBe(true);
    expect(comparePrediction('', '').right).toBe(true);
  });

  it('names a missing line break at the end when the program prints none', () => {
    const v = comparePrediction('Hi\n', 'Hi');
    expect(v.right).toBe(false);
    expect(v.text).toMatch(/no line break at the end/);
  });

  it('names case and spacing differences before anything else', () => {
    expect(comparePrediction('hello', 'Hello\n').text).toMatch(/upper and lower case/);
    expect(comparePrediction('1 2 3', '1\n2\n3\n').text).toMatch(/spaces or line breaks differ/);
    expect(comparePrediction('a\n\n\n', 'a\n').text).toMatch(/blank lines at the end/);
  });

  it('counts lines and names where the two first part, character by character', () => {
    const v = comparePrediction('0 1 2', '0 1 2 3\n');
    expect(v).toEqual({
      right: false,
      at: 5,
      text: 'Not quite: they first differ on line 1, column 6: it printed a space, your prediction ends there.',
    });
    expect(comparePrediction('i = 1\ni = 2', 'i = 0\ni = 1\ni = 2\n').text).toBe(
      'Not quite: it printed 3 lines, you predicted 2; they first differ on line 1, column 5: it printed “0”, you predicted “1”.',
    );
  });

  it('says so when nothing was predicted for a program that prints', () => {
    expect(comparePrediction('', 'x\ny\n').text).toBe(
      'Not quite: you predicted no output; it printed 2 lines.',
    );
  });
});
