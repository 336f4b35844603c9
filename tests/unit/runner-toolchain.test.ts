import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cSysroot, yowaspDir } from '../../src/runner/build/prepare.ts';
import { clangArgs, OUTPUT } from '../../src/runner/flags.ts';
import { SUPPORT_OBJECT } from '../../src/runner/support/path.ts';
import { patchYowaspBundle } from '../../src/runner/toolchain/patch.ts';
import { treeOf } from '../../src/runner/toolchain/resources.ts';
import { keepSysrootFile } from '../../src/runner/toolchain/sysroot.ts';
import { readTar, writeTar } from '../../src/runner/toolchain/tar.ts';
import { parsePlan } from '../../src/runner/toolchain/toolchain.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('tar', () => {
  it('writes what it reads back, with directories and paths over 100 characters', () => {
    const long = `usr/include/${'deep/'.repeat(25)}file.h`;
    const entries = [
      { path: 'usr' },
      { path: 'usr/a.h', data: text('int a;\n') },
      { path: long, data: new Uint8Array(1000).fill(7) },
      { path: 'usr/empty.txt', data: new Uint8Array(0) },
    ];
    expect(readTar(writeTar(entries))).toEqual(entries);
  });

  it('rejects a corrupt header', () => {
    const archive = writeTar([{ path: 'a', data: text('x') }]);
    archive[0] = 'b'.charCodeAt(0);
    expect(() => readTar(archive)).toThrow(/corrupt tar header at byte 0/);
  });

  it('turns entries under a root into a file tree', () => {
    const tree = treeOf(
      [
        { path: 'usr' },
        { path: 'usr/include' },
        { path: 'usr/include/stdio.h', data: text('x') },
        { path: 'modules/m' },
      ],
      'usr',
    );
    expect(tree).toEqual({ include: { 'stdio.h': text('x') } });
  });
});

describe('the C-only sysroot', () => {
  it.each([
    ['include/wasm32-wasip1/stdio.h', true],
    ['include/wasm32-wasip1/sys/stat.h', true],
    ['include/stddef.h', true],
    ['include/__stddef_size_t.h', true],
    ['include/stdbool.h', true],
    ['lib/wasm32-wasip1/libc.a', true],
    ['lib/wasm32-wasip1/crt1-command.o', true],
    ['lib/wasm32-unknown-wasip1/libclang_rt.builtins.a', true],
    ['include/c++/v1/vector', false],
    ['include/avx512fintrin.h', false],
    ['include/opencl-c.h', false],
    ['lib/wasm32-wasip1/libc++.a', false],
    ['share/libc++/v1/std.cppm', false],
  ])('%s: %s', (path, kept) => expect(keepSysrootFile(path)).toBe(kept));

  it('keeps a few hundred files of the package sysroot, with their directories', () => {
    const all = readTar(readFileSync(join(yowaspDir(process.cwd()), 'llvm-resources.tar')));
    const kept = cSysroot(all);
    const files = kept.filter((e) => e.data);
    expect(files.length).toBeGreaterThan(150);
    expect(files.length).toBeLessThan(all.length / 5);
    for (const name of ['stdio.h', 'stdlib.h', 'string.h', 'math.h', 'ctype.h', 'assert.h', 'time.h'])
      expect(files.some((f) => f.path === `include/wasm32-wasip1/${name}`)).toBe(true);
    expect(kept.some((e) => e.path === 'include/wasm32-wasip1' && !e.data)).toBe(true);
  });
});

describe('clang', () => {
  it('compiles every .c file with the course flags, UB checks reported by handlers, and the checking allocator', () => {
    const args = clangArgs(['stack.h', 'stack.c', 'main.c']);
    expect(args.slice(0, 7)).toEqual([
      'clang',
      '--target=wasm32-wasip1',
      '-std=c11',
      '-Wall',
      '-Wextra',
      '-pedantic',
      '-O1',
    ]);
    // Sources (not headers), then the allocator's object, in the order a driver links them.
    expect(args.filter((a) => /\.(c|h|o)$/.test(a))).toEqual(['stack.c', 'main.c', SUPPORT_OBJECT]);
    const checks = args
      .find((a) => a.startsWith('-fsanitize='))!
      .slice('-fsanitize='.length)
      .split(',');
    for (const check of [
      'bounds',
      'signed-integer-overflow',
      'shift',
      'integer-divide-by-zero',
      'null',
      'vla-bound',
      'pointer-overflow',
    ])
      expect(checks).toContain(check);
    // Each check calls a handler of the support library that stops the program: no sanitizer runtime.
    expect(args).toContain(`-fno-sanitize-recover=${checks.join(',')}`);
    expect(args.some((a) => a.startsWith('-fsanitize-trap'))).toBe(false);
    for (const flag of [
      '-lm',
      '-lc-printscan-long-double',
      '-Wl,--wrap=malloc',
      '-Wl,--wrap=free',
      '-Wl,-z,stack-size=8388608',
      '-Wl,--max-memory=268435456',
    ])
      expect(args).toContain(flag);
    expect(args.slice(args.indexOf('-o'), args.indexOf('-o') + 2)).toEqual(['-o', OUTPUT]);
  });

  it("reads the driver's plan: its version and each step's arguments", () => {
    const plan = parsePlan(
      'clang version 22.1.0 (https://example.org abc)\nTarget: wasm32-unknown-wasip1\nThread model: posix\n' +
        ' "" "clang" "-cc1" "-o" "/tmp/main-1a2b3c.o" "-x" "c" "main.c"\n' +
        ' "wasm-ld" "-m" "wasm32" "/tmp/main-1a2b3c.o" "-o" "a \\"b\\".wasm"\n',
    );
    expect(plan).toEqual({
      version: 'clang version 22.1.0 (https://example.org abc)',
      commands: [
        ['clang', '-cc1', '-o', '/tmp/main-1a2b3c.o', '-x', 'c', 'main.c'],
        ['wasm-ld', '-m', 'wasm32', '/tmp/main-1a2b3c.o', '-o', 'a "b".wasm'],
      ],
    });
  });

  it("patches the installed YoWASP bundle's resource loading, and refuses a bundle of another shape", () => {
    const source = readFileSync(join(yowaspDir(process.cwd()), 'bundle.js'), 'utf8');
    const patched = patchYowaspBundle(source);
    expect(patched).not.toContain('import.meta');
    expect(patched).not.toContain('llvm-resources.tar');
    expect(patched).toContain('export { provideResources }');
    expect(() => patchYowaspBundle(source.replace('var totalSize =', 'var total ='))).toThrow(
      /expected the download size once in gen\/bundle\.js, found it 0 times/,
    );
  });
});
