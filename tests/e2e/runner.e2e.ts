import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { baseUrl, launch, openPage } from './browser.ts';
import { compilerKept, cycles, press, replaceCode, sample, waitForEnd } from './panel.ts';

/** Running C in the browser: clang compiled to WebAssembly, in workers, against the built site. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the program printed: the live terminal of a sample without declared input, or its stdout box. */
const stdout = (panel: Locator) =>
  panel.locator('[data-terminal], [data-stream="stdout"]').first().textContent();

describe('running samples', () => {
  it('runs a sample as the lesson shows it from its precompiled program, with the compiler unreachable', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await panel.waitFor();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    // The compiler's files cannot be fetched at all: an unedited sample needs none of them.
    await context.route(/llvm\.core|toolchain\.tar/, (route) => route.abort());
    const status = await press(panel, 'Run hello.c');
    expect(status).toMatch(/^Exit code 0 · compiled with the site · ran \d+ ms\.$/);
    expect(await stdout(panel)).toBe('Hello, World!\n');
    await expect(panel.getByText(/clang 22\.\d+\.\d+/).count()).resolves.toBe(1);
    expect(requests.filter((u) => /llvm\.core|toolchain\.tar/.test(u))).toEqual([]);
    expect(requests.filter((u) => /\/assets\/programs\/[0-9a-f]{16}\.wasm$/.test(u))).toHaveLength(1);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('downloads the compiler for an edited program, showing its progress in megabytes', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await panel.waitFor();
    // Every request of the page and its workers.
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    // With Save-Data on, Edit fetches nothing early (teaching.e2e.ts tests that warm-up): the whole
    // download happens after Run, so its progress is on screen.
    await context.addInitScript(
      `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });`,
    );
    await page.reload();
    await panel.waitFor();
    const fetched = () => requests.filter((n) => /llvm|toolchain|\.worker|SampleRunner|CodeEditor/.test(n));
    expect(fetched()).toEqual([]);
    await replaceCode(page, panel, '#include <stdio.h>\n\nint main(void) {\n    printf("Mine\\n");\n}\n');
    expect(requests.filter((n) => /llvm|toolchain/.test(n))).toEqual([]);

    // Every text the status line shows, to see the download's progress in megabytes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { statuses: string[] }).statuses = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-status]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true });
    });
    const status = await press(panel, 'Run hello.c');
    const statuses = await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
    expect(statuses[0]).toBe('Loading the C compiler…');
    expect(statuses.some((s) => /^Downloading the C compiler: \d+\.\d of 2\d\.\d MB(, .*)?$/.test(s))).toBe(
      true,
    );
    expect(status).toMatch(/^Exit code 0 · compiled in \d+ ms · ran \d+ ms\.$/);
    expect(await stdout(panel)).toBe('Mine\n');
    await expect(panel.locator('[data-terminal]').getAttribute('aria-live')).resolves.toBe('polite');
    await expect(panel.getByText(/clang 22\.\d+\.\d+/).count()).resolves.toBe(1);
    await expect(panel.getByText('-std=c11 -Wall -Wextra -pedantic', { exact: false }).count()).resolves.toBe(
      1,
    );
    // The code the runner needs arrived on demand: the compiler and the editor.
    const loaded = fetched();
    expect(loaded.some((n) => n.includes('llvm.core'))).toBe(true);
    expect(loaded.some((n) => n.includes('toolchain.tar'))).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('edits a sample and runs the edited program; Reset restores the original', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await panel.getByRole('button', { name: 'Edit hello.c' }).click();
    const editor = panel.locator('.cm-content');
    await editor.waitFor();
    await expect(editor.getAttribute('aria-label')).resolves.toBe('Code editor for hello.c');
    // Keyboard only: Tab indents inside the editor; Escape then Tab leaves it.
    await expect(page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).resolves.toBe(
      true,
    );
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('.cm-editor'))).resolves.toBeNull();

    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\n\nint main(void) {\n    printf("Edited %d\\n", 6 * 7);\n    return 0;\n}\n',
    );
    await press(panel, 'Run hello.c');
    expect(await stdout(panel)).toBe('Edited 42\n');

    await panel.getByRole('button', { name: 'Reset hello.c' }).click();
    await expect(panel.locator('.cm-content').count()).resolves.toBe(0);
    await expect(panel.locator('pre code').first().textContent()).resolves.toContain('Hello, World!');
    await context.close();
  });

  it('feeds the standard input field to scanf', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'read_two.c');
    await press(panel, 'Run read_two.c');
    // First with the lesson's input, then with the student's.
    expect(await stdout(panel)).toBe(
      'Enter your age and height in metres: You are 19 years old and 1.75 m tall.\n',
    );
    const stdin = panel.getByLabel('Standard input');
    await expect(stdin.inputValue()).resolves.toBe('19 1.75\n');
    await stdin.fill('42\n1.6\n');
    await press(panel, 'Run read_two.c');
    expect(await stdout(panel)).toBe(
      'Enter your age and height in metres: You are 42 years old and 1.60 m tall.\n',
    );
    await context.close();
  });

  it('shows a compile error with its line, and selecting it moves the editor there', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\n\nint main(void) {\n    int n = 5\n    printf("%d\\n", n);\n    return 0;\n}\n',
    );
    expect(await press(panel, 'Run hello.c')).toMatch(/^Compilation failed: 1 error/);
    const message = panel.getByRole('button', {
      name: /^hello\.c:4:14: error: expected ';'.*go to line 4 in the editor/,
    });
    await expect(message.textContent()).resolves.toMatch(/^hello\.c:4:14: error: expected ';'/);
    await expect(panel.locator('[data-terminal], [data-stream="stdout"]').count()).resolves.toBe(0);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await message.click();
    await expect(page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).resolves.toBe(
      true,
    );
    await expect(panel.locator('.cm-activeLine').textContent()).resolves.toBe('    int n = 5');
    await expect(panel.locator('.cm-lintRange-error').count()).resolves.toBe(1);
    await context.close();
  });
});

