import { describe, expect, it } from 'vitest';
import { causeOf } from '../../src/runner/causes.ts';

const kind = (expected: string, actual: string, facts = {}) => causeOf(expected, actual, facts)?.kind;

describe('the cause an output comparison names', () => {
  it('names spaces at the end of a line, and which side has them', () => {
    expect(kind('Sum: 5\nDone\n', 'Sum: 5 \nDone\n')).toBe('trailing-spaces');
    expect(causeOf('Sum: 5 \n', 'Sum: 5\n')?.text).toMatch(/fewer spaces/);
    expect(causeOf('Sum: 5\n', 'Sum: 5\t\n')?.text).toMatch(/extra spaces/);
  });

  it('names a prompt the test does not expect, on the same line or on its own', () => {
    const same = causeOf('Sum: 5\n', 'Enter two numbers: Sum: 5\n');
    expect(same).toMatchObject({ kind: 'extra-prompt' });
    expect(same?.text).toContain('“Enter two numbers: ”');
    expect(kind('Sum: 5\n', 'Enter two numbers:\nSum: 5\n')).toBe('extra-prompt');
  });

  it('names a prompt the test expects and the program leaves out', () => {
    const missing = causeOf('Enter n: Square: 16\n', 'Square: 16\n');
    expect(missing).toMatchObject({ kind: 'missing-prompt' });
    expect(missing?.text).toContain('“Enter n: ”');
  });

  it('names letter case', () => {
    expect(kind('Sum: 5\n', 'sum: 5\n')).toBe('letter-case');
    expect(kind('PASS\n', 'Pass\n')).toBe('letter-case');
  });

  it('names a blank line too many or too few', () => {
    expect(causeOf('a\nb\n', 'a\n\nb\n')).toMatchObject({
      kind: 'blank-line',
      text: /blank line the expected/,
    });
    expect(causeOf('a\n\nb\n', 'a\nb\n')).toMatchObject({ kind: 'blank-line', text: /a "\\n" is missing/ });
  });

  it('names a number written with other places after the point, both ways', () => {
    const fewer = causeOf('Average: 3.50\n', 'Average: 3.5\n');
    expect(fewer).toMatchObject({ kind: 'number-format' });
    expect(fewer?.text).toContain('expected “3.50”, got “3.5”');
    expect(kind('Average: 3.5\n', 'Average: 3.500000\n')).toBe('number-format');
    expect(kind('Total: 12\n', 'Total: 12.000000\n')).toBe('number-format');
    expect(kind('1/3 = 0.33\n', '1/3 = 0.333333\n')).toBe('number-format');
  });

  it('names the output printed twice or more', () => {
    expect(causeOf('Hello\n', 'Hello\nHello\n')?.text).toMatch(/printed twice/);
    expect(causeOf('1 2\n', '1 2\n1 2\n1 2\n')?.text).toMatch(/printed 3 times/);
  });

  it('names output that never ends: the time limit and the output limit', () => {
    expect(kind('5\n', '', { timedOut: true })).toBe('never-ends');
    expect(kind('5\n', '5\n5\n5\n', { truncated: true })).toBe('endless-output');
  });

  it('names no cause for a plain wrong answer', () => {
    expect(causeOf('Sum: 5\n', 'Sum: 6\n')).toBeNull();
    // Integer division: the places are the same, the value is not.
    expect(causeOf('Average: 2.50\n', 'Average: 2.00\n')).toBeNull();
    expect(causeOf('Average: 2.5\n', 'Average: 2\n')).toBeNull();
    expect(causeOf('Area: 12\nPerimeter: 14\n', 'Area: 12\n')).toBeNull();
    expect(causeOf('Found at 3\n', 'Not found\n')).toBeNull();
    expect(causeOf('Sum: 5\n', 'Total: 5\n')).toBeNull();
    expect(causeOf('x\n', 'x\n')).toBeNull();
  });

  it('leaves the missing final newline to the judge, which already names it', () => {
    expect(causeOf('Sum: 5\n', 'Sum: 5')).toBeNull();
  });
});
