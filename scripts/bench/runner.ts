/**
 * `npm run bench:runner`: the in-browser C runner in Chromium against the built site on a local
 * server, as medians of five runs: the first Run with an empty cache (download, compile LLVM,
 * compile and run hello.c), a warm compile-and-run of hello.c and of the largest sample, and the
 * bytes the compiler download takes. `runnerBench()` is also a section of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview } from 'vite';
import { loadCurriculum } from '../../src/content/fs.ts';
import { prepareToolchain } from '../../src/runner/build/prepare.ts';
import { lessonPrograms } from '../../src/site/programs.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n);

/** The largest complete sample by source size: its lesson route and panel title. */
function largestSample(): { route: string; title: string; bytes: number } {
  const { curriculum } = loadCurriculum(process.cwd());
  if (!curriculum) throw new Error('the curriculum has problems: run npm run validate');
  let best = { route: '', title: '', bytes: 0 };
  for (const lesson of curriculum.lessons)
    for (const { origin, program } of lessonPrograms(lesson)) {
      const bytes = program.files.reduce((n, f) => n + f.code.length, 0);
      if (origin.kind === 'sample' && origin.title && program.files.length === 1 && bytes > best.bytes)
        best = { route: lesson.route, title: origin.title, bytes };
    }
  return best;
}

/**
 * Presses Run on the sample with this title and waits, inside the page, until the run has ended.
 * Returns the milliseconds from the click to the result on screen, and the status line.
 */
async function runSample(page: Page, title: string): Promise<{ ms: number; status: string }> {
  // Plain JavaScript text: tsx would add helpers to a function that the page does not have.
  return page.evaluate(`(async (title) => {
    // The first click replaces the static panel with the runner's, so the panel is looked up each time.
    const figure = () => [...document.querySelectorAll('main figure')].find(
      (f) => f.querySelector('[data-runbar]') && f.querySelector('figcaption')?.textContent?.includes(title),
    );
    if (!figure()) throw new Error('no runnable sample ' + title);
    const cycles = () => Number(figure()?.querySelector('[data-cycles]')?.dataset.cycles ?? 0);
    const before = cycles();
    const started = performance.now();
    figure().querySelector('button[aria-label^="Run "]').click();
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (cycles() > before) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(document.querySelector('main'), { subtree: true, childList: true, attributes: true });
    });
    return { ms: performance.now() - started, status: figure().querySelector('[data-status]')?.textContent ?? '' };
  })(${JSON.stringify(title)})`);
}

/** Appends a comment to the sample's source, so the next Run compiles again instead of reusing. */
async function touch(page: Page, title: string, n: number) {
  const figure = page
    .locator('main figure')
    .filter({ has: page.locator('figcaption', { hasText: title }) })
    .first();
  const edit = figure.getByRole('button', { name: `Edit ${title}` });
  if (await edit.count()) await edit.click();
  const editor = figure.locator('.cm-content');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(`/* bench ${n} */\n`);
}

const statusFigures = (status: string) => ({
  compileMs: Number(/compiled in (\d+) ms/.exec(status)?.[1] ?? NaN),
  runMs: Number(/ran (\d+) ms/.exec(status)?.[1] ?? NaN),
});

/** Bytes on the wire (bodies as sent) of the compiler's downloads. */
function countBytes(context: BrowserContext) {
  const bytes = { compiler: 0 };
  context.on('requestfinished', (request) => {
    if (/llvm\.core|toolchain\.tar/.test(request.url()))
      void request.sizes().then((s) => (bytes.compiler += s.responseBodySize));
  });
  return bytes;
}

