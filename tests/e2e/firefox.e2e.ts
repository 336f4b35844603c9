import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox } from '../../scripts/lib/firefox.ts';
import { baseUrl } from './browser.ts';
import { replaceCode } from './firefoxEditor.ts';
import { firstUntracedSample } from './panel.ts';

/** The live terminal in Firefox (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchFirefox();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const PROGRAM = [
  '#include <stdio.h>',
  '#include <string.h>',
  'int main(void) {',
  '    char name[32];',
  '    printf("Your name: ");',
  '    if (!fgets(name, sizeof name, stdin)) return 1;',
  '    name[strcspn(name, "\\n")] = 0;',
  '    printf("Hello, %s\\n", name);',
  '    int c, more = 0;',
  '    while ((c = getchar()) != EOF) more++;',
  '    printf("%d more characters\\n", more);',
  '    return 0;',
  '}',
  '',
].join('\n');

/** The sample the test edits: the course's first runnable one, whatever it is called today. */
const target = firstUntracedSample();

const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');

/** Waits until the element's text matches, polling inside the page. */
const waitForText = (page: Page, selector: string, pattern: RegExp) =>
  page.waitForFunction(
    (s: string, source: string) => new RegExp(source).test(document.querySelector(s)?.textContent ?? ''),
    { timeout: 180_000, polling: 200 },
    selector,
    pattern.source,
  );

describe('the live terminal in Firefox', () => {
  it('shows the prompt, passes typed lines to the program, and ends input at Ctrl+D', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${target.route}`);
    await replaceCode(page, target.title, PROGRAM);
    await page.click(`button[aria-label="Run ${target.title}"]`);

    const input = '[data-terminal-input]';
    await page.waitForSelector(`${input}[data-waiting]`, { timeout: 180_000 });
    expect(await text(page, '[data-terminal]')).toBe('Your name: ');
    const label = await page.$eval(input, (e) => e.getAttribute('aria-label') ?? '');
    expect(label.startsWith(`Input to ${target.title}`), label).toBe(true);
    await page.type(input, 'Ada');
    await page.keyboard.press('Enter');
    await waitForText(page, '[data-terminal]', /Hello, Ada\n$/);
    await page.waitForSelector(`${input}[data-waiting]`);
    await page.type(input, 'xy');
    await page.keyboard.press('Enter');
    await page.keyboard.down('Control');
    await page.keyboard.press('d');
    await page.keyboard.up('Control');
    await waitForText(page, '[data-status]', /^Exit code 0/);
    expect(await text(page, '[data-terminal]')).toBe(
      'Your name: Ada\nHello, Ada\nxy\n^D\n3 more characters\n',
    );
    await page.close();
  });
});
