import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { traceText } from '../../../scripts/traces/assemble.ts';
import type { TraceJob } from '../../../scripts/traces/jobs.ts';
import { traceSample } from '../../../scripts/traces/run.ts';
import type { Step, Trace } from '../../../src/trace/schema.ts';

// These tests run the real tracer: gcc and gdb, as `npm run traces` and CI do (.ci/run installs them).
const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const HEAP_PROGRAM = `#include <stdio.h>
#include <stdlib.h>

int twice(int n) {
    int result = n * 2;
    return result;
}

int main(void) {
    int x = 0;
    int *p = &x;
    *p = twice(21);
    int *block = malloc(2 * sizeof *block);
    if (block == NULL) return 1;
    block[0] = x;
    block[1] = 7;
    printf("%d %d\\n", block[0], block[1]);
    free(block);
    return 0;
}
`;

const job = (code: string, output: string, lines: number[] | null = null): TraceJob => ({
  where: 'curriculum/unit1/test.yaml:3',
  file: 'unit1/test/main.c-00000000.json',
  key: '00000000',
  files: [{ name: 'main.c', code }],
  input: '',
  output,
  lines,
});

const frameVars = (step: Step, fn: string) =>
  step.frames.find((f) => f.function === fn)?.variables.map((v) => [v.name, v.value]);

