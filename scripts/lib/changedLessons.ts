/**
 * The lesson files an editor has changed, as git sees them: committed on this branch since it left
 * main, staged, unstaged, or new and untracked. `npm run check` with no argument checks these.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const git = (root: string, args: string[]) => {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : undefined;
};

/** A lesson file (not a unit's or the site's): `curriculum/unit3/strings.yaml`. */
export const isLessonFile = (path: string) =>
  /^curriculum\/[^/]+\/[^/]+\.ya?ml$/.test(path) && !/\/unit\.ya?ml$/.test(path);

/** Where this branch left main: `main`, else `origin/main`; undefined when neither exists. */
function mergeBase(root: string): string | undefined {
  for (const ref of ['main', 'origin/main', 'origin/HEAD']) {
    const base = git(root, ['merge-base', 'HEAD', ref])?.trim();
    if (base) return base;
  }
  return undefined;
}

export interface Changed {
  /** The changed lesson files that still exist, sorted. */
  lessons: string[];
  /** What they were compared with, for the summary: `main`, or `the last commit`. */
  against: string;
}

/** The changed lessons of the project at `root`, or undefined when it is not a git checkout. */
export function changedLessons(root: string): Changed | undefined {
  if (git(root, ['rev-parse', '--is-inside-work-tree'])?.trim() !== 'true') return undefined;
  const base = mergeBase(root);
  const tracked = git(root, ['diff', '--name-only', '--relative', base ?? 'HEAD', '--', 'curriculum']) ?? '';
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '--', 'curriculum']) ?? '';
  const files = new Set(
    [...tracked.split('\n'), ...untracked.split('\n')]
      .map((f) => f.trim())
      .filter((f) => isLessonFile(f) && existsSync(join(root, f))),
  );
  return { lessons: [...files].sort(), against: base ? 'main' : 'the last commit' };
}
