/**
 * The files a program writes, with the browser's toolchain in Node: bounded by the limits in
 * limits.ts, and past them the errors a full disk gives on Linux, which the program can see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { FILE_COUNT_LIMIT, FILE_SIZE_LIMIT_BYTES, FILES_SIZE_LIMIT_BYTES } from '../../src/runner/limits.ts';
import { executeProgram } from '../../src/runner/program/execute.ts';
import type { FileMap } from '../../src/runner/protocol.ts';
import { compileProgram } from '../../src/runner/toolchain/compile.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

/** Compiles `body` as main's, with the headers a file program needs and a way to name errno. */
async function run(body: string, files: FileMap = {}) {
  const code = [
    '#define _POSIX_C_SOURCE 200809L',
    '#include <errno.h>',
    '#include <stdio.h>',
    '#include <stdlib.h>',
    '#include <string.h>',
    '#include <unistd.h>',
    'static const char *err(void) { return errno == EFBIG ? "EFBIG" : errno == ENOSPC ? "ENOSPC" : strerror(errno); }',
    'int main(void) {',
    body,
    '}',
    '',
  ].join('\n');
  const compiled = await compileProgram(toolchain, [{ name: 'files.c', code }]);
  if (!compiled.wasm) throw new Error(compiled.log);
  return executeProgram({ program: compiled.wasm, stdin: '', files });
}

const MiB = 1024 * 1024;
const size = (files: FileMap, name: string) => files[name]?.byteLength;
/** Compiling is slow on a loaded machine: the time limit only catches a hang. */
const SLOW = 180_000;

describe('the files a program writes', () => {
  it(
    'stop one file at its limit: fwrite writes what fits, then fails with EFBIG',
    async () => {
      const result = await run(`
    static char block[64 * 1024];
    FILE *f = fopen("big.bin", "wb");
    size_t total = 0, n;
    do {
        n = fwrite(block, 1, sizeof block, f);
        total += n;
    } while (n == sizeof block && total < 12 * 1024 * 1024);
    printf("wrote %zu, error %d, %s\\n", total, ferror(f), err());
    fclose(f);
    return 0;`);
      expect(result.stdout).toBe(`wrote ${FILE_SIZE_LIMIT_BYTES}, error 1, EFBIG\n`);
      expect(result).toMatchObject({ exitCode: 0, diskFull: 'file-size' });
      expect(size(result.files, 'big.bin')).toBe(FILE_SIZE_LIMIT_BYTES);
    },
    SLOW,
  );

  it(
    'refuse a write far past the end (one fseek) and an ftruncate to 3 GB, and the next run is unharmed',
    async () => {
      const first = await run(`
    FILE *f = fopen("sparse.bin", "wb");
    fseek(f, 500L * 1024 * 1024, SEEK_SET);
    fputc('x', f);
    printf("fflush %d (%s)\\n", fflush(f), err());
    fclose(f);
    FILE *g = fopen("truncated.bin", "wb");
    printf("ftruncate %d (%s)\\n", ftruncate(fileno(g), (off_t)3000 * 1024 * 1024), err());
    fclose(g);
    return 0;`);
      expect(first.stdout).toBe('fflush -1 (EFBIG)\nftruncate -1 (EFBIG)\n');
      expect(first).toMatchObject({ exitCode: 0, diskFull: 'file-size' });
      expect(size(first.files, 'sparse.bin')).toBe(0);
      expect(size(first.files, 'truncated.bin')).toBe(0);
      const next = await run('puts("again"); return 0;', first.files);
      expect(next).toMatchObject({ exitCode: 0, stdout: 'again\n' });
      expect(next.diskFull).toBeUndefined();
    },
    SLOW,
  );

  it(
    'stop all the files at their total with ENOSPC, a full disk',
    async () => {
      const each = 6 * MiB;
      const result = await run(`
    static char block[64 * 1024];
    const char *names[] = {"a.bin", "b.bin", "c.bin"};
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(names[i], "wb");
        size_t n, total = 0;
        do {
            n = fwrite(block, 1, sizeof block, f);
            total += n;
        } while (n == sizeof block && total < 6 * 1024 * 1024);
        printf("%s %zu %s\\n", names[i], total, n < sizeof block ? err() : "ok");
        fclose(f);
    }
    return 0;`);
      const last = FILES_SIZE_LIMIT_BYTES - 2 * each;
      expect(result.stdout).toBe(`a.bin ${each} ok\nb.bin ${each} ok\nc.bin ${last} ENOSPC\n`);
      expect(result).toMatchObject({ exitCode: 0, diskFull: 'total-size' });
      expect(size(result.files, 'c.bin')).toBe(last);
    },
    SLOW,
  );

  it(
    'stop the number of files: fopen returns NULL with ENOSPC, and existing files still open',
    async () => {
      const result = await run(`
    char name[32];
    int made = 0;
    for (int i = 0; i < 1000; i++) {
        snprintf(name, sizeof name, "f%d.txt", i);
        FILE *f = fopen(name, "w");
        if (!f) { printf("fopen #%d: NULL, %s\\n", i, err()); break; }
        fputs("x", f);
        fclose(f);
        made++;
    }
    FILE *again = fopen("f0.txt", "w");
    printf("made %d, reopen %s\\n", made, again ? "ok" : err());
    return 0;`);
      expect(result.stdout).toBe(
        `fopen #${FILE_COUNT_LIMIT}: NULL, ENOSPC\nmade ${FILE_COUNT_LIMIT}, reopen ok\n`,
      );
      expect(result).toMatchObject({ exitCode: 0, diskFull: 'file-count' });
      expect(Object.keys(result.files)).toHaveLength(FILE_COUNT_LIMIT);
    },
    SLOW,
  );

  it(
    'grow a file written a byte at a time, and read back what was written',
    async () => {
      const result = await run(`
    FILE *f = fopen("bytes.txt", "w");
    for (int i = 0; i < 300000; i++) fputc('a' + i % 26, f);
    fclose(f);
    f = fopen("bytes.txt", "r");
    fseek(f, 299999, SEEK_SET);
    printf("%c %ld\\n", fgetc(f), ftell(f));
    fclose(f);
    return 0;`);
      expect(result).toMatchObject({
        exitCode: 0,
        stdout: `${String.fromCharCode(97 + (299999 % 26))} 300000\n`,
      });
      expect(size(result.files, 'bytes.txt')).toBe(300000);
      expect(result.diskFull).toBeUndefined();
    },
    SLOW,
  );
});
