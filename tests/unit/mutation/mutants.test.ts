import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMutants, programMutants, type Mutant } from '../../../src/mutation/mutants.ts';

/** Small programs, each using the constructs one family of operators changes. */
const programs = {
  loop: `#include <stdio.h>

int main(void) {
    int a[5] = {3, 1, 4, 1, 5};
    int n = 5, x = 4, sum = 0;
    for (int i = 0; i < n; i++) {
        sum += a[i];
    }
    int i = 0;
    while (i < n && a[i] != x) {
        i++;
    }
    printf("%d %d %d\\n", sum, i, sum - n * 2);
    return 0;
}
`,
  branches: `#include <stdio.h>

int main(void) {
    int x = 0, count = 0;
    if (scanf("%d", &x) == 1 && x == 5) {
        count++;
    } else {
        count--;
    }
    int big = !(x > 10) ? 0 : 1;
    printf("%d %d\\n", count, big);
    return 0;
}
`,
  library: `#include <ctype.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    const char *a = "apple", *b = "pear";
    int c = 'q';
    if (isalpha(c) && isspace(' ')) {
        c = toupper(c);
    }
    printf("%c %d\\n", c, strcmp(a, b) < 0);
    return 0;
}
`,
  numbers: `#include <stdio.h>

int main(void) {
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    char word[10] = "hi";
    int sum = 7, n = 2;
    double average = (double)sum / n;
    double half = sum / 2.0;
    printf("%d %s %.1f %.1f\\n", m[1][2], word, average, half);
    return 0;
}
`,
  floating: `#include <stdio.h>

struct item {
    double price;
};

int main(void) {
    double celsius = 36.6;
    struct item it = {2.5};
    int n = 3;
    printf("%.1f %.2f %.2f\\n", celsius * 9.0 / 5.0 + 32.0, (double)it.price / n, (double)celsius / n);
    return 0;
}
`,
  guard: `#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100) {
        printf("Invalid input\\n");
        return 1;
    }
    fprintf(stderr, "read %d\\n", n);
    printf("%d\\n", n * 2);
    return 0;
}
`,
};

const descriptions = (source: string) => generateMutants(source).map((m) => m.description);

/**
 * The programs gcc rejects (syntax and types; warnings allowed, as for mutants), by index. One gcc
 * for them all: a process per program is slow on a busy machine.
 */
