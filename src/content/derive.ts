import type { SiteFile } from '../schema/index.ts';
import { issueAt } from './locate.ts';
import type { Curriculum, Lesson, Unit } from './model.ts';
import type { ParsedCurriculum } from './parsed.ts';

/**
 * The curriculum as the site uses it, from files that passed every check: units ordered by number,
 * lessons by their unit's list, descriptions filled in, and each block's line kept for messages.
 */
export function derive(site: SiteFile, { units, lessons }: Omit<ParsedCurriculum, 'site'>): Curriculum {
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
        ...(value!.teaches !== undefined && { teaches: value!.teaches }),
        ...(value!.prev !== undefined && { prev: value!.prev }),
        ...(value!.next !== undefined && { next: value!.next }),
      };
      allLessons.push(lesson);
      const {
        file: _file,
        blocks: _blocks,
        blockLines: _lines,
        teaches: _teaches,
        description: _description,
        ...meta
      } = lesson;
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
