import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `npm run validate` as CI does, in its own process, with the given arguments. */
function validate(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run validate', () => {
  it('prints every problem as file:line:column and exits non-zero', () => {
    const run = validate(['--root', 'tests/corpus/unknown-key']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatchInlineSnapshot(`
      "tests/corpus/unknown-key/curriculum/unit1/hello.yaml:21:5 blocks[2].ouptut: unknown key 'ouptut': did you mean 'output'?

      1 problem found. Fix it and run npm run validate again (docs/EDITING.md explains each kind).
      "
    `);
  });

  it('prints machine-readable results with --format json', () => {
    const run = validate(['--root', 'tests/corpus/bad-next-route', '--format', 'json']);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchInlineSnapshot(`
      {
        "issues": [
          {
            "column": 7,
            "file": "tests/corpus/bad-next-route/curriculum/unit1/hello.yaml",
            "line": 3,
            "message": "'next' points at /unit1/loopz, which is not a lesson: did you mean /unit1/loops?",
            "path": "next",
          },
        ],
        "ok": false,
      }
    `);
  });

  it('prints GitHub workflow annotations under GitHub Actions, so problems show on the changed lines', () => {
    const run = validate(['--root', 'tests/corpus/number-where-text-expected'], { GITHUB_ACTIONS: 'true' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatchInlineSnapshot(`
      "::error file=tests/corpus/number-where-text-expected/curriculum/unit1/loops.yaml,line=1,col=8,title=Curriculum problem::title: expected text, got the number 1.1: put it in quotes, like title: "1.10", so it stays exactly as written
      "
    `);
  });

  it('reports a clean corpus case as OK, with --format json too', () => {
    const run = validate(['--root=tests/corpus/valid', '--format=json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, issues: [] });
  });
});
