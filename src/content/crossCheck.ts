import { isScalar, isSeq } from 'yaml';
import { checkLesson } from './checks.ts';
import { fileIssue, type AuthorIssue } from './issues.ts';
import { positionOf } from './load.ts';
import { issueAt, nodeAt } from './locate.ts';
import type { ParsedCurriculum } from './parsed.ts';
import { closest } from './suggest.ts';

/**
 * Checks the files against each other: every lesson a unit lists exists and is listed once, every
 * lesson file is listed by its unit, unit numbers differ, links and prev/next point at lessons that
 * exist, and the badge photo is in public/.
 *
 * @param assets paths of the files under `public/`, as the site serves them (`/images/photo.svg`)
 */
export function crossCheck(
  { site, units, lessons }: ParsedCurriculum,
  assets: ReadonlySet<string>,
): AuthorIssue[] {
  const issues: AuthorIssue[] = [];
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

  return issues;
}
