/**
 * What the site keeps about a student, on their device only, and the file it exports. zod/mini
 * (the same zod, tree-shaken to what is used) rather than the classic API: this chunk is loaded on
 * every page to show ticks, and the classic API would add tens of kilobytes to it.
 */
import * as z from 'zod/mini';

const date = z.iso.datetime();
const route = z.string().check(z.regex(/^\/[\w-]+\/[\w-]+$/, 'must be a lesson route such as /unit1/basics'));

/** A lesson the student has read, and when (see src/progress/track.ts for what "read" means). */
const lessonProgress = z.strictObject({ read: date });
/** A challenge whose every test case the student's attempt passed. */
const challengeProgress = z.strictObject({ route, title: z.string(), passed: date });
/** An edited sample or a challenge attempt: the code of each of its files, as last typed. */
const draft = z.strictObject({ route, files: z.array(z.string()), saved: date });
/** A quick question the student has answered: whether an answer was ever right, and when last. */
const quizProgress = z.strictObject({ route, right: z.boolean(), at: date });
/** Where the student was last reading: a lesson and the section heading above the screen's top. */
const place = z.strictObject({ route, anchor: z.string(), heading: z.string(), at: date });

export const progressSchema = z.strictObject({
  version: z.literal(1),
  lessons: z.record(route, lessonProgress),
  challenges: z.record(z.string(), challengeProgress),
  drafts: z.record(z.string(), draft),
  /** Optional, so that progress kept before quizzes existed still reads. */
  quizzes: z.optional(z.record(z.string(), quizProgress)),
  /** Samples whose output the student predicted before running (by sample key): whether ever right, and when last. */
  predictions: z.optional(z.record(z.string(), quizProgress)),
  last: z.optional(place),
});
export type Progress = z.infer<typeof progressSchema>;
export type Draft = z.infer<typeof draft>;
export type Place = z.infer<typeof place>;
export type QuizProgress = z.infer<typeof quizProgress>;

/** The exported file: the progress, marked so that another file is never taken for it. */
export const exportSchema = z.strictObject({
  format: z.literal('learn-c-progress'),
  exported: date,
  progress: progressSchema,
});
export type ExportFile = z.infer<typeof exportSchema>;

export const emptyProgress = (): Progress => ({ version: 1, lessons: {}, challenges: {}, drafts: {} });

/** Whether there is anything to lose. */
export const isEmpty = (p: Progress) =>
  Object.keys(p.lessons).length +
    Object.keys(p.challenges).length +
    Object.keys(p.drafts).length +
    Object.keys(p.quizzes ?? {}).length +
    Object.keys(p.predictions ?? {}).length ===
    0 && !p.last;

/**
 * Both sides kept: every lesson read, challenge passed and question answered in either. Where both
 * hold the same thing, the student's own wins, whatever the file's dates say: a file's timestamps
 * are only what its author wrote (one dated 2099 would otherwise overwrite the student's code), so
 * they never decide between the file and the work in this browser. A question answered right on
 * either side stays right.
 */
export function merge(current: Progress, incoming: Progress): Progress {
  const quizzes = mergeAnswers(current.quizzes, incoming.quizzes);
  const predictions = mergeAnswers(current.predictions, incoming.predictions);
  const last = current.last ?? incoming.last;
  return {
    version: 1,
    lessons: { ...incoming.lessons, ...current.lessons },
    challenges: { ...incoming.challenges, ...current.challenges },
    drafts: { ...incoming.drafts, ...current.drafts },
    ...(Object.keys(quizzes).length > 0 && { quizzes }),
    ...(Object.keys(predictions).length > 0 && { predictions }),
    ...(last && { last }),
  };
}

/** Answers (to questions, or predictions) on both sides: the student's own kept, right if right on either. */
function mergeAnswers(
  current: Record<string, QuizProgress> | undefined,
  incoming: Record<string, QuizProgress> | undefined,
): Record<string, QuizProgress> {
  const all = { ...incoming };
  for (const [key, mine] of Object.entries(current ?? {}))
    all[key] = { ...mine, right: mine.right || !!all[key]?.right };
  return all;
}

/**
 * The progress with no time later than `now`: a file's dates are kept as its author wrote them,
 * except that none may claim to come from the future (where it would stay "newest" for ever).
 */
export function notAfter(p: Progress, now: string): Progress {
  const clamp = (t: string) => (Date.parse(t) > Date.parse(now) ? now : t);
  const each = <T extends object, K extends keyof T>(record: Record<string, T>, key: K) =>
    Object.fromEntries(
      Object.entries(record).map(([k, v]) => [k, { ...v, [key]: clamp(v[key] as string) }]),
    ) as Record<string, T>;
  return {
    ...p,
    lessons: each(p.lessons, 'read'),
    challenges: each(p.challenges, 'passed'),
    drafts: each(p.drafts, 'saved'),
    ...(p.quizzes && { quizzes: each(p.quizzes, 'at') }),
    ...(p.predictions && { predictions: each(p.predictions, 'at') }),
    ...(p.last && { last: { ...p.last, at: clamp(p.last.at) } }),
  };
}

/** What a file or a store holds, in words: "3 lessons read, 1 challenge passed, 2 saved programs". */
export function describe(p: Progress): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    n(Object.keys(p.lessons).length, 'lesson read', 'lessons read'),
    n(Object.keys(p.challenges).length, 'challenge passed', 'challenges passed'),
    n(Object.keys(p.drafts).length, 'saved program', 'saved programs'),
    ...(p.quizzes
      ? [
          n(
            Object.values(p.quizzes).filter((q) => q.right).length,
            'question answered right',
            'questions answered right',
          ),
        ]
      : []),
    ...(p.predictions
      ? [
          `${n(Object.keys(p.predictions).length, 'output predicted', 'outputs predicted')} (${Object.values(p.predictions).filter((q) => q.right).length} right)`,
        ]
      : []),
  ].join(', ');
}
