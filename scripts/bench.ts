/**
 * `npm run bench`: runs the named benchmarks (all of them, or those named on the command line:
 * `npm run bench -- validate`), prints their figures and writes them to reports/bench.json, keeping
 * the figures of benchmarks that were not run this time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coldStartBench } from './bench/coldstart.ts';
import { compressionBench } from './bench/compression.ts';
import { runnerBench } from './bench/runner.ts';
import { terminalBench } from './bench/terminal.ts';
import { lighthouseBench, PAGES } from './bench/lighthouse.ts';
import { presenceBench } from './bench/presence.ts';
import { validateBench } from './bench/validate.ts';
import { searchBench } from './bench/search.ts';
import { printBench } from './bench/print.ts';
import { steppingBench } from './bench/stepping.ts';

export interface Benchmark {
  name: string;
  /** What is measured, in one line. */
  description: string;
  run: () => unknown;
}

/** Every benchmark, in the order they run. Add a section by adding an entry. */
export const benchmarks: Benchmark[] = [
  {
    name: 'validate',
    description: 'load + validate + derive the whole curriculum, in-process and as npm run validate',
    run: () => validateBench(),
  },
  {
    name: 'lighthouse',
    description: `Lighthouse mobile (simulated throttling), median of 3 runs, on ${PAGES.join(', ')}`,
    run: () => lighthouseBench(),
  },
  {
    name: 'search',
    description:
      'search index size, index load and query time in Node, time to first result in Chromium (cold and warm)',
    run: () => searchBench(),
  },
  {
    name: 'runner',
    description:
      'in-browser C: first Run with an empty cache, warm hello-world and largest sample, download size',
    run: () => runnerBench(),
  },
  {
    name: 'presence',
    description:
      'the "N online" count: N = 10 to 10,000 simulated visitors on real PostgreSQL, before and after, each on its plan’s settings, with the realtime budget it must keep under (medians of 3)',
    run: () => presenceBench(),
  },
  {
    name: 'coldstart',
    description:
      'the first Run over 20 Mbit/s + 40 ms from an empty cache: an unedited sample at once, an edited one 20 s after Edit, a second visit; bytes, memory and first-load JavaScript (median of 5)',
    run: () => coldStartBench(),
  },
  {
    name: 'stepping',
    description:
      'Step through a program of about 1,000 steps in Chromium, compiler warm: press to first picture (median of 5; budget 1 s)',
    run: () => steppingBench(),
  },
  {
    name: 'print',
    description: 'how many A4 pages each lesson prints to in Chromium (solutions open)',
    run: () => printBench(),
  },
  {
    name: 'compression',
    description:
      'the compiler download as gzip, Brotli and zstd: bytes, and decode time in Chromium and Firefox',
    run: () => compressionBench(),
  },
  {
    name: 'terminal',
    description: 'which blocking-read mechanism works in Chromium and Firefox (JSPI, SAB+Atomics, sync XHR)',
    run: () => terminalBench(),
  },
];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`,
    );
    process.exitCode = 1;
    return;
  }
  const file = join(process.cwd(), 'reports', 'bench.json');
  const report = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, unknown>;
  for (const bench of benchmarks.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
    console.log(`\n${bench.name}: ${bench.description}`);
    const result = await bench.run();
    console.log(JSON.stringify(result, null, 2));
    report[bench.name] = {
      ...(result as object),
      measuredAt: new Date().toISOString(),
      node: process.version,
    };
  }
  mkdirSync(join(process.cwd(), 'reports'), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.log('\nWrote reports/bench.json');
}

await main();
