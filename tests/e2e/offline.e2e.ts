import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser.ts';
import { compilerKept, sample } from './panel.ts';
import { spaHost } from './spaHost.ts';

/** Offline use: the service worker keeps every page, the lessons' code and the search index. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker is installed (its precache complete) and controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });

describe('offline', () => {
  it('opens lessons never visited, the home page and search with no network, after one visit', async () => {
    const { page, context, errors } = await openPage(browser, '/unit1/basics');
    await controlled(page);
    await context.setOffline(true);

    // A full load of a lesson this browser has never shown: prerendered HTML and its chunks.
    await page.goto(`${baseUrl()}/unit4/unions`);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Unions');
    await page.locator('main [data-block]').first().waitFor();
    // Hydrated (the lesson's code arrived too): a sidebar group toggles.
    const group = page.locator('#sidebar button[aria-expanded]').first();
    await expect.poll(async () => (await group.click(), group.getAttribute('aria-expanded'))).toBe('false');

    // Client-side navigation loads another lesson's chunk from the precache.
    await page.locator('#sidebar').getByRole('link', { name: 'Sorting Algorithms' }).click();
    await expect(page.locator('main h1').textContent()).resolves.toBe('Sorting Algorithms');
    await page.locator('main [data-block="table"]').first().waitFor();
    // A challenge's answer, which travels apart from its lesson, opens too.
    const answer = page.locator('main [data-block="challenge"] button[aria-controls]').first();
    await answer.click();
    const shown = page.locator(`[id="${await answer.getAttribute('aria-controls')}"]`);
    await expect(shown.locator('figure').first().textContent()).resolves.toContain('#include');

    // Search: its code and its index come from the precache too.
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search the lessons' });
    await box.fill('fseek');
    await page.getByRole('option').first().waitFor();

    await page.goto(`${baseUrl()}/`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Master C Programming');
    await page.goto(`${baseUrl()}/no/such/page`);
    await expect(page.getByText('Oops! Page not found').count()).resolves.toBe(1);

    expect(
      errors().filter(
        (e) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Error initializing visitor|^404 Error/.test(e.text),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('runs a lesson sample and an edited program with no network, after one visit that ran them', async () => {
    const { page, context } = await openPage(browser, '/unit1/basics');
    await controlled(page);
    const panel = (title: string) =>
      page
        .locator('main figure')
        .filter({ has: page.locator('figcaption', { hasText: title }) })
        .first();
    const run = async (title: string) => {
      const before = Number(
        (await panel(title)
          .locator('[data-cycles]')
          .getAttribute('data-cycles')
          .catch(() => '0')) ?? 0,
      );
      await panel(title)
        .getByRole('button', { name: `Run ${title}`, exact: true })
        .click();
      await panel(title)
        .locator(`[data-cycles="${before + 1}"]`)
        .waitFor({ timeout: 120_000 });
      // The live terminal where the browser has one (hello.c declares no input), else the stdout box.
      return panel(title).locator('[data-terminal], [data-stream="stdout"]').first().textContent();
    };
    // The lesson's sample as shown (its precompiled program), and a program the student changed.
    const sampleOutput = await run('hello.c');
    expect(sampleOutput).toContain('Hello');
    await panel('read_two.c').getByRole('button', { name: 'Edit read_two.c' }).click();
    const editor = panel('read_two.c').locator('.cm-content');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      '#include <stdio.h>\nint main(void) { puts("changed offline"); return 0; }\n',
    );
    await expect(run('read_two.c')).resolves.toBe('changed offline\n');
    // The compiler is kept once both its files have been checked and written.
    await compilerKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(run('hello.c')).resolves.toBe(sampleOutput);
    // The changed program came back from the student's saved work, and compiles with no network.
    await expect(run('read_two.c')).resolves.toBe('changed offline\n');
    await context.close();
  }, 240_000);

  it('never keeps a host’s index.html as a script: the runner works again once the host has it back', async () => {
    // The runner's chunk, which the service worker caches the first time it is used.
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const runnerChunk = manifest['src/runner/ui/SampleRunner.tsx']!.file;
    const host = await spaHost();
    const context = await browser.newContext();
    try {
      // A build without that chunk (a rollback, say): the host answers its address with index.html and 200.
      host.hidden.add(runnerChunk);
      const page = await context.newPage();
      await page.goto(`${host.url}/unit1/basics`);
      await controlled(page);
      const panel = sample(page, 'hello.c');
      await panel.getByRole('button', { name: 'Run hello.c', exact: true }).click();
      await panel.getByText('The runner could not be loaded.').waitFor();
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open('site-scripts');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        });
      expect(await kept()).not.toContain(`/${runnerChunk}`);

      // The host has the chunk again: a new visit runs the program, with the chunk cached as it is.
      host.hidden.clear();
      await page.reload();
      await panel.getByRole('button', { name: 'Run hello.c', exact: true }).click();
      await panel.locator('[data-cycles="1"]').waitFor({ timeout: 120_000 });
      await expect(
        panel.locator('[data-terminal], [data-stream="stdout"]').first().textContent(),
      ).resolves.toBe('Hello, World!\n');
      expect(await kept()).toContain(`/${runnerChunk}`);
    } finally {
      await context.close();
      await host.close();
    }
  }, 180_000);

  it('offers to reload when a deploy changes the site, and reloads into the new version', async () => {
    // Its own host: the other browser tests, running beside this one, serve dist/ unchanged.
    const host = await spaHost();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${host.url}/unit1/basics`);
      await controlled(page);
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      // A deploy: the worker's bytes change (as its precache list does when any page changes).
      host.replaced.set('sw.js', `${readFileSync('dist/sw.js', 'utf8')}\n// deployed again\n`);
      // The page checks for a new version when it comes back to the foreground.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const notice = page.locator('[data-notice="update"]');
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('A new version of this site is available.');
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await controlled(page);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, url: navigator.serviceWorker.controller?.scriptURL };
      });
      expect(after.waiting).toBeNull();
      expect(after.url).toBe(before);
      await expect(page.locator('[data-notice="update"]').count()).resolves.toBe(0);
    } finally {
      await context.close();
      await host.close();
    }
  });
});
