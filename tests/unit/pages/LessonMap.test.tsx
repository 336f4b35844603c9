// @vitest-environment jsdom
import { cleanup, render as renderDom, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../src/entry-server.tsx';
import { LessonMap } from '../../../src/pages/LessonMap.tsx';

afterEach(cleanup);

/** The prerendered page of a fixture lesson, parsed, as a browser gets it before any script runs. */
async function page(route: string): Promise<Document> {
  const { html } = await render(route);
  return new DOMParser().parseFromString(html, 'text/html');
}

// The fixture course (tests/fixtures/course): hello lists what it teaches, loops does not.
describe('the lesson map, prerendered', () => {
  it('opens a lesson with what its file says it teaches and its reading time, under the title', async () => {
    const doc = await page('/unit1/hello');
    const map = doc.querySelector('[data-lesson-map]')!;
    expect(map).not.toBeNull();
    // Right under the h1, before the lesson's first block.
    expect(map.previousElementSibling?.tagName).toBe('H1');
    expect(map.compareDocumentPosition(doc.querySelector('[data-block]')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const list = map.querySelector('ul')!;
    const label = doc.getElementById(list.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('In this lesson');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'Where a C program starts (main)',
      'How to print a line with printf',
    ]);
    // Inline code in an item is code, as everywhere else on the site.
    expect(items[0]!.querySelector('code')?.textContent).toBe('main');
    const time = map.querySelector('time')!;
    expect(time.getAttribute('datetime')).toMatch(/^PT[1-9]\d*M$/);
    expect(map.textContent).toContain(`Reading time: ${time.textContent}`);
  });

  it('shows the reading time alone for a lesson that does not list what it teaches', async () => {
    const doc = await page('/unit1/loops');
    const map = doc.querySelector('[data-lesson-map]')!;
    expect(map).not.toBeNull();
    expect(map.querySelector('ul')).toBeNull();
    expect(map.textContent).toMatch(/^Reading time: about \d+ min$/);
  });
});

describe('the lesson map, rendered', () => {
  it('names its list for screen readers and gives the time as a duration', () => {
    renderDom(
      <LessonMap map={{ teaches: ['Pointers', 'Arrays'], minutes: 75, readingTime: 'about 1 h 15 min' }} />,
    );
    const list = screen.getByRole('list', { name: 'In this lesson' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pointers', 'Arrays']);
    const time = document.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('PT75M');
    expect(time.textContent).toBe('about 1 h 15 min');
  });
});
