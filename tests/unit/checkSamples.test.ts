import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = resolve('scripts/check-samples.ts');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the small valid curriculum from the corpus, to break on purpose. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-samples-'));
  dirs.push(dir);
  cpSync('tests/corpus/valid', dir, { recursive: true });
  return dir;
}

function checkSamples(cwd: string, env: NodeJS.ProcessEnv = process.env, args: string[] = []) {
  const result = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe('npm run check:samples', () => {
  it('fails when a path names no lesson, instead of checking nothing and passing', () => {
    const { code, out } = checkSamples(project(), process.env, ['curriculum/unit1/hello.yml']);
    expect(out).toContain("No lesson is at 'curriculum/unit1/hello.yml'");
    expect(out).toContain('Nothing was checked.');
    expect(code).toBe(1);
  });

  it('checks a lesson named as ./path, or its folder with a trailing slash', () => {
    const dir = project();
    expect(checkSamples(dir, process.env, ['./curriculum/unit1/hello.yaml']).out).toMatch(
      /^1 passed, 0 failed$/m,
    );
    expect(checkSamples(dir, process.env, ['curriculum/unit1/']).out).toMatch(/^2 passed, 0 failed$/m);
  }, 240_000);

  it('passes a curriculum whose samples print what they declare, and says how many it ran', () => {
    const { code, out } = checkSamples(project());
    expect(out).toContain('1 complete samples, 0 fragments, 1 challenge solutions with 1 test cases');
    expect(out).toMatch(/^2 passed, 0 failed$/m);
    expect(code).toBe(0);
  });

  it('remembers the programs that passed, so an unchanged lesson is checked again from the cache', () => {
    const dir = project();
    checkSamples(dir, { ...process.env }, ['--no-cache']);
    const again = checkSamples(dir);
    expect(again.out).toContain('(2 unchanged programs from the cache)');
    expect(again.out).toMatch(/^2 passed, 0 failed$/m);
    // A changed program is not in the cache: it runs, and its mistake is found.
    const file = join(dir, 'curriculum/unit1/hello.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('      Hello, World!', '      Hello, world!'));
    const changed = checkSamples(dir);
    expect(changed.out).toContain('(1 unchanged programs from the cache)');
    expect(changed.code).toBe(1);
  });

  it('fails on a wrong declared output, naming the YAML file, the line of the block and what differed', () => {
    const dir = project();
    const file = join(dir, 'curriculum/unit1/hello.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('      Hello, World!', '      Hello, world!'));
    const blockLine =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l === '  - type: code') + 1;
    const { code, out } = checkSamples(dir);
    expect(out).toContain(`curriculum/unit1/hello.yaml:${blockLine} blocks[`);
    expect(out).toContain('output line 1: expected "Hello, world!", got "Hello, World!"');
    expect(out).toMatch(/^1 passed, 1 failed$/m);
    expect(code).toBe(1);
  });

  it('fails a solution that does not pass its test case', () => {
    const dir = project();
    const file = join(dir, 'curriculum/unit1/loops.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('i <= 3', 'i < 3'));
    const { code, out } = checkSamples(dir);
    expect(out).toContain('(challenge "Count to Three")');
    expect(out).toContain('output line 3: expected "3", got ""');
    expect(code).toBe(1);
  });

  it('fails a program that does not compile under -Werror, with the compiler message', () => {
    const dir = project();
    const file = join(dir, 'curriculum/unit1/hello.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('int main(void) {', 'int main(void) {\n          int unused;'),
    );
    const { code, out } = checkSamples(dir);
    expect(out).toContain('does not compile with gcc -std=c11 -Wall -Wextra -pedantic -Werror');
    expect(out).toMatch(/unused variable .unused./);
    expect(code).toBe(1);
  });

  it('fails, and says why, when gcc is not installed: it never passes silently', () => {
    const bin = mkdtempSync(join(tmpdir(), 'no-gcc-'));
    dirs.push(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const { code, out } = checkSamples(project(), { ...process.env, PATH: bin });
    expect(out).toContain('gcc was not found, so the C samples cannot be checked');
    expect(code).toBe(1);
  });
});
