/**
 * The committed results of `npm run check:challenges`, one entry per challenge, keyed by a hash of
 * what the challenge is: the solution, the tests' input and output, every mutant (so a change to
 * the mutator re-checks exactly the challenges whose mutants changed) and the alternative answers.
 * How they were judged is recorded in the entry: the compiler (`gcc --version`) and the runner (a
 * hash of its flags, limits and code, see scripts/lib/challengeRun.ts); an entry is reused only
 * while both match, so a changed flag re-runs every challenge.
 *
 * `equivalentMutants:` is not part of the key: it changes no verdict, only how survivors are
 * counted, and that is recomputed from the lesson on every run (and by the page), so adding a
 * reason never costs a re-run and can never go stale.
 *
 * The file is read through a schema: a corrupt or hand-broken file is an error that says so, never
 * an empty cache (which would drop every page's "caught" line without a word).
 */
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { cacheKey } from '../base/cacheKey.ts';
import type { EquivalentMutant, TestCase } from '../schema/index.ts';
import type { Mutant, SolutionFile } from './mutants.ts';

/** Where the results live, from the project root. */
export const RESULTS_FILE = 'generated/mutation-results.json';

const count = z.number().int().min(0);

const survivor = z.strictObject({ id: z.string().min(1), description: z.string().min(1) });

/** A mutant the tests did not catch. */
export type Survivor = z.infer<typeof survivor>;

const alternativeResult = z.strictObject({
  /** The alternative's `note:`, naming it in messages. */
  note: z.string(),
  accepted: z.boolean(),
  /** The index of the first test that rejects it; absent when accepted or when it does not compile. */
  test: count.optional(),
  /** Why it was rejected, in words: gcc's messages, or what the program did on that test. */
  why: z.string().optional(),
});

/** How one alternative answer fared on the tests. */
export type AlternativeResult = z.infer<typeof alternativeResult>;

const challengeResult = z
  .strictObject({
    /** For people reading the file: `curriculum/unit3/strings.yaml: Word Count`. */
    challenge: z.string(),
    /** `gcc --version`'s first line. */
    compiler: z.string(),
    /** The runner's identity when judged; absent in entries written before it was recorded (re-run). */
    runner: z.string().optional(),
    tests: count,
    /** Mutants that compiled (the ones that count). */
    mutants: count,
    /** Mutants gcc rejected; many would mean the mutator writes bad C. */
    uncompilable: count,
    killed: count,
    /** Of the killed, those that ran past the time limit. */
    timeouts: count,
    /** Equivalent survivors, as the lesson listed them at the last run. */
    equivalent: count,
    /** killed / (mutants − equivalent), in percent, at the last run. */
    score: z.number().min(0).max(100),
    survivors: z.array(survivor),
    alternatives: z.array(alternativeResult).default([]),
    /**
     * Per test, in order: the mutants only that test catches, counted by operator
     * (`{ "relational operator": 2 }`): the common mistake a failure of that test points to.
     */
    onlyCaughtBy: z.array(z.record(z.string(), count)).optional(),
  })
  .refine((r) => r.killed + r.survivors.length === r.mutants, {
    message: 'killed plus survivors must equal mutants',
  })
  .refine((r) => r.timeouts <= r.killed, { message: 'timeouts cannot exceed killed' })
  .refine((r) => r.equivalent <= r.survivors.length, {
    message: 'equivalent cannot exceed the survivors',
  });

/** What one run of a challenge's mutants and alternatives found. */
export type ChallengeResult = z.infer<typeof challengeResult>;

const resultsFile = z.strictObject({
  $comment: z.string(),
  challenges: z.record(z.string().regex(/^[0-9a-f]{20}$/, 'is not a cache key'), challengeResult),
});

export type ResultsFile = z.infer<typeof resultsFile>;

