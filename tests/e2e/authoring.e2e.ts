import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build, createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumPlugin } from '../../src/vite/curriculumPlugin.ts';
import { siteConfig } from '../../vite.config.ts';
import { launch } from './browser.ts';
import { freePort } from './net.ts';

/** A private copy of the fixture course, so a test can break and fix files without touching the real ones. */
function courseCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'learn-c-authoring-'));
  cpSync('tests/fixtures/course', dir, { recursive: true });
  return dir;
}

/** A private copy of the real curriculum, for the build's messages. */
function curriculumCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'learn-c-authoring-'));
  cpSync('curriculum', join(dir, 'curriculum'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  return dir;
}

const BROKEN_TYPE = (text: string) => text.replace('  - type: heading', '  - type: headin');

let browser: Browser;
const cleanup: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  for (const c of cleanup.reverse()) await c();
});

/** The dev server on a copy of the fixture course, with what it prints as errors. */
async function devServer(root: string) {
  const terminal: string[] = [];
  const logger = createLogger('info');
  logger.error = (msg) => void terminal.push(msg);
  // The site's own configuration, as `npm run dev` uses it, on the copy's curriculum.
  const server: ViteDevServer = await createServer({
    ...siteConfig(root),
    configFile: false,
    customLogger: logger,
    server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
  cleanup.push(() => server.close());
  // The plugin watches the copy's folder; make sure the watcher has seen it before we edit.
  server.watcher.add(join(root, 'curriculum'));
  return { url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''), terminal };
}

/** The text of the dev server's problem box, or '' while there is none. */
const problemBox = (page: Page) =>
  page.locator('learn-c-problems').evaluate((el) => el.shadowRoot?.querySelector('.box')?.textContent ?? '');

describe('editing lessons with the dev server running', () => {
  it('shows a broken file in its box and the terminal with file:line:column, keeps the rest of the site usable, and recovers when it is fixed', async () => {
    const root = courseCopy();
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const { url, terminal } = await devServer(root);

    const page = await browser.newPage();
    await page.goto(`${url}/unit1/loops`);
    await page.locator('main h1', { hasText: 'Fixture Loops' }).waitFor();

    const file = join(root, 'curriculum/unit1/loops.yaml');
    const original = readFileSync(file, 'utf8');
    const brokenLine = original.split('\n').findIndex((l) => l === '  - type: heading') + 1;
    writeFileSync(file, BROKEN_TYPE(original));
    // The page reloads as a stand-in for the broken lesson, with the problem in the box below it.
    await page.locator('main', { hasText: 'This lesson has a mistake' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => problemBox(page), { timeout: 30_000 })
      .toContain(`curriculum/unit1/loops.yaml:${brokenLine}:11`);
    const message = await problemBox(page);
    expect(message).toContain("unknown block type 'headin': did you mean 'heading'?");
    // Plain English only: no JavaScript stack trace, no tip about turning the box off.
    expect(message).not.toMatch(/\n\s*at |node_modules|hmr\.overlay/);
    await expect(page.locator('vite-error-overlay').count()).resolves.toBe(0);
    expect(terminal.join('\n')).toContain(`curriculum/unit1/loops.yaml:${brokenLine}:11`);

    // Every other page still works, and says where the problem is.
    const other = await browser.newPage();
    await other.goto(`${url}/unit1/hello`);
    await other.locator('main h2', { hasText: 'A first program' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => other.locator('learn-c-problems').evaluate((el) => el.shadowRoot?.textContent ?? ''))
      .toContain('1 problem in 1 other lesson');
    await other.close();

    // Fixed: the page reloads by itself and shows the lesson again, with the edit's effect.
    writeFileSync(file, original.replace('    text: Counting', '    text: Counting, edited live'));
    await page.locator('main h2', { hasText: 'Counting, edited live' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => problemBox(page)).toBe('');
    await page.close();
  });

  it('runs npm run check on a saved lesson and shows what it finds in the box on that page', async () => {
    const root = courseCopy();
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const { url } = await devServer(root);
    const page = await browser.newPage();
    await page.goto(`${url}/unit1/hello`);
    await page.locator('main h1', { hasText: 'Hello Fixture' }).waitFor();

    // Valid YAML, so validate is happy; only running the program shows the output is wrong.
    const file = join(root, 'curriculum/unit1/hello.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('      Hello, fixture!\n', '      Hello, fixtures!\n'),
    );
    await expect
      .poll(() => problemBox(page), { timeout: 240_000, interval: 1000 })
      .toContain('npm run check found 1 problem in this lesson');
    const message = await problemBox(page);
    expect(message).toContain('samples (gcc)');
    expect(message).toContain('curriculum/unit1/hello.yaml');
    expect(message).toContain('expected "Hello, fixtures!", got "Hello, fixture!"');
    await page.close();
  }, 300_000);
});

describe('building with a broken file', () => {
  it('fails and names the file, line and column of every problem', async () => {
    const root = curriculumCopy();
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const file = join(root, 'curriculum/unit2/pointers.yaml');
    writeFileSync(file, BROKEN_TYPE(readFileSync(file, 'utf8')));
    const unit = join(root, 'curriculum/unit3/unit.yaml');
    const unitText = readFileSync(unit, 'utf8');
    const stringsLine = unitText.split('\n').indexOf('  - strings') + 1;
    writeFileSync(unit, unitText.replace('  - strings', '  - strngs'));
    const outDir = mkdtempSync(join(tmpdir(), 'learn-c-broken-build-'));
    cleanup.push(() => rmSync(outDir, { recursive: true, force: true }));
    const failure = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [curriculumPlugin(root), react({ jsxImportSource: '@emotion/react' })],
      build: { outDir, write: false },
    }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /curriculum\/unit2\/pointers\.yaml:\d+:11 blocks\[\d+\]\.type: unknown block type 'headin': did you mean 'heading'\?/,
    );
    expect(failure).toContain(
      `curriculum/unit3/unit.yaml:${stringsLine}:5 lessons[2]: lists 'strngs', but there is no file curriculum/unit3/strngs.yaml: did you mean 'strings'?`,
    );
  });
});
