import { relative, resolve, sep } from 'node:path';
import { formatIssue, type Lesson } from '../../src/content/index.ts';
import { loadCurriculum } from '../../src/content/fs.ts';

/**
 * The path filters on a checker's command line (`curriculum/unit3`, `./curriculum/unit1/basics.yaml`),
 * as paths from the project root with forward slashes; options (`--force`) are not paths.
 */
export function pathFilters(args: readonly string[], root = process.cwd()): string[] {
  return args
    .filter((a) => !a.startsWith('-'))
    .map((a) => relative(root, resolve(root, a)).split(sep).join('/'));
}

/** The lessons under these filters (a lesson file, or a folder holding it); every lesson with none. */
export function selectLessons<L extends { file: string }>(
  lessons: readonly L[],
  filters: readonly string[],
): { selected: L[]; unmatched: string[] } {
  const under = (file: string, f: string) => f === '' || file === f || file.startsWith(`${f}/`);
  return {
    selected: lessons.filter((l) => filters.length === 0 || filters.some((f) => under(l.file, f))),
    unmatched: filters.filter((f) => !lessons.some((l) => under(l.file, f))),
  };
}

/**
 * The lessons a checker should check: all of them, or those under the paths given on the command
 * line. A broken curriculum, or a path that names no lesson (a typo would otherwise check nothing
 * and pass), is reported and ends the process: samples are only meaningful once the files
 * themselves are valid.
 */
export function lessonsToCheck(args: readonly string[]): Lesson[] {
  const { curriculum, issues } = loadCurriculum(process.cwd());
  if (!curriculum) {
    issues.forEach((i) => console.error(formatIssue(i)));
    console.error('\nThe curriculum has problems (see npm run validate); samples were not checked.');
    process.exit(1);
  }
  const { selected, unmatched } = selectLessons(curriculum.lessons, pathFilters(args));
  if (unmatched.length) {
    console.error(
      `No lesson is at ${unmatched.map((f) => `'${f}'`).join(', ')}: give a lesson file or a folder of lessons, such as curriculum/unit1/basics.yaml or curriculum/unit1. Nothing was checked.`,
    );
    process.exit(1);
  }
  return selected;
}

/**
 * Ends a checker that found nothing of its kind to check. Under path filters that is an answer (the
 * lessons named have no challenge, say) and the check passes, saying so; over the whole curriculum
 * it means the checker looks in the wrong place, and fails.
 */
export function nothingToCheck(args: readonly string[], what: string, lessons: number): never {
  const filtered = pathFilters(args).length > 0;
  if (filtered) {
    console.log(`No ${what} in the ${lessons} lesson${lessons === 1 ? '' : 's'} selected: nothing to check.`);
    process.exit(0);
  }
  console.error(`Found no ${what} in the curriculum's ${lessons} lessons: nothing was checked.`);
  process.exit(1);
}
