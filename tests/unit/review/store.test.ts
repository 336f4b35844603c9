// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCards, REVIEW_KEY, writeCards } from '../../../src/progress/review.ts';
import { localDay, addDays } from '../../../src/progress/schedule.ts';
import { safeStorage } from '../../../src/progress/storage.ts';

const PROGRESS_KEY = 'learn-c:progress';
const kept = {
  version: 1,
  lessons: { '/unit1/hello': { read: '2026-04-01T10:00:00.000Z' } },
  challenges: {},
  drafts: {
    'sample:/unit1/hello:1': {
      route: '/unit1/hello',
      files: ['int main(void){}'],
      saved: '2026-04-01T10:00:00.000Z',
    },
  },
  quizzes: {
    '/unit1/hello#a': { route: '/unit1/hello', right: true, at: '2026-04-01T10:00:00.000Z' },
    '/unit1/loops#b': { route: '/unit1/loops', right: false, at: '2026-04-01T10:00:00.000Z' },
  },
};

/** The progress store as a fresh page loads it, from what localStorage holds now. */
async function openStore() {
  vi.resetModules();
  return import('../../../src/progress/store.ts');
}

beforeEach(() => localStorage.clear());

describe('the review boxes on the device', () => {
  it('round-trips through storage', () => {
    const storage = safeStorage(() => localStorage);
    const cards = { '/u/a#1': { box: 3, due: '2026-04-09' }, '/u/b#2': { box: 1, due: '2026-04-02' } };
    expect(writeCards(storage, cards)).toBe(true);
    expect(readCards(storage)).toEqual(cards);
    expect(JSON.parse(localStorage.getItem(REVIEW_KEY)!)).toEqual({ version: 1, cards });
  });

  it('keeps every readable card of a damaged entry, and sets the entry aside as it was', () => {
    const damaged = JSON.stringify({
      version: 1,
      cards: { good: { box: 2, due: '2026-04-09' }, bad: { box: 'two', due: 'soon' }, worse: null },
    });
    localStorage.setItem(REVIEW_KEY, damaged);
    expect(
      readCards(
        safeStorage(() => localStorage),
        42,
      ),
    ).toEqual({ good: { box: 2, due: '2026-04-09' } });
    expect(localStorage.getItem(`${REVIEW_KEY}:unreadable:42`)).toBe(damaged);
  });

  it('reads an entry that is not JSON as no cards, and sets it aside', () => {
    localStorage.setItem(REVIEW_KEY, '{"version":1,"cards":');
    expect(
      readCards(
        safeStorage(() => localStorage),
        7,
      ),
    ).toEqual({});
    expect(localStorage.getItem(`${REVIEW_KEY}:unreadable:7`)).toBe('{"version":1,"cards":');
  });

  it('loses no progress when the review entry is damaged', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(kept));
    localStorage.setItem(REVIEW_KEY, 'not json at all');
    const store = await openStore();
    expect(store.current()).toEqual(kept);
    expect(store.reviewCards()).toEqual({});
    // The progress entry itself was not rewritten, nor set aside.
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toEqual(kept);
    expect(Object.keys(localStorage).filter((k) => k.startsWith(`${PROGRESS_KEY}:unreadable`))).toEqual([]);
  });

  it('gives each answer a card, moves it on a later answer, and keeps it for the next visit', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(kept));
    let store = await openStore();
    const today = localDay(new Date());
    store.recordQuiz('/unit1/loops#c', '/unit1/loops', true);
    expect(store.reviewCards()['/unit1/loops#c']).toEqual({ box: 1, due: addDays(today, 1) });
    // '/unit1/hello#a' had no card: it was due the day after its answer, long ago, so a right
    // answer now moves it to box 2.
    store.recordQuiz('/unit1/hello#a', '/unit1/hello', true);
    expect(store.reviewCards()['/unit1/hello#a']).toEqual({ box: 2, due: addDays(today, 2) });
    store.recordQuiz('/unit1/hello#a', '/unit1/hello', false);
    expect(store.reviewCards()['/unit1/hello#a']).toEqual({ box: 1, due: addDays(today, 1) });

    store = await openStore();
    expect(store.reviewCards()).toEqual({
      '/unit1/loops#c': { box: 1, due: addDays(today, 1) },
      '/unit1/hello#a': { box: 1, due: addDays(today, 1) },
    });
    // The answers are in the progress as before: once right, right.
    expect(store.current().quizzes?.['/unit1/hello#a']?.right).toBe(true);
  });

  it('forgets the boxes with everything else', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(kept));
    const store = await openStore();
    store.recordQuiz('/unit1/loops#b', '/unit1/loops', true);
    store.forget();
    expect(store.reviewCards()).toEqual({});
    expect(localStorage.getItem(REVIEW_KEY)).toBeNull();
  });
});
