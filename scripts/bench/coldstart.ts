/**
 * `npm run bench -- coldstart`: the first Run as a student meets it, over a 20 Mbit/s link with
 * 40 ms of latency (Chromium's network emulation), median of five fresh browser profiles each:
 *   - `unedited`: open Basics and press Run on its first sample at once: milliseconds from the click
 *     to the first output, and the bytes the page and its workers downloaded in between (the offline
 *     precache the service worker fetches at the same time is reported apart);
 *   - `editedAfter20s`: press Edit, type a change, press Run 20 s later;
 *   - `secondVisit`: a profile that used the compiler once opens the lesson again, presses Edit,
 *     types and presses Run at once (the compiler comes from the browser's storage; how long loading
 *     it took is reported too, the part an engine's compiled-code cache saves);
 *   - `memory`: the browser's resident memory (every process of the profile) with the compiler
 *     loaded, and again once the page has given it back after a while without compiling;
 *   - `firstLoad`: `npm run size`'s table (JavaScript of a first visit, gzip).
 * `BENCH_COMPARE_DIST=<built site>` measures another build the same way, in turn, for a before/after.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview } from 'vite';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const READING_MS = 20_000;
const LINK = { latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 };
/**
 * How long the compiler may idle before the page gives it back, during the memory figure: longer
 * than the reading time after its warm-up, so the edited Run still finds it loaded.
 */
const IDLE_MS = 25_000;
/** Progress on stderr, so a stuck step shows where it is. */
const step = (what: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A fresh profile (its own folder, so its processes can be found and its caches are empty). */
async function profile(dir = mkdtempSync(join(tmpdir(), 'learn-c-coldstart-'))) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  return { context, dir };
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  return page;
}

