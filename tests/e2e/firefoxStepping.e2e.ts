import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox } from '../../scripts/lib/firefox.ts';
import { baseUrl } from './browser.ts';
import { replaceCode } from './firefoxEditor.ts';
import { firstUntracedSample } from './panel.ts';

/** "Step through" an edited program in Firefox (Debian's firefox-esr, over WebDriver BiDi). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchFirefox();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** The first one-file runnable sample without a trace of its own: whatever the content is today. */
const target = firstUntracedSample();

/** Reads its number from the terminal while it is recorded. */
const PROGRAM =
  '#include <stdio.h>\n\nint main(void) {\n    int a = 0;\n    if (scanf("%d", &a) != 1)\n        return 1;\n    int b = a * 7;\n    printf("%d\\n", b);\n    return 0;\n}\n';

const DESCRIPTION = 'section[data-trace="recording"] [data-trace-description]';
/** Waits until the step shown has a description that `test` (a function's source) accepts, and returns it. */
const described = (page: Page, test: string) =>
  page
    .waitForFunction(
      `(() => { const text = document.querySelector(${JSON.stringify(DESCRIPTION)})?.textContent ?? ''; return (${test})(text) && text; })()`,
      { timeout: 30_000, polling: 200 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>);

describe('stepping through your own program in Firefox', () => {
  it('records an edited program, reading what is typed in its terminal, and steps to its end', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${target.route}`);
    await replaceCode(page, target.title, PROGRAM);
    await page.click(`button[aria-label="Step through ${target.title}"]`);
    // The recording waits at scanf for a line typed in its terminal.
    const field = `[data-recording-terminal] input[aria-label="Input to ${target.title}"]`;
    await page.waitForSelector(field, { timeout: 180_000 });
    await page.type(field, '6');
    await page.keyboard.press('Enter');
    const live = 'section[data-trace="recording"] [data-trace-description]';
    await page.waitForSelector(live, { timeout: 180_000 });
    const first = await page.$eval(live, (e) => e.textContent ?? '');
    const total = Number(/^Step 1 of (\d+): /.exec(first)?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('End');
    await page.waitForFunction(
      (s: string, n: number) => document.querySelector(s)?.textContent?.startsWith(`Step ${n} of ${n}: `),
      { timeout: 30_000, polling: 200 },
      live,
      total,
    );
    const output = await page.$eval(
      'section[data-trace="recording"] [data-trace-output]',
      (e) => e.textContent,
    );
    expect(output).toBe('42\n');
    await page.close();
  });

  it('ends at a double free, and jumps back to the free before it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${target.route}`);
    await replaceCode(
      page,
      target.title,
      '#include <stdlib.h>\n\nint main(void) {\n    int *p = malloc(sizeof *p);\n    *p = 7;\n    free(p);\n    free(p);\n    return 0;\n}\n',
    );
    await page.click(`button[aria-label="Step through ${target.title}"]`);
    await page.waitForSelector(DESCRIPTION, { timeout: 180_000 });
    const note = await page.$eval('[data-recording-note]', (e) => e.textContent ?? '');
    expect(note).toMatch(/Double free at line 7/);
    const first = await described(page, '(t) => /^Step 1 of \\d+: /.test(t)');
    const total = Number(/of (\d+)/.exec(first)![1]);
    await page.keyboard.press('End');
    await described(page, `(t) => t.startsWith('Step ${total} of ')`);
    /** Presses one of the recording's "back to the cause" buttons (its whole text is `label`). */
    const jump = async (label: string) => {
      const buttons = await page.$$('[data-trace="recording"] button');
      const labels = await Promise.all(buttons.map((b) => b.evaluate((e) => e.textContent ?? '')));
      const found = buttons[labels.indexOf(label)];
      expect(found, labels.join(' | ')).toBeDefined();
      await found!.click();
    };
    const picture = () =>
      page.$$eval('section[data-trace="recording"] svg[role="img"] text', (texts) =>
        texts.map((t) => t.textContent ?? '').join(' '),
      );
    // The step after line 6 ran: the block has just been freed, and line 7 (the second free) is next.
    await jump('Back to where it was freed (line 6)');
    const freed = await described(page, `(t) => !t.startsWith('Step ${total} of ')`);
    expect(freed).toMatch(/^Step \d+ of \d+: Line 6 ran: .*heap block #1 was freed\. Next is line 7\.$/);
    expect(await picture()).toMatch(/freed/i);
    // The step after line 4 ran: the block is new, not yet freed, and line 5 is next.
    await jump('Back to where it was allocated (line 4)');
    const allocated = await described(page, `(t) => t !== ${JSON.stringify(freed)}`);
    expect(allocated).toMatch(/^Step \d+ of \d+: Line 4 ran: .*allocated.* Next is line 5\.$/);
    expect(await picture()).not.toMatch(/freed/i);
    // From anywhere, even after stepping on, the same jump goes back again.
    await jump('Back to where it was freed (line 6)');
    expect(await described(page, `(t) => t !== ${JSON.stringify(allocated)}`)).toBe(freed);
    await page.keyboard.press('End');
    await described(page, `(t) => t.startsWith('Step ${total} of ')`);
    await jump('Back to where it was freed (line 6)');
    expect(await described(page, `(t) => !t.startsWith('Step ${total} of ')`)).toBe(freed);
    await page.close();
  });
});
