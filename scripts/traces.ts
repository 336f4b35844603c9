/**
 * `npm run traces [paths…]`: traces every code block marked `trace:` under gdb and writes its trace
 * to `traces/` (beside `curriculum/`), the data the memory stepper draws. Run it after changing a
 * traced sample, and commit the files; `npm run check:traces` fails while one is stale. With no
 * paths it also removes the traces no sample uses any more.
 */
import { mkdirSync, rmSync, writeFileSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lessonsToCheck } from './lib/lessons.ts';
import { traceText } from './traces/assemble.ts';
import { traceJobs } from './traces/jobs.ts';
import { requireTools, traceAll } from './traces/pool.ts';
import { storedTraces, TRACES_DIR } from './traces/store.ts';

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

async function main() {
  requireTools();
  const args = process.argv.slice(2);
  const jobs = traceJobs(lessonsToCheck(args));
  const started = performance.now();
  const outcomes = await traceAll(jobs, (o) => process.stdout.write('error' in o ? 'F' : '.'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const root = process.cwd();
  const sizes: { file: string; raw: number; gzip: number }[] = [];
  for (const o of outcomes) {
    if ('error' in o) continue;
    const text = traceText(o.trace);
    const path = join(root, TRACES_DIR, o.job.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    sizes.push({ file: o.job.file, raw: Buffer.byteLength(text), gzip: gzipSync(text).length });
  }
  const failures = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  if (args.filter((a) => !a.startsWith('-')).length === 0 && failures.length === 0) {
    const used = new Set(jobs.map((j) => j.file));
    for (const file of storedTraces(root).filter((f) => !used.has(f))) {
      rmSync(join(root, TRACES_DIR, file));
      console.log(`\nremoved ${TRACES_DIR}/${file} (no sample uses it any more)`);
    }
    removeEmptyFolders(join(root, TRACES_DIR));
  }
  const raw = sizes.reduce((n, s) => n + s.raw, 0);
  const gzip = sizes.reduce((n, s) => n + s.gzip, 0);
  const largest = sizes.reduce((a, b) => (b.raw > a.raw ? b : a), sizes[0] ?? { file: '-', raw: 0, gzip: 0 });
  console.log(
    `\n\nTraced ${sizes.length} of ${jobs.length} samples in ${seconds} s: ${kb(raw)} raw, ${kb(gzip)} gzip; largest ${largest.file} (${kb(largest.raw)} raw, ${kb(largest.gzip)} gzip).`,
  );
  failures.forEach((f) => console.error(`\n✗ ${f}`));
  process.exitCode = failures.length ? 1 : 0;
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(join(dir, entry.name))) continue;
    empty = false;
  }
  if (empty) rmdirSync(dir);
  return empty;
}

void main();