describe('caching', () => {
  it('keeps the compiler for later visits: the second visit downloads nothing', async () => {
    const context = await browser.newContext();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const first = await context.newPage();
    await first.goto(`${baseUrl()}/unit1/basics`);
    const panel = sample(first, 'hello.c');
    await replaceCode(first, panel, '#include <stdio.h>\nint main(void) { puts("first"); return 0; }\n');
    await press(panel, 'Run hello.c');
    expect(requests.filter((u) => /llvm\.core|toolchain\.tar/.test(u))).toHaveLength(2);
    // Kept unpacked in the Cache Storage API once each download is checked against the build's manifest.
    await compilerKept(first);
    await first.close();

    requests.length = 0;
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/unit2/pointers`);
    const again = second
      .locator('main figure')
      .filter({ has: second.locator('[data-runbar]') })
      .first();
    await replaceCode(second, again, '#include <stdio.h>\nint main(void) { puts("second"); return 0; }\n');
    const run = (await again.getByRole('button', { name: /^Run / }).getAttribute('aria-label')) as string;
    expect(await press(again, run)).toMatch(/^Exit code 0 · compiled in/);
    expect(await stdout(again)).toBe('second\n');
    expect(requests.filter((u) => /llvm\.core|toolchain\.tar/.test(u))).toEqual([]);
    await context.close();
  });

  it("never keeps a compiler file that is not the build's, and fetches it again next time", async () => {
    const context = await browser.newContext();
    // A host that answers the compiler's address with its home page and status 200.
    let poisoned = true;
    await context.route(/llvm\.core/, (route) =>
      poisoned
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Home</p>' })
        : route.continue(),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/unit1/basics`);
    const panel = sample(page, 'hello.c');
    await replaceCode(page, panel, '#include <stdio.h>\nint main(void) { puts("poison"); return 0; }\n');
    expect(await press(panel, 'Run hello.c')).toMatch(/^Something went wrong/);
    await expect(
      page.evaluate(async () => (await (await caches.open('c-toolchain')).keys()).map((k) => k.url)),
    ).resolves.not.toContainEqual(expect.stringContaining('llvm.core'));
    // The host is fixed: the next Run asks it again and works.
    poisoned = false;
    expect(await press(panel, 'Run hello.c')).toMatch(/^Exit code 0 · compiled in/);
    expect(await stdout(panel)).toBe('poison\n');
    await context.close();
  });

  it('runs a multi-file sample as the lesson declares', async () => {
    const { page, context } = await openPage(browser, '/unit2/modular');
    const { curriculum } = loadCurriculum(process.cwd());
    const lesson = curriculum!.lessons.find((l) => l.route === '/unit2/modular')!;
    const block = lesson.blocks.find(
      (b) => b.type === 'code' && b.files && b.title === 'A maths utilities module',
    );
    expect(block).toBeDefined();
    const group = page.locator('[data-block="code"]').filter({ hasText: 'A maths utilities module' });
    const panel = group.locator('figure').filter({ has: page.locator('[data-runbar]') });
    expect(await press(panel, 'Run A maths utilities module')).toMatch(/^Exit code 0/);
    expect(await stdout(panel)).toBe((block as { output: string }).output);
    await context.close();
  });
});

