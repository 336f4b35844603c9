import { formatIssue, type Lesson } from '../../src/content/index.ts';
import { loadCurriculum } from '../../src/content/fs.ts';

/**
 * The lessons a sample checker should check: all of them, or those under the paths given on the
 * command line (`curriculum/unit3`). A broken curriculum is reported and ends the process: samples
 * are only meaningful once the files themselves are valid.
 */
export function lessonsToCheck(args: readonly string[]): Lesson[] {
  const { curriculum, issues } = loadCurriculum(process.cwd());
  if (!curriculum) {
    issues.forEach((i) => console.error(formatIssue(i)));
    console.error('\nThe curriculum has problems (see npm run validate); samples were not checked.');
    process.exit(1);
  }
  const filters = args.filter((a) => !a.startsWith('-')).map((f) => f.replace(/\/$/, ''));
  return curriculum.lessons.filter((l) => filters.length === 0 || filters.some((f) => l.file.startsWith(f)));
}
