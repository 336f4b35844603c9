import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsonsVariants, twinOf } from '../../scripts/lib/parsonsVariants.ts';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = resolve('scripts/check-parsons.ts');
/** A small project: a good problem in hello.yaml; in loops.yaml a distractor the tests miss and a model that fails. */
const FIXTURE = resolve('tests/parsons-check');
// A copy, so that the outcome cache (under the project's node_modules) stays out of the fixture.
const project = mkdtempSync(join(tmpdir(), 'parsons-check-'));
cpSync(FIXTURE, project, { recursive: true });
afterAll(() => rmSync(project, { recursive: true, force: true }));

// gcc with the sanitizers, a few programs at a time, on a busy machine: a generous limit, nothing timed.
const LIMIT = 300_000;

function checkParsons(args: string[]) {
  const result = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd: project,
    encoding: 'utf8',
    timeout: LIMIT,
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe('the programs check:parsons runs', () => {
  it('pairs a distractor with the model line it imitates', () => {
    expect(twinOf('for (int i = 0; i <= n; i++) {', ['int n;', 'for (int i = 0; i < n; i++) {', '}'])).toBe(
      1,
    );
  });

  it('runs the model, then each distractor in place of its twin and after it', () => {
    const variants = parsonsVariants({ code: 'a;\nb;\nc;\n', distractors: ['bb;'] });
    expect(variants).toEqual([
      { kind: 'model', source: 'a;\nb;\nc;\n' },
      { kind: 'swapped', distractor: 0, twin: 2, source: 'a;\nbb;\nc;\n' },
      { kind: 'added', distractor: 0, twin: 2, source: 'a;\nb;\nbb;\nc;\n' },
    ]);
  });
});

describe('npm run check:parsons', () => {
  it(
    'passes a problem whose model passes and whose distractors are caught',
    () => {
      const { code, out } = checkParsons(['curriculum/unit1/hello.yaml']);
      expect(out).toMatch(
        /^1 Parsons problem checked \(3 programs, \d+ from the cache\) in [\d.]+ s: every model passes and every distractor is caught\.$/m,
      );
      expect(code).toBe(0);
    },
    LIMIT,
  );

  it(
    'fails on a distractor that still passes and on a model that fails, naming where and why',
    () => {
      const { code, out } = checkParsons(['curriculum/unit1/loops.yaml']);
      expect(out).toContain(
        '✗ curriculum/unit1/loops.yaml:33 A distractor the tests miss: distractor `printf("%i\\n", n);` in place of line 5 (`printf("%d\\n", n);`) still passes every test, so it is not a mistake: make it one the tests catch, or add a test that catches it',
      );
      expect(out).toContain(
        '✗ curriculum/unit1/loops.yaml:51 A model that fails: the model program fails test 1 (output): fix the program or the test',
      );
      expect(out).toMatch(/2 Parsons problems checked .*: 2 problems\.$/m);
      expect(code).toBe(1);
    },
    LIMIT,
  );
});