describe('safety', () => {
  it('stops an endless loop with the Stop button, and the page keeps working', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(page, panel, 'int main(void) {\n    for (;;) {\n    }\n}\n');
    const before = await cycles(panel);
    await panel.getByRole('button', { name: 'Run hello.c' }).click();
    await panel.locator('[data-run-state="running"]').waitFor({ timeout: 60_000 });
    await panel.getByRole('button', { name: 'Stop hello.c' }).click();
    expect(await waitForEnd(panel, before)).toMatch(/^Stopped after \d+ ms\.$/);
    // The tab is responsive and the next run works.
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await replaceCode(page, panel, '#include <stdio.h>\nint main(void) { puts("again"); return 0; }\n');
    await press(panel, 'Run hello.c');
    expect(await stdout(panel)).toBe('again\n');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('stops a program at the time limit, and one that prints without end', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      // unsigned: a signed counter overflows (undefined behaviour, which the runner stops) within
      // 5 s on a fast machine, and the test is about the time limit.
      'int main(void) {\n    volatile unsigned i = 0;\n    while (1) {\n        i++;\n    }\n}\n',
    );
    expect(await press(panel, 'Run hello.c')).toBe('Stopped: the program ran longer than 5 s.');
    await expect(panel.getByRole('alert').textContent()).resolves.toMatch(/still running after 5 seconds/);

    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\nint main(void) {\n    for (;;) printf("spam ");\n}\n',
    );
    expect(await press(panel, 'Run hello.c')).toMatch(/^Stopped: the program printed too much/);
    expect((await stdout(panel))!.length).toBeLessThanOrEqual(256 * 1024);
    await context.close();
  });

  it('reports a crash in plain words', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\nint f(int n) {\n    volatile char pad[64];\n    pad[0] = (char)n;\n    return f(n + 1) + pad[0];\n}\nint main(void) {\n    printf("%d\\n", f(0));\n    return 0;\n}\n',
    );
    expect(await press(panel, 'Run hello.c')).toMatch(/^Crashed/);
    await expect(panel.getByRole('alert').textContent()).resolves.toMatch(/stack overflow/);
    await context.close();
  });
});

describe('files', () => {
  it('keeps the files a sample writes between runs, until Reset', async () => {
    const { page, context } = await openPage(browser, '/unit5/files');
    const panel = sample(page, 'write_students.c');
    await press(panel, 'Run write_students.c');
    expect(await stdout(panel)).toBe('Wrote 3 records to students.txt\n');
    await expect(panel.getByText('students.txt (25 bytes)').count()).resolves.toBe(1);

    // A second run of the sample, edited, reads the file the first run wrote.
    await replaceCode(
      page,
      panel,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '    char name[50];',
        '    int mark;',
        '    FILE *fp = fopen("students.txt", "rb");',
        '    if (fp == NULL) { perror("students.txt"); return 1; }',
        '    fseek(fp, 0, SEEK_END);',
        '    printf("%ld bytes\\n", ftell(fp));',
        '    rewind(fp);',
        '    while (fscanf(fp, "%49s %d", name, &mark) == 2) printf("%s=%d\\n", name, mark);',
        '    fclose(fp);',
        '    return 0;',
        '}',
        '',
      ].join('\n'),
    );
    await press(panel, 'Run write_students.c');
    expect(await stdout(panel)).toBe('25 bytes\nAlice=85\nBob=72\nCarol=90\n');

    await panel.getByRole('button', { name: 'Reset write_students.c' }).click();
    await expect(panel.getByText('students.txt (25 bytes)').count()).resolves.toBe(0);
    await press(panel, 'Run write_students.c');
    await expect(panel.getByText('students.txt (25 bytes)').count()).resolves.toBe(1);
    await context.close();
  });

  it('fails a write far past a file’s end as a full disk would, says so, and later runs are unharmed', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '    FILE *f = fopen("huge.bin", "wb");',
        '    if (f == NULL || fseek(f, 500L * 1024 * 1024, SEEK_SET) != 0) return 1;',
        "    fputc('x', f);",
        '    if (fclose(f) != 0) perror("huge.bin");',
        '    return 0;',
        '}',
        '',
      ].join('\n'),
    );
    expect(await press(panel, 'Run hello.c', 90_000)).toMatch(/^Exit code 0 ·/);
    // perror's words, as glibc's: what the failed fclose set errno to.
    const stderr = await panel.locator('[data-stderr], [data-stream="stderr"]').allTextContents();
    expect(stderr.join('')).toBe('huge.bin: File too large\n');
    await expect(panel.locator('[data-disk-full="file-size"]').textContent()).resolves.toMatch(
      /^A file grew past \d+ MB, the most one file may hold here, so writing to it failed as on a full disk/,
    );
    await expect(panel.getByText('huge.bin (0 bytes)').count()).resolves.toBe(1);
    // The next run starts with that (empty) file and runs as usual.
    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\nint main(void) {\n    puts("still fine");\n    return 0;\n}\n',
    );
    expect(await press(panel, 'Run hello.c')).toMatch(/^Exit code 0 ·/);
    expect(await stdout(panel)).toBe('still fine\n');
    await expect(panel.locator('[data-disk-full]').count()).resolves.toBe(0);
    await context.close();
  });

  it('runs the fread, fwrite, fseek, ftell and rewind samples as the lesson declares', async () => {
    const { page, context } = await openPage(browser, '/unit5/files');
    const { curriculum } = loadCurriculum(process.cwd());
    const lesson = curriculum!.lessons.find((l) => l.route === '/unit5/files')!;
    const declared = (title: string) =>
      lesson.blocks.find((b) => b.type === 'code' && b.title === title && b.output !== undefined) as
        { output: string } | undefined;
    for (const title of ['binary_students.c', 'seek_demo.c']) {
      const expected = declared(title);
      expect(expected, `the lesson has a sample ${title}`).toBeDefined();
      const panel = sample(page, title);
      await press(panel, `Run ${title}`);
      expect(await stdout(panel)).toBe(expected!.output);
    }
    await context.close();
  });
});