describe('the tracer', { timeout: 120_000 }, () => {
  it('takes a statement over two lines as one step, as the recorder does', async () => {
    const code = [
      '#include <stdio.h>',
      '',
      'int main(void) {',
      '    int sum = 0;',
      '    printf("%d %d\\n", sum,',
      '           sum + 1);',
      '    return 0;',
      '}',
      '',
    ].join('\n');
    const trace = await traceSample(job(code, '0 1\n'));
    // gcc's line table stops on line 6 while its argument is worked out; the step is the statement.
    expect(trace.steps.map((s) => s.line)).toEqual([4, 5, 7, 8, null]);
  });

  it('shows memory as C defines it where gcc does otherwise, as the recorder shows it', async () => {
    const code = [
      '#include <stdio.h>',
      '#include <stdlib.h>',
      '',
      'struct big { int id; double a, b; };',
      '',
      'struct big make(int id) {',
      '    struct big b = {id, 1.5, 2.5};',
      '    return b;',
      '}',
      '',
      'int twice(int n) {',
      '    return n * 2;',
      '}',
      '',
      'int main(void) {',
      '    struct big pair[2] = {make(1), make(2)};',
      '    int total = twice(pair[0].id) +',
      '                twice(pair[1].id);',
      '    int *v = malloc(2 * sizeof *v);',
      '    if (v == NULL) return 1;',
      '    int *w = realloc(v, 4 * sizeof *w);',
      '    if (w == NULL) { free(v); return 1; }',
      '    printf("%d\\n", total);',
      '    free(w);',
      '    return 0;',
      '}',
      '',
    ].join('\n');
    const { steps } = await traceSample(job(code, '6\n'));
    const pairIds = (step: Step) => {
      const pair = step.frames[0]!.variables.find((v) => v.name === 'pair')!.value;
      if (typeof pair === 'string' || pair.kind !== 'array') throw new Error('pair is not an array');
      return pair.items.map((item) =>
        typeof item !== 'string' && item.kind === 'struct' ? item.fields[0]!.value : item,
      );
    };
    // gcc copies a 24-byte result into pair[0] on `return b;` and fills pair one call at a time;
    // C initialises pair once the declaration has run. So at each closing brace of make, and in
    // the second call, pair is not set yet.
    const inMake = steps.filter((s) => s.frames.at(-1)?.function === 'make' && s.line === 9);
    expect(inMake).toHaveLength(2);
    for (const step of inMake) expect(pairIds(step)).toEqual(['?', '?']);
    expect(pairIds(steps.find((s) => s.line === 17 && s.frames.length === 1)!)).toEqual(['1', '2']);
    // While a call on a statement's second line runs, its caller is on the statement's first line.
    const secondTwice = steps.find(
      (s) => s.frames[1]?.function === 'twice' && s.frames[1].variables[0]?.value === '2',
    )!;
    expect(secondTwice.frames.map((f) => `${f.function}:${'line' in f ? f.line : 'library'}`)).toEqual([
      'main:17',
      'twice:12',
    ]);
    // realloc always moves the block, as the checking allocator does: the old one is freed.
    const grown = steps.find((s) => s.line === 22)!;
    expect(grown.heap).toEqual([
      expect.objectContaining({ id: 1, line: 19, freed: true }),
      expect.objectContaining({ id: 2, line: 21, from: 1 }),
    ]);
    expect(grown.frames[0]!.variables.find((v) => v.name === 'v')!.value).toMatchObject({
      target: { kind: 'dangling', reason: 'freed', ref: 'heap/1' },
    });
  });

  it('shows the struct or union a function returns, of any shape, as its caller then holds it', async () => {
    // Each shape travels differently in x86-64's ABI: rax, rax:rdx, xmm0:xmm1, mixed, or memory.
    const shapes = [
      ['struct a { int x, y; }', '{v, v + 1}'],
      ['struct b { double d; float f; }', '{v * 1.5, v + 0.25f}'],
      ['struct c { int i; double d; }', '{v, v * 0.5}'],
      ['struct d { float f, g; }', '{v * 1.0f, v + 2.0f}'],
      ['struct e { double x, y; }', '{v * 3.0, v * 4.0}'],
      ['struct f { char s[12]; }', '{"hi"}'],
      ['struct g { char c; short h; float f; long l; }', "{'q', (short)v, 1.5f, 99L}"],
      ['union u { int i; float f; }', '{v}'],
      ['struct h { long a, b, c; }', '{v, v * 2, v * 3}'],
    ];
    const lines = ['#include <stdio.h>', ''];
    const calls: string[] = [];
    for (const [type, init] of shapes) {
      const [, kind, tag] = /^(struct|union) (\w)/.exec(type!)!;
      lines.push(`${type};`, `${kind} ${tag} make_${tag}(int v) {`, `    ${kind} ${tag} r = ${init};`);
      lines.push('    return r;', '}', '');
      calls.push(`    ${kind} ${tag} got_${tag} = make_${tag}(3);`);
    }
    lines.push('int main(void) {', ...calls, '    printf("done\\n");', '    return 0;', '}', '');
    const { steps } = await traceSample(job(lines.join('\n'), 'done\n'));
    const main = steps.at(-2)!.frames[0]!;
    for (const [type] of shapes) {
      const tag = /^(?:struct|union) (\w)/.exec(type!)![1]!;
      const end = steps.find(
        (s) =>
          s.frames.at(-1)?.function === `make_${tag}` &&
          s.frames.length === 2 &&
          s.line === lines.indexOf(`${/^(struct|union)/.exec(type!)![1]} ${tag} make_${tag}(int v) {`) + 4,
      );
      const returned = end?.frames.at(-1);
      expect(returned && 'returns' in returned ? returned.returns : undefined, type).toEqual(
        main.variables.find((v) => v.name === `got_${tag}`)!.value,
      );
    }
  });

  it('records calls, returns, pointers resolved to their targets, and heap blocks until they are freed', async () => {
    const trace = await traceSample(job(HEAP_PROGRAM, '42 7\n'));
    const steps = trace.steps;
    // main starts with nothing set yet.
    expect(frameVars(steps[0]!, 'main')).toEqual([['x', '?']]);
    // In twice, the frame is newer than main's and the result is about to be returned.
    const inTwice = steps.find((s) => s.frames.at(-1)?.function === 'twice' && s.line === 7)!;
    expect(inTwice.frames.map((f) => f.function)).toEqual(['main', 'twice']);
    expect(inTwice.frames[1]).toMatchObject({ returns: '42' });
    // Back in main, the rest of line 12's statement (the assignment) is not a step of its own: one
    // step a statement, as the in-browser recorder steps (gcc's line table has a row for it).
    const returned = steps[steps.indexOf(inTwice) + 1]!;
    expect(returned.description).toBe(
      'Line 7 ran: twice returned 42 to main and x is now 42. Next is line 13.',
    );
    expect(steps.filter((s) => s.frames.length === 1 && s.line === 12)).toHaveLength(1);
    const p = returned.frames[0]!.variables.find((v) => v.name === 'p')!;
    expect(p.value).toMatchObject({
      kind: 'pointer',
      target: { kind: 'object', ref: 'stack/0/x', label: 'x in main' },
    });
    // The block, typed by the pointer that holds it, then freed: the pointer dangles.
    const filled = steps.find((s) => s.line === 17)!;
    expect(filled.heap).toEqual([
      expect.objectContaining({
        id: 1,
        size: 8,
        line: 13,
        type: 'int [2]',
        value: expect.objectContaining({ items: ['42', '7'] }) as unknown,
      }),
    ]);
    const freed = steps.find((s) => s.line === 19)!;
    expect(freed.heap).toEqual([expect.objectContaining({ id: 1, freed: true })]);
    expect(freed.frames[0]!.variables.find((v) => v.name === 'block')!.value).toMatchObject({
      target: { kind: 'dangling', reason: 'freed', ref: 'heap/1' },
    });
    expect(steps.at(-1)).toMatchObject({ line: null, frames: [], exited: 0, output: '42 7\n'.length });
    expect(trace.output).toBe('42 7\n');
  });

  it('gives the same trace whatever the directory, the environment and address randomisation', async () => {
    const longTmp = join(tempDir('learn-c-'), 'a-much-longer-folder-name-that-moves-the-stack', 'and-more');
    mkdirSync(longTmp, { recursive: true });
    const [plain, moved, randomised] = await Promise.all([
      traceSample(job(HEAP_PROGRAM, '42 7\n')),
      traceSample(job(HEAP_PROGRAM, '42 7\n'), {
        tmp: longTmp,
        env: { FILLER: 'x'.repeat(4000), COLUMNS: '80' },
      }),
      traceSample(job(HEAP_PROGRAM, '42 7\n'), { randomize: true }),
    ]);
    expect(traceText(moved)).toBe(traceText(plain));
    expect(traceText(randomised)).toBe(traceText(plain));
  });

  it('keeps only the steps on the chosen lines', async () => {
    const trace = await traceSample(job(HEAP_PROGRAM, '42 7\n', [15, 16]));
    expect(new Set(trace.steps.map((s) => s.line))).toEqual(new Set([15, 16, null]));
  });

  it('fails with the sample’s place when the traced output is not the declared one', async () => {
    await expect(traceSample(job(HEAP_PROGRAM, '42 8\n'))).rejects.toThrow(
      `curriculum/unit1/test.yaml:3: under gdb the program's output differs from the sample's 'output:' (output line 1: expected "42 8", got "42 7")`,
    );
  });

  it('fails with the sample’s place when the program has too many steps to show', async () => {
    const loop =
      '#include <stdio.h>\nint main(void) {\n    int n = 1;\n    while (n > 0) {\n        n = n % 5 + 1;\n    }\n}\n';
    await expect(traceSample(job(loop, ''), { maxSteps: 20 })).rejects.toThrow(
      'curriculum/unit1/test.yaml:3: the program has more than 20 steps to show: choose the lines to show, like trace: "8-14"',
    );
  });

  it('stops a program stuck on one line, and says which', async () => {
    const stuck = '#include <stdio.h>\nint main(void) {\n    volatile int i = 0;\n    for (;;) i++;\n}\n';
    await expect(traceSample(job(stuck, ''), { stepSeconds: 1 })).rejects.toThrow(
      'curriculum/unit1/test.yaml:3: line 4 ran for more than 1 seconds without reaching another line: does it loop forever?',
    );
  });
});

