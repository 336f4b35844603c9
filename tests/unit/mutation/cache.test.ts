import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  ResultsFileError,
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
    runner: 'runner 1',
    alternatives: [],
    ...fields,
  };
}

const GCC12 = { compiler: 'gcc 12', runner: 'runner 1' };

/** Results for the fixture as it is, as if the tool had just run. */
function cached(): ResultsFile {
  return { $comment: '', challenges: Object.fromEntries(challenges().map((c) => [c.key, result(c)])) };
}

const titles = (list: readonly ChallengeToCheck[]) => list.map((c) => c.title);

describe('the results cache', () => {
  it('runs nothing when every challenge has results from this compiler', () => {
    expect(titles(challengesToRun(challenges(), cached(), GCC12))).toEqual([]);
  });

  it('runs only the challenge whose test changed', () => {
    const edited = challenges((t) => t.replace('      - input: "4\\n"', '      - input: "6\\n"'));
    expect(titles(challengesToRun(edited, cached(), GCC12))).toEqual(['Even or Odd']);
  });

  it('runs only the challenge whose solution changed', () => {
    const edited = challenges((t) => t.replace('printf("zero\\n");', 'puts("zero");'));
    expect(titles(challengesToRun(edited, cached(), GCC12))).toEqual(['Sign of a Number']);
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
    expect(titles(challengesToRun(edited, cached(), GCC12))).toEqual([]);
  });

  it('runs everything after a compiler or runner change, or when forced', () => {
    const all = ['Sign of a Number', 'Even or Odd'];
    expect(titles(challengesToRun(challenges(), cached(), { ...GCC12, compiler: 'gcc 13' }))).toEqual(all);
    expect(titles(challengesToRun(challenges(), cached(), { ...GCC12, runner: 'runner 2' }))).toEqual(all);
    expect(titles(challengesToRun(challenges(), cached(), GCC12, true))).toEqual(all);
  });

  it('runs only the challenge that gained an alternative answer', () => {
    const edited = challenges((t) =>
      t.replace(
        '    tests:\n      - input: "4\\n"',
        '    alternatives:\n      - note: Tests the last bit.\n        code: |\n          int main(void) { return 0; }\n    tests:\n      - input: "4\\n"',
      ),
    );
    expect(edited[1]!.alternatives).toEqual([
      { note: 'Tests the last bit.', files: [{ name: 'main.c', code: 'int main(void) { return 0; }\n' }] },
    ]);
    expect(titles(challengesToRun(edited, cached(), GCC12))).toEqual(['Even or Odd']);
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

  /** A project whose results file holds this text. */
  function withFile(text: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'results-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'generated'));
    writeFileSync(join(dir, RESULTS_FILE), text);
    return dir;
  }

  it('refuses a corrupt file with a message that says how to mend it, instead of reading it as empty', () => {
    const read = () => readResults(withFile('{ "challenges": { "0bb6'));
    expect(read).toThrow(ResultsFileError);
    expect(read).toThrow(
      /generated\/mutation-results\.json is not valid JSON .*git checkout generated\/mutation-results\.json/,
    );
  });

  it('refuses an entry that does not add up, such as survivors emptied by hand', () => {
    const [strong, weak] = challenges();
    const survivors = weak!.mutants.slice(0, 2).map((m) => ({ id: m.id, description: m.description }));
    const honest: ResultsFile = {
      $comment: '',
      challenges: {
        [weak!.key]: result(weak!, { killed: weak!.mutants.length - 2, survivors }),
        [strong!.key]: result(strong!),
      },
    };
    expect(readResults(withFile(JSON.stringify(honest))).challenges).toEqual(honest.challenges);
    const edited = {
      ...honest,
      challenges: { ...honest.challenges, [weak!.key]: { ...honest.challenges[weak!.key]!, survivors: [] } },
    };
    expect(() => readResults(withFile(JSON.stringify(edited)))).toThrow(
      `challenges.${weak!.key}: killed plus survivors must equal mutants`,
    );
    const typo = {
      ...honest,
      challenges: { [strong!.key]: { ...honest.challenges[strong!.key]!, killed: '16' } },
    };
    expect(() => readResults(withFile(JSON.stringify(typo)))).toThrow(`challenges.${strong!.key}.killed`);
  });

  it('reads an entry from before runners were recorded, so that it is run again rather than refused', () => {
    const [strong] = challenges();
    const { runner: _runner, alternatives: _alternatives, ...old } = result(strong!);
    const read = readResults(withFile(JSON.stringify({ $comment: '', challenges: { [strong!.key]: old } })));
    expect(read.challenges[strong!.key]!.alternatives).toEqual([]);
    expect(titles(challengesToRun(challenges(), read, GCC12))).toEqual(['Sign of a Number', 'Even or Odd']);
  });
});
