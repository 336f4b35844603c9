import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/prerender/page.ts';
import { NOT_FOUND_PATH, prerenderPaths, render } from '../../../src/entry-server.tsx';

// The prerender pipeline (curriculum → derived views → React → HTML), run on the fixture course in
// tests/fixtures/course that the unit tests serve as the curriculum.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('prerendering the fixture course', () => {
  it('prerenders the home page, every lesson in reading order, and the Review page', () => {
    expect(prerenderPaths).toEqual(['/', '/unit1/hello', '/unit1/loops', '/unit2/arrays', '/review']);
  });

  it('renders the Review page in the course frame, waiting for the answers kept in the browser', async () => {
    const { html, meta } = await render('/review');
    expect(meta).toMatchObject({ title: 'Review | Fixture Course', path: '/review', indexable: true });
    expect(html).toMatch(/<main [^>]*id="main"/);
    expect(html).toContain('<h1>Review</h1>');
    expect(text(html)).toContain('Finding the questions due today');
    expect(html).not.toContain('Oops! Page not found');
  });

  it('renders the home page: hero, features, one card a unit with its topic count and first lesson', async () => {
    const { html, meta } = await render('/');
    expect(meta).toMatchObject({ title: 'Fixture Course | Learn From Fixtures', path: '/', indexable: true });
    const page = text(html);
    expect(page).toContain('Learn From Fixtures');
    expect(page).toContain('Small');
    const cards = [...html.matchAll(/<a [^>]*data-testid="unit-card"[^>]*>/g)];
    expect(cards.map((c) => /href="([^"]+)"/.exec(c[0])?.[1])).toEqual(['/unit1/hello', '/unit2/arrays']);
    expect(page).toMatch(/Unit 1 : First Steps .*2 topics/);
    expect(page).toMatch(/Unit 2 : Second Steps .*1 topic\b/);
    expect(page).toContain('0 online');
  });

  it('renders a lesson with its blocks, the sidebar marking it, and the prev/next its file declares', async () => {
    const { html, meta, styles } = await render('/unit1/hello');
    expect(meta).toMatchObject({
      title: 'Hello Fixture | Fixture Course',
      description: 'The first lesson of the fixture course.',
      indexable: true,
    });
    expect(html).toMatch(/<h1[^>]*>Hello Fixture<\/h1>/);
    expect(text(html)).toContain('Hello, fixture!');
    // The link keeps an empty slot for its progress tick before the title.
    expect(html).toMatch(/aria-current="page"[^>]*>(<span data-tick="[^"]*"><\/span>)?Hello Fixture</);
    expect(text(html)).toContain('Next Topic');
    expect(text(html)).not.toContain('Previous Topic');
    expect(html).toMatch(/href="\/unit1\/loops"[^>]*>.*Fixture Loops →/s);
    expect(styles).toMatch(/<style data-emotion="css /);
  });

  it('gives a lesson without a description one made from its unit, and links back where declared', async () => {
    const { html, meta } = await render('/unit1/loops');
    expect(meta.description).toBe('Fixture Loops: a lesson of Fixture Course, Unit 1: First Steps.');
    expect(text(html)).toContain('Previous Topic');
    expect(text(html)).not.toContain('Next Topic');
  });

  it('links every lesson to its file in the repository when the site sets editUrl', async () => {
    for (const path of prerenderPaths.filter((p) => p !== '/' && p !== '/review')) {
      const { html } = await render(path);
      const file = `curriculum${path}.yaml`;
      expect(html).toContain(
        `<a href="https://github.com/example/fixture-course/edit/main/${file}" rel="noopener noreferrer">Edit this page</a>`,
      );
    }
    expect((await render('/')).html).not.toContain('Edit this page');
  });

  it('shows no pager on a lesson that declares none', async () => {
    const { html } = await render('/unit2/arrays');
    expect(html).not.toContain('Previous and next topic');
  });

  it('ends every lesson with a way on in reading order, a plain link before any script runs', async () => {
    const wayOn = (html: string) => /<nav [^>]*data-way-on[^>]*>.*?<\/nav>/s.exec(html)?.[0];
    // The spec's Next Topic card already leads on from the first lesson: no second link there.
    expect(wayOn((await render('/unit1/hello')).html)).toBeUndefined();
    // A unit's last lesson leads into the next unit.
    const loops = wayOn((await render('/unit1/loops')).html)!;
    expect(loops).toMatch(/<a [^>]*href="\/unit2\/arrays"/);
    expect(text(loops)).toContain('Next: Unit 2, Second Steps');
    expect(text(loops)).toContain('Continue with Fixture Arrays →');
    // The course's last lesson leads back to the units.
    const last = wayOn((await render('/unit2/arrays')).html)!;
    expect(last).toMatch(/<a [^>]*href="\/"/);
    expect(text(last)).toContain('You have reached the end of the course');
    expect(text(last)).toContain('Back to the course units →');
  });

  it('renders the not-found page, marked not to be indexed', async () => {
    const { html, meta } = await render('/unit9/nowhere');
    expect(text(html)).toContain('Oops! Page not found');
    expect(meta).toMatchObject({
      path: NOT_FOUND_PATH,
      indexable: false,
      title: 'Page not found | Fixture Course',
    });
  });

  it("writes page text holding replacement patterns ($& $` $' $$) into the page file as written", async () => {
    const page = await render('/unit2/arrays');
    const template = readFileSync('index.html', 'utf8');
    const file = pageHtml(template, page, { address: { origin: 'https://example.org', base: '/' } });
    // One root, holding the page exactly as React wrote it (`'$'` is `&#x27;$&#x27;` there).
    expect(file.split('<div id="root">')).toHaveLength(2);
    expect(file).toContain(`<div id="root">${page.html}</div>`);
    expect(page.html).toContain('&#x27;$&#x27;');
    expect(text(page.html)).toContain("these stay as written: $& then $` then $' then $$ then $1.");
    expect(file).toContain(`<title>Fixture Arrays | Fixture Course</title>`);
    expect(file).toContain(`content="Prices in $$, and the patterns $&amp; and $' in a page's head."`);
    expect(file).toContain(`${page.styles}\n  </head>`);
  });
});
