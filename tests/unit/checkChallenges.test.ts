import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/mutation/results.ts';
import { curriculumPlugin } from '../../src/vite/curriculumPlugin.ts';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = resolve('scripts/check-challenges.ts');
const LESSON = 'curriculum/unit1/signs.yaml';

// One copy of the fixture, changed step by step as an editor would: each run builds on the last.
const dir = mkdtempSync(join(tmpdir(), 'check-challenges-'));
cpSync('tests/fixtures/challenges', dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function checkChallenges(...args: string[]) {
  const result = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const editLesson = (edit: (text: string) => string) =>
  writeFileSync(join(dir, LESSON), edit(readFileSync(join(dir, LESSON), 'utf8')));

const ODD_TEST = '      - input: "4\\n"\n        output: |\n          even\n';

describe('npm run check:challenges on a tiny curriculum', () => {
  it('fails when a weak challenge lets mutants survive, naming each and how to fix it', () => {
    const { code, out, err } = checkChallenges();
    expect(out).toContain('Checking 2 challenges: 0 unchanged (from the cache), 2 to run');
    expect(out).toMatch(
      /^100\.0% {2}(\d+) of \1 caught +curriculum\/unit1\/signs\.yaml:3 Sign of a Number$/m,
    );
    expect(out).toMatch(
      /^ +\d+\.\d% {2}\d+ of \d+ caught +curriculum\/unit1\/signs\.yaml:38 Even or Odd \(4 surviving\)$/m,
    );
    expect(err).toContain('✗ curriculum/unit1/signs.yaml:38 challenge "Even or Odd": its test misses 4 of');
    expect(err).toContain('    `printf("odd\\n");` removed on line 12\n');
    expect(err).toContain('    `n % 2` → `n % 1` on line 9\n');
    // A test made from the challenge's own input catches them all: it is offered, ready to paste,
    // and no "equivalent" entry is offered for a mistake that a test catches.
    expect(err).toContain(
      "This test, made from one of yours, catches them all: if the prompt allows its input, paste it under 'tests:'",
    );
    expect(err).toContain(
      '      - name: "with 1 instead of 4"\n        input: "1\\n"\n        output: "odd\\n"\n',
    );
    expect(err).not.toContain('equivalentMutants:');
    expect(code).toBe(1);
  }, 300_000);

  it('keeps the results in a file, and gives pages the numbers while they are fresh', () => {
    const results = JSON.parse(
      readFileSync(join(dir, 'generated/mutation-results.json'), 'utf8'),
    ) as ResultsFile;
    const entries = Object.values(results.challenges);
    expect(entries.map((e) => [e.challenge, e.survivors.length])).toEqual([
      [`${LESSON}: Even or Odd`, 4],
      [`${LESSON}: Sign of a Number`, 0],
    ]);
    const plugin = curriculumPlugin(dir);
    const load = plugin.load as (id: string) => string;
    const module = load.call({}, '\0virtual:curriculum/lesson/unit1/signs');
    expect(module).toMatch(/"caught":\{"tests":4,"caught":(\d+),"of":\1\}/);
    expect(module).toMatch(/"caught":\{"tests":1,"caught":8,"of":12\}/);
  });

  it('runs nothing again on an unchanged curriculum, and still fails', () => {
    const { code, out } = checkChallenges();
    expect(out).toContain('Checking 2 challenges: 2 unchanged (from the cache), 0 to run');
    expect(out).toContain('Even or Odd (4 surviving)');
    expect(code).toBe(1);
  }, 300_000);

  it('runs only the challenge that gained a test, and passes once every mutant is caught', () => {
    editLesson((t) =>
      t.replace(ODD_TEST, `${ODD_TEST}      - input: "7\\n"\n        output: |\n          odd\n`),
    );
    const { code, out, err } = checkChallenges();
    expect(out).toContain('Checking 2 challenges: 1 unchanged (from the cache), 1 to run');
    expect(out).toMatch(/^100\.0% {2}12 of 12 caught +curriculum\/unit1\/signs\.yaml:38 Even or Odd$/m);
    expect(err).toBe('');
    expect(code).toBe(0);
  }, 300_000);

  it('refuses an equivalent entry for a mutant the tests catch, without running anything again', () => {
    editLesson((t) =>
      t.replace(
        '    tests:\n      - input: "4\\n"',
        '    equivalentMutants:\n      - mutant: "`printf(\\"odd\\\\n\\");` removed"\n        reason: Claimed by mistake.\n    tests:\n      - input: "4\\n"',
      ),
    );
    const { code, out, err } = checkChallenges();
    expect(out).toContain('2 unchanged (from the cache), 0 to run');
    expect(err).toContain(
      '✗ curriculum/unit1/signs.yaml:38 challenge "Even or Odd": equivalentMutants lists a mutant the tests already catch',
    );
    expect(code).toBe(1);
  }, 300_000);

  it('says so when a solution fails its own tests, instead of judging its mutants', () => {
    editLesson((t) => t.replace('          zero\n', '          nought\n'));
    const { code, out, err } = checkChallenges();
    expect(out).toContain('1 unchanged (from the cache), 1 to run');
    expect(err).toContain(
      '✗ curriculum/unit1/signs.yaml:3 challenge "Sign of a Number": the solution itself fails its tests, so its mistakes cannot be checked: npm run check:samples -- curriculum/unit1/signs.yaml says why',
    );
    expect(code).toBe(1);
    editLesson((t) => t.replace('          nought\n', '          zero\n'));
  }, 300_000);

  it('runs everything again with --force', () => {
    const { out } = checkChallenges('--force');
    expect(out).toContain('Checking 2 challenges: 0 unchanged (from the cache), 2 to run');
  }, 300_000);
});
