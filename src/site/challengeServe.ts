import type { ChallengeBlock, TestCase } from '../schema/index.ts';
import type { ChallengeWithCaught } from '../mutation/note.ts';
import { examplesOf } from './examples.ts';

/**
 * What a challenge's page needs only on request leaves the lesson's chunk: its model answer (shown
 * when the student opens it, or prints) and the tests too large to show as examples (run when an
 * attempt is checked). They travel in a chunk of their own per lesson, fetched when the page is idle
 * or on that first request, so every lesson's first load carries only what it shows.
 */

/** A challenge's parts that load on request. */
export interface ChallengeExtras {
  solution?: string;
  solutionFiles?: { name: string; code: string }[];
  /** Every test, where the lesson's chunk carries only the examples. */
  tests?: TestCase[];
  /**
   * Per test, in order: its author's hint and the common mistake its failure points to (from the
   * mutation results), shown only after an attempt fails it.
   */
  help?: TestHelp[];
}

/** What a failing test offers before the solution. */
export interface TestHelp {
  hint?: string;
  mistake?: string;
}

/** The help of each test, or undefined when no test has any. */
function helpOf(
  tests: readonly TestCase[],
  mistakes: readonly (string | null)[] | undefined,
): TestHelp[] | undefined {
  const help = tests.map((t, i) => ({
    ...(t.hint !== undefined && { hint: t.hint }),
    ...(mistakes?.[i] && { mistake: mistakes[i] }),
  }));
  return help.some((h) => h.hint || h.mistake) ? help : undefined;
}

/** A test without its hint: the hint waits in the extras until an attempt fails the test. */
const withoutHint = ({ hint: _later, ...test }: TestCase): TestCase => test;

/**
 * A challenge as its lesson's chunk serves it: the answer's code emptied (file names stay, so the
 * page still knows a multi-file answer), `tests` only the examples, and `extrasId` naming the rest.
 */
export type ServedChallenge = ChallengeBlock & { extrasId?: string; moreTests?: number };

/** The id of a challenge's extras: its lesson's route, then its place among the lesson's blocks. */
export const extrasId = (route: string, index: number) => `${route}#${index}`;

/** The route an extras id belongs to (the chunk to load). */
export const extrasRoute = (id: string) => id.slice(0, id.lastIndexOf('#'));

/** Splits a lesson's blocks into what its chunk carries and its challenges' extras, by id. */
export function serveChallenges<B extends { type: string }>(
  blocks: readonly B[],
  route: string,
): { blocks: B[]; extras: Record<string, ChallengeExtras> } {
  const extras: Record<string, ChallengeExtras> = {};
  const served = blocks.map((block, index) => {
    if (block.type !== 'challenge') return block;
    const { mistakes, ...challenge } = block as unknown as ChallengeWithCaught;
    const all = (challenge.tests ?? []).map(withoutHint);
    const { shown, larger } = examplesOf(all);
    const help = helpOf(challenge.tests ?? [], mistakes);
    const answered = challenge.solution !== undefined || challenge.solutionFiles !== undefined;
    if (!answered && larger === 0 && !help) return challenge as unknown as B;
    const id = extrasId(route, index);
    extras[id] = {
      ...(challenge.solution !== undefined && { solution: challenge.solution }),
      ...(challenge.solutionFiles && { solutionFiles: challenge.solutionFiles.map((f) => ({ ...f })) }),
      ...(larger > 0 && { tests: all }),
      ...(help && { help }),
    };
    const emptied: ServedChallenge = {
      ...challenge,
      ...(challenge.solution !== undefined && { solution: '' }),
      ...(challenge.solutionFiles && {
        solutionFiles: challenge.solutionFiles.map((f) => ({ name: f.name, code: '' })),
      }),
      ...(challenge.tests && { tests: larger > 0 ? shown : all }),
      ...(larger > 0 && { moreTests: larger }),
      extrasId: id,
    };
    return emptied as unknown as B;
  });
  return { blocks: served, extras };
}
