/**
 * The browser's compile and run functions, in Node with the same patched toolchain: a handful of
 * programs (the whole curriculum is `npm run check:samples-wasm`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { executeProgram } from '../../src/runner/program/execute.ts';
import { compileProgram } from '../../src/runner/toolchain/compile.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

async function build(code: string, name = 'main.c') {
  const compiled = await compileProgram(toolchain, [{ name, code }]);
  if (!compiled.ok) throw new Error(compiled.log);
  return compiled;
}

describe('the in-browser toolchain, in Node', () => {
  it('compiles with the course flags, reports warnings, and runs with stdin, stdout, stderr and exit code', async () => {
    const compiled = await build(
      '#include <stdio.h>\nint main(void) {\n    int unused;\n    int a, b;\n    if (scanf("%d %d", &a, &b) != 2) return 2;\n    printf("%d\\n", a + b);\n    fprintf(stderr, "done\\n");\n    return 3;\n}\n',
    );
    expect(compiled.compiler).toMatch(/^clang version \d+\.\d+\.\d+/);
    expect(compiled.diagnostics).toMatchObject([
      { severity: 'warning', file: 'main.c', line: 3, column: 9, option: '-Wunused-variable' },
    ]);
    const run = await executeProgram({ program: compiled.wasm!, stdin: '40 2\n', files: {} });
    expect(run).toMatchObject({ exitCode: 3, stdout: '42\n', stderr: 'done\n', truncated: false });
  }, 60_000);

  it('fails to compile with located errors, and to link with the missing name', async () => {
    const bad = await compileProgram(toolchain, [
      { name: 'oops.c', code: 'int main(void) {\n    return x;\n}\n' },
    ]);
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', file: 'oops.c', line: 2, column: 12 });
    const unlinked = await compileProgram(toolchain, [
      { name: 'main.c', code: 'int helper(void);\nint main(void) { return helper(); }\n' },
    ]);
    expect(unlinked.ok).toBe(false);
    expect(unlinked.log).toMatch(/undefined symbol: helper/);
  }, 60_000);

  it('plans a command line once for every program of as many files, and names each file in its messages', async () => {
    const warm = await build('int main(void) { return 0; }\n', 'warm.c');
    expect(warm.ok).toBe(true);
    const plans = (toolchain as unknown as { plans: Map<string, unknown> }).plans.size;
    const bad = await compileProgram(toolchain, [
      { name: 'later.c', code: 'int main(void) { return y; }\n' },
    ]);
    expect((toolchain as unknown as { plans: Map<string, unknown> }).plans.size).toBe(plans);
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', file: 'later.c', line: 1 });
    expect(bad.log).toContain('later.c:1:');
    expect(bad.log).not.toContain('__learnc_unit');
  }, 60_000);

  it('runs a program with command-line arguments after its name', async () => {
    const compiled = await build(
      '#include <stdio.h>\nint main(int argc, char *argv[]) {\n    for (int i = 0; i < argc; i++) printf("%d:%s\\n", i, argv[i]);\n    return argc == 3 ? 0 : 1;\n}\n',
      'args.c',
    );
    const run = await executeProgram({
      program: compiled.wasm!,
      stdin: '',
      files: {},
      name: 'args',
      args: ['scores.txt', 'two words'],
    });
    expect(run).toMatchObject({ exitCode: 0, stdout: '0:args\n1:scores.txt\n2:two words\n' });
  }, 60_000);

  it('builds a program from several files with a header', async () => {
    const compiled = await compileProgram(toolchain, [
      { name: 'twice.h', code: '#ifndef TWICE_H\n#define TWICE_H\nint twice(int n);\n#endif\n' },
      { name: 'twice.c', code: '#include "twice.h"\nint twice(int n) { return 2 * n; }\n' },
      {
        name: 'main.c',
        code: '#include <stdio.h>\n#include "twice.h"\nint main(void) { printf("%d\\n", twice(21)); return 0; }\n',
      },
    ]);
    expect(compiled.log).toBe('');
    const run = await executeProgram({ program: compiled.wasm!, stdin: '', files: {} });
    expect(run.stdout).toBe('42\n');
  }, 60_000);

  it('keeps files between runs: fopen, fprintf, fread, fwrite, fseek, ftell, rewind', async () => {
    const writer = await build(
      '#include <stdio.h>\nint main(void) {\n    FILE *f = fopen("data.bin", "wb");\n    int v[3] = {7, 8, 9};\n    fwrite(v, sizeof v[0], 3, f);\n    fclose(f);\n    f = fopen("log.txt", "a");\n    fprintf(f, "run\\n");\n    fclose(f);\n    return 0;\n}\n',
    );
    const first = await executeProgram({ program: writer.wasm!, stdin: '', files: {} });
    const second = await executeProgram({ program: writer.wasm!, stdin: '', files: first.files });
    expect(text(second.files['log.txt'])).toBe('run\nrun\n');
    const reader = await build(
      '#include <stdio.h>\nint main(void) {\n    FILE *f = fopen("data.bin", "rb");\n    if (!f) { perror("data.bin"); return 1; }\n    fseek(f, 0, SEEK_END);\n    long size = ftell(f);\n    rewind(f);\n    int v[3];\n    size_t n = fread(v, sizeof v[0], 3, f);\n    fseek(f, sizeof v[0], SEEK_SET);\n    int second;\n    fread(&second, sizeof second, 1, f);\n    printf("%ld %zu %d %d %d %d\\n", size, n, v[0], v[1], v[2], second);\n    fclose(f);\n    return fopen("missing.txt", "r") == NULL ? 0 : 1;\n}\n',
    );
    const read = await executeProgram({ program: reader.wasm!, stdin: '', files: second.files });
    expect(read).toMatchObject({ exitCode: 0, stdout: '12 3 7 8 9 8\n' });
  }, 60_000);

  it('turns traps into plain words and caps output', async () => {
    const crash = await build('#include <stdlib.h>\nint main(void) { abort(); }\n');
    const aborted = await executeProgram({ program: crash.wasm!, stdin: '', files: {} });
    expect(aborted.exitCode).toBeNull();
    expect(aborted.crash?.kind).toBe('abort');
    const spam = await build('#include <stdio.h>\nint main(void) { for (;;) puts("spam"); }\n');
    const capped = await executeProgram({ program: spam.wasm!, stdin: '', files: {}, outputLimit: 1000 });
    expect(capped).toMatchObject({ exitCode: null, truncated: true });
    expect(capped.stdout.length).toBe(1000);
    expect(capped.crash).toBeUndefined();
  }, 60_000);

  it('gives programs 8 MiB of stack and 32-bit sizes', async () => {
    const compiled = await build(
      '#include <stdio.h>\nstatic int deep(int n) { volatile char pad[1000]; pad[0] = (char)n; return n == 0 ? 0 : 1 + deep(n - 1) + pad[0] * 0; }\nint main(void) {\n    printf("%d %zu %zu\\n", deep(5000), sizeof(long), sizeof(void *));\n    return 0;\n}\n',
    );
    const run = await executeProgram({ program: compiled.wasm!, stdin: '', files: {} });
    expect(run.stdout).toBe('5000 4 4\n');
  }, 60_000);

  it('ends with the exit status a POSIX shell shows: the low 8 bits of what main returned', async () => {
    const statusOf = async (body: string) => {
      const compiled = await build(`#include <stdlib.h>\nint main(void) {\n    ${body}\n}\n`);
      return (await executeProgram({ program: compiled.wasm!, stdin: '', files: {} })).exitCode;
    };
    // What `echo $?` prints after gcc's build of the same program on Linux.
    await expect(statusOf('return -1;')).resolves.toBe(255);
    await expect(statusOf('return 256;')).resolves.toBe(0);
    await expect(statusOf('return 300;')).resolves.toBe(44);
    await expect(statusOf('exit(-2);')).resolves.toBe(254);
    await expect(statusOf('return EXIT_FAILURE;')).resolves.toBe(1);
  }, 60_000);

  it('tells when a program read past the end of the input it was given', async () => {
    const compiled = await build(
      '#include <stdio.h>\nint main(void) {\n    int n;\n    if (scanf("%d", &n) != 1) return 1;\n    printf("%d\\n", n);\n    return 0;\n}\n',
    );
    const empty = await executeProgram({ program: compiled.wasm!, stdin: '', files: {} });
    expect(empty).toMatchObject({ exitCode: 1, endOfInput: true });
    const given = await executeProgram({ program: compiled.wasm!, stdin: '5\n', files: {} });
    expect(given).toMatchObject({ exitCode: 0, stdout: '5\n' });
    expect(given.endOfInput).toBeUndefined();
  }, 60_000);
});
