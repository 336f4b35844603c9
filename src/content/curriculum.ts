import type { z } from 'zod';
import { lessonFile, siteFile, unitFile } from '../schema/index.ts';
import { classifyFiles, type RawFile } from './classify.ts';
import { crossCheck } from './crossCheck.ts';
import { derive } from './derive.ts';
import type { AuthorIssue } from './issues.ts';
import { parseSource } from './load.ts';
import type { Curriculum } from './model.ts';
import type { Parsed, ParsedCurriculum } from './parsed.ts';
import { validateSource } from './validate.ts';

export type { RawFile };

/** Parses one file and validates it against its schema, collecting every problem into `issues`. */
function parse<T>(file: RawFile, schema: z.ZodType<T>, issues: AuthorIssue[]): Parsed<T> {
  const parsed = parseSource(file.path, file.text);
  issues.push(...parsed.issues);
  if (parsed.issues.length > 0) return { source: parsed.source, value: undefined };
  const checked = validateSource(parsed.source, schema);
  issues.push(...checked.issues);
  return { source: parsed.source, value: checked.value };
}

/**
 * The whole curriculum stage: sort the files by kind, parse and validate each, check them against
 * each other and derive what the site needs. Pure: it reads nothing from disk. Every problem in
 * every file is collected; `curriculum` is present only when there are none.
 *
 * @param files every file under `curriculum/`
 * @param assets paths of the files under `public/`, as the site serves them (`/images/photo.svg`)
 */
export function buildCurriculum(
  files: readonly RawFile[],
  assets: ReadonlySet<string> = new Set(),
): { curriculum?: Curriculum; issues: AuthorIssue[] } {
  const classified = classifyFiles(files);
  const issues = [...classified.issues];
  const parsed: ParsedCurriculum = {
    site: classified.site && parse(classified.site, siteFile, issues),
    units: new Map([...classified.units].map(([slug, f]) => [slug, parse(f, unitFile, issues)])),
    lessons: new Map([...classified.lessons].map(([route, f]) => [route, parse(f, lessonFile, issues)])),
  };
  issues.push(...crossCheck(parsed, assets));
  if (issues.length > 0 || !parsed.site?.value) return { issues };
  return { curriculum: derive(parsed.site.value, parsed), issues };
}
