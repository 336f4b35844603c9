/**
 * What the checks' caches are keyed on: each input that can change a verdict (a flag, a sanitizer
 * option, a limit, the runner's code, the toolchain's files) changes the key, so a run after the
 * change runs again instead of reusing the old verdict.
 */
import { describe, expect, it } from 'vitest';
import { runnerIdentity } from '../../scripts/lib/challengeRun.ts';
import { RUNNER } from '../../scripts/lib/mutantRunner.ts';
import { quizKeyer, quizSettings, type QuizSettings } from '../../scripts/lib/quizRuns.ts';
import { moduleClosure, runtimeSpecifiers } from '../../scripts/lib/sources.ts';
import { cSysroot, toolchainRecipe } from '../../src/runner/build/prepare.ts';

const without = (flags: readonly string[], drop: string) => flags.filter((f) => !f.startsWith(drop));

describe('the challenge results: an entry is reused only under the same runner', () => {
  const base = runnerIdentity();

  it('is judged again when a flag, a sanitizer option or a limit changes', () => {
    expect(runnerIdentity()).toBe(base);
    // The audit's case: with the sanitizers gone, two survivors went unnoticed from the cache.
    expect(runnerIdentity({ ...RUNNER, mutantFlags: without(RUNNER.mutantFlags, '-fsanitize') })).not.toBe(
      base,
    );
    expect(runnerIdentity({ ...RUNNER, solutionFlags: without(RUNNER.solutionFlags, '-Werror') })).not.toBe(
      base,
    );
    expect(runnerIdentity({ ...RUNNER, env: { ...RUNNER.env, UBSAN_OPTIONS: 'halt_on_error=0' } })).not.toBe(
      base,
    );
    expect(runnerIdentity({ ...RUNNER, cpuLimitS: 2 })).not.toBe(base);
    expect(runnerIdentity({ ...RUNNER, wallLimitMs: 1000 })).not.toBe(base);
  });

  it("is judged again when the runner's code changes: every module it loads is part of the key", () => {
    const files = moduleClosure(new URL('../../scripts/lib/challengeRun.ts', import.meta.url)).map(
      (m) => m.file,
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/lib/challengeRun.ts',
        'scripts/lib/mutantRunner.ts',
        'scripts/lib/pool.ts',
        'src/samples/gcc.ts',
      ]),
    );
  });
});

describe('the modules a check loads at run time', () => {
  it('follows imports, re-exports, import() and worker URLs, but not types', () => {
    const found = runtimeSpecifiers(
      [
        "import { a } from './a.ts';",
        "import type { T } from './types.ts';",
        "import { type U, type V } from './moreTypes.ts';",
        "export { b } from '../b/b.ts';",
        "export type { W } from './w.ts';",
        "const c = () => import('./c.ts');",
        "fork(fileURLToPath(new URL('../worker.ts', import.meta.url)));",
        "import ts from 'typescript';",
      ].join('\n'),
    );
    expect(found).toEqual(['./a.ts', '../b/b.ts', './c.ts', '../worker.ts']);
  });
});

describe('the quiz cache: a program is run again when anything that builds or runs it changes', () => {
  const program = { code: 'int main(void) { return 0; }\n', input: '' };

  it('keys on the gcc flags, the browser build, the limits, the toolchain and the program', async () => {
    const settings = await quizSettings(process.cwd(), 'gcc 12');
    const key = quizKeyer(settings)(program);
    const changed = (edit: (s: QuizSettings) => QuizSettings) => quizKeyer(edit(settings))(program);
    expect(quizKeyer(settings)(program)).toBe(key);
    expect(changed((s) => ({ ...s, gcc: 'gcc 13' }))).not.toBe(key);
    expect(
      changed((s) => ({
        ...s,
        native: s.native.map((c) => ({ ...c, flags: without(c.flags, '-fsanitize') })),
      })),
    ).not.toBe(key);
    expect(changed((s) => ({ ...s, native: s.native.filter((c) => c.name !== 'other') }))).not.toBe(key);
    expect(changed((s) => ({ ...s, wasm: { ...s.wasm, check: s.wasm.check.slice(1) } }))).not.toBe(key);
    expect(changed((s) => ({ ...s, wasm: { ...s.wasm, link: s.wasm.link.slice(1) } }))).not.toBe(key);
    expect(changed((s) => ({ ...s, runLimitMs: s.runLimitMs + 1 }))).not.toBe(key);
    expect(changed((s) => ({ ...s, wasm: { ...s.wasm, toolchain: `${s.wasm.toolchain}x` } }))).not.toBe(key);
    expect(quizKeyer(settings)({ ...program, input: '1\n' })).not.toBe(key);
  }, 300_000);

  it("includes the runner's code: the wasm worker, the compile and run functions, the flags", () => {
    const files = moduleClosure(new URL('../../scripts/lib/quizRuns.ts', import.meta.url)).map((m) => m.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/lib/gcc.ts',
        'scripts/lib/wasmWorker.ts',
        'src/samples/wasmWorker.ts',
        'src/runner/flags.ts',
        'src/runner/program/execute.ts',
        'src/runner/toolchain/compile.ts',
      ]),
    );
  });
});

describe("the prepared toolchain's folder", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const sysroot = (stdio: string) =>
    cSysroot([
      { path: 'include/wasm32-wasip1/stdlib.h', data: bytes('/* stdlib */\n') },
      { path: 'include/wasm32-wasip1/stdio.h', data: bytes(stdio) },
    ]);

  it('changes when a sysroot file changes, even to one of the same length', () => {
    const recipe = toolchainRecipe('22.0.0', sysroot('int printf(const char *, ...);\n'));
    expect(toolchainRecipe('22.0.0', sysroot('int printf(const char *, ...);\n'))).toBe(recipe);
    expect(toolchainRecipe('22.0.0', sysroot('int printf(const char *, ..,);\n'))).not.toBe(recipe);
    expect(toolchainRecipe('22.0.1', sysroot('int printf(const char *, ...);\n'))).not.toBe(recipe);
  });

  it("changes when the checking allocator's source changes", () => {
    const files = sysroot('');
    const support = files.findIndex((e) => e.path.endsWith('support.c'));
    expect(support).toBeGreaterThanOrEqual(0);
    const data = new Uint8Array(files[support]!.data!);
    data[0] = data[0] === 32 ? 33 : 32;
    const edited = files.map((e, i) => (i === support ? { ...e, data } : e));
    expect(toolchainRecipe('22.0.0', edited)).not.toBe(toolchainRecipe('22.0.0', files));
  });
});