/** What a challenge is, for its cache key. */
export interface ChallengeParts {
  files: readonly SolutionFile[];
  tests: readonly TestCase[];
  mutants: readonly Mutant[];
  alternatives: readonly { note: string; files: readonly SolutionFile[] }[];
}

/** The cache key of a challenge as it is now: only what can change a verdict (not a test's name). */
export function challengeKey({ files, tests, mutants, alternatives }: ChallengeParts): string {
  return cacheKey([
    files.map((f) => [f.name, f.code]),
    // Arguments and an expected status join a test's part of the key only when it has them.
    tests.map((t) =>
      t.args !== undefined || t.status !== undefined
        ? [t.input, t.output, t.args ?? [], t.status ?? 0]
        : [t.input, t.output],
    ),
    mutants.map((m) => [m.id, m.file, m.code]),
    alternatives.map((a) => [a.note, a.files.map((f) => [f.name, f.code])]),
  ]);
}

/** How the survivors split once the lesson's `equivalentMutants:` is read. */
export interface Classified {
  equivalent: Survivor[];
  surviving: Survivor[];
  /** Entries that name a mutant the tests kill (or gcc rejects): the claim is wrong. */
  notSurviving: string[];
  /** killed / (mutants − equivalent), in percent; 100 when nothing counts. */
  score: number;
}

/** Splits a result's survivors into equivalent ones and real misses. */
export function classify(result: ChallengeResult, equivalents: readonly EquivalentMutant[]): Classified {
  const listed = new Set(equivalents.map((e) => e.mutant));
  const equivalent = result.survivors.filter((s) => listed.has(s.id));
  const surviving = result.survivors.filter((s) => !listed.has(s.id));
  const survivorIds = new Set(result.survivors.map((s) => s.id));
  const counted = result.mutants - equivalent.length;
  return {
    equivalent,
    surviving,
    notSurviving: [...listed].filter((id) => !survivorIds.has(id)),
    score: counted === 0 ? 100 : Math.floor((1000 * result.killed) / counted) / 10,
  };
}

const EMPTY: ResultsFile = {
  $comment:
    'Generated by npm run check:challenges: do not edit by hand. Committed, so that a fresh clone re-checks only what changed.',
  challenges: {},
};

/** The results file is unreadable or does not have the shape the tool writes. */
export class ResultsFileError extends Error {}

const FIX = `It is written by npm run check:challenges: restore it (git checkout ${RESULTS_FILE}), or delete it and run npm run check:challenges to write it again.`;

/** The results file of the project at `root`; an empty one when there is none. Throws ResultsFileError when it is broken. */
export function readResults(root: string): ResultsFile {
  let text: string;
  try {
    text = readFileSync(join(root, RESULTS_FILE), 'utf8');
  } catch (error) {
    // No file yet (a new project): nothing is cached. Any other failure to read is reported.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...EMPTY, challenges: {} };
    throw new ResultsFileError(`${RESULTS_FILE} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ResultsFileError(
      `${RESULTS_FILE} is not valid JSON (${error instanceof Error ? error.message : String(error)}). ${FIX}`,
    );
  }
  const parsed = resultsFile.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => `  ${i.path.map(String).join('.') || '(the file)'}: ${i.message}`);
    throw new ResultsFileError(
      `${RESULTS_FILE} does not hold what the tool writes:\n${problems.join('\n')}\n${FIX}`,
    );
  }
  return { ...EMPTY, challenges: parsed.data.challenges };
}

/** Writes the results, sorted by challenge so that diffs read well; atomic, so a stopped run loses nothing. */
export function writeResults(root: string, results: ResultsFile): void {
  const entries = Object.entries(results.challenges).sort(
    ([ka, a], [kb, b]) => a.challenge.localeCompare(b.challenge) || ka.localeCompare(kb),
  );
  const file = join(root, RESULTS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    `${file}.tmp`,
    JSON.stringify({ ...EMPTY, challenges: Object.fromEntries(entries) }, null, 2) + '\n',
  );
  renameSync(`${file}.tmp`, file);
}
