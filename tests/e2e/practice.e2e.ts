import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonRoutes } from '../spec.ts';
import { axeViolations } from './axe.ts';
import { launch, openPage } from './browser.ts';
import { textContrast } from './contrast.ts';
import { press, replaceCode } from './panel.ts';

/**
 * Practising after the design review (issue 26): run panels once the code is edited, the status
 * chips in both themes, at the sizes where they broke.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** The first runnable sample of the page: its code panel with the Run toolbar. */
const firstSample = (page: Page) =>
  page
    .locator('main figure')
    .filter({ has: page.locator('[data-runbar]') })
    .first();

/** An unused variable (a -Wall warning) and an index past the end (undefined behaviour, stopped). */
const WARNING_THEN_UB = `#include <stdio.h>

int main(void) {
    int unused;
    int a[3] = {1, 2, 3};
    int i = 3;
    printf("%d\\n", a[i]);
    return 0;
}
`;
const NEVER_ENDS = '#include <stdio.h>\n\nint main(void) {\n    for (;;) {\n    }\n}\n';

describe.each([
  ['phone, dark', PHONE, 'dark'],
  ['laptop, light', LAPTOP, 'light'],
] as const)('an edited sample on a %s theme', (_, viewport, scheme) => {
  it('folds the original output away, puts why a run stopped first, names no absent control, and keeps every chip readable', async () => {
    const { page, context, errors } = await openPage(browser, lessonRoutes[0]![0], viewport, scheme);
    const panel = firstSample(page);
    const chip = panel.locator('[data-status] [data-tone]');

    // A compile error: the lesson's output is the original program's, folded away and closed.
    await replaceCode(page, panel, '#include <stdio.h>\nint main(void) { return }\n');
    const original = panel.locator('[data-io="original"]');
    await expect(original.locator('summary').textContent()).resolves.toMatch(
      /^Output of the original program/,
    );
    await expect(original.locator('details').getAttribute('open')).resolves.toBeNull();
    await expect(original.locator('pre').isVisible()).resolves.toBe(false);
    await press(panel, /^Run /, 120_000);
    await expect(chip.textContent()).resolves.toMatch(/^Compilation failed/);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('error');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    await expect(original.locator('pre').isVisible()).resolves.toBe(false);
    // Opened on demand, it is there.
    await original.locator('summary').click();
    await expect(original.locator('pre').isVisible()).resolves.toBe(true);

    // A warning and undefined behaviour: the reason the program stopped comes before the warning.
    await replaceCode(page, panel, WARNING_THEN_UB);
    await press(panel, /^Run /, 120_000);
    await expect(chip.textContent()).resolves.toBe('Stopped');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    const reason = panel.locator('[data-problem]').first();
    const warning = panel.getByText('Compiler messages');
    await expect(warning.count()).resolves.toBe(1);
    const reasonFirst = await reason.evaluate(
      (r, w) => !!(r.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING),
      await warning.elementHandle(),
    );
    expect(reasonFirst).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The time limit: the message names no control that is not on the screen.
    await replaceCode(page, panel, NEVER_ENDS);
    await press(panel, /^Run /, 120_000);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('warn');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    const message = (await panel.getByRole('alert').allTextContents()).join(' ');
    expect(message).toMatch(/still running after \d+ seconds/);
    if ((await panel.getByLabel('Standard input').count()) === 0) expect(message).not.toMatch(/input box/i);
    expect(message).not.toMatch(/\b(box|button)\b/);

    // A clean run of the original: the green chip, readable too.
    await panel.getByRole('button', { name: /^Reset / }).click();
    await press(panel, /^Run /, 120_000);
    await expect(chip.getAttribute('data-tone')).resolves.toBe('ok');
    expect(await textContrast(chip)).toBeGreaterThanOrEqual(4.5);
    expect(errors()).toEqual([]);
    await context.close();
  }, 300_000); // four compiles in the browser: slow on a busy 2-core machine
});