function rejected(codes: readonly string[]): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'mutants-'));
  try {
    const files = codes.map((code, i) => {
      writeFileSync(join(dir, `m${i}.c`), code);
      return `m${i}.c`;
    });
    const gcc = spawnSync('gcc', ['-std=c11', '-fsyntax-only', '-w', ...files], {
      cwd: dir,
      encoding: 'utf8',
    });
    return [...new Set([...gcc.stderr.matchAll(/^m(\d+)\.c:\d+:\d+: error/gm)].map((m) => Number(m[1])))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when `text` holds the quoted code; a long quote is shortened in the middle with " … ". */
function quotes(text: string, quoted: string): boolean {
  let at = 0;
  for (const part of quoted.split(' … ')) {
    at = text.indexOf(part, at);
    if (at < 0) return false;
    at += part.length;
  }
  return true;
}

/** The text from line `n` on, on one line: descriptions quote source that may span lines. */
const from = (code: string, n: number) =>
  code
    .split('\n')
    .slice(n - 1)
    .join(' ')
    .replace(/\s+/g, ' ');

describe('the mutator', () => {
  it('makes every mutant a different, compiling program, each named once', () => {
    const all: Mutant[] = [];
    for (const [name, source] of Object.entries(programs)) {
      const mutants = generateMutants(source);
      expect(mutants.length, name).toBeGreaterThan(5);
      expect(new Set(mutants.map((m) => m.code)).size, name).toBe(mutants.length);
      expect(new Set(mutants.map((m) => m.id)).size, name).toBe(mutants.length);
      for (const m of mutants) expect(m.code, m.description).not.toBe(source);
      all.push(...mutants);
    }
    expect(rejected(Object.values(programs))).toEqual([]);
    expect(rejected(all.map((m) => m.code)).map((i) => all[i]!.description)).toEqual([]);
  }, 120_000);

  it('describes each change truthfully: the quoted code is on that line before, and the new code after', () => {
    for (const source of Object.values(programs))
      for (const m of generateMutants(source)) {
        const change = /^`(.+)` (?:→ `(.*)`|removed) on line (\d+)$/.exec(m.description);
        expect(change, m.description).not.toBeNull();
        const [, before, after, line] = change!;
        expect(quotes(from(source, Number(line)), before!), m.description).toBe(true);
        if (after !== undefined) expect(quotes(from(m.code, Number(line)), after), m.description).toBe(true);
        else expect(quotes(from(m.code, Number(line)), before!), m.description).toBe(false);
      }
  });

  it('swaps comparisons and arithmetic, moves constants by one, and drops bounds checks', () => {
    const found = descriptions(programs.loop);
    expect(found).toEqual(
      expect.arrayContaining([
        '`i < n` → `i <= n` on line 6',
        '`i < n` → `i > n` on line 6',
        '`i = 0` → `i = 1` on line 6',
        '`i++` → `i--` on line 6',
        '`sum += a[i]` → `sum -= a[i]` on line 7',
        '`sum += a[i];` removed on line 7',
        '`i < n && a[i] != x` → `a[i] != x` on line 10',
        '`i < n && a[i] != x` → `i < n || a[i] != x` on line 10',
        '`i < n` → `!(i < n)` on line 6',
        '`sum - n * 2` → `sum + n * 2` on line 13',
        '`n * 2` → `n / 2` on line 13',
        '`n * 2` → `n * 3` on line 13',
      ]),
    );
    // main's exit status is not a mistake a test can see: the tests require 0.
    expect(found.filter((d) => d.includes('return'))).toEqual([]);
  });

  it('negates, removes and inverts conditions, drops else branches, and writes = for ==', () => {
    expect(descriptions(programs.branches)).toEqual(
      expect.arrayContaining([
        '`scanf("%d", &x) == 1 && x == 5` → `!(scanf("%d", &x) == 1 && x == 5)` on line 5',
        '`scanf("%d", &x) == 1 && x == 5` → `1` on line 5',
        '`scanf("%d", &x) == 1 && x == 5` → `0` on line 5',
        '`x == 5` → `x != 5` on line 5',
        '`x == 5` → `(x = 5)` on line 5',
        '`else { count--; }` removed on line 7',
        '`!(x > 10)` → `(x > 10)` on line 10',
        '`count++;` removed on line 6',
      ]),
    );
  });

  it('swaps library calls of the same shape, and gets the sign of strcmp wrong', () => {
    expect(descriptions(programs.library)).toEqual(
      expect.arrayContaining([
        '`isalpha(c)` → `isalnum(c)` on line 8',
        '`isalpha(c)` → `islower(c)` on line 8',
        "`isspace(' ')` → `(' ' == ' ')` on line 8",
        '`toupper(c)` → `tolower(c)` on line 9',
        '`strcmp(a, b) < 0` → `strcmp(a, b) == -1` on line 11',
        '`strcmp(a, b)` → `strcmp(b, a)` on line 11',
      ]),
    );
  });

  it('divides integers where the solution divides floating-point numbers, and swaps row and column', () => {
    const found = descriptions(programs.numbers);
    expect(found).toEqual(
      expect.arrayContaining([
        '`(double)sum / n` → `sum / n` on line 7',
        '`sum / 2.0` → `sum / 2` on line 8',
        '`sum / 2.0` → `sum / 3.0` on line 8',
        '`m[1][2]` → `m[2][1]` on line 9',
        '`word[10]` → `word[9]` on line 5',
      ]),
    );
    // A bigger array is never a mistake a test within the prompt's limits can see.
    expect(found).not.toContain('`word[10]` → `word[11]` on line 5');
  });

  it('makes no integer division of what the program declares floating-point', () => {
    const found = generateMutants(programs.floating);
    expect(found.filter((m) => m.operator === 'integer division' || m.operator === 'cast removed')).toEqual(
      [],
    );
    expect(found.map((m) => m.description)).toContain('`celsius * 9.0` → `celsius * 10.0` on line 11');
  });

  it('makes no mistake no test can see: in failure exits, on stderr, or by letting more input past a guard', () => {
    const found = descriptions(programs.guard);
    expect(found).toEqual(
      expect.arrayContaining([
        '`n < 1` → `n <= 1` on line 5',
        '`n < 1` → `n < 2` on line 5',
        '`n > 100` → `n >= 100` on line 5',
        '`n > 100` → `n > 99` on line 5',
        '`n * 2` → `n / 2` on line 10',
      ]),
    );
    for (const unseen of [
      'Invalid input', // inside the branch that ends with return 1
      'stderr',
      '`n < 1` → `n < 0`',
      '`n > 100` → `n > 101`',
      '`scanf("%d", &n) != 1` → `scanf("%d", &n) != 0`',
      '→ `scanf("%d", &n) != 1 || n < 1` on', // `n > 100` dropped
      '→ `0` on line 5',
    ])
      expect(
        found.filter((d) => d.includes(unseen)),
        unseen,
      ).toEqual([]);
  });

  it('treats a validity check written as a function like a guard', () => {
    const source = `#include <stdbool.h>
#include <stdio.h>

static bool valid(int m) {
    return m >= 0 && m <= 59;
}

int main(void) {
    int m;
    if (scanf("%d", &m) != 1 || !valid(m)) {
        return 1;
    }
    printf("%d\\n", 59 - m);
    return 0;
}
`;
    const found = descriptions(source);
    // Rejecting more input is caught by a test at the boundary; letting more in is not a mistake a test can see.
    expect(found).toEqual(
      expect.arrayContaining(['`m >= 0` → `m > 0` on line 5', '`m <= 59` → `m < 59` on line 5']),
    );
    for (const unseen of [
      '`m >= 0` → `m >= -1`',
      '`m <= 59` → `m <= 60`',
      '→ `m <= 59` on line 5',
      '→ `m >= 0` on line 5',
    ])
      expect(
        found.filter((d) => d.includes(unseen)),
        unseen,
      ).toEqual([]);
  });

  it('keeps every name when an unrelated line is added, while line numbers move', () => {
    const before = generateMutants(programs.loop);
    const edited = programs.loop.replace(
      'int main(void) {\n',
      'int main(void) {\n    /* added by an editor */\n    int unused = 42;\n    (void)unused;\n',
    );
    const after = new Map(generateMutants(edited).map((m): [string, Mutant] => [m.id, m]));
    for (const m of before) {
      expect(after.has(m.id), m.id).toBe(true);
      expect(after.get(m.id)!.line, m.id).toBe(m.line + 3);
    }
  });

  it('names a change by its code and its line, and numbers repeats of the same change', () => {
    const source = 'int f(int x) {\n    x++;\n    x++;\n    return x < 3;\n}\n';
    const ids = generateMutants(source).map((m) => m.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        '`x++;` removed',
        '`x++;` removed #2',
        '`x < 3` → `x <= 3` in `return x < 3;`',
      ]),
    );
  });

  it('names the file in a program of several files, and changes one file at a time', () => {
    const files = [
      { name: 'add.h', code: 'int add(int a, int b);\n' },
      { name: 'add.c', code: '#include "add.h"\n\nint add(int a, int b) {\n    return a + b;\n}\n' },
      {
        name: 'main.c',
        code: '#include <stdio.h>\n#include "add.h"\n\nint main(void) {\n    printf("%d\\n", add(2, 3));\n    return 0;\n}\n',
      },
    ];
    const mutants = programMutants(files);
    expect(mutants.map((m) => [m.file, m.id, m.description])).toEqual(
      expect.arrayContaining([
        ['add.c', '`a + b` → `a - b` in `return a + b;` (add.c)', '`a + b` → `a - b` on line 4 of add.c'],
        ['main.c', '`3` → `4` in `printf("%d\\n", add(2, 3));` (main.c)', '`3` → `4` on line 5 of main.c'],
      ]),
    );
    for (const m of mutants) expect(files.find((f) => f.name === m.file)!.code).not.toBe(m.code);
    // One file alone is named as the validator and the page name it: without a suffix.
    expect(programMutants([files[1]!]).map((m) => m.id)).toContain('`a + b` → `a - b` in `return a + b;`');
  });
});
