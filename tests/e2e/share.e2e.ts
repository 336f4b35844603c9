import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { sampleKey, shareId } from '../../src/progress/keys.ts';
import { encodeShare } from '../../src/runner/share.ts';
import { launchFirefox } from '../../scripts/lib/firefox.ts';
import { sampleProgram } from '../../src/site/programs.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, openPage } from './browser.ts';
import { replaceCode, sample } from './panel.ts';

/** Share by link: an edited sample travels in a URL's fragment and opens, as shared code, elsewhere. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first one-file runnable sample with a title in the curriculum as it is. */
const target = (() => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  for (const lesson of loadCurriculum(root).curriculum!.lessons)
    for (const block of lesson.blocks) {
      const program = block.type === 'code' ? sampleProgram(block) : undefined;
      if (program && block.type === 'code' && block.title && !block.files)
        return { route: lesson.route, title: block.title, files: program.files };
    }
  throw new Error('no runnable sample in the curriculum');
})();

const theirs = '#include <stdio.h>\n\nint main(void) {\n    /* shared by a classmate */\n    return 0;\n}\n';
const mine = '#include <stdio.h>\n\nint main(void) {\n    /* my own work */\n    return 0;\n}\n';

const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.values(
      (
        JSON.parse(localStorage.getItem('learn-c:progress') ?? '{}') as {
          drafts?: Record<string, { files: string[] }>;
        }
      ).drafts ?? {},
    ).map((d) => d.files),
  );
const editorText = (panel: Locator) => panel.locator('.cm-content').first().textContent();

/** Edits the sample to `code` and waits until the edit is saved on the device. */
async function edit(page: Page, code: string) {
  const panel = sample(page, target.title);
  await panel.waitFor();
  await replaceCode(page, panel, code);
  await panel.locator('[data-saved="saved"]').waitFor();
  return panel;
}

/** Presses Share and returns the link the panel shows. */
async function share(panel: Locator) {
  await panel.getByRole('button', { name: `Share ${target.title} by link` }).click();
  const link = panel.getByRole('textbox', { name: 'Link to this program' });
  await link.waitFor();
  return link;
}

async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: () => unknown[] }> {
  const { context, page, errors } = await openPage(browser, target.route);
  return { context, page, errors };
}

describe('sharing an edited sample by link', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`copies a link that opens the program as shared code, leaving the visitor’s own copy alone, at ${viewport.width} px`, async () => {
      const author = await openPage(browser, target.route, viewport);
      await author.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      const panel = await edit(author.page, theirs);
      const link = await share(panel);
      await expect(panel.locator('[data-share] [role="status"]').textContent()).resolves.toMatch(
        /^Link copied/,
      );
      const url = await link.inputValue();
      expect(url).toMatch(new RegExp(`^${baseUrl()}${target.route}#share=s[0-9a-f]{8}\\.[zu][\\w-]+$`));
      await expect(author.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
      expect(await axeViolations(author.page)).toEqual([]);
      expect(author.errors()).toEqual([]);
      await author.context.close();

      // A fresh browser, whose student has edited the same sample their own way.
      const { context, page, errors } = await visitor();
      await page.setViewportSize(viewport);
      await edit(page, mine);
      const opened = await context.newPage();
      await opened.goto(url);
      const there = sample(opened, target.title);
      const note = there.locator('[data-shared="shown"]');
      await note.waitFor({ timeout: 120_000 });
      await expect(note.textContent()).resolves.toMatch(/^Shared code: .*your own saved copy is kept/);
      await expect.poll(() => editorText(there)).toContain('/* shared by a classmate */');
      expect(await axeViolations(opened)).toEqual([]);
      // Nothing of the link is stored until the visitor chooses.
      expect(await drafts(opened)).toEqual([[mine]]);

      await there.getByRole('button', { name: 'Back to my copy' }).click();
      await expect.poll(() => editorText(there)).toContain('/* my own work */');
      expect(new URL(opened.url()).hash).toBe('');
      expect(await drafts(opened)).toEqual([[mine]]);

      // Opened again, and kept this time: it becomes the visitor's copy.
      // (A page of its own: a full load, as a link opened from a chat app is.)
      const again = await context.newPage();
      await again.goto(url);
      const here = sample(again, target.title);
      // Loading the runner takes long on a busy machine: wait for the state, however long it takes.
      await here.locator('[data-shared="shown"]').waitFor({ timeout: 120_000 });
      await here.getByRole('button', { name: 'Keep it, replacing my copy' }).click();
      await expect.poll(() => drafts(again)).toEqual([[theirs]]);
      await expect(here.locator('[data-shared]').count()).resolves.toBe(0);
      expect(errors()).toEqual([]);
      await context.close();
    }, 400_000);

  it('shows the link to select when the clipboard is refused', async () => {
    const { context, page } = await openPage(browser, target.route);
    await page.evaluate(() =>
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new Error('denied')),
      }),
    );
    const panel = await edit(page, theirs);
    const link = await share(panel);
    await expect(panel.locator('[data-share] [role="status"]').textContent()).resolves.toBe(
      'Copy the link below.',
    );
    await expect(link.inputValue()).resolves.toContain('#share=');
    await context.close();
  });

  it('says when a program is too long for a link', async () => {
    const { context, page } = await openPage(browser, target.route);
    // Text that does not compress: a few kilobytes of it make a link past the limit.
    let seed = 7;
    const noise = Array.from({ length: 4000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(97 + (seed % 26));
    }).join('');
    const panel = await edit(page, `${theirs}/* ${noise} */\n`);
    await panel.getByRole('button', { name: `Share ${target.title} by link` }).click();
    await expect(panel.locator('[data-share] [role="alert"]').textContent()).resolves.toMatch(
      /^This program is too long to share by link: its link would be [\d,]+ characters/,
    );
    await context.close();
  });

  it('opens a damaged link with a clear message, and the lesson as usual', async () => {
    const id = shareId(sampleKey(target.route, target.files));
    const { context, page, errors } = await openPage(browser, `${target.route}#share=${id}.zNotDeflate0`);
    const panel = sample(page, target.title);
    await expect(panel.locator('[data-shared="problem"]').textContent()).resolves.toMatch(
      /^The shared link is damaged/,
    );
    await expect(page.locator('main h1').count()).resolves.toBe(1);

    // A link for a program not on the page (a lesson changed since): a notice, and the page as usual.
    await page.goto(`${baseUrl()}${target.route}#share=s00000000.zAAAA`);
    await page.reload();
    await page.getByText(/^The shared link is for a program that is not on this page/).waitFor();
    await expect(page.locator('main h1').count()).resolves.toBe(1);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('a share link with no network', () => {
  it('opens as shared code offline, after one visit that opened the runner', async () => {
    const made = await encodeShare(
      `${baseUrl()}${target.route}`,
      shareId(sampleKey(target.route, target.files)),
      [theirs],
    );
    if (!made.ok) throw new Error('the link is too long');
    const { context, page, errors } = await openPage(browser, target.route);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // The run panel's code is cached the first time it loads (src/offline/precache.ts).
    await edit(page, mine);
    await context.setOffline(true);
    await page.goto(made.url);
    await page.reload();
    const there = sample(page, target.title);
    await there.locator('[data-shared="shown"]').waitFor({ timeout: 120_000 });
    await expect.poll(() => editorText(there)).toContain('/* shared by a classmate */');
    expect(await drafts(page)).toEqual([[mine]]);
    // Offline, the only errors are the browser's own about requests it could not send (presence).
    expect(errors().filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e.text))).toEqual([]);
    await context.close();
  }, 400_000);
});

