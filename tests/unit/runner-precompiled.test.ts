/**
 * Precompiled lesson programs: their names follow everything that decides their bytes, a module
 * carries what the compiler said, the build's cache is shared with the WebAssembly sample check,
 * and that check notices a cached module that is not what the compiler builds now.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir, ProgramCache } from '../../src/runner/build/precompile.ts';
import { prepareToolchain } from '../../src/runner/build/prepare.ts';
import {
  hash64,
  precompiledKey,
  readCompileNote,
  withCompileNote,
  type CompileNote,
} from '../../src/runner/precompiled.ts';
import type { SourceFile } from '../../src/runner/protocol.ts';
import type { ProgramJob } from '../../src/samples/collect.ts';
import { judgeJob, type JobOutcome } from '../../src/samples/wasmJudge.ts';
import { WasmCheckWorker } from '../../scripts/lib/wasmWorker.ts';

const root = process.cwd();
const program = (text: string): SourceFile[] => [
  { name: 'hello.c', code: `#include <stdio.h>\nint main(void) { puts("${text}"); return 0; }\n` },
];
const note: CompileNote = { log: 'hello.c:1:1: warning: w', diagnostics: [], compiler: 'clang version 22' };
/** A tiny valid module: the magic number and version, no sections. */
const EMPTY_MODULE = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

describe('a precompiled module’s name', () => {
  it('is a 64-bit FNV-1a hash, as 16 hex digits', () => {
    expect(hash64('')).toBe('cbf29ce484222325');
    expect(hash64('a')).toBe('af63dc4c8601ec8c');
    expect(hash64('foobar')).toBe('85944171f73967e8');
  });

  it('changes with the code, a file name and the toolchain', () => {
    const base = precompiledKey('clang-1', program('hi'));
    expect(precompiledKey('clang-1', program('hi'))).toBe(base);
    expect(precompiledKey('clang-1', program('ho'))).not.toBe(base);
    expect(precompiledKey('clang-1', [{ ...program('hi')[0]!, name: 'main.c' }])).not.toBe(base);
    expect(precompiledKey('clang-2', program('hi'))).not.toBe(base);
  });
});

describe('the compile note inside a module', () => {
  it('travels in a custom section, and comes off to give the compiler’s bytes back', () => {
    const file = withCompileNote(EMPTY_MODULE, note);
    expect(WebAssembly.validate(file as Uint8Array<ArrayBuffer>)).toBe(true);
    expect(readCompileNote(file)).toEqual({ note, program: EMPTY_MODULE });
  });

  it('is not found in a host’s error page, or in a module without one', () => {
    expect(readCompileNote(new TextEncoder().encode('<!doctype html><p>Not here</p>'))).toBeUndefined();
    expect(readCompileNote(EMPTY_MODULE)).toBeUndefined();
    expect(readCompileNote(withCompileNote(EMPTY_MODULE, note).slice(0, 12))).toBeUndefined();
  });
});

describe('the cache the build and the sample check share', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((f) => rmSync(f, { force: true })));

  it('compiles a program once, then serves it without loading the compiler', async () => {
    const sources = program(`cached ${Date.now()}`);
    const first = await new ProgramCache(root).compile(sources);
    expect(first.result.ok).toBe(true);
    const file = join(cacheDir(root), `${first.module!.key}.wasm`);
    made.push(file);
    expect(existsSync(file)).toBe(true);
    // A toolchain that fails if used: the second compile must come from the cache.
    const never = Promise.reject(new Error('compiled again'));
    never.catch(() => undefined);
    const again = await new ProgramCache(root, never).compile(sources);
    expect(again.result.wasm).toEqual(first.result.wasm);
    expect(again.result.compiler).toMatch(/^clang version/);
  }, 120_000);

  it('is checked by the wasm sample check: a cached module that is not the compiler’s fails it', async () => {
    const sources = program(`stale ${Date.now()}`);
    const id = (await prepareToolchain(root)).id;
    // Another program's module, filed under this program's name: what a stale cache would serve.
    const other = await new ProgramCache(root).compile(program(`other ${Date.now()}`));
    made.push(join(cacheDir(root), `${other.module!.key}.wasm`));
    const file = join(cacheDir(root), `${precompiledKey(id, sources)}.wasm`);
    writeFileSync(file, other.module!.file);
    made.push(file);
    const job: ProgramJob = {
      kind: 'program',
      origin: { file: 'curriculum/unit9/demo.yaml', line: 3, block: 1, kind: 'sample', title: 'hello.c' },
      program: {
        files: sources,
        name: 'hello',
        runs: [{ name: 'sample', input: '', output: `${sources[0]!.code.match(/"(.*)"/)![1]}\n` }],
      },
    };
    const worker = new WasmCheckWorker();
    try {
      const verified = (await worker.check(job, true)) as JobOutcome;
      expect(judgeJob(job, verified).join('\n')).toMatch(
        /precompiled module differs from what the compiler builds now/,
      );
      // Even unverified, the stale module prints the other program's words: the output check fails.
      const unverified = (await worker.check(job, false)) as JobOutcome;
      expect(judgeJob(job, unverified).join('\n')).toMatch(/output differs/);
    } finally {
      worker.close();
    }
  }, 180_000);
});