export async function runnerBench() {
  const root = process.cwd();
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-runner-bench-'));
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  const prepared = await prepareToolchain(root);
  const assets = readdirSync(join(outDir, 'assets'));
  const assetBytes = (pattern: RegExp) => {
    const files = assets.filter((f) => pattern.test(f)).map((f) => readFileSync(join(outDir, 'assets', f)));
    return {
      rawBytes: files.reduce((n, f) => n + f.length, 0),
      gzipBytes: files.reduce((n, f) => n + gzipSync(f).length, 0),
    };
  };
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const largest = largestSample();
  try {
    // 1. First Run with an empty cache: a fresh browser context each time.
    const cold: number[] = [];
    const wire: { compiler: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const bytes = countBytes(context);
      const page = await context.newPage();
      await page.goto(`${base}/unit1/basics`);
      const { ms, status } = await runSample(page, 'hello.c');
      if (!status.startsWith('Exit code 0')) throw new Error(`hello.c did not run: ${status}`);
      cold.push(ms);
      await page.waitForTimeout(200);
      wire.push({ ...bytes });
      await context.close();
    }

    // 2. A later visit: the compiler comes from the Cache Storage API, nothing is downloaded.
    const revisit: number[] = [];
    const returning = await browser.newContext();
    const bytesOnReturn = countBytes(returning);
    for (let i = 0; i <= RUNS; i++) {
      const page = await returning.newPage();
      await page.goto(`${base}/unit1/basics`);
      const { ms } = await runSample(page, 'hello.c');
      // The first visit fills the cache (stored once both downloads are complete).
      if (i === 0) {
        await page.waitForFunction(
          `caches.open('c-toolchain').then((c) => c.keys()).then((k) => k.length === 2)`,
        );
        bytesOnReturn.compiler = 0;
      } else revisit.push(ms);
      await page.close();
    }
    const downloadedOnReturn = bytesOnReturn.compiler;
    await returning.close();

    // 3. Warm: clang loaded in this page; each run is a real compile (the source changes each time).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/unit1/basics`);
    await runSample(page, 'hello.c');
    const warmHello: { ms: number; compileMs: number; runMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      await touch(page, 'hello.c', i);
      const { ms, status } = await runSample(page, 'hello.c');
      warmHello.push({ ms, ...statusFigures(status) });
    }
    // Same page, moved to the largest sample's lesson by the site's own navigation (workers live on).
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(largest.route)}); dispatchEvent(new PopStateEvent('popstate'));`,
    );
    await page.locator('main figure figcaption', { hasText: largest.title }).first().waitFor();
    await runSample(page, largest.title);
    const warmLargest: { ms: number; compileMs: number; runMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      await touch(page, largest.title, i);
      const { ms, status } = await runSample(page, largest.title);
      if (!status.startsWith('Exit code 0')) throw new Error(`${largest.title} did not run: ${status}`);
      warmLargest.push({ ms, ...statusFigures(status) });
    }
    await context.close();

    const summary = (runs: { ms: number; compileMs: number; runMs: number }[]) => ({
      medianMs: round(median(runs.map((r) => r.ms))),
      medianCompileMs: round(median(runs.map((r) => r.compileMs))),
      medianRunMs: round(median(runs.map((r) => r.runMs))),
      runsMs: runs.map((r) => round(r.ms)),
    });
    return {
      coldFirstRun: { medianMs: round(median(cold)), runsMs: cold.map(round) },
      laterVisitFirstRun: {
        medianMs: round(median(revisit)),
        runsMs: revisit.map(round),
        downloadedBytes: downloadedOnReturn,
      },
      warmHelloWorld: summary(warmHello),
      warmLargestSample: {
        sample: `${largest.route} ${largest.title} (${largest.bytes} bytes)`,
        ...summary(warmLargest),
      },
      download: {
        compilerOnWireBytes: median(wire.map((w) => w.compiler)),
        llvmModule: { rawBytes: prepared.core.size, gzipBytes: prepared.core.encodedSize },
        sysrootAndSmallModules: { rawBytes: prepared.archive.size, gzipBytes: prepared.archive.encodedSize },
        /** The workers and run panel, loaded on the first Run. */
        runnerJavaScript: assetBytes(/(compiler|program)\.worker|SampleRunner|ChallengeRunner/),
        /** CodeMirror, loaded on the first Edit. */
        editorJavaScript: assetBytes(/CodeEditor/),
      },
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runnerBench();
  console.log(JSON.stringify(figures, null, 2));
}
