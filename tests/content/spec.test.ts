import { describe, expect, it } from 'vitest';
import { pagerOf } from '../../src/site/navigation.ts';
import { routeTable } from '../../src/site/routes.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import type { Lesson } from '../../src/content/model.ts';
import { plainText } from '../../src/inline/parse.ts';
import { withCaught } from '../../src/mutation/caught.ts';
import type { Block, BlockOf } from '../../src/schema/index.ts';
import { lessonRoutes, pager, specUnits } from '../spec.ts';

const { curriculum, issues } = loadCurriculum(process.cwd());

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const lessons = curriculum?.lessons ?? [];
const units = curriculum?.units ?? [];
const lesson = (route: string): Lesson =>
  must(
    lessons.find((l) => l.route === route),
    route,
  );
const blocksOf = <K extends Block['type']>(l: Lesson, type: K): BlockOf<K>[] =>
  l.blocks.filter((b): b is BlockOf<K> => b.type === type);
const challenge = (l: Lesson, title: string) =>
  must(
    blocksOf(l, 'challenge').find((c) => c.title === title),
    `challenge "${title}" in ${l.route}`,
  );
const headings = (l: Lesson) => blocksOf(l, 'heading').map((h) => plainText(h.text));

/** Whether `items` holds every one of `wanted`, in the same relative order (others may sit between). */
function inOrder<T>(items: readonly T[], wanted: readonly T[]): boolean {
  let at = 0;
  for (const item of items) if (at < wanted.length && item === wanted[at]) at++;
  return at === wanted.length;
}

describe('the real curriculum', () => {
  it('loads without a single author issue', () => {
    expect(issues).toEqual([]);
    expect(curriculum).toBeDefined();
  });
});

