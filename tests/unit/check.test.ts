import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { problemBlocks, summaryText } from '../../scripts/check.ts';
import { changedLessons } from '../../scripts/lib/changedLessons.ts';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = resolve('scripts/check.ts');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture course, in a folder of its own. */
function course(): string {
  const dir = mkdtempSync(join(tmpdir(), 'npm-run-check-'));
  made.push(dir);
  cpSync('tests/fixtures/course', dir, { recursive: true });
  return dir;
}

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
};

describe('the lessons npm run check looks at without an argument', () => {
  it('are those git says changed since the branch left main: committed, staged, unstaged or new', () => {
    const dir = course();
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'start');
    git(dir, 'add', '.');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'course');
    expect(changedLessons(dir)).toEqual({ lessons: [], against: 'main' });

    git(dir, 'checkout', '-q', '-b', 'edits');
    const edit = (file: string) =>
      writeFileSync(join(dir, file), `${readFileSync(join(dir, file), 'utf8')}\n`);
    edit('curriculum/unit1/hello.yaml');
    git(dir, 'add', 'curriculum/unit1/hello.yaml');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'committed on the branch');
    edit('curriculum/unit1/loops.yaml'); // unstaged
    edit('curriculum/unit2/unit.yaml'); // not a lesson
    writeFileSync(join(dir, 'curriculum/unit2/new.yaml'), 'title: New\n'); // untracked
    expect(changedLessons(dir)).toEqual({
      lessons: ['curriculum/unit1/hello.yaml', 'curriculum/unit1/loops.yaml', 'curriculum/unit2/new.yaml'],
      against: 'main',
    });
  });

  it('cannot be told outside a git checkout', () => {
    expect(changedLessons(course())).toBeUndefined();
  });
});

describe('the summary of npm run check', () => {
  it('reads the problems each check script prints as ✗ blocks', () => {
    expect(problemBlocks('\n\n✗ a.yaml:3: wrong\n  more\n\n✗ b.yaml:9: also\nlast line\n')).toEqual([
      'a.yaml:3: wrong\n  more',
      'b.yaml:9: also\nlast line',
    ]);
  });

  it('gives one line a check, then every problem under the check that found it', () => {
    const text = summaryText(
      [
        { name: 'validate', ok: true, seconds: 1.2, summary: 'every curriculum file is valid', problems: [] },
        {
          name: 'samples (gcc)',
          ok: false,
          seconds: 3.4,
          summary: '1 passed, 1 failed',
          problems: ['x.yaml:5: no'],
        },
      ],
      'curriculum/unit1/x.yaml',
      4.6,
    );
    expect(text).toMatchInlineSnapshot(`
      "Checked curriculum/unit1/x.yaml:

        ✓ validate        1.2 s  every curriculum file is valid
        ✗ samples (gcc)   3.4 s  1 passed, 1 failed

      ── samples (gcc): 1 problem

      ✗ x.yaml:5: no

      1 of 2 checks found problems. Fix them and run npm run check again."
    `);
  });
});

describe('npm run check -- <lesson>', () => {
  const check = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [TSX, SCRIPT, ...args], { cwd, encoding: 'utf8', timeout: 600_000 });

  it('runs every check on that lesson and fails with the output a sample really prints', () => {
    const dir = course();
    const file = join(dir, 'curriculum/unit1/hello.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('      Hello, fixture!\n', '      Hello, fixtures!\n'),
    );
    const run = check(dir, 'curriculum/unit1/hello.yaml', '--no-browser');
    expect(run.stdout).toContain('Checked curriculum/unit1/hello.yaml:');
    expect(run.stdout).toMatch(/✓ validate .* every curriculum file is valid/);
    for (const name of ['traces', 'challenges (mutants)', 'quizzes', 'parsons'])
      expect(run.stdout).toContain(`✓ ${name}`);
    expect(run.stdout).toContain('✗ samples (gcc)');
    expect(run.stdout).toContain('output line 1: expected "Hello, fixtures!", got "Hello, fixture!"');
    expect(run.stdout).toContain('1 of 6 checks found problems');
    expect(run.status).toBe(1);
  }, 600_000);

  it('says which lesson a mistyped path meant, instead of checking nothing', () => {
    const run = check(course(), 'curriculum/unit1/helo.yaml', '--no-browser');
    expect(run.stdout).toContain(
      'curriculum/unit1/helo.yaml is not a lesson file or folder: did you mean curriculum/unit1/hello.yaml?',
    );
    expect(run.status).toBe(1);
  }, 600_000);
});
