import { describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../../src/content/fs.ts';
import { editUrlOf, pageMeta, prerenderPaths, titlesFor } from '../../../src/site/meta.ts';
import { firstRouteOf, lessonsInOrder, nextInOrder, pagerOf } from '../../../src/site/navigation.ts';
import { REVIEW_PATH, routeTable } from '../../../src/site/routes.ts';
import { FIXTURE_COURSE } from '../../../vitest.config.ts';

const { curriculum, issues } = loadCurriculum(FIXTURE_COURSE);
const units = curriculum?.units ?? [];
const lessons = lessonsInOrder(units);
const lesson = (route: string) => lessons.find((l) => l.route === route)!;

describe('the views derived from a curriculum (on the fixture course)', () => {
  it('starts from a valid fixture', () => {
    expect(issues).toEqual([]);
  });

  it('lists lessons in reading order, each with its unit', () => {
    expect(lessons.map((l) => [l.route, l.unitNumber, l.unitTitle])).toEqual([
      ['/unit1/hello', 1, 'First Steps'],
      ['/unit1/loops', 1, 'First Steps'],
      ['/unit2/arrays', 2, 'Second Steps'],
    ]);
    expect(firstRouteOf(units)).toBe('/unit1/hello');
    expect(firstRouteOf([])).toBe('/');
  });

  it('builds the route table from the curriculum: home, then every lesson', () => {
    expect(routeTable(units)).toEqual([
      { path: '/', page: 'home' },
      { path: '/unit1/hello', page: 'lesson' },
      { path: '/unit1/loops', page: 'lesson' },
      { path: '/unit2/arrays', page: 'lesson' },
    ]);
    // And the Review page, which is no lesson (src/review/).
    expect(prerenderPaths(units)).toEqual([...routeTable(units).map((r) => r.path), REVIEW_PATH]);
  });

  it('resolves prev and next to the titles of the lessons they name, and nothing else', () => {
    expect(pagerOf(lessons, lesson('/unit1/hello'))).toEqual({
      next: { route: '/unit1/loops', title: 'Fixture Loops' },
    });
    expect(pagerOf(lessons, lesson('/unit1/loops'))).toEqual({
      prev: { route: '/unit1/hello', title: 'Hello Fixture' },
    });
    expect(pagerOf(lessons, lesson('/unit2/arrays'))).toEqual({});
  });

  it('leads on from every lesson in reading order, across units, and from none after the last', () => {
    expect(nextInOrder(lessons, '/unit1/hello')?.route).toBe('/unit1/loops');
    // The unit's last lesson declares no next: the way on is the next unit's first lesson.
    expect(nextInOrder(lessons, '/unit1/loops')).toMatchObject({ route: '/unit2/arrays', unitNumber: 2 });
    expect(nextInOrder(lessons, '/unit2/arrays')).toBeUndefined();
    expect(nextInOrder(lessons, '/nope')).toBeUndefined();
  });

  it('gives every page a title and description, and the not-found page noindex', () => {
    const manifest = { site: curriculum!.site, units };
    const descriptions = Object.fromEntries(curriculum!.lessons.map((l) => [l.route, l.description]));
    const titles = titlesFor(manifest.site);
    expect(pageMeta(manifest, '/', descriptions)).toEqual({
      title: titles.home,
      description: 'A course that exists only to test the site.',
      path: '/',
      indexable: true,
    });
    expect(pageMeta(manifest, '/unit1/hello', descriptions)).toMatchObject({
      title: 'Hello Fixture | Fixture Course',
      description: 'The first lesson of the fixture course.',
    });
    expect(pageMeta(manifest, '/unit2/arrays', descriptions).title).toBe('Fixture Arrays | Fixture Course');
    expect(pageMeta(manifest, '/nope', descriptions)).toMatchObject({ path: '/404', indexable: false });
  });

  it('keeps lesson descriptions out of the manifest every page downloads (only the prerenderer needs them)', () => {
    const metas = units.flatMap((u) => u.lessons);
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) expect(meta).not.toHaveProperty('description');
  });

  it("points a lesson's Edit link at its file under the site's editUrl, and gives none without one", () => {
    const site = curriculum!.site;
    expect(editUrlOf(site, lesson('/unit2/arrays'))).toBe(
      'https://github.com/example/fixture-course/edit/main/curriculum/unit2/arrays.yaml',
    );
    const { editUrl: _unset, ...withoutEditUrl } = site;
    expect(editUrlOf(withoutEditUrl, lesson('/unit2/arrays'))).toBeUndefined();
  });
});
