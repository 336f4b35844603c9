/**
 * The search's figures, against a fresh build served locally: the size of the index and of the
 * sections' texts (raw and gzip), the time to load the index and answer a query in Node, and, in
 * Chromium, the time to first result: from pressing the Search button on a page that has never
 * searched (dialog code and index fetched) to the first result on screen, and the same once both
 * are loaded. Medians of several runs. `searchBench()` is a section of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { search } from '../../src/search/query.ts';
import type { SearchDocument } from '../../src/search/documents.ts';
import { indexOptions } from '../../src/search/options.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

const RUNS = 7;
const QUERIES = ['->', 'fseek', '%zu', 'pointer arithmetic', 'malloc', 'size_t'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => Math.round(n * 10) / 10;

/**
 * In the page: press Search, type the query, and time until a result is on screen. A string, so
 * that the TypeScript loader adds no helpers the page does not have.
 */
const TIME_TO_RESULT = `async (q) => {
  const until = (find) => new Promise((resolve) => {
    const look = () => { const found = find(); if (found) resolve(found); else requestAnimationFrame(look); };
    look();
  });
  const start = performance.now();
  document.querySelector('[data-search-button]').click();
  const input = await until(() => document.querySelector('input[role="combobox"]'));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, q);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => document.querySelector('[role="option"]'));
  const elapsed = performance.now() - start;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await until(() => !document.querySelector('dialog[open]'));
  return elapsed;
}`;
const timeToResult = (page: Page, query: string) =>
  page.evaluate<number>(`(${TIME_TO_RESULT})(${JSON.stringify(query)})`);

export async function searchBench() {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-search-bench-'));
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  const assets = readdirSync(join(outDir, 'assets'));
  const file = (prefix: string) =>
    readFileSync(
      join(
        outDir,
        'assets',
        assets.find((f) => f.startsWith(prefix))!,
      ),
    );
  const index = file('search-index-');
  const texts = file('search-texts-');
  const dialog = file('SearchDialog-');

  const loads: number[] = [];
  const queries: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const engine = MiniSearch.loadJSON<SearchDocument>(index.toString('utf8'), indexOptions);
    loads.push(performance.now() - t0);
    const t1 = performance.now();
    for (const q of QUERIES) search(engine, q);
    queries.push((performance.now() - t1) / QUERIES.length);
  }

  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // A new context each time: nothing of the search is cached yet.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${url}/unit2/pointers`, { waitUntil: 'networkidle' });
      cold.push(await timeToResult(page, QUERIES[i % QUERIES.length]!));
      warm.push(await timeToResult(page, QUERIES[(i + 1) % QUERIES.length]!));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const size = (bytes: Buffer) => ({
    rawKB: ms(bytes.length / 1000),
    gzipKB: ms(gzipSync(bytes).length / 1000),
  });
  return {
    index: size(index),
    sectionTexts: size(texts),
    dialogCode: size(dialog),
    nodeLoadIndexMs: ms(median(loads)),
    nodeQueryMs: ms(median(queries)),
    timeToFirstResultColdMs: ms(median(cold)),
    timeToFirstResultWarmMs: ms(median(warm)),
    runs: RUNS,
  };
}
