import { describe, expect, it } from 'vitest';
import { pagerOf } from '../../../src/site/navigation.ts';
import { routeTable } from '../../../src/site/routes.ts';
import { loadCurriculum } from '../../../src/content/fs.ts';
import type { Lesson } from '../../../src/content/model.ts';
import { parseInline, paragraphs, plainText, type InlineNode } from '../../../src/inline/parse.ts';
import type { Block, BlockOf } from '../../../src/schema/index.ts';
import { lessonRoutes } from '../../spec.ts';

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

const SPEC_ROUTES = lessonRoutes;

describe('the real curriculum', () => {
  it('loads without a single author issue', () => {
    expect(issues).toEqual([]);
    expect(curriculum).toBeDefined();
  });
});

describe('home grid (spec §2)', () => {
  it('has five units numbered 1 to 5, in order, with 4, 3, 3, 3, 3 topics (16 in all)', () => {
    expect(units.map((u) => u.number)).toEqual([1, 2, 3, 4, 5]);
    expect(units.map((u) => u.topicCount)).toEqual([4, 3, 3, 3, 3]);
    expect(units.map((u) => u.lessons.length)).toEqual([4, 3, 3, 3, 3]);
    expect(units.reduce((n, u) => n + u.topicCount, 0)).toBe(16);
  });

  it('gives each unit its spec title and links its card to its first topic', () => {
    expect(units.map((u) => [u.title, u.firstRoute])).toEqual([
      ['Overview & Control Structures', '/unit1/basics'],
      ['Functions & Pointers', '/unit2/functions'],
      ['Arrays & Strings', '/unit3/arrays'],
      ['Advanced Concepts', '/unit4/recursion'],
      ['Files & Algorithms', '/unit5/files'],
    ]);
  });

  it('gives every unit a description for its card', () => {
    for (const u of units) expect(u.description.trim().length).toBeGreaterThan(10);
  });
});

describe('routes (spec §2)', () => {
  it('has exactly the 16 lesson routes of the spec, in reading order, with their page titles', () => {
    expect(lessons.map((l) => [l.route, l.title])).toEqual(SPEC_ROUTES);
    expect(units.flatMap((u) => u.lessons.map((l) => [l.route, l.title]))).toEqual(SPEC_ROUTES);
  });

  it('gives every lesson a description for search engines', () => {
    for (const l of lessons) expect(l.description.length).toBeGreaterThan(10);
  });

  it('builds a route table of "/" (home) plus the 16 lessons, and nothing else', () => {
    const table = routeTable(units);
    expect(table).toEqual([
      { path: '/', page: 'home' },
      ...SPEC_ROUTES.map(([path]) => ({ path, page: 'lesson' })),
    ]);
    expect(new Set(table.map((r) => r.path)).size).toBe(17);
  });
});

describe('previous and next topic (spec §2)', () => {
  const links = (route: string) => {
    const l = lesson(route);
    return { prev: l.prev, next: l.next };
  };

  it('links only the first four lessons, as the spec lists', () => {
    expect(links('/unit1/basics')).toEqual({ prev: undefined, next: '/unit1/variables' });
    expect(links('/unit1/variables')).toEqual({ prev: '/unit1/basics', next: '/unit1/control' });
    expect(links('/unit1/control')).toEqual({ prev: '/unit1/variables', next: '/unit1/loops' });
    expect(links('/unit1/loops')).toEqual({ prev: '/unit1/control', next: undefined });
  });

  it('gives no other lesson a previous or next topic', () => {
    const linked = lessons.filter((l) => l.prev || l.next).map((l) => l.route);
    expect(linked).toEqual(['/unit1/basics', '/unit1/variables', '/unit1/control', '/unit1/loops']);
  });

  it('shows the title of the lesson it links to', () => {
    const { prev, next } = pagerOf(lessons, lesson('/unit1/variables'));
    expect(prev?.title).toBe('C Language Basics');
    expect(next?.title).toBe('Control Structures');
  });
});

describe('lesson content (spec §2 highlights)', () => {
  it('variables: int is 4 bytes, float 4, double 8, char 1', () => {
    const rows = blocksOf(lesson('/unit1/variables'), 'table').flatMap((t) => t.rows);
    const sizeOf = (type: string) =>
      rows
        .filter((r) => plainText(r[0] ?? '') === type)
        .map((r) => r.slice(1).map(plainText).find((c) => /^\d+ bytes?\b/.test(c)));
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
    expect(wanted.map((h) => found.indexOf(h))).toEqual(wanted.map((h) => found.indexOf(h)).sort((a, b) => a - b));
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
    for (const fn of ['ftell', 'rewind', 'fseek', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END']) expect(text).toContain(fn);
    expect(challenge(l, 'Student Record System').solution).toBeTruthy();
  });

  it('searching: the challenge "Count Occurrences" has a solution', () => {
    expect(challenge(lesson('/unit5/searching'), 'Count Occurrences').solution).toBeTruthy();
  });

  it('sorting: has a comparison table with best, average, worst and space columns', () => {
    const columns = blocksOf(lesson('/unit5/sorting'), 'table').map((t) => t.columns.map(plainText));
    expect(columns).toContainEqual(expect.arrayContaining(['Best', 'Average', 'Worst', 'Space']));
  });

  it('sorting: the challenge "Sort in Both Orders" has no solution', () => {
    const c = challenge(lesson('/unit5/sorting'), 'Sort in Both Orders');
    expect(c.solution).toBeUndefined();
  });

  it('every challenge with a solution has at least one test case', () => {
    const missing = lessons.flatMap((l) =>
      blocksOf(l, 'challenge')
        .filter((c) => c.solution && !(c.tests && c.tests.length > 0))
        .map((c) => `${l.route}: ${c.title}`),
    );
    expect(missing).toEqual([]);
    const solved = lessons.flatMap((l) => blocksOf(l, 'challenge').filter((c) => c.solution));
    expect(solved.length).toBeGreaterThan(16);
  });
});

describe('lesson text as students see it', () => {
  /** Every piece of inline text as the components render it (rich text split into paragraphs). */
  function renderedTexts(l: Lesson): string[] {
    const out: string[] = [];
    const inline = (s: string | undefined) => s && out.push(s);
    const rich = (s: string) => out.push(...paragraphs(s));
    for (const b of l.blocks) {
      switch (b.type) {
        case 'heading':
          inline(b.text);
          break;
        case 'card':
        case 'callout':
          inline(b.title);
          rich(b.text);
          break;
        case 'list':
          inline(b.title);
          b.items.forEach(inline);
          break;
        case 'table':
          inline(b.title);
          [...b.columns, ...b.rows.flat()].forEach(inline);
          break;
        case 'challenge':
          inline(b.title);
          rich(b.prompt);
          break;
        case 'compare':
          inline(b.title);
          for (const side of [b.left, b.right]) [side.title, ...side.items].forEach(inline);
          break;
        case 'code':
          inline(b.title);
          break;
      }
    }
    return out;
  }
  const visibleText = (nodes: InlineNode[]): string =>
    nodes
      .map((n) => (n.kind === 'text' ? n.text : n.kind === 'code' ? '' : visibleText(n.children)))
      .join('');

  it.each(lessons.map((l) => [l.route, l] as const))(
    '%s shows no stray Markdown (backticks, ** or [text](link))',
    (_route, l) => {
      const stray = renderedTexts(l).filter((t) => /`|\*\*|\]\(/.test(visibleText(parseInline(t))));
      expect(stray).toEqual([]);
    },
  );
});