describe('challenges', () => {
  it('checks an attempt against every test case, showing expected and actual output side by side', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const challenge = page.locator('[data-block="challenge"]').filter({ hasText: 'Rectangle Calculator' });
    await challenge.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = challenge.locator('[data-challenge-runner]');
    const editor = runner.locator('.cm-content');
    await editor.waitFor();
    await expect(editor.getAttribute('aria-label')).resolves.toBe(
      'Code editor for your attempt at Rectangle Calculator',
    );

    // A wrong attempt: the perimeter is forgotten.
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      '#include <stdio.h>\nint main(void) {\n    int w, h;\n    if (scanf("%d %d", &w, &h) != 2) { printf("Invalid input\\n"); return 0; }\n    printf("Area: %d\\n", w * h);\n    return 0;\n}\n',
    );
    const check = 'Check your attempt at Rectangle Calculator';
    await press(runner, check);
    const rows = runner.locator('[data-results] tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    const first = rows.first();
    await expect(first.getAttribute('data-pass')).resolves.toBe('false');
    const cells = await first.locator('td pre').allTextContents();
    expect(cells[0]).toBe('Area: 12\nPerimeter: 14\n');
    expect(cells[1]).toBe('Area: 12\n');
    await expect(first.textContent()).resolves.toMatch(/✗ Fail/);

    // Fixed: every case passes.
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      '#include <stdio.h>\nint main(void) {\n    int w, h;\n    if (scanf("%d %d", &w, &h) != 2) { printf("Invalid input\\n"); return 0; }\n    printf("Area: %d\\nPerimeter: %d\\n", w * h, 2 * (w + h));\n    return 0;\n}\n',
    );
    expect(await press(runner, check)).toBe(`All ${count} tests pass.`);
    await expect(runner.locator('[data-results] tr[data-pass="true"]').count()).resolves.toBe(count);

    // The right output, but `return -1;`: judged by the exit status a shell shows, 255.
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      '#include <stdio.h>\nint main(void) {\n    int w, h;\n    if (scanf("%d %d", &w, &h) != 2) { printf("Invalid input\\n"); return -1; }\n    printf("Area: %d\\nPerimeter: %d\\n", w * h, 2 * (w + h));\n    return -1;\n}\n',
    );
    expect(await press(runner, check)).toBe(`0 of ${count} tests pass.`);
    await expect(rows.first().locator('td').first().textContent()).resolves.toBe(
      '✗ FailThe output is right, but the exit status is 255 instead of 0.',
    );
    await context.close();
  });
});
