import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launch, openPage } from './browser.ts';
import { cycles, press, replaceCode, sample, waitForEnd } from './panel.ts';

/**
 * The runner as a teacher would want it: a live terminal for programs that read input, and
 * undefined behaviour and heap errors reported at their line, in Chromium against the built site.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Reads to end of input and says how many characters came. */
const COUNT_CHARACTERS = [
  '#include <stdio.h>',
  'int main(void) {',
  '    int c, count = 0;',
  '    while ((c = getchar()) != EOF) count++;',
  '    printf("%d characters\\n", count);',
  '    return 0;',
  '}',
  '',
].join('\n');

/** Runs the panel's program and waits for it to end; returns the status line. */
const run = (panel: Locator, title: string) => press(panel, `Run ${title}`, 90_000);

/** Presses Run and waits until the program asks for input. */
async function startWaiting(panel: Locator): Promise<number> {
  const before = await cycles(panel);
  await panel.getByRole('button', { name: 'Run hello.c', exact: true }).click();
  await panel.locator('[data-terminal-input][data-waiting]').waitFor({ timeout: 90_000 });
  return before;
}

const terminalText = (panel: Locator) => panel.locator('[data-terminal]').textContent();

describe('a live terminal', () => {
  it('shows the prompt before the student types, and the typed line reaches scanf', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '    int age;',
        '    printf("Enter your age: ");',
        '    if (scanf("%d", &age) != 1) return 1;',
        '    printf("In ten years you will be %d.\\n", age + 10);',
        '    return 0;',
        '}',
        '',
      ].join('\n'),
    );
    const before = await startWaiting(panel);
    const field = panel.getByLabel(/^Input to hello\.c/);
    // The prompt has no newline, yet it is on screen before any input exists.
    await expect(terminalText(panel)).resolves.toBe('Enter your age: ');
    await expect(panel.locator('[data-status]').textContent()).resolves.toMatch(/^Waiting for input/);
    await expect(
      page.evaluate(() => document.activeElement?.hasAttribute('data-terminal-input')),
    ).resolves.toBe(true);
    await field.fill('19');
    await field.press('Enter');
    await waitForEnd(panel, before, 30_000);
    await expect(terminalText(panel)).resolves.toBe('Enter your age: 19\nIn ten years you will be 29.\n');
    await expect(panel.locator('[data-status]').textContent()).resolves.toMatch(/^Exit code 0/);
    await expect(panel.locator('[data-terminal]').getAttribute('aria-live')).resolves.toBe('polite');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('ends a read loop at Ctrl+D (end of file), and waiting does not count against the time limit', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(page, panel, COUNT_CHARACTERS);
    const before = await startWaiting(panel);
    const field = panel.getByLabel(/^Input to hello\.c/);
    await field.fill('abc');
    await field.press('Enter');
    // Longer than the 5-second limit, spent waiting for the student.
    await page.waitForTimeout(5500);
    await field.fill('de');
    await field.press('Enter');
    await field.press('Control+d');
    await waitForEnd(panel, before, 30_000);
    await expect(terminalText(panel)).resolves.toBe('abc\nde\n^D\n7 characters\n');
    await expect(panel.locator('[data-status]').textContent()).resolves.toMatch(/^Exit code 0/);
    await context.close();
  });

  it('types a tab with Tab, and leaves the field with Escape then Tab', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '    int c;',
        "    while ((c = getchar()) != EOF && c != '\\n')",
        '        printf(c == \'\\t\' ? "[tab]" : "%c", c);',
        '    printf("\\n");',
        '    return 0;',
        '}',
        '',
      ].join('\n'),
    );
    const before = await startWaiting(panel);
    // The input line, its End input button and its keys pass axe in both themes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    const field = panel.getByLabel('Input to hello.c');
    await field.press('a');
    await field.press('Tab');
    await field.press('b');
    await expect(field.inputValue()).resolves.toBe('a\tb');
    await expect(
      page.evaluate(() => document.activeElement?.hasAttribute('data-terminal-input')),
    ).resolves.toBe(true);
    // Escape, then Tab: focus moves on (to End input), as it does from the editor.
    await field.press('Escape');
    await field.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('End input');
    await field.press('Enter');
    await waitForEnd(panel, before, 30_000);
    await expect(terminalText(panel)).resolves.toBe('a\tb\na[tab]b\n');
    await context.close();
  });

  it('sends each line of a multi-line paste as the program reads it, keeping the unfinished one', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '    char line[64];',
        '    int n = 0;',
        '    printf("> ");',
        '    while (fgets(line, sizeof line, stdin)) {',
        '        printf("%d: %s> ", ++n, line);',
        '    }',
        '    return 0;',
        '}',
        '',
      ].join('\n'),
    );
    const before = await startWaiting(panel);
    const field = panel.getByLabel('Input to hello.c');
    await page.evaluate(() => navigator.clipboard.writeText('one\ntwo\nthr'));
    await field.press('Control+V');
    // Both whole lines reached the program, one read each; the third waits in the field.
    await expect.poll(() => terminalText(panel)).toBe('> one\ntwo\n1: one\n> 2: two\n> ');
    await expect(field.inputValue()).resolves.toBe('thr');
    await field.press('End');
    await field.pressSequentially('ee');
    await field.press('Enter');
    await expect.poll(() => terminalText(panel)).toBe('> one\ntwo\n1: one\n> 2: two\n> three\n3: three\n> ');
    await field.press('Control+d');
    await waitForEnd(panel, before, 30_000);
    await expect(panel.locator('[data-status]').textContent()).resolves.toMatch(/^Exit code 0/);
    await context.close();
  });

  it('ends the input with an on-screen button on a touch device, with no hints about keys', async () => {
    const phone = { width: 390, height: 844 };
    const { page, context } = await openPage(browser, '/unit1/basics', phone, {
      hasTouch: true,
      isMobile: true,
    });
    const panel = sample(page, 'hello.c');
    await replaceCode(page, panel, COUNT_CHARACTERS);
    const before = await startWaiting(panel);
    await expect(panel.locator('[data-status]').textContent()).resolves.toBe(
      'Waiting for input: type a line and send it (End input ends the input).',
    );
    await expect(panel.textContent()).resolves.not.toMatch(/Ctrl|Escape/);
    const field = panel.getByLabel('Input to hello.c');
    await field.fill('abc');
    await field.press('Enter');
    await field.fill('de');
    await panel.getByRole('button', { name: 'End input' }).tap();
    await waitForEnd(panel, before, 30_000);
    await expect(terminalText(panel)).resolves.toBe('abc\nde^D\n6 characters\n');
    await context.close();
  });

  it('stops a waiting program with Ctrl+C', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    await replaceCode(
      page,
      panel,
      '#include <stdio.h>\nint main(void) {\n    int n;\n    return scanf("%d", &n);\n}\n',
    );
    const before = await startWaiting(panel);
    await panel.getByLabel(/^Input to hello\.c/).press('Control+c');
    await waitForEnd(panel, before, 30_000);
    await expect(panel.locator('[data-status]').textContent()).resolves.toMatch(/^Stopped after \d+ ms\.$/);
    await context.close();
  });

  it('shows the exit status a shell shows: return -1 is 255, return 256 is 0', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    for (const [value, status] of [
      ['-1', 255],
      ['256', 0],
    ] as const) {
      await replaceCode(page, panel, `int main(void) {\n    return ${value};\n}\n`);
      expect(await run(panel, 'hello.c'), `return ${value};`).toMatch(new RegExp(`^Exit code ${status} ·`));
    }
    await context.close();
  });

  it('runs a sample that declares its input with that input, without a terminal', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'read_two.c');
    expect(await run(panel, 'read_two.c')).toMatch(/^Exit code 0/);
    await expect(panel.locator('[data-terminal]').count()).resolves.toBe(0);
    await expect(panel.getByLabel('Standard input').inputValue()).resolves.toBe('19 1.75\n');
    await context.close();
  });
});

