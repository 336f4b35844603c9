import { describe, expect, it } from 'vitest';
import { cardOf, reviewQueue, type Answered } from '../../../src/progress/queue.ts';
import type { Card } from '../../../src/progress/schedule.ts';

const TZ = 'UTC';
/** Questions answered on the 1st, from lessons named a, b and c. */
const answered = (routes: string[]): Record<string, Answered> =>
  Object.fromEntries(routes.map((route, i) => [`${route}#q${i}`, { route, at: '2026-04-01T10:00:00.000Z' }]));

describe('the review queue', () => {
  it('is empty before anything is answered, with nothing to wait for', () => {
    expect(reviewQueue({}, {}, '2026-04-02', { timeZone: TZ })).toEqual({
      due: [],
      next: undefined,
      answered: 0,
    });
  });

  it('holds a question answered without a card from the day after its answer', () => {
    const quizzes = answered(['/u/a']);
    expect(reviewQueue(quizzes, {}, '2026-04-01', { timeZone: TZ })).toMatchObject({
      due: [],
      next: '2026-04-02',
      answered: 1,
    });
    expect(reviewQueue(quizzes, {}, '2026-04-02', { timeZone: TZ }).due.map((q) => q.id)).toEqual([
      '/u/a#q0',
    ]);
    // The day of the answer is the student's: 10:00 UTC is already the 2nd in Kiribati (UTC+14).
    expect(
      cardOf({ route: '/u/a', at: '2026-04-01T10:00:00.000Z' }, undefined, 'Pacific/Kiritimati'),
    ).toEqual({
      box: 1,
      due: '2026-04-03',
    });
  });

  it('takes the kept card over the answer’s date, and says when the next question is due', () => {
    const quizzes = answered(['/u/a', '/u/b']);
    const cards: Record<string, Card> = {
      '/u/a#q0': { box: 3, due: '2026-04-09' },
      '/u/b#q1': { box: 2, due: '2026-04-05' },
    };
    expect(reviewQueue(quizzes, cards, '2026-04-04', { timeZone: TZ })).toMatchObject({
      due: [],
      next: '2026-04-05',
    });
    const fifth = reviewQueue(quizzes, cards, '2026-04-05', { timeZone: TZ });
    expect(fifth.due.map((q) => q.id)).toEqual(['/u/b#q1']);
    expect(fifth.next).toBe('2026-04-09');
  });

  it('interleaves lessons, in reading order, the longest-waiting of each first', () => {
    const quizzes = answered(['/u/b', '/u/a', '/u/a', '/u/b', '/u/a', '/u/c']);
    const cards: Record<string, Card> = { '/u/a#q4': { box: 1, due: '2026-04-01' } };
    const { due } = reviewQueue(quizzes, cards, '2026-04-10', {
      order: ['/u/a', '/u/b', '/u/c'],
      timeZone: TZ,
    });
    expect(due.map((q) => q.route)).toEqual(['/u/a', '/u/b', '/u/c', '/u/a', '/u/b', '/u/a']);
    // q4 has waited longest in lesson a.
    expect(due[0]!.id).toBe('/u/a#q4');
    // No lesson's questions come twice in a row while another's wait.
    expect(due.slice(0, 5).every((q, i, all) => i === 0 || q.route !== all[i - 1]!.route)).toBe(true);
  });

  it('puts lessons the reading order does not know last, and leaves out questions the course no longer has', () => {
    const quizzes = answered(['/old/gone', '/u/a', '/u/x']);
    const { due, answered: count } = reviewQueue(quizzes, {}, '2026-04-10', {
      order: ['/u/a'],
      exists: (id) => !id.startsWith('/old/'),
      timeZone: TZ,
    });
    expect(due.map((q) => q.route)).toEqual(['/u/a', '/u/x']);
    expect(count).toBe(2);
  });
});