/** Resolves with the milliseconds from `start()` until the first sample's first output is on screen. */
const untilOutput = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const figure = () => document.querySelector('main figure:has([data-runbar])');
    const output = () => figure()?.querySelector('[data-terminal], [data-stream="stdout"]')?.textContent ?? '';
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (output().length > 0) { observer.disconnect(); resolve(performance.now() - started); }
    });
    observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
    figure().querySelector('button[aria-label^="Run "]').click();
  })`);

/** Waits until React has hydrated the first sample (a click before that does nothing). */
const hydrated = (page: Page) =>
  page.evaluate<void>(`new Promise((done) => {
    const poll = () => {
      const run = document.querySelector('main figure:has([data-runbar]) button[aria-label^="Run "]');
      if (run && Object.keys(run).some((k) => k.startsWith('__reactProps'))) done();
      else setTimeout(poll, 20);
    };
    poll();
  })`);

/** Counts the bytes every request of the context received from now on, the service worker's apart. */
function countBytes(context: BrowserContext) {
  const totals = { page: 0, serviceWorker: 0 };
  let counting = true;
  context.on('requestfinished', (request) => {
    if (!counting) return;
    void request.sizes().then(
      (sizes) => {
        const response = request.serviceWorker() ? 'serviceWorker' : 'page';
        totals[response] += sizes.responseBodySize + sizes.responseHeadersSize;
      },
      () => undefined,
    );
  });
  return () => {
    counting = false;
    return totals;
  };
}

/**
 * Opens Basics' first sample's editor and types a change. On a second visit the page opens the
 * editor itself, with the student's saved change (`restored`), where the student types on.
 */
async function editFirstSample(page: Page, restored = false) {
  await hydrated(page);
  const figure = page.locator('main figure:has([data-runbar])').first();
  const editor = figure.locator('.cm-content');
  const edit = () => figure.getByRole('button', { name: /^Edit / }).click();
  if (restored) await editor.waitFor({ timeout: 15_000 }).catch(edit);
  else await edit();
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('/* a student was here */\n');
}

/** Resident memory of every process of this profile, in MB (Linux: /proc). */
function residentMb(dir: string): number {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  unedited: number[];
  uneditedBytes: number[];
  uneditedServiceWorkerBytes: number[];
  edited: number[];
  second: number[];
  secondLoading: number[];
  memoryLoaded: number[];
  memoryIdle: number[];
}

async function measureOnce(base: string, into: Figures) {
  // 1. Run at once, unedited.
  step(`${base}: unedited`);
  {
    const { context, dir } = await profile();
    const page = await throttled(context);
    await page.goto(`${base}/unit1/basics`, { waitUntil: 'load' });
    await hydrated(page);
    const stop = countBytes(context);
    into.unedited.push(await untilOutput(page));
    const bytes = stop();
    into.uneditedBytes.push(bytes.page);
    into.uneditedServiceWorkerBytes.push(bytes.serviceWorker);
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
  step(`${base}: edited after 20 s`);
  // 2. Edit, type, read for 20 s, Run; then the memory with the compiler loaded, and once given back.
  const { context, dir } = await profile();
  await context.addInitScript(`globalThis.learncCompilerIdleMs = ${IDLE_MS};`);
  {
    const page = await throttled(context);
    await page.goto(`${base}/unit1/basics`, { waitUntil: 'load' });
    await editFirstSample(page);
    await page.waitForTimeout(READING_MS);
    into.edited.push(await untilOutput(page));
    await page.locator('main figure [data-run-state="idle"]').first().waitFor();
    into.memoryLoaded.push(residentMb(dir));
    await pause(IDLE_MS * 2);
    into.memoryIdle.push(residentMb(dir));
    // Let the compiler's files be written whole, and the engine keep its compiled code, before leaving.
    await page.waitForFunction(
      async () => (await (await caches.open('c-toolchain')).keys()).length >= 2,
      undefined,
      { timeout: 120_000 },
    );
    await pause(5000);
    await context.close();
  }
  // 3. The same profile, a second visit: Edit, type and Run at once.
  step(`${base}: second visit`);
  {
    const again = await profile(dir);
    const page = await throttled(again.context);
    await page.goto(`${base}/unit1/basics`, { waitUntil: 'load' });
    await editFirstSample(page, true);
    const loading = page.evaluate<number>(`new Promise((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        const state = document.querySelector('main figure [data-run-state]')?.getAttribute('data-run-state');
        if (state === 'running' || state === 'idle') { observer.disconnect(); resolve(performance.now() - started); }
      });
      observer.observe(document.querySelector('main'), { subtree: true, attributes: true, attributeFilter: ['data-run-state'] });
    })`);
    into.second.push(await untilOutput(page));
    into.secondLoading.push(await loading);
    await again.context.close();
  }
  rmSync(dir, { recursive: true, force: true });
}

/** `npm run size`'s table for a build. */
function firstLoad(dir: string): string[] {
  const size = spawnSync('npx', ['tsx', 'scripts/size.ts', dir], { encoding: 'utf8' });
  return size.stdout.split('\n').filter((l) => /KB/.test(l));
}

const summary = (f: Figures, dir: string) => ({
  uneditedRunMs: Math.round(median(f.unedited)),
  uneditedDownloadKB: Math.round(median(f.uneditedBytes) / 1000),
  uneditedServiceWorkerPrecacheKB: Math.round(median(f.uneditedServiceWorkerBytes) / 1000),
  editedRun20sAfterEditMs: Math.round(median(f.edited)),
  secondVisitEditedRunMs: Math.round(median(f.second)),
  secondVisitCompilerLoadMs: Math.round(median(f.secondLoading)),
  memoryWithCompilerMB: median(f.memoryLoaded),
  memoryAfterIdleMB: median(f.memoryIdle),
  runsMs: {
    unedited: f.unedited.map(Math.round),
    edited: f.edited.map(Math.round),
    secondVisit: f.second.map(Math.round),
  },
  firstLoad: firstLoad(dir),
});

export async function coldStartBench() {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-coldstart-build-'));
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  const dirs = [outDir, ...(process.env.BENCH_COMPARE_DIST ? [process.env.BENCH_COMPARE_DIST] : [])];
  // One server at a time: each build is served alone while it is measured.
  const serve = (dir: string) =>
    preview({ build: { outDir: dir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  try {
    const figures: Figures[] = dirs.map(() => ({
      unedited: [],
      uneditedBytes: [],
      uneditedServiceWorkerBytes: [],
      edited: [],
      second: [],
      secondLoading: [],
      memoryLoaded: [],
      memoryIdle: [],
    }));
    // Each round measures every build in turn, so a busy machine slows both alike.
    for (let i = 0; i < RUNS; i++)
      for (const [k, dir] of dirs.entries()) {
        const server = await serve(dir);
        try {
          await measureOnce(server.resolvedUrls!.local[0]!.replace(/\/$/, ''), figures[k]!);
        } finally {
          await server.close();
        }
      }
    return {
      link: '20 Mbit/s down, 5 up, 40 ms latency (Chromium network emulation); medians of ' + RUNS,
      thisBuild: summary(figures[0]!, outDir),
      ...(figures[1] ? { comparedBuild: summary(figures[1], dirs[1]!) } : {}),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await coldStartBench(), null, 2));
