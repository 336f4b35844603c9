/**
 * `npm run validate`: checks every curriculum file and prints every problem, then exits 1 if there
 * were any. `--format json` prints the problems as JSON. Under GitHub Actions it also prints
 * workflow annotations so the problems show on the changed lines.
 */
import { loadCurriculum } from '../src/content/fs.ts';
import { formatIssue, sortIssues } from '../src/content/index.ts';

const json = process.argv.includes('--format=json') || process.argv.join(' ').includes('--format json');
const started = performance.now();
const { curriculum, issues } = loadCurriculum(process.cwd());
const sorted = sortIssues(issues);
const ms = Math.round(performance.now() - started);

if (json) {
  process.stdout.write(JSON.stringify({ ok: sorted.length === 0, issues: sorted }, null, 2) + '\n');
} else if (sorted.length > 0) {
  for (const issue of sorted) console.error(formatIssue(issue));
  console.error(
    `\n${sorted.length} problem${sorted.length === 1 ? '' : 's'} found. Fix them and run npm run validate again.`,
  );
} else {
  const lessons = curriculum?.lessons ?? [];
  const blocks = lessons.reduce((n, l) => n + l.blocks.length, 0);
  console.log(
    `Curriculum OK: ${curriculum?.units.length ?? 0} units, ${lessons.length} lessons, ${blocks} blocks (${ms} ms).`,
  );
}
if (process.env.GITHUB_ACTIONS === 'true') {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const i of sorted)
    console.log(
      `::error file=${i.file},line=${i.line},col=${i.column}::${escape(`${i.path ? i.path + ': ' : ''}${i.message}`)}`,
    );
}
process.exitCode = sorted.length > 0 ? 1 : 0;