/** A copy of the small valid curriculum with its hello.c traced. */
function project(): string {
  const dir = tempDir('check-traces-');
  cpSync('tests/corpus/valid', dir, { recursive: true });
  const file = join(dir, 'curriculum/unit1/hello.yaml');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('    title: hello.c\n', '    title: hello.c\n    trace: true\n'),
  );
  return dir;
}

const FIX = 'run `npm run traces` and commit the files it writes';
/** The line of the traced block in the copied lesson, as messages give it. */
const blockLine = (dir: string) =>
  readFileSync(join(dir, 'curriculum/unit1/hello.yaml'), 'utf8')
    .split('\n')
    .findIndex((l) => l === '  - type: code') + 1;

function run(script: string, cwd: string) {
  const result = spawnSync(process.execPath, [TSX, resolve(script)], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

const storedTrace = (dir: string) => {
  const folder = join(dir, 'traces/unit1/hello');
  return join(folder, readdirSync(folder)[0]!);
};

describe('npm run traces and npm run check:traces', { timeout: 120_000 }, () => {
  it('writes a trace that the check then finds fresh', () => {
    const dir = project();
    const written = run('scripts/traces.ts', dir);
    expect(written.out).toMatch(/Traced 1 of 1 samples/);
    expect(written.code).toBe(0);
    const trace = JSON.parse(readFileSync(storedTrace(dir), 'utf8')) as Trace;
    expect(trace.output).toBe('Hello, World!\n');
    const checked = run('scripts/check-traces.ts', dir);
    expect(checked.out).toContain('Checked 1 traces');
    expect(checked.code).toBe(0);
  });

  it('fails on a stale trace, a changed sample and an unused trace, saying to run npm run traces', () => {
    const dir = project();
    expect(run('scripts/traces.ts', dir).code).toBe(0);
    const file = storedTrace(dir);
    // The stored picture no longer matches what gdb records.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Hello, World!\\n"', '"Hello, Word!\\n"'));
    const stale = run('scripts/check-traces.ts', dir);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(
      `curriculum/unit1/hello.yaml:${blockLine(dir)}: the stored trace traces/unit1/hello/${file.split('/').at(-1)} differs from what gdb records now: ${FIX}`,
    );
    // The sample's code changed: its old trace belongs to no sample, and the new code has none.
    const lesson = join(dir, 'curriculum/unit1/hello.yaml');
    writeFileSync(lesson, readFileSync(lesson, 'utf8').replaceAll('Hello, World!', 'Hello, C!'));
    const changed = run('scripts/check-traces.ts', dir);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain(
      `curriculum/unit1/hello.yaml:${blockLine(dir)}: this traced sample has no trace (its code, input or 'trace:' changed): ${FIX}`,
    );
    expect(changed.out).toContain(`no sample uses this trace any more: ${FIX}`);
    // npm run traces puts everything right.
    expect(run('scripts/traces.ts', dir).code).toBe(0);
    expect(readdirSync(join(dir, 'traces/unit1/hello'))).toHaveLength(1);
    expect(run('scripts/check-traces.ts', dir).code).toBe(0);
  });
});