describe('sharing a challenge attempt by link', () => {
  /** The first challenge in the curriculum as it is. */
  const challenge = (() => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    for (const lesson of loadCurriculum(root).curriculum!.lessons)
      for (const block of lesson.blocks)
        if (block.type === 'challenge') return { route: lesson.route, title: block.title };
    throw new Error('no challenge in the curriculum');
  })();
  const attempt =
    '#include <stdio.h>\n\nint main(void) {\n    /* a classmate’s attempt */\n    return 0;\n}\n';
  const runnerOf = (page: Page) =>
    page
      .locator('[data-block="challenge"]')
      .filter({ hasText: challenge.title })
      .first()
      .locator('[data-challenge-runner]');

  it('opens the attempt in a fresh browser as shared code, stored only when the visitor keeps it', async () => {
    const author = await openPage(browser, challenge.route);
    const block = author.page
      .locator('[data-block="challenge"]')
      .filter({ hasText: challenge.title })
      .first();
    await block.getByRole('button', { name: 'Try it yourself' }).click();
    const runner = runnerOf(author.page);
    await replaceCode(author.page, runner, attempt);
    await runner.getByRole('button', { name: `Share your attempt at ${challenge.title} by link` }).click();
    const url = await runner.getByRole('textbox', { name: 'Link to this program' }).inputValue();
    expect(url).toMatch(new RegExp(`#share=c[0-9a-f]{8}\\.[zu][\\w-]+$`));
    await author.context.close();

    const { context, page, errors } = await openPage(browser, challenge.route);
    await page.goto(url);
    const there = runnerOf(page);
    // The attempt opens by itself, with the shared program in its editor.
    await there.locator('[data-shared="shown"]').waitFor({ timeout: 120_000 });
    await expect.poll(() => editorText(there)).toContain('/* a classmate’s attempt */');
    expect(await drafts(page)).toEqual([]);
    await there.getByRole('button', { name: 'Keep it as my copy' }).click();
    await expect.poll(() => drafts(page)).toEqual([[attempt]]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 400_000);
});

describe('a share link in Firefox', () => {
  it('decodes the compressed program into the sample', async () => {
    const made = await encodeShare(
      `${baseUrl()}${target.route}`,
      shareId(sampleKey(target.route, target.files)),
      [theirs],
    );
    if (!made.ok) throw new Error('the link is too long');
    const firefox = await launchFirefox();
    try {
      const page = await firefox.newPage();
      await page.goto(made.url);
      await page.waitForSelector('[data-shared="shown"]', { timeout: 120_000 });
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-shared="shown"]')
            ?.closest('figure')
            ?.querySelector('.cm-content')
            ?.textContent?.includes('shared by a classmate'),
        { timeout: 120_000, polling: 200 },
      );
    } finally {
      await firefox.close();
    }
  }, 240_000);
});
