import { describe, expect, it } from 'vitest';
import {
  describe as say,
  emptyProgress,
  exportSchema,
  isEmpty,
  merge,
  progressSchema,
} from '../../../src/progress/model.ts';

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('quiz answers in the student’s progress', () => {
  it('reads progress kept before quizzes existed', () => {
    const old = { version: 1, lessons: { '/unit1/basics': { read: at(1) } }, challenges: {}, drafts: {} };
    expect(progressSchema.safeParse(old).success).toBe(true);
  });

  it('counts an answered question as something to lose, and says how many were right', () => {
    const p = {
      ...emptyProgress(),
      quizzes: {
        '/unit1/basics#a': { route: '/unit1/basics', right: true, at: at(1) },
        '/unit1/basics#b': { route: '/unit1/basics', right: false, at: at(2) },
      },
    };
    expect(isEmpty(p)).toBe(false);
    expect(say(p)).toBe('0 lessons read, 0 challenges passed, 0 saved programs, 1 question answered right');
    expect(exportSchema.safeParse({ format: 'learn-c-progress', exported: at(3), progress: p }).success).toBe(
      true,
    );
  });

  it('keeps a question right when either device answered it right, and the student’s own answer otherwise', () => {
    const here = {
      ...emptyProgress(),
      quizzes: {
        '/unit1/basics#a': { route: '/unit1/basics', right: true, at: at(1) },
        '/unit1/basics#b': { route: '/unit1/basics', right: false, at: at(5) },
      },
    };
    const there = {
      ...emptyProgress(),
      quizzes: {
        '/unit1/basics#a': { route: '/unit1/basics', right: false, at: at(9) },
        '/unit1/basics#b': { route: '/unit1/basics', right: false, at: at(2) },
        '/unit2/pointers#c': { route: '/unit2/pointers', right: true, at: at(3) },
      },
    };
    const merged = merge(here, there);
    expect(merged.quizzes).toEqual({
      '/unit1/basics#a': { route: '/unit1/basics', right: true, at: at(1) },
      '/unit1/basics#b': { route: '/unit1/basics', right: false, at: at(5) },
      '/unit2/pointers#c': { route: '/unit2/pointers', right: true, at: at(3) },
    });
    expect(merge(emptyProgress(), emptyProgress())).not.toHaveProperty('quizzes');
  });
});
