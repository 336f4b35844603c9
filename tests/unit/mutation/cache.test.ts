import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import {
  challengesToRun,
  collectChallenges,
  type ChallengeToCheck,
} from '../../../src/mutation/challenges.ts';
import {
  classify,
  readResults,
  RESULTS_FILE,
  writeResults,
  type ChallengeResult,
  type ResultsFile,
} from '../../../src/mutation/results.ts';

const FIXTURE = 'tests/fixtures/challenges';
const LESSON = 'curriculum/unit1/signs.yaml';

/** The fixture's challenges, after an edit to its lesson's text. */
function challenges(edit: (text: string) => string = (t) => t): ChallengeToCheck[] {
  const { files, assets } = readProject(FIXTURE);
  const edited = files.map((f) => (f.path === LESSON ? { ...f, text: edit(f.text) } : f));
  const { curriculum, issues } = buildCurriculum(edited, assets);
  expect(issues).toEqual([]);
  return collectChallenges(curriculum!.lessons);
}

function result(challenge: ChallengeToCheck, fields: Partial<ChallengeResult> = {}): ChallengeResult {
  return {
    challenge: challenge.label,
    compiler: 'gcc 12',
    tests: challenge.tests.length,
    mutants: challenge.mutants.length,
    uncompilable: 0,
    killed: challenge.mutants.length,
    timeouts: 0,
    equivalent: 0,
    score: 100,
    survivors: [],
    ...fields,
  };
}

/** Results for the fixture as it is, as if the tool had just run. */
function cached(): ResultsFile {
  return { $comment: '', challenges: Object.fromEntries(challenges().map((c) => [c.key, result(c)])) };
}

const titles = (list: readonly ChallengeToCheck[]) => list.map((c) => c.title);

describe('the results cache', () => {
  it('runs nothing when every challenge has results from this compiler', () => {
    expect(titles(challengesToRun(challenges(), cached(), 'gcc 12'))).toEqual([]);
  });

  it('runs only the challenge whose test changed', () => {
    const edited = challenges((t) => t.replace('      - input: "4\\n"', '      - input: "6\\n"'));
    expect(titles(challengesToRun(edited, cached(), 'gcc 12'))).toEqual(['Even or Odd']);
  });

  it('runs only the challenge whose solution changed', () => {
    const edited = challenges((t) => t.replace('printf("zero\\n");', 'puts("zero");'));
    expect(titles(challengesToRun(edited, cached(), 'gcc 12'))).toEqual(['Sign of a Number']);
  });

  it('does not run again for what changes no verdict: a test name, or the list of equivalent mutants', () => {
    const edited = challenges((t) =>
      t
        .replace('      - input: "0\\n"', '      - name: zero\n        input: "0\\n"')
        .replace(
          '    tests:\n      - input: "4\\n"',
          '    equivalentMutants:\n      - mutant: "`printf(\\"odd\\\\n\\");` removed"\n        reason: No test is odd.\n    tests:\n      - input: "4\\n"',
        ),
    );
    expect(edited[1]!.equivalentMutants).toHaveLength(1);
    expect(titles(challengesToRun(edited, cached(), 'gcc 12'))).toEqual([]);
  });

  it('runs everything after a compiler change, or when forced', () => {
    expect(titles(challengesToRun(challenges(), cached(), 'gcc 13'))).toEqual([
      'Sign of a Number',
      'Even or Odd',
    ]);
    expect(titles(challengesToRun(challenges(), cached(), 'gcc 12', true))).toEqual([
      'Sign of a Number',
      'Even or Odd',
    ]);
  });
});

describe('a result read with the lesson', () => {
  const [, weak] = challenges();
  const survivors = weak!.mutants.slice(0, 3).map((m) => ({ id: m.id, description: m.description }));
  const r = result(weak!, { killed: weak!.mutants.length - 3, survivors });

  it('splits survivors into those recorded as equivalent and real misses, and scores without the equivalent', () => {
    const split = classify(r, [{ mutant: survivors[0]!.id, reason: 'Same output.' }]);
    expect(split.equivalent).toEqual([survivors[0]]);
    expect(split.surviving).toEqual(survivors.slice(1));
    expect(split.notSurviving).toEqual([]);
    const counted = r.mutants - 1;
    expect(split.score).toBe(Math.floor((1000 * r.killed) / counted) / 10);
  });

  it('flags an entry that names a mutant the tests catch', () => {
    const caught = weak!.mutants[5]!.id;
    expect(classify(r, [{ mutant: caught, reason: 'Wrong.' }]).notSurviving).toEqual([caught]);
  });

  it('scores 100 when every counted mutant is caught', () => {
    expect(classify(result(weak!), []).score).toBe(100);
  });
});

describe('the results file', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('reads back what was written, sorted by challenge, and reads a missing file as empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'results-'));
    dirs.push(dir);
    expect(readResults(dir).challenges).toEqual({});
    const [strong, weak] = challenges();
    const written: ResultsFile = {
      $comment: '',
      challenges: { [weak!.key]: result(weak!), [strong!.key]: result(strong!) },
    };
    writeResults(dir, written);
    expect(readResults(dir).challenges).toEqual(written.challenges);
    const onDisk = JSON.parse(readFileSync(join(dir, RESULTS_FILE), 'utf8')) as {
      challenges: Record<string, ChallengeResult>;
    };
    const order = Object.values(onDisk.challenges).map((c) => c.challenge);
    expect(order).toEqual([weak!.label, strong!.label].sort());
  });
});
