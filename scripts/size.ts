/**
 * `npm run size`: how much JavaScript each kind of page downloads on a first visit, gzip, from the
 * built site; fails when any page is over budget. A lesson's first visit is the app's entry chunk,
 * its static imports, and the lesson's own chunk (which the page preloads). Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lessonChunks, readManifest, type Manifest } from './prerender/page.ts';

/** The budget: 100 KB of JavaScript, gzip, React included. */
export const BUDGET_BYTES = 100_000;

/** Every chunk a chunk pulls in statically (dynamic imports load later, on demand). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const outDir = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(outDir, '.vite', 'manifest.json'))) {
  console.error(`No build in ${outDir}: run npm run build first.`);
  process.exit(1);
}
const manifest = readManifest(outDir);
// Every lesson shares the entry chunks: measure each file once.
const sizes = new Map<string, { raw: number; gzip: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(outDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
};
const entryKeys = [...staticClosure(manifest, 'index.html')];
const entryFiles = entryKeys.map((k) => manifest[k]!.file);

const rows: { page: string; raw: number; gzip: number }[] = [];
const measure = (page: string, files: string[]) =>
  rows.push({
    page,
    raw: files.reduce((n, f) => n + sizeOf(f).raw, 0),
    gzip: files.reduce((n, f) => n + sizeOf(f).gzip, 0),
  });
measure('home, not-found', entryFiles);
const lessons = lessonChunks(outDir);
for (const [route, file] of lessons) {
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === file)!;
  const extra = [...staticClosure(manifest, key)]
    .map((k) => manifest[k]!.file)
    .filter((f) => !entryFiles.includes(f));
  measure(`lesson ${route}`, [...entryFiles, ...extra]);
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.page.length));
console.log(`First-visit JavaScript per page (budget ${kb(BUDGET_BYTES)} gzip):\n`);
for (const r of rows)
  console.log(
    `  ${r.page.padEnd(width)}  ${kb(r.raw).padStart(9)} raw  ${kb(r.gzip).padStart(8)} gzip${r.gzip > BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
  );
const lessonRows = rows.filter((r) => r.page.startsWith('lesson'));
const largest = lessonRows.reduce((a, b) => (b.gzip > a.gzip ? b : a), lessonRows[0]!);
console.log(
  `\n  entry chunk alone: ${kb(rows[0]!.gzip)} gzip; largest lesson: ${largest.page} at ${kb(largest.gzip)} gzip`,
);
const over = rows.filter((r) => r.gzip > BUDGET_BYTES);
if (over.length) {
  console.error(`\n${over.length} page(s) over the ${kb(BUDGET_BYTES)} budget.`);
  process.exitCode = 1;
} else console.log(`\nAll ${rows.length} page types within budget.`);
