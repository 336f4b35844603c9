/**
 * `npm run bench -- coldstart`: click-to-first-output of a program on a first visit (empty cache)
 * over a 20 Mbps link (Chromium's network emulation: 20 Mbit/s down, 5 up, 20 ms latency), median
 * of three fresh browser contexts each:
 *   - `click`: the student presses Run on hello.c straight away;
 *   - `readFirst`: the student hovers the code block and reads it for 10 s, then presses Run (the
 *     background download, where the connection allows it, has a head start).
 * `BENCH_COMPARE_DIST=<built site>` measures another build the same way (for a before/after).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { preview } from 'vite';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

const RUNS = 3;
const READING_MS = 10_000;
const MBPS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Clicks Run on hello.c and resolves with the milliseconds until its first output is on screen. */
const FIRST_OUTPUT = `new Promise((resolve) => {
  const figure = () => [...document.querySelectorAll('main figure')].find((f) => f.querySelector('figcaption')?.textContent?.includes('hello.c'));
  const output = () => figure()?.querySelector('[data-terminal], [data-stream="stdout"]')?.textContent ?? '';
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (output().length > 0) { observer.disconnect(); resolve(performance.now() - started); }
  });
  observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
  figure().querySelector('button[aria-label="Run hello.c"]').click();
})`;

async function measure(browser: Browser, base: string, readFirst: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: (MBPS * 1e6) / 8,
    uploadThroughput: (5 * 1e6) / 8,
    connectionType: 'wifi',
  });
  await page.goto(`${base}/unit1/basics`, { waitUntil: 'load' });
  const connection = String(
    await page.evaluate(
      `JSON.stringify({ effectiveType: navigator.connection?.effectiveType, saveData: navigator.connection?.saveData })`,
    ),
  );
  if (readFirst) {
    await page.locator('main figure', { hasText: 'Hello, World!' }).first().locator('pre').first().hover();
    await page.waitForTimeout(READING_MS);
  }
  const ms = await page.evaluate<number>(FIRST_OUTPUT);
  await context.close();
  return { ms, connection };
}

type Figures = { click: number[]; readFirst: number[]; connection: string };

const summary = ({ click, readFirst, connection }: Figures) => ({
  clickMedianMs: Math.round(median(click)),
  readFirstMedianMs: Math.round(median(readFirst)),
  runsMs: { click: click.map(Math.round), readFirst: readFirst.map(Math.round) },
  navigatorConnection: JSON.parse(connection) as unknown,
});

/**
 * Measures each site in turn within every round (this build, then the compared one), so that a
 * busy machine slows both alike.
 */
async function measureSites(dirs: string[], browser: Browser): Promise<Figures[]> {
  const servers = await Promise.all(
    dirs.map((dir) =>
      preview({ build: { outDir: dir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' }),
    ),
  );
  const bases = servers.map((server) => server.resolvedUrls!.local[0]!.replace(/\/$/, ''));
  const figures: Figures[] = dirs.map(() => ({ click: [], readFirst: [], connection: '{}' }));
  try {
    for (let i = 0; i < RUNS; i++)
      for (const [k, base] of bases.entries()) {
        const cold = await measure(browser, base, false);
        figures[k]!.click.push(cold.ms);
        figures[k]!.connection = cold.connection;
        figures[k]!.readFirst.push((await measure(browser, base, true)).ms);
      }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

export async function coldStartBench() {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-coldstart-'));
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const other = process.env.BENCH_COMPARE_DIST;
  try {
    const [mine, theirs] = await measureSites(other ? [outDir, other] : [outDir], browser);
    return {
      link: `${MBPS} Mbit/s down, 5 up, 20 ms latency; readFirst hovers ${READING_MS / 1000} s before Run`,
      thisBuild: summary(mine!),
      ...(theirs ? { comparedBuild: summary(theirs) } : {}),
    };
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await coldStartBench(), null, 2));
