import { extrasRoute, type ChallengeExtras, type ServedChallenge } from './challengeServe.ts';

/**
 * The challenges' extras (answers, tests too large to show), which travel apart from their lessons
 * (./challengeServe.ts): one chunk per lesson, fetched once, when the page is idle or on the first
 * request.
 */
const lessons = new Map<string, Promise<Readonly<Record<string, ChallengeExtras>>>>();

function lessonExtras(route: string): Promise<Readonly<Record<string, ChallengeExtras>>> {
  let pending = lessons.get(route);
  if (!pending) {
    pending = import('virtual:curriculum/challenges')
      .then(({ loaders }) => loaders[route]?.() ?? { default: {} })
      .then((m) => m.default);
    // A failed fetch (offline before the chunk was kept) is tried again on the next request.
    pending.catch(() => lessons.delete(route));
    lessons.set(route, pending);
  }
  return pending;
}

/** The extras with this id, or undefined when its lesson has none by that id. */
export async function loadExtras(id: string): Promise<ChallengeExtras | undefined> {
  return (await lessonExtras(extrasRoute(id)))[id];
}

/** The challenge with every test, for checking an attempt (the chunk may carry only the examples). */
export async function withAllTests<B extends ServedChallenge>(block: B): Promise<B> {
  if (!block.moreTests || !block.extrasId) return block;
  const tests = (await loadExtras(block.extrasId))?.tests;
  if (!tests) throw new Error(`the tests of "${block.title}" could not be loaded`);
  return { ...block, tests };
}
