import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser.ts';

/** Progress and saved work, kept in the browser: ticks, continue, edited samples, export/import. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page whose clock the test can move on (reading counts after 20 s), with its errors recorded. */
async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.clock.install();
  await page.goto(baseUrl() + path);
  await progressLoaded(page);
  return { page, errors };
}

/** The progress code has read the device's progress (it draws the ticks' stylesheet). */
const progressLoaded = (page: Page) => page.locator('#progress-ticks').waitFor({ state: 'attached' });

/** The tick drawn in a lesson's sidebar link: its generated content. */
const tick = (page: Page, route: string) =>
  page.locator(`#sidebar [data-tick="${route}"]`).evaluate((el) => getComputedStyle(el, '::before').content);

/** Reads a lesson: to its end, and long enough (the clock moves on 21 seconds). */
async function read(page: Page) {
  // Once the page has hydrated and follows the reading.
  await page.locator('[data-reading]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.clock.fastForward(21_000);
}

/** Goes to the home page and presses Export: the progress panel, and the file it downloaded. */
async function exportFromHome(page: Page) {
  await page.goto(`${baseUrl()}/`);
  const panel = page.locator('[data-progress-panel]');
  await panel.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export my progress' }).click(),
  ]);
  return { panel, name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

const sample = (page: Page) =>
  page
    .locator('main figure')
    .filter({ has: page.locator('figcaption', { hasText: 'hello.c' }) })
    .first();

/** Edits the hello.c sample of the Basics lesson and waits until the change is saved. */
async function editSample(page: Page, marker: string) {
  const panel = sample(page);
  await panel.getByRole('button', { name: /^Edit/ }).click();
  const editor = panel.locator('.cm-content');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(`\n// ${marker}\n`);
  await page.clock.fastForward(1_000);
  await panel.locator('[data-saved="saved"]').waitFor();
}

describe('progress', () => {
  it('marks a lesson read at its end after 20 seconds: ticks in the sidebar and on home, and continue', async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, '/unit1/control');
    const title = await page.locator('main h1').textContent();
    await page.clock.fastForward(25_000);
    // Time alone is not reading.
    await expect(tick(page, '/unit1/control')).resolves.toBe('none');
    await read(page);
    await expect.poll(() => tick(page, '/unit1/control')).toContain('✓');
    await expect(tick(page, '/unit1/basics')).resolves.toBe('none');

    await page.reload();
    await progressLoaded(page);
    await expect(tick(page, '/unit1/control')).resolves.toContain('✓');

    await page.goto(`${baseUrl()}/`);
    await progressLoaded(page);
    const badge = page.locator('[data-unit-progress]');
    await badge.first().waitFor();
    await expect(badge.count()).resolves.toBe(1);
    await expect(badge.getAttribute('data-unit-progress')).resolves.toMatch(/^1\/\d+$/);
    // A returning student's main button continues where they were; Start Learning gives way to a link.
    const resume = page.getByRole('link', { name: /^Continue: / });
    await expect(resume.textContent()).resolves.toContain(title);
    await expect(page.getByRole('link', { name: 'Start Learning' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Or start from the first lesson' }).count()).resolves.toBe(1);
    await resume.click();
    await page.waitForURL(/\/unit1\/control/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an edited sample across a reload; Reset brings back the original and forgets the copy', async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, '/unit1/basics');
    const original = await sample(page).locator('pre').first().textContent();
    await editSample(page, 'my change');

    await page.reload();
    await progressLoaded(page);
    const editor = sample(page).locator('.cm-content');
    await expect.poll(async () => (await editor.count()) && editor.textContent()).toContain('// my change');
    await expect(sample(page).locator('[data-saved="saved"]').count()).resolves.toBe(1);

    await sample(page)
      .getByRole('button', { name: /^Reset/ })
      .click();
    await expect(sample(page).locator('[data-saved]').count()).resolves.toBe(0);
    await page.clock.fastForward(1_000);
    await page.reload();
    await progressLoaded(page);
    await page.clock.fastForward(1_000);
    await expect(sample(page).locator('.cm-content').count()).resolves.toBe(0);
    await expect(sample(page).locator('pre').first().textContent()).resolves.toBe(original);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const setting of ['granted', 'denied'] as const)
    it(`asks the browser to keep its storage when work is first saved, and says whether it will (${setting})`, async () => {
      const context = await browser.newContext();
      // How the browser answers the site, and how often the site asks.
      const cdp = await context.newCDPSession(await context.newPage());
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'persistent-storage' },
        setting,
        origin: baseUrl(),
        browserContextId: targetInfo.browserContextId!,
      });
      await context.addInitScript(() => {
        const persist: (this: StorageManager) => Promise<boolean> = Reflect.get(
          StorageManager.prototype,
          'persist',
        );
        StorageManager.prototype.persist = function (this: StorageManager) {
          const page = window as unknown as { persistAsked?: number };
          page.persistAsked = (page.persistAsked ?? 0) + 1;
          return persist.call(this);
        };
      });
      const asked = (page: Page) =>
        page.evaluate(() => (window as unknown as { persistAsked?: number }).persistAsked ?? 0);
      const { page, errors } = await open(context, '/unit1/basics');
      // Reading a lesson is not work to keep yet.
      expect(await asked(page)).toBe(0);
      await editSample(page, 'worth keeping');
      await expect.poll(() => asked(page)).toBe(1);
      await expect(page.evaluate(() => navigator.storage.persisted())).resolves.toBe(setting === 'granted');

      await page.goto(`${baseUrl()}/`);
      const said = page.locator('[data-progress-panel] [data-persistence]');
      await said.waitFor();
      await expect(said.textContent()).resolves.toBe(
        setting === 'granted'
          ? 'This browser has agreed to keep it until you clear the site’s data yourself.'
          : 'This browser may delete it to free space, or after days without a visit (Safari does after seven): export it to keep a copy.',
      );
      expect(errors).toEqual([]);
      await context.close();
    });

  it('exports to a file and imports it in another browser, asking before it touches kept progress', async () => {
    const first = await browser.newContext();
    const { page } = await open(first, '/unit1/basics');
    await read(page);
    await expect.poll(() => tick(page, '/unit1/basics')).toContain('✓');
    await editSample(page, 'exported edit');
    const { text, name } = await exportFromHome(page);
    const exported = JSON.parse(text) as { format: string };
    const file = {
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    };
    expect(file.name).toMatch(/^learn-c-progress-\d{4}-\d\d-\d\d\.json$/);
    expect(exported.format).toBe('learn-c-progress');
    await first.close();

    const second = await browser.newContext();
    const { page: other, errors } = await open(second, '/');
    const otherPanel = other.locator('[data-progress-panel]');
    await otherPanel.waitFor();
    const chooser = otherPanel.locator('input[type="file"]');

    // A damaged file: a clear message, and nothing changes.
    await chooser.setInputFiles({
      name: 'progress.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...exported, exported: 'yesterday' })),
    });
    await expect(otherPanel.getByRole('alert').textContent()).resolves.toBe(
      'That file could not be imported: it is damaged: exported: expected a date and time such as 2026-11-23T10:00:00Z. Nothing was changed.',
    );
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => otherPanel.getByRole('alert').textContent()).toContain('it is not a JSON file');

    // Nothing kept here yet: the file is taken as it is.
    await chooser.setInputFiles(file);
    await expect(otherPanel.getByRole('status').textContent()).resolves.toMatch(/^Imported 1 lesson read/);
    await other.goto(`${baseUrl()}/unit1/basics`);
    await progressLoaded(other);
    await expect(tick(other, '/unit1/basics')).resolves.toContain('✓');
    const editor = sample(other).locator('.cm-content');
    await expect
      .poll(async () => (await editor.count()) && editor.textContent())
      .toContain('// exported edit');

    // Progress kept now: importing asks first, and Cancel changes nothing.
    await other.goto(`${baseUrl()}/`);
    await otherPanel.waitFor();
    await chooser.setInputFiles(file);
    const question = otherPanel.getByRole('alert');
    await expect(question.textContent()).resolves.toContain('This browser already keeps');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(otherPanel.getByRole('status').textContent()).resolves.toBe('Nothing was imported.');

    // Forget, after a confirmation.
    await otherPanel.getByRole('button', { name: 'Forget my progress' }).click();
    await otherPanel.getByRole('alert').getByRole('button', { name: 'Forget everything' }).click();
    await expect(otherPanel.getByRole('status').textContent()).resolves.toBe('Your progress is forgotten.');
    await other.goto(`${baseUrl()}/unit1/basics`);
    await progressLoaded(other);
    await expect(tick(other, '/unit1/basics')).resolves.toBe('none');
    expect(errors).toEqual([]);
    await second.close();
  });

  it('never lets an imported file’s dates overwrite the student’s code, and says "Replaced" only once it is stored', async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, '/unit1/basics');
    await editSample(page, 'my own edit');
    const { panel, text } = await exportFromHome(page);
    // The same file, edited to claim a copy of the program saved in 2099.
    const exported = JSON.parse(text) as {
      exported: string;
      progress: { drafts: Record<string, { files: string[]; saved: string }> };
    };
    const future = '2099-01-01T00:00:00.000Z';
    exported.exported = future;
    for (const draft of Object.values(exported.progress.drafts)) {
      draft.files = draft.files.map(() => '// from the file\n');
      draft.saved = future;
    }
    const forged = {
      name: 'progress.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    };
    const chooser = panel.locator('input[type="file"]');
    await chooser.setInputFiles(forged);
    await panel.getByRole('alert').getByRole('button', { name: 'Merge' }).click();
    await expect(panel.getByRole('status').textContent()).resolves.toBe('Merged.');
    await page.goto(`${baseUrl()}/unit1/basics`);
    await progressLoaded(page);
    const editor = sample(page).locator('.cm-content');
    await expect.poll(async () => (await editor.count()) && editor.textContent()).toContain('// my own edit');
    await expect(editor.textContent()).resolves.not.toContain('from the file');

    // A file larger than any export: refused before it is read.
    await page.goto(`${baseUrl()}/`);
    await panel.waitFor();
    await chooser.setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(2_100_000, 32),
    });
    await expect(panel.getByRole('alert').textContent()).resolves.toBe(
      'That file could not be imported: it is 2.1 MB, more than the 2 MB a progress file can be. Choose the file that Export downloaded. Nothing was changed.',
    );

    // The browser cannot keep the file: no "Replaced.", and what was kept is still kept.
    const keptBefore = (await panel.locator('p').first().textContent())!;
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await chooser.setInputFiles(forged);
    await panel.getByRole('alert').getByRole('button', { name: 'Replace' }).click();
    await expect(panel.getByRole('alert').textContent()).resolves.toBe(
      'That file could not be imported: this browser has no room left to keep it (its storage for the site is full). Nothing was changed.',
    );
    await expect(panel.getByRole('status').count()).resolves.toBe(0);
    // (It may add that the browser is not saving at the moment: true, with every write refused.)
    await expect(panel.locator('p').first().textContent()).resolves.toContain(keptBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [problem, breakStorage, words] of [
    [
      'storage turned off',
      () =>
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
      'not letting the site keep your progress',
    ],
    [
      'storage full',
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
      'storage for the site is full',
    ],
  ] as const) {
    it(`shows a notice when the browser refuses to keep progress (${problem}), and the page keeps working`, async () => {
      const context = await browser.newContext();
      await context.addInitScript(breakStorage);
      const { page, errors } = await open(context, '/unit1/loops');
      await page.clock.fastForward(1_000);
      const notice = page.locator('[data-notice="storage"]');
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain(words);
      // Still a working page: search opens and finds, the sidebar toggles, a lesson is read.
      // `/` opens search once the page has hydrated: pressed again until it has (it is a no-op before).
      const search = page.getByRole('combobox', { name: 'Search the lessons' });
      await expect
        .poll(async () => {
          if (!(await search.isVisible())) await page.keyboard.press('/');
          return search.isVisible();
        })
        .toBe(true);
      await search.fill('fseek');
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      const group = page.locator('#sidebar button[aria-expanded]').first();
      await group.click();
      await expect(group.getAttribute('aria-expanded')).resolves.toBe('false');
      await read(page);
      await expect.poll(() => tick(page, '/unit1/loops')).toContain('✓');
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
