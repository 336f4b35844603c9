import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launch, openPage } from './browser.ts';
import { firstUntracedSample, replaceCode, sample } from './panel.ts';
import { smallTargets } from './targets.ts';

/**
 * "Step through" your own program on a phone (issue 25): a touch screen 390 px wide, in both
 * themes. stepping.e2e.ts steps on a laptop; this checks what a phone adds: everything in the
 * stepper is on the screen and big enough for a finger, and the heap is seen without scrolling.
 */

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const target = firstUntracedSample();

/** A loop, a pointer and a heap block: what a student steps through to watch memory change. */
const PROGRAM = `#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int count = 4;
    int *squares = malloc(count * sizeof *squares);
    if (squares == NULL)
        return 1;
    int sum = 0;
    for (int i = 0; i < count; i++) {
        squares[i] = i * i;
        sum += squares[i];
    }
    printf("the sum of the first %d squares is %d\\n", count, sum);
    free(squares);
    return 0;
}
`;

/** Where an element is on the screen. */
const rect = (locator: Locator) =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** Whether an element lies whole between the screen's left and right edges. */
const acrossScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= 0 && r.right <= innerWidth;
  });

/** Whether the element is whole on the screen, below the top bar, with nothing over its middle. */
const inView = (page: Page, locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return (
      r.top >= bar &&
      r.bottom <= innerHeight &&
      r.left >= 0 &&
      r.right <= innerWidth &&
      !!hit &&
      el.contains(hit)
    );
  });

/** How far a box's content goes past its own right edge (it scrolls sideways by that much). */
const hiddenRight = (locator: Locator) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);

describe.each(['light', 'dark'] as const)(
  'stepping through your own program on a phone (%s theme)',
  (theme) => {
    it('opens in view, fits the screen, steps by touch, and draws the heap and its arrow on screen', async () => {
      const { page, context, errors } = await openPage(browser, target.route, PHONE, {
        colorScheme: theme,
        hasTouch: true,
        isMobile: true,
      });
      const panel = sample(page, target.title);
      await panel.waitFor();
      await replaceCode(page, panel, PROGRAM);
      await panel.getByRole('button', { name: `Step through ${target.title}` }).tap();
      const stepper = panel.locator('section[data-trace="recording"]');
      const description = stepper.locator('[data-trace-description]');
      await description.waitFor({ timeout: 120_000 });
      const forward = stepper.getByRole('button', { name: /Forward/ });
      const said = () => description.textContent();
      await expect.poll(said).toMatch(/^Step 1 of \d+: /);

      // It opens where the student is: what it says and the way forward are on the screen.
      expect(await inView(page, description), 'what the stepper says, on the screen').toBe(true);
      expect(await inView(page, forward), 'Forward, on the screen').toBe(true);

      // Nothing scrolls sideways: not the page, and each part of the stepper is within the screen.
      const fits = async (when: string) => {
        const sideways = await page.evaluate(() => {
          const root = document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(sideways, `the page scrolls sideways ${when}`).toBeLessThanOrEqual(0);
        for (const [name, part] of [
          ['the stepper', stepper],
          ['the code', stepper.locator('pre[aria-label]')],
          ['the description', description],
          ['the picture', stepper.getByRole('group', { name: 'Memory picture' })],
          ['the controls', forward],
          ['the slider', stepper.getByRole('slider')],
        ] as const)
          expect(await acrossScreen(part), `${name} ${when}`).toBe(true);
        // The picture fits its box: no frame, value or heap block hides past the screen's edge.
        expect(
          await hiddenRight(stepper.getByRole('group', { name: 'Memory picture' })),
          `the picture ${when}`,
        ).toBeLessThanOrEqual(0);
      };
      await fits('at the first step');

      // Every control is big enough for a finger (the site's 44 × 44 px rule), the slider too.
      expect(await smallTargets(page)).toEqual([]);

      // A tap on Forward: the marked line moves on, a variable's new value is drawn (marked changed)
      // on the screen, and the words a screen reader hears change with it.
      const first = await said();
      const bar = () => rect(stepper.locator('[data-line="next"]')).then((r) => r.top);
      const lineBefore = await bar();
      const count = stepper.locator('rect[data-ref="stack/0/count"]');
      await forward.tap();
      await expect.poll(said).toMatch(/^Step 2 of /);
      expect(await said()).not.toBe(first);
      await expect(description.getAttribute('aria-live')).resolves.toBe('polite');
      await expect(stepper.locator('svg[role="img"]').getAttribute('aria-label')).resolves.toBe(await said());
      expect(await bar()).toBeGreaterThan(lineBefore);
      await expect(count.getAttribute('data-changed')).resolves.toBe('true');
      expect(await acrossScreen(count)).toBe(true);

      // On until the pointer holds the heap block: the block and the arrow to it are on the screen.
      const arrow = stepper.locator('g[data-arrow^="stack/0/squares->heap/"]');
      for (let i = 0; i < 4 && (await arrow.count()) === 0; i++) await forward.tap();
      await expect(arrow.count()).resolves.toBe(1);
      const block = stepper.locator('rect[data-box="block"]').first();
      expect(await acrossScreen(block), 'the heap block, on the screen').toBe(true);
      expect(await acrossScreen(arrow), 'the arrow to it, on the screen').toBe(true);
      // The arrow reaches the block: its head ends within the block's bounds.
      const [head, box] = [await rect(arrow), await rect(block)];
      expect(head.bottom).toBeGreaterThanOrEqual(box.top);
      expect(head.left).toBeLessThanOrEqual(box.right);
      await fits('with the heap drawn');

      // On until the loop writes into the block: the element it changed is marked, on the screen.
      const changed = stepper.locator('rect[data-ref^="heap/"][data-changed]');
      for (let i = 0; i < 8 && (await changed.count()) === 0; i++) await forward.tap();
      await expect(changed.count()).resolves.toBeGreaterThan(0);
      expect(await acrossScreen(changed.first())).toBe(true);

      // Axe finds nothing on the open stepper.
      expect(await axeViolations(page)).toEqual([]);

      // The slider's far end: the program has printed its line, which fits the screen too.
      const slider = stepper.getByRole('slider');
      const end = await slider.getAttribute('max');
      await slider.fill(end!);
      await expect.poll(said).toMatch(new RegExp(`^Step ${end} of ${end}: `));
      const output = stepper.locator('[data-trace-output]');
      await expect(output.textContent()).resolves.toBe('the sum of the first 4 squares is 14\n');
      expect(await acrossScreen(output)).toBe(true);
      expect(await hiddenRight(output)).toBeLessThanOrEqual(0);
      await fits('at the last step');
      expect(await smallTargets(page)).toEqual([]);
      expect(errors()).toEqual([]);
      await context.close();
    }, 240_000); // a compile and a recording in the browser: slow on a busy 2-core machine
  },
);