describe("home grid: the spec's five units are there", () => {
  it.each(specUnits)('unit $number, "$title", links its card to $firstRoute', (spec) => {
    const unit = must(
      units.find((u) => u.number === spec.number),
      `unit ${spec.number}`,
    );
    expect(unit.title).toBe(spec.title);
    expect(unit.firstRoute).toBe(spec.firstRoute);
    // Its topic count is derived from its lessons, never typed: at least the spec's, more once editors add some.
    expect(unit.topicCount).toBe(unit.lessons.length);
    expect(unit.topicCount).toBeGreaterThanOrEqual(spec.topics);
  });

  it('shows the units in the order of their numbers', () => {
    const numbers = units.map((u) => u.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('gives every unit a description for its card', () => {
    for (const u of units) expect(u.description.trim().length).toBeGreaterThan(10);
  });
});

describe("routes: the spec's lessons are there", () => {
  it.each(lessonRoutes)('%s is a lesson titled "%s"', (route, title) => {
    expect(lesson(route).title).toBe(title);
  });

  it("keeps the spec lessons in the spec's reading order, in the sidebar as on the site", () => {
    const specOrder = lessonRoutes.map(([route]) => route);
    expect(
      inOrder(
        lessons.map((l) => l.route),
        specOrder,
      ),
    ).toBe(true);
    expect(
      inOrder(
        units.flatMap((u) => u.lessons.map((l) => l.route)),
        specOrder,
      ),
    ).toBe(true);
  });

  it('gives every lesson a description for search engines', () => {
    for (const l of lessons) expect(l.description.length).toBeGreaterThan(10);
  });

  it('routes "/" to home and every lesson, each once', () => {
    const table = routeTable(units);
    expect(table[0]).toEqual({ path: '/', page: 'home' });
    expect(table.slice(1)).toEqual(lessons.map((l) => ({ path: l.route, page: 'lesson' })));
    expect(new Set(table.map((r) => r.path)).size).toBe(table.length);
  });
});

describe('previous and next topic', () => {
  const links = (route: string) => {
    const l = lesson(route);
    return { prev: l.prev, next: l.next };
  };

  it('links the first four lessons as the spec lists', () => {
    expect(links('/unit1/basics')).toEqual({ prev: undefined, next: '/unit1/variables' });
    expect(links('/unit1/variables')).toEqual({ prev: '/unit1/basics', next: '/unit1/control' });
    expect(links('/unit1/control')).toEqual({ prev: '/unit1/variables', next: '/unit1/loops' });
    expect(links('/unit1/loops')).toEqual({ prev: '/unit1/control', next: undefined });
  });

  it('gives no other spec lesson a previous or next topic', () => {
    const linked = lessonRoutes
      .map(([route]) => lesson(route))
      .filter((l) => l.prev || l.next)
      .map((l) => l.route);
    expect(linked).toEqual(Object.keys(pager));
  });

  it('shows the title of the lesson it links to', () => {
    for (const [route, expected] of Object.entries(pager)) {
      const found = pagerOf(lessons, lesson(route));
      expect({ prev: found.prev?.title, next: found.next?.title }).toEqual({
        prev: expected.prev,
        next: expected.next,
      });
    }
  });
});

describe('lesson content the spec calls for', () => {
  it('variables: int is 4 bytes, float 4, double 8, char 1', () => {
    const rows = blocksOf(lesson('/unit1/variables'), 'table').flatMap((t) => t.rows);
    const sizeOf = (type: string) =>
      rows
        .filter((r) => plainText(r[0] ?? '') === type)
        .map((r) =>
          r
            .slice(1)
            .map(plainText)
            .find((c) => /^\d+ bytes?\b/.test(c)),
        );
    expect(sizeOf('int')).toContain('4 bytes');
    expect(sizeOf('float')).toContain('4 bytes');
    expect(sizeOf('double')).toContain('8 bytes');
    expect(sizeOf('char')).toContain('1 byte');
  });

  it('unions: has the spec sections in order', () => {
    const found = headings(lesson('/unit4/unions'));
    const wanted = [
      'Memory Comparison',
      'Type Conversion',
      'Union with Type Tracking',
      'Anonymous Unions',
      'Bit Fields in Unions',
    ];
    for (const h of wanted) expect(found).toContain(h);
    expect(wanted.map((h) => found.indexOf(h))).toEqual(
      wanted.map((h) => found.indexOf(h)).sort((a, b) => a - b),
    );
  });

  it('unions: the Memory Comparison section shows a 12-byte structure and a 4-byte union', () => {
    const l = lesson('/unit4/unions');
    const start = l.blocks.findIndex((b) => b.type === 'heading' && b.text === 'Memory Comparison');
    const end = l.blocks.findIndex((b, i) => i > start && b.type === 'heading' && b.level === 2);
    const section = JSON.stringify(l.blocks.slice(start, end));
    expect(section).toContain('12 bytes');
    expect(section).toContain('4 bytes');
  });

  it('unions: the challenge "IP Address Representation" has a solution', () => {
    const c = challenge(lesson('/unit4/unions'), 'IP Address Representation');
    expect(c.solution).toBeTruthy();
  });

  it('unions: ends with the Union vs Structure comparison', () => {
    const l = lesson('/unit4/unions');
    const compare = must(
      blocksOf(l, 'compare').find((b) => b.title === 'Union vs Structure'),
      'Union vs Structure',
    );
    expect(l.blocks.at(-1)).toBe(compare);
    expect([compare.left.title, compare.right.title]).toEqual(['Union', 'Structure']);
    const left = compare.left.items.join(' ').toLowerCase();
    const right = compare.right.items.join(' ').toLowerCase();
    expect(left).toContain('shared memory');
    expect(left).toContain('largest member');
    expect(right).toContain('separate memory');
    expect(right).toContain('sum');
  });

  it('files: every fopen mode is explained and the challenge "Student Record System" has a solution', () => {
    const l = lesson('/unit5/files');
    const modeCells = blocksOf(l, 'table').flatMap((t) => t.rows.map((r) => plainText(r[0] ?? '')));
    for (const mode of ['"r"', '"w"', '"a"', '"r+"', '"w+"', '"a+"']) expect(modeCells).toContain(mode);
    const text = JSON.stringify(l.blocks);
    for (const fn of ['ftell', 'rewind', 'fseek', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END'])
      expect(text).toContain(fn);
    expect(challenge(l, 'Student Record System').solution).toBeTruthy();
  });

  it('searching: the challenge "Count Occurrences" has a solution', () => {
    expect(challenge(lesson('/unit5/searching'), 'Count Occurrences').solution).toBeTruthy();
  });

  it('sorting: has a comparison table with best, average, worst and space columns', () => {
    const columns = blocksOf(lesson('/unit5/sorting'), 'table').map((t) => t.columns.map(plainText));
    expect(columns).toContainEqual(expect.arrayContaining(['Best', 'Average', 'Worst', 'Space']));
  });

  it('sorting: the challenge "Sort in Both Orders" shows no solution: its model answer stays off the page', () => {
    const c = challenge(lesson('/unit5/sorting'), 'Sort in Both Orders');
    expect(c.showSolution).toBe(false);
    // The blocks as the lesson's chunk serves them (src/vite/curriculumPlugin.ts).
    const [served] = withCaught([c], { $comment: '', challenges: {} });
    expect(served).not.toHaveProperty('solution');
    expect(served).not.toHaveProperty('solutionFiles');
  });

  it('every challenge has tests and a model answer that the checks run them on', () => {
    const missing = lessons.flatMap((l) =>
      blocksOf(l, 'challenge')
        .filter((c) => !(c.solution || c.solutionFiles) || !(c.tests && c.tests.length > 0))
        .map((c) => `${l.route}: ${c.title}`),
    );
    expect(missing).toEqual([]);
    // Not vacuous: the spec's lessons have challenges (checked above by name).
    expect(lessons.flatMap((l) => blocksOf(l, 'challenge')).length).toBeGreaterThan(0);
  });
});
