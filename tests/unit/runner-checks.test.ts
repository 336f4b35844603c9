/**
 * The runner's run-time checks, with the browser's compiler in Node: each kind of undefined
 * behaviour traps and is read back to its check and line; the checking allocator stops double and
 * invalid frees and writes outside a block, and reports leaks by line; standard C that wasi-libc
 * keeps in separate libraries (long double printf, clock) works.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { describeLeak } from '../../src/runner/explain/problems.ts';
import { executeProgram } from '../../src/runner/program/execute.ts';
import type { ExecuteResult } from '../../src/runner/protocol.ts';
import { compileProgram } from '../../src/runner/toolchain/compile.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

/** Compiles `main` (lines joined) and runs it, as the browser does. */
async function run(lines: string[], stdin = ''): Promise<ExecuteResult> {
  const compiled = await compileProgram(toolchain, [{ name: 'main.c', code: lines.join('\n') + '\n' }]);
  if (!compiled.wasm) throw new Error(compiled.log);
  return executeProgram({ program: compiled.wasm, stdin, files: {} });
}

const UB: [check: string, body: string[], line: number, reason: RegExp][] = [
  [
    'bounds',
    ['int a[4] = {0};', 'volatile int i = 4;', 'a[i] = 1;', 'return a[0];'],
    5,
    /^index 4 out of bounds for type 'int\[4\]'$/,
  ],
  [
    'signed-overflow',
    ['volatile int big = 2147483647;', 'int more = big * 2;', 'return more;'],
    4,
    /^signed integer overflow: 2147483647 \* 2 cannot be represented in type 'int'$/,
  ],
  [
    'signed-overflow',
    ['volatile long long big = 9223372036854775807LL;', 'long long more = big + 1;', 'return (int)more;'],
    4,
    /^signed integer overflow: 9223372036854775807 \+ 1 cannot be represented in type 'long long'$/,
  ],
  [
    'shift',
    ['volatile int by = 40;', 'return 1 << by;'],
    4,
    /^shift exponent 40 is too large for 32-bit type 'int'$/,
  ],
  ['shift', ['volatile int v = -1;', 'return v << 1;'], 4, /^left shift of negative value -1$/],
  ['division-by-zero', ['volatile int zero = 0;', 'return 10 % zero;'], 4, /^division by zero$/],
  [
    'division-by-zero',
    ['volatile int low = -2147483647 - 1, minus = -1;', 'return low / minus;'],
    4,
    /^division of -2147483648 by -1 cannot be represented in type 'int'$/,
  ],
  ['null', ['int * volatile p = 0;', 'return *p;'], 4, /^load of null pointer of type 'int'$/],
  [
    'vla-bound',
    ['volatile int n = 0;', 'int a[n];', 'return (int)sizeof a;'],
    4,
    /^variable length array bound evaluates to non-positive value 0$/,
  ],
  [
    'pointer-overflow',
    [
      'char buf[4];',
      'char * volatile p = buf;',
      'volatile unsigned long far = 4294967290u;',
      'return *(p + far) == 0;',
    ],
    6,
    /^pointer index expression with base 0x[0-9a-f]{8} overflowed to 0x[0-9a-f]{8}$/,
  ],
];

describe('undefined behaviour', () => {
  it.each(UB)(
    '%s stops the program and is reported with its line and UBSan words',
    async (check, body, line, reason) => {
      const result = await run(['#include <stdio.h>', 'int main(void) {', ...body, '}']);
      expect(result.exitCode).toBeNull();
      expect(result.crash?.kind).toBe('undefined');
      expect(result.crash?.undefinedBehaviour).toMatchObject({
        check,
        line,
        function: 'main',
        file: 'main.c',
      });
      expect(result.crash?.undefinedBehaviour?.reason).toMatch(reason);
      expect(result.crash?.message).toMatch(
        new RegExp(`^Undefined behaviour at line ${line} \\(in main\\): `),
      );
    },
    60_000,
  );

  it('keeps apart a trap that is no UBSan check (abort)', async () => {
    const result = await run(['#include <stdlib.h>', 'int main(void) {', '    abort();', '}']);
    expect(result.crash?.kind).toBe('abort');
    expect(result.crash?.undefinedBehaviour).toBeUndefined();
  }, 60_000);
});

describe('the checking allocator', () => {
  const program = (...body: string[]) => [
    '#include <stdlib.h>',
    '#include <string.h>',
    'int main(void) {',
    ...body,
    '    return 0;',
    '}',
  ];

  it('stops a double free, naming where the block was allocated and first freed', async () => {
    const result = await run(program('    char *p = malloc(10);', '    free(p);', '    free(p);'));
    expect(result.crash?.heap).toMatchObject({
      kind: 'double-free',
      at: { line: 6 },
      allocatedAt: { line: 4 },
      freedAt: { line: 5 },
      size: 10,
    });
  }, 60_000);

  it('stops a free of memory malloc did not return', async () => {
    const result = await run(program('    int local[4];', '    free(local + 1);'));
    expect(result.crash?.heap).toMatchObject({ kind: 'invalid-free', at: { line: 5 } });
  }, 60_000);

  it('notices a write past the end of a block when it is freed', async () => {
    const result = await run(program('    char *s = malloc(5);', '    strcpy(s, "hello");', '    free(s);'));
    expect(result.crash?.heap).toMatchObject({ kind: 'overflow', at: { line: 6 }, allocatedAt: { line: 4 } });
  }, 60_000);

  it('notices a write after free', async () => {
    const result = await run(program('    int *p = malloc(sizeof *p);', '    free(p);', '    *p = 1;'));
    expect(result.crash?.heap).toMatchObject({
      kind: 'write-after-free',
      allocatedAt: { line: 4 },
      freedAt: { line: 5 },
    });
  }, 60_000);

  it('reports the blocks never freed, by the line that allocated them', async () => {
    const result = await run(
      program(
        '    for (int i = 0; i < 2; i++) {',
        '        int *p = calloc(6, sizeof *p);',
        '        p[0] = i;',
        '    }',
        '    char *kept = malloc(3);',
        '    kept[0] = 0;',
      ),
    );
    expect(result.exitCode).toBe(0);
    expect(result.leaks.map((l) => describeLeak(l))).toEqual([
      '2 blocks, 48 bytes, allocated at line 5, were never freed.',
      '1 block, 3 bytes, allocated at line 8, was never freed.',
    ]);
  }, 60_000);

  it('passes a program that frees what it allocates, through realloc too', async () => {
    const result = await run(
      program(
        '    int *a = malloc(2 * sizeof *a);',
        '    a = realloc(a, 100 * sizeof *a);',
        '    a[99] = 1;',
        '    free(a);',
        '    free(NULL);',
      ),
    );
    expect(result).toMatchObject({ exitCode: 0, leaks: [] });
    expect(result.crash).toBeUndefined();
  }, 60_000);
});

describe('standard C that needs more of wasi-libc', () => {
  it('prints and reads long double, and has clock()', async () => {
    const result = await run(
      [
        '#include <stdio.h>',
        '#include <time.h>',
        'int main(void) {',
        '    long double x;',
        '    if (scanf("%Lf", &x) != 1) return 1;',
        '    printf("%.3Lf %Le\\n", x * 2, x);',
        '    return clock() < 0;',
        '}',
      ],
      '1.25\n',
    );
    expect(result).toMatchObject({ exitCode: 0, stdout: '2.500 1.250000e+00\n' });
  }, 60_000);
});
