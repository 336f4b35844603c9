/**
 * `npm run validate`: checks every curriculum file and prints every problem, then exits 1 if there
 * were any. `--format json` prints the problems as JSON. Under GitHub Actions it also prints
 * workflow annotations so the problems show on the changed lines. `--root <dir>` checks the
 * project in another folder (the tests point it at tests/corpus/<case>).
 */
import { relative, resolve, sep } from 'node:path';
import { loadCurriculum } from '../src/content/fs.ts';
import { formatIssue, sortIssues, type AuthorIssue } from '../src/content/index.ts';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

const json = option('format') === 'json';
const root = resolve(option('root') ?? process.cwd());
// Paths as seen from where the command runs, so that terminals and GitHub can open them.
const prefix = relative(process.cwd(), root).split(sep).join('/');
const shown = (issue: AuthorIssue): AuthorIssue =>
  prefix ? { ...issue, file: `${prefix}/${issue.file}` } : issue;

const started = performance.now();
const { curriculum, issues } = loadCurriculum(root);
const sorted = sortIssues(issues).map(shown);
const ms = Math.round(performance.now() - started);

if (json) {
  process.stdout.write(JSON.stringify({ ok: sorted.length === 0, issues: sorted }, null, 2) + '\n');
} else if (sorted.length > 0) {
  for (const issue of sorted) console.error(formatIssue(issue));
  console.error(
    `\n${sorted.length} problem${sorted.length === 1 ? '' : 's'} found. Fix ${sorted.length === 1 ? 'it' : 'them'} and run npm run validate again (docs/EDITING.md explains each kind).`,
  );
} else {
  const lessons = curriculum?.lessons ?? [];
  const blocks = lessons.reduce((n, l) => n + l.blocks.length, 0);
  console.log(
    `Curriculum OK: ${curriculum?.units.length ?? 0} units, ${lessons.length} lessons, ${blocks} blocks (${ms} ms).`,
  );
}
if (process.env.GITHUB_ACTIONS === 'true') {
  // https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  for (const i of sorted)
    console.log(
      `::error file=${property(i.file)},line=${i.line},col=${i.column},title=${property('Curriculum problem')}::${data(`${i.path ? i.path + ': ' : ''}${i.message}`)}`,
    );
}
process.exitCode = sorted.length > 0 ? 1 : 0;
