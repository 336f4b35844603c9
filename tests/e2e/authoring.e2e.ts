import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build, createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumPlugin } from '../../src/vite/curriculumPlugin.ts';
import { launch } from './browser.ts';
import { freePort } from './net.ts';

/** A private copy of the curriculum, so a test can break and fix files without touching the real ones. */
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

describe('editing lessons with the dev server running', () => {
  it('shows a broken file in the overlay and the terminal with file:line:column, and recovers when it is fixed', async () => {
    const root = curriculumCopy();
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const terminal: string[] = [];
    const logger = createLogger('info');
    logger.error = (msg) => void terminal.push(msg);
    const server: ViteDevServer = await createServer({
      configFile: false,
      customLogger: logger,
      plugins: [curriculumPlugin(root), react({ jsxImportSource: '@emotion/react' })],
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    cleanup.push(() => server.close());
    // The plugin watches the copy's folder; make sure the watcher has seen it before we edit.
    server.watcher.add(join(root, 'curriculum'));
    const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');

    const page = await browser.newPage();
    await page.goto(`${url}/unit1/loops`);
    await page.locator('main h1', { hasText: 'Loops & Iteration' }).waitFor();

    const file = join(root, 'curriculum/unit1/loops.yaml');
    const original = readFileSync(file, 'utf8');
    const brokenLine = original.split('\n').findIndex((l) => l === '  - type: heading') + 1;
    writeFileSync(file, BROKEN_TYPE(original));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });
    const message = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(message).toContain(`curriculum/unit1/loops.yaml:${brokenLine}:11`);
    expect(message).toContain("unknown block type 'headin': did you mean 'heading'?");
    expect(terminal.join('\n')).toContain(`curriculum/unit1/loops.yaml:${brokenLine}:11`);

    // Fixed: the page reloads by itself and shows the lesson again, with the edit's effect.
    writeFileSync(file, original.replace('    text: The while loop', '    text: Loops, edited live'));
    await page.locator('main h2', { hasText: 'Loops, edited live' }).waitFor({ timeout: 20_000 });
    await expect(page.locator('vite-error-overlay').count()).resolves.toBe(0);
    await page.close();
  });
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
