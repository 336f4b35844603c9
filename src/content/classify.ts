import { fileIssue, type AuthorIssue } from './issues.ts';

/** A file as read from disk: its path from the project root (forward slashes) and its text. */
export interface RawFile {
  path: string;
  text: string;
}

/** The curriculum's files sorted by what they are, each kind keyed the way the site names it. */
export interface ClassifiedFiles {
  site: RawFile | undefined;
  /** By unit folder: `unit1`. */
  units: Map<string, RawFile>;
  /** By route: `/unit1/basics`. */
  lessons: Map<string, RawFile>;
  /** Files in the wrong place or with the wrong name, and a missing site.yaml. */
  issues: AuthorIssue[];
}

export const SITE_FILE = 'curriculum/site.yaml';
const sitePath = /^curriculum\/site\.ya?ml$/;
const unitPath = /^curriculum\/([a-z0-9-]+)\/unit\.ya?ml$/;
const lessonPath = /^curriculum\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/;

/**
 * Tells the site file, unit files and lesson files apart by where they are. A `.yml` file is
 * reported (and ignored when a `.yaml` of the same name exists); a YAML file anywhere else is
 * reported as not part of the site.
 */
export function classifyFiles(files: readonly RawFile[]): ClassifiedFiles {
  const result: ClassifiedFiles = { site: undefined, units: new Map(), lessons: new Map(), issues: [] };
  // Sorted so that messages come in a stable order; `.yaml` before `.yml` of the same name.
  const seen = new Map<string, string>();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const unit = unitPath.exec(file.path);
    const lesson = unit ? null : lessonPath.exec(file.path);
    const key = sitePath.test(file.path)
      ? 'site'
      : unit
        ? `unit ${unit[1]}`
        : lesson
          ? `/${lesson[1]}/${lesson[2]}`
          : '';
    if (file.path.endsWith('.yml')) {
      const named = file.path.replace(/\.yml$/, '.yaml');
      result.issues.push(
        fileIssue(
          file.path,
          key && seen.has(key)
            ? `there is also ${named}, so this file is never used: keep one of the two (curriculum files end in '.yaml')`
            : `curriculum files end in '.yaml': rename this file to ${named.split('/').pop()}`,
        ),
      );
      if (key && seen.has(key)) continue;
    }
    if (key) seen.set(key, file.path);
    if (key === 'site') result.site = file;
    else if (unit) result.units.set(unit[1]!, file);
    else if (lesson) result.lessons.set(key, file);
    else if (/\.ya?ml$/.test(file.path))
      result.issues.push(
        fileIssue(
          file.path,
          'this file is not part of the site: lesson files live in a unit folder (curriculum/unit1/basics.yaml) and their names use only lower-case letters, digits and dashes',
        ),
      );
  }
  if (!result.site)
    result.issues.push(
      fileIssue(SITE_FILE, 'is missing: the site needs this file for its logo, home page, footer and badge'),
    );
  return result;
}
