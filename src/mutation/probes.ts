/**
 * Inputs to try on a mutant the tests miss, before an editor is told it may be "equivalent": the
 * challenge's own test inputs with one small change each, the kind a good test reaches for (a number
 * made 0, 1, -1 or 2, or one less or one more; two neighbouring numbers swapped). The first such input
 * on which the mutant prints something other than the solution is a test that catches it. Pure: the
 * runs are in scripts/lib/catchingTests.ts.
 */
import type { TestCase } from '../schema/index.ts';

/** An input to try, and how it was made from a test, to name the test it may become. */
export interface Probe {
  input: string;
  /** `with 1 instead of 4`, `with 18 and 12 swapped` */
  name: string;
}

const NUMBER = /-?\d+/g;

/** The replacements tried for one number, simplest first. */
function replacements(n: number): number[] {
  return [1, 0, -1, 2, n - 1, n + 1].filter((v, i, all) => v !== n && all.indexOf(v) === i);
}

/**
 * Every probe made from the tests, at most `limit`, in order: each test's numbers one at a time,
 * then swaps. Tests with command-line arguments or an expected failure status are left out (the
 * probe would have to keep them), and so is any input a test already has.
 */
export function probesFrom(tests: readonly TestCase[], limit = 40): Probe[] {
  const plain = tests.filter((t) => !t.args && !t.status);
  const seen = new Set(tests.map((t) => t.input));
  const probes: Probe[] = [];
  const add = (input: string, name: string) => {
    if (seen.has(input) || probes.length >= limit) return;
    seen.add(input);
    probes.push({ input, name });
  };
  for (const test of plain) {
    const numbers = [...test.input.matchAll(NUMBER)];
    for (const m of numbers.slice(0, 8)) {
      const at = m.index;
      for (const value of replacements(Number(m[0]))) {
        const input = test.input.slice(0, at) + String(value) + test.input.slice(at + m[0].length);
        add(input, `with ${value} instead of ${m[0]}`);
      }
    }
    for (let k = 0; k + 1 < Math.min(numbers.length, 8); k++) {
      const [a, b] = [numbers[k]!, numbers[k + 1]!];
      if (a[0] === b[0]) continue;
      const input =
        test.input.slice(0, a.index) +
        b[0] +
        test.input.slice(a.index + a[0].length, b.index) +
        a[0] +
        test.input.slice(b.index + b[0].length);
      add(input, `with ${a[0]} and ${b[0]} swapped`);
    }
  }
  return probes;
}

/** A test that catches a mutant: a probe and what the solution prints for it. */
export interface CatchingTest {
  name: string;
  input: string;
  output: string;
}
