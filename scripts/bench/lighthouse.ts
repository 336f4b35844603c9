/**
 * Lighthouse (mobile, simulated throttling) against the built site on a local server, with the
 * system Chromium: the median of three runs per page, for the performance, accessibility,
 * best-practices and SEO scores and the FCP, LCP, TBT, CLS and bytes figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

export const PAGES = ['/', '/unit1/basics', '/unit5/sorting'];
const RUNS = 3;
const PORT = 4199;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseBench(): Promise<Record<string, LighthouseFigures & { failing: string[] }>> {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-lh-'));
  // The canonical links must point at the server Lighthouse visits, or the SEO audit rightly fails.
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir, '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: `http://localhost:${PORT}` },
  });
  if (built.status !== 0) throw new Error('build failed');
  const server = await preview({
    build: { outDir },
    preview: { port: PORT, strictPort: true, host: 'localhost' },
    logLevel: 'error',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const results: Record<string, LighthouseFigures & { failing: string[] }> = {};
  try {
    for (const path of PAGES) {
      const runs: LighthouseFigures[] = [];
      const failing = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`http://localhost:${PORT}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          bytes: value('total-byte-weight'),
        });
        for (const cat of ['accessibility', 'best-practices', 'seo'])
          for (const ref of lhr.categories[cat]?.auditRefs ?? [])
            if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) failing.add(`${cat}: ${ref.id}`);
      }
      const pick = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
      results[path] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: Math.round(pick('fcpMs')),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        bytes: Math.round(pick('bytes')),
        failing: [...failing],
      };
    }
  } finally {
    chrome.kill();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const results = await lighthouseBench();
  console.table(
    Object.fromEntries(Object.entries(results).map(([p, r]) => [p, { ...r, failing: r.failing.join(', ') }])),
  );
}
