import { parseDocument, stringify } from 'yaml';
import { classifyFiles, type RawFile } from './classify.ts';
import { buildCurriculum } from './curriculum.ts';
import type { AuthorIssue } from './issues.ts';
import type { Curriculum } from './model.ts';

/**
 * The curriculum as the dev server previews it while an editor works: a lesson with a mistake must
 * not take the whole site down. Each lesson file with a problem is replaced by a stand-in page that
 * says so (same route, same title when it can be read), and the rest of the site is built as usual.
 * The build and `npm run validate` never use this: they fail on every problem.
 */

/** What the preview serves: the curriculum (when one can be built) and every problem, as found. */
export interface Preview {
  curriculum?: Curriculum;
  issues: AuthorIssue[];
  /** Lesson files shown as a stand-in page, by route. */
  standIns: Map<string, string>;
}

/** The stand-in lesson for a file with a problem: its own title if it can be read, and what to do. */
export function standInText(file: RawFile, slug: string): string {
  let title: unknown;
  try {
    title = parseDocument(file.text).get('title');
  } catch {
    title = undefined;
  }
  const readable = typeof title === 'string' && /^[\w ,.&()'!?-]{1,80}$/.test(title);
  return stringify({
    title: readable ? title : slug,
    blocks: [
      {
        type: 'callout',
        variant: 'warning',
        title: 'This lesson has a mistake',
        text: `The page shows again once ${file.path} is fixed: the box at the bottom of the page, and the terminal that runs npm run dev, say where the mistake is and how to fix it. The other pages work as usual.`,
      },
    ],
  });
}

/** The curriculum built with every lesson that has a problem shown as a stand-in, or none at all. */
export function buildPreview(files: readonly RawFile[], assets: ReadonlySet<string> = new Set()): Preview {
  const first = buildCurriculum(files, assets);
  if (first.curriculum) return { curriculum: first.curriculum, issues: [], standIns: new Map() };
  const lessons = classifyFiles(files).lessons;
  const broken = new Set(first.issues.map((i) => i.file));
  const standIns = new Map<string, string>();
  for (const [route, file] of lessons) if (broken.has(file.path)) standIns.set(route, file.path);
  // Anything wrong outside the lessons (the site, a unit's list) cannot be stood in for.
  if (first.issues.some((i) => ![...standIns.values()].includes(i.file)))
    return { issues: first.issues, standIns: new Map() };
  const replaced = files.map((f) => {
    const route = [...lessons].find(([, l]) => l.path === f.path)?.[0];
    return route && standIns.has(route) ? { ...f, text: standInText(f, route.split('/')[2]!) } : f;
  });
  let second = buildCurriculum(replaced, assets);
  // A stand-in that still cannot be shown (a lesson its unit does not list) is left out.
  const stuck = new Set(second.issues.map((i) => i.file));
  if (!second.curriculum && [...stuck].every((f) => [...standIns.values()].includes(f))) {
    for (const [route, file] of standIns) if (stuck.has(file)) standIns.delete(route);
    second = buildCurriculum(
      replaced.filter((f) => !stuck.has(f.path)),
      assets,
    );
  }
  return second.curriculum
    ? { curriculum: second.curriculum, issues: first.issues, standIns }
    : { issues: first.issues, standIns: new Map() };
}
