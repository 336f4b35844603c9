import { isScalar, isSeq } from 'yaml';
import {
  lessonFile,
  siteFile,
  unitFile,
  type LessonFile,
  type SiteFile,
  type UnitFile,
} from '../schema/index.ts';
import { checkLesson } from './checks.ts';
import { type AuthorIssue } from './issues.ts';
import { parseSource, positionOf, type SourceDoc } from './load.ts';
import type { Curriculum, Lesson, Unit } from './model.ts';
import { closest } from './suggest.ts';
import { issueAt, nodeAt, validateSource } from './validate.ts';

/** A file as read from disk: its path from the project root (forward slashes) and its text. */
export interface RawFile {
  path: string;
  text: string;
}

const SITE = 'curriculum/site.yaml';
const sitePath = /^curriculum\/site\.ya?ml$/;
const unitPath = /^curriculum\/([a-z0-9-]+)\/unit\.ya?ml$/;
const lessonPath = /^curriculum\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/;

interface Parsed<T> {
  source: SourceDoc;
  value: T | undefined;
}

function fileIssue(file: string, message: string): AuthorIssue {
  return { file, line: 1, column: 1, path: '', message };
}

function parse<T>(
  file: RawFile,
  schema: Parameters<typeof validateSource>[1],
  issues: AuthorIssue[],
): Parsed<T> {
  const parsed = parseSource(file.path, file.text);
  issues.push(...parsed.issues);
  if (parsed.issues.length > 0) return { source: parsed.source, value: undefined };
  const checked = validateSource(parsed.source, schema);
  issues.push(...checked.issues);
  return { source: parsed.source, value: checked.value as T | undefined };
}

/**
 * The whole curriculum stage: parse every file, validate it, check the files against each other and
 * derive what the site needs. Pure: it reads nothing from disk. Every problem in every file is
 * collected; `curriculum` is present only when there are none.
 *
 * @param files every file under `curriculum/`
 * @param assets paths of the files under `public/`, as the site serves them (`/images/photo.svg`)
 */