/** Undefined behaviour, each at its line: the program, the line, and the title the panel shows. */
const UNDEFINED: { name: string; code: string[]; line: number; title: string }[] = [
  {
    name: 'an out-of-bounds index',
    code: [
      'int main(void) {',
      '    int a[4] = {0};',
      '    volatile int i = 4;',
      '    a[i] = 1;',
      '    return a[0];',
      '}',
    ],
    line: 4,
    title: 'Array index out of bounds',
  },
  {
    name: 'a signed overflow',
    code: [
      '#include <limits.h>',
      'int main(void) {',
      '    volatile int big = INT_MAX;',
      '    int more = big + 1;',
      '    return more;',
      '}',
    ],
    line: 4,
    title: 'Signed integer overflow',
  },
  {
    name: 'a division by zero',
    code: [
      'int main(void) {',
      '    volatile int zero = 0;',
      '    int ratio = 10 / zero;',
      '    return ratio;',
      '}',
    ],
    line: 3,
    title: 'Division by zero',
  },
];

describe('undefined behaviour and heap errors', () => {
  it('reports an out-of-bounds index, a signed overflow and a division by zero with their lines', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    for (const ub of UNDEFINED) {
      await replaceCode(page, panel, ub.code.join('\n') + '\n');
      expect(await run(panel, 'hello.c'), ub.name).toMatch(/^Stopped: undefined behaviour/);
      const problem = panel.locator(`[data-problem="${ub.title}"]`);
      await expect(problem.getAttribute('role'), ub.name).resolves.toBe('alert');
      await expect(problem.textContent(), ub.name).resolves.toContain(
        `Undefined behaviour at line ${ub.line} (in main)`,
      );
      // The explanation links to the lesson section that teaches it.
      const link = problem.getByRole('link');
      expect(await link.getAttribute('href'), ub.name).toMatch(/^\/unit\d\/[\w-]+#[\w-]+$/);
    }
    await context.close();
  });

  it('reports a double free and a leak with the lines involved', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    const panel = sample(page, 'hello.c');
    const program = (body: string[]) =>
      [
        '#include <stdlib.h>',
        'int main(void) {',
        ...body.map((l) => `    ${l}`),
        '    return 0;',
        '}',
        '',
      ].join('\n');
    await replaceCode(page, panel, program(['int *p = malloc(sizeof *p);', 'free(p);', 'free(p);']));
    expect(await run(panel, 'hello.c')).toMatch(/^Stopped: a heap error/);
    await expect(panel.locator('[data-problem="Double free"]').textContent()).resolves.toContain(
      'Double free at line 5: the block of 4 bytes allocated at line 3 was already freed at line 4.',
    );

    await replaceCode(
      page,
      panel,
      program(['for (int i = 0; i < 2; i++) {', '    int *p = malloc(6 * sizeof *p);', '    p[0] = i;', '}']),
    );
    expect(await run(panel, 'hello.c')).toMatch(/^Exit code 0 .* memory leaked\.$/);
    await expect(panel.locator('[data-problem="Memory leak"]').textContent()).resolves.toContain(
      '2 blocks, 48 bytes, allocated at line 4, were never freed.',
    );
    await context.close();
  });
});
