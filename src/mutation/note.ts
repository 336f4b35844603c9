/**
 * The line a challenge page shows near its tests: "These 6 tests catch 58 of 58 common mistakes."
 * The build adds the numbers to the challenge block from the committed mutation results, and only
 * when those results are for the solution and tests the page shows (see caught.ts). Browser-safe:
 * it imports nothing.
 */
import type { ChallengeBlock } from '../schema/index.ts';

/** How many of a solution's mutants its tests catch. */
export interface Caught {
  tests: number;
  /** Mutants the tests catch. */
  caught: number;
  /** Mutants that count: those that compile, less the ones recorded as equivalent. */
  of: number;
}

/** A challenge block as the build delivers it: `caught` is derived, never written by editors. */
export type ChallengeWithCaught = ChallengeBlock & {
  caught?: Caught;
  /** Per test, the common mistake its failure points to (null: none known); moved to the extras. */
  mistakes?: (string | null)[];
};

const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** The numbers the build attached to a challenge, if any (and well-formed). */
export function caughtOf(block: ChallengeBlock): Caught | undefined {
  const caught = (block as ChallengeWithCaught).caught;
  if (!caught || !count(caught.tests) || !count(caught.caught) || !count(caught.of)) return undefined;
  return caught.of > 0 && caught.caught <= caught.of ? caught : undefined;
}

/** "These 6 tests catch 58 of 58 common mistakes." / "This test catches 1 of 2 common mistakes." */
export function caughtLine({ tests, caught, of }: Caught): string {
  const subject = tests === 1 ? 'This test catches' : `These ${tests} tests catch`;
  return `${subject} ${caught} of ${of} common ${of === 1 ? 'mistake' : 'mistakes'}.`;
}