export function buildCurriculum(
  files: readonly RawFile[],
  assets: ReadonlySet<string> = new Set(),
): { curriculum?: Curriculum; issues: AuthorIssue[] } {
  const issues: AuthorIssue[] = [];
  let site: Parsed<SiteFile> | undefined;
  const units = new Map<string, Parsed<UnitFile>>();
  const lessons = new Map<string, Parsed<LessonFile>>();

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
      issues.push(
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
    if (key === 'site') site = parse<SiteFile>(file, siteFile, issues);
    else if (unit) units.set(unit[1]!, parse<UnitFile>(file, unitFile, issues));
    else if (lesson) lessons.set(key, parse<LessonFile>(file, lessonFile, issues));
    else if (/\.ya?ml$/.test(file.path))
      issues.push(
        fileIssue(
          file.path,
          'this file is not part of the site: lesson files live in a unit folder (curriculum/unit1/basics.yaml) and their names use only lower-case letters, digits and dashes',
        ),
      );
  }
  if (!site)
    issues.push(
      fileIssue(SITE, 'is missing: the site needs this file for its logo, home page, footer and badge'),
    );

  const routes = [...lessons.keys()];
  const listed = new Map<string, number>();
  // Lessons offered as the fix for a misspelled name in a unit's list: the same fix makes them reachable.
  const suggested = new Set<string>();
  const numbers = new Map<number, string>();
  for (const [slug, unit] of units) {
    const list = nodeAt(unit.source, ['lessons']).node;
    unit.value?.lessons.forEach((lesson, i) => {
      const route = `/${slug}/${lesson}`;
      const item = isSeq(list) ? list.items[i] : undefined;
      const at = (message: string): AuthorIssue =>
        isScalar(item) && item.range
          ? {
              file: unit.source.file,
              ...positionOf(unit.source, item.range[0]),
              path: `lessons[${i}]`,
              message,
            }
          : issueAt(unit.source, ['lessons', i], message);
      const line = at('').line;
      if (listed.has(route))
        issues.push(
          at(
            `lists '${lesson}' a second time (first on line ${listed.get(route)}): remove this line, each lesson appears once`,
          ),
        );
      else if (!lessons.has(route)) {
        const here = routes.filter((r) => r.startsWith(`/${slug}/`)).map((r) => r.split('/')[2]!);
        const guess = closest(lesson, here);
        if (guess) suggested.add(`/${slug}/${guess}`);
        issues.push(
          at(
            `lists '${lesson}', but there is no file curriculum/${slug}/${lesson}.yaml: ${
              guess
                ? `did you mean '${guess}'?`
                : `create it (npm run new:lesson -- ${slug} "Lesson Title") or remove this line`
            }`,
          ),
        );
      }
      if (!listed.has(route)) listed.set(route, line);
    });
    const n = unit.value?.number;
    if (n !== undefined) {
      if (numbers.has(n))
        issues.push(
          issueAt(
            unit.source,
            ['number'],
            `unit number ${n} is already used by curriculum/${numbers.get(n)}/unit.yaml: give each unit its own number`,
          ),
        );
      numbers.set(n, slug);
    }
  }
  for (const [route, lesson] of lessons) {
    const unit = route.split('/')[1]!;
    if (!units.has(unit))
      issues.push(
        fileIssue(
          lesson.source.file,
          `the folder curriculum/${unit} has no unit.yaml, so this lesson has no unit: add curriculum/${unit}/unit.yaml`,
        ),
      );
    else if (!listed.has(route) && !suggested.has(route))
      issues.push(
        fileIssue(
          lesson.source.file,
          `no page links to this lesson, because curriculum/${unit}/unit.yaml does not list it: add '- ${route.split('/')[2]}' to 'lessons:' there`,
        ),
      );
    if (lesson.value) issues.push(...checkLesson(lesson.source, lesson.value, routes));
  }
  if (site?.value && !assets.has(site.value.badge.photo)) {
    const photo = site.value.badge.photo;
    const guess = closest(photo, [...assets]);
    issues.push(
      issueAt(
        site.source,
        ['badge', 'photo'],
        `there is no file public${photo}: ${guess ? `did you mean ${guess}?` : 'add the image there or correct the path'}`,
      ),
    );
  }

  if (issues.length > 0 || !site?.value) return { issues };
  return { curriculum: derive(site.value, units, lessons), issues };
}

/** Orders units by number and lessons by their unit's list; resolves prev/next to titles. */
function derive(
  site: SiteFile,
  units: Map<string, Parsed<UnitFile>>,
  lessons: Map<string, Parsed<LessonFile>>,
): Curriculum {
  const ordered = [...units.entries()].sort(([, a], [, b]) => a.value!.number - b.value!.number);
  const allLessons: Lesson[] = [];
  const derivedUnits: Unit[] = ordered.map(([slug, parsed]) => {
    const unit = parsed.value!;
    const metas = unit.lessons.map((name) => {
      const route = `/${slug}/${name}`;
      const { source, value } = lessons.get(route)!;
      const lesson: Lesson = {
        route,
        unit: slug,
        slug: name,
        title: value!.title,
        description:
          value!.description ??
          `${value!.title}: a lesson of ${site.name}, Unit ${unit.number}: ${unit.title}.`,
        file: source.file,
        blocks: value!.blocks,
        blockLines: value!.blocks.map((_, i) => issueAt(source, ['blocks', i], '').line),
        ...(value!.prev !== undefined && { prev: value!.prev }),
        ...(value!.next !== undefined && { next: value!.next }),
      };
      allLessons.push(lesson);
      const { file: _file, blocks: _blocks, blockLines: _lines, ...meta } = lesson;
      return meta;
    });
    return {
      slug,
      number: unit.number,
      title: unit.title,
      description: unit.description,
      topicCount: metas.length,
      firstRoute: metas[0]!.route,
      lessons: metas,
    };
  });
  return { site, units: derivedUnits, lessons: allLessons };
}
