import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = resolve('scripts/check-quizzes.ts');
/** A small project whose quizzes are right in hello.yaml and wrong, one way each, in loops.yaml. */
const FIXTURE = resolve('tests/quiz-check');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// Compiling with gcc twice and with clang for wasm32 takes a while on a cold cache (results are
// cached by content afterwards), so these tests get a generous limit; nothing here is timed.
const LIMIT = 300_000;

function checkQuizzes(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd: FIXTURE,
    env,
    encoding: 'utf8',
    timeout: LIMIT,
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe('npm run check:quizzes', () => {
  it(
    'passes quizzes whose keys the programs prove, and says what it checked',
    () => {
      const { code, out } = checkQuizzes(['curriculum/unit1/hello.yaml']);
      expect(out).toContain('Checked 3 quizzes in 1 lesson (1 choice, 1 output, 1 fill)');
      expect(out).toMatch(/^3 quizzes proven, 0 failed \(0 problems\)$/m);
      expect(code).toBe(0);
    },
    LIMIT,
  );

  it(
    'fails a wrong key, output that changes with -O2 or with the system, and a wrong option that is right',
    () => {
      // An empty cache: every verdict here comes from compilers that really ran.
      const cache = mkdtempSync(join(tmpdir(), 'quiz-cache-'));
      dirs.push(cache);
      const { code, out } = checkQuizzes(['curriculum/unit1/loops.yaml'], {
        ...process.env,
        QUIZ_CHECK_CACHE: cache,
      });
      expect(out).toContain('proven by 5 programs (0 from the cache)');
      expect(out).toContain(
        'curriculum/unit1/loops.yaml:43:13 blocks[3].answer: the key says "3.5\\n", but the program prints "3\\n": correct the key, or the program',
      );
      expect(out).toContain(
        'curriculum/unit1/loops.yaml:50:14 blocks[4].program: the program prints differently at -O0 and -O2 (line 1: "not optimised" at -O0, "optimised" at -O2)',
      );
      expect(out).toMatch(
        /loops\.yaml:68:14 blocks\[5\]\.program: the program prints differently with gcc on x86-64 and with clang on wasm32 \(line 1: "8" with gcc, "4" with wasm32\)/,
      );
      expect(out).toMatch(
        /loops\.yaml:68:14 blocks\[5\]\.program: the program prints differently on x86-64 and on a 32-bit machine whose plain char is unsigned \(gcc .* -m32 -funsigned-char -O1\) \(line 1: "8" on x86-64, "4" there\)/,
      );
      expect(out).toContain(
        'loops.yaml:95:15 blocks[6].options[1].code: is not marked correct, but the program with option 2 ("2 * 2") in the blank prints "4\\n"',
      );
      expect(out).toMatch(/^0 quizzes proven, 4 failed/m);
      expect(code).toBe(1);
    },
    LIMIT,
  );

  it('fails, and says why, when gcc is not installed: it never passes silently', () => {
    const bin = mkdtempSync(join(tmpdir(), 'no-gcc-'));
    dirs.push(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const { code, out } = checkQuizzes([], { ...process.env, PATH: bin });
    expect(out).toContain('gcc was not found, so the quiz answers cannot be checked');
    expect(code).toBe(1);
  });

  it(
    'fails a key that rests on signed plain char, which x86-64 gcc and wasm32 clang agree on',
    () => {
      const { code, out } = checkQuizzes(['curriculum/unit1/machines.yaml'], {
        ...process.env,
        QUIZ_CHECK_TIME_LIMIT_MS: '1500',
      });
      expect(out).toContain(
        'machines.yaml:6:14 blocks[0].program: the program prints differently on x86-64 and on a 32-bit machine whose plain char is unsigned',
      );
      expect(out).toContain('(line 1: "-56" on x86-64, "200" there)');
      expect(code).toBe(1);
    },
    LIMIT,
  );

  it(
    'reports a program that runs out of time as a timeout, never as a compile error, and does not cache it',
    () => {
      const cache = mkdtempSync(join(tmpdir(), 'quiz-cache-'));
      dirs.push(cache);
      // A short limit stands in for a machine too busy to finish in time.
      const env = { ...process.env, QUIZ_CHECK_CACHE: cache, QUIZ_CHECK_TIME_LIMIT_MS: '1500' };
      for (const run of [1, 2]) {
        const { code, out } = checkQuizzes(['curriculum/unit1/machines.yaml'], env);
        // Only the program that finished was kept: the second run compiles the slow one again.
        expect(out).toContain(`proven by 2 programs (${run - 1} from the cache)`);
        expect(out).toContain(
          'machines.yaml:21:14 blocks[1].program: the program did not finish at -O0 (it ran past the time limit)',
        );
        expect(out).toContain(
          "machines.yaml:21:14 blocks[1].program: the program did not finish in the browser's wasm32 build: the run did not finish within 1.5 s",
        );
        expect(out).toContain('1 program ran past a time limit: reported below, and not cached');
        expect(out).not.toMatch(/blocks\[1\].*does not compile/);
        expect(code).toBe(1);
      }
    },
    LIMIT,
  );

  it('fails, and names it, when a path matches no lesson', () => {
    const { code, out } = checkQuizzes(['curriculum/unit9']);
    expect(out).toContain("No lesson is at 'curriculum/unit9'");
    expect(code).toBe(1);
  });
});
