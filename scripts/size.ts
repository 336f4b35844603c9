/**
 * `npm run size`: how much JavaScript each kind of page downloads on a first visit, gzip, from the
 * built site. The budget is on the first load: what a page needs before it is interactive (the
 * app's entry chunk, its static imports, and the lesson's own chunk, which the page preloads).
 * What the first visit fetches after that is counted and shown beside it, not budgeted: the
 * chunks loaded when the page is idle (below) and a lesson's quiz questions. Run after a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lessonChunks, readManifest, type Manifest } from './prerender/page.ts';

/** The budget: 100 KB of JavaScript, gzip, React included. */
export const BUDGET_BYTES = 100_000;

/**
 * What src/main.tsx loads once the page is idle, on every page. If one of these stops being a chunk
 * of its own, the script fails, so the list cannot quietly count nothing.
 */
const IDLE_CHUNKS = [
  { key: 'src/quiz/QuizBlock.tsx', what: 'the quiz renderer' },
  { key: 'src/progress/store.ts', what: 'progress' },
  { key: 'src/code/highlight.tsx', what: 'code highlighting' },
  { key: 'src/offline/register.ts', what: 'the service worker registration' },
  { key: 'src/presence/supabase.ts', what: 'presence (only when Supabase is configured)' },
];

/** A lesson's quiz questions: fetched while its page hydrates, if it has any. */
const facesKey = (route: string) => `virtual:curriculum/quiz-faces${route}`;

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
const missing = IDLE_CHUNKS.filter((c) => !manifest[c.key]);
if (missing.length) {
  console.error(
    `The build has no chunk for ${missing.map((c) => c.key).join(', ')}: scripts/size.ts counts the chunks src/main.tsx loads when the page is idle, and its list is out of date.`,
  );
  process.exit(1);
}
// Every lesson shares the entry chunks: measure each file once.
const sizes = new Map<string, number>();
const gzipOf = (key: string) => {
  const file = manifest[key]!.file;
  let size = sizes.get(file);
  if (size === undefined) sizes.set(file, (size = gzipSync(readFileSync(join(outDir, file))).length));
  return size;
};
const total = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gzipOf(k), 0);

const entry = staticClosure(manifest, 'index.html');
const idle = new Set<string>();
for (const c of IDLE_CHUNKS) for (const k of staticClosure(manifest, c.key)) if (!entry.has(k)) idle.add(k);

const rows: { page: string; first: number; later: number }[] = [];
rows.push({ page: 'home, not-found', first: total(entry), later: total(idle) });
for (const [route, file] of lessonChunks(outDir)) {
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === file)!;
  const first = new Set([...entry, ...staticClosure(manifest, key)]);
  const later = new Set([...idle].filter((k) => !first.has(k)));
  if (manifest[facesKey(route)])
    for (const k of staticClosure(manifest, facesKey(route))) if (!first.has(k)) later.add(k);
  rows.push({ page: `lesson ${route}`, first: total(first), later: total(later) });
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.page.length));
console.log(
  `JavaScript per page, gzip: the first load (budget ${kb(BUDGET_BYTES)}), then what the first visit fetches once the page is interactive:\n`,
);
for (const r of rows)
  console.log(
    `  ${r.page.padEnd(width)}  ${kb(r.first).padStart(8)} first load${r.first > BUDGET_BYTES ? ' OVER BUDGET' : ''}  + ${kb(r.later).padStart(8)} later = ${kb(r.first + r.later).padStart(8)}`,
  );
console.log(
  `\n  Later, on every page when idle (${kb(total(idle))}): ${IDLE_CHUNKS.map((c) => c.what).join(', ')}.`,
);
console.log(`  Later, on a lesson with quick questions: its questions.`);
const lessonRows = rows.filter((r) => r.page.startsWith('lesson'));
const largest = lessonRows.reduce((a, b) => (b.first > a.first ? b : a), lessonRows[0]!);
console.log(
  `\n  entry chunk alone: ${kb(rows[0]!.first)} gzip; largest lesson: ${largest.page} at ${kb(largest.first)} gzip`,
);
const over = rows.filter((r) => r.first > BUDGET_BYTES);
if (over.length) {
  console.error(`\n${over.length} page(s) over the ${kb(BUDGET_BYTES)} budget.`);
  process.exitCode = 1;
} else console.log(`\nAll ${rows.length} page types within budget.`);
