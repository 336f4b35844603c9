/**
 * `npm run bench -- print`: how many A4 pages each lesson prints to, as Chromium prints it (the
 * print stylesheet, solutions open), for a build (`dist/`, or `BENCH_COMPARE_DIST` beside it for a
 * before/after). Counts the pages of the PDF the browser writes.
 */
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { loadCurriculum } from '../../src/content/fs.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';

/** The pages of a PDF: one `/Type /Page` object each (not `/Pages`, the tree's nodes). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

async function pagesPerLesson(dir: string, routes: readonly string[]): Promise<Record<string, number>> {
  const server = await preview({
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const counts: Record<string, number> = {};
    for (const route of routes) {
      const page = await browser.newPage();
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      // Printing opens every solution; each arrives with its lesson's challenge extras.
      await page.getByText('Loading the solution…').first().waitFor({ state: 'detached' });
      counts[route] = pagesOf(await page.pdf({ format: 'A4' }));
      await page.close();
    }
    return counts;
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function printBench() {
  const { curriculum } = loadCurriculum(process.cwd());
  const routes = curriculum!.lessons.map((l) => l.route);
  const compare = process.env.BENCH_COMPARE_DIST;
  return {
    thisBuild: await pagesPerLesson('dist', routes),
    ...(compare ? { comparedBuild: await pagesPerLesson(compare, routes) } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await printBench(), null, 2));
