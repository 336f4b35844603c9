// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar } from '../../../src/layout/Sidebar.tsx';

// The sidebar of the fixture course (tests/fixtures/course), which the unit tests serve as the curriculum.
afterEach(cleanup);

const GROUPS = ['Unit 1: First Steps', 'Unit 2: Second Steps'];

function showSidebar(route = '/unit1/loops') {
  const { hook } = memoryLocation({ path: route });
  return render(
    <Router hook={hook}>
      <Sidebar currentRoute={route} open onNavigate={() => undefined} />
    </Router>,
  );
}

const header = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const visibleLinks = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('Sidebar', () => {
  it('has one group a unit, titled "Unit N: title", in order', () => {
    showSidebar();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toHaveLength(GROUPS.length);
    GROUPS.forEach((title, i) => expect(buttons[i]).toContain(title));
  });

  it('starts with every group expanded and every lesson link visible, in reading order', () => {
    showSidebar();
    for (const title of GROUPS) expect(header(title).getAttribute('aria-expanded')).toBe('true');
    // The logo link home, then the lessons.
    expect(visibleLinks()).toEqual([
      'Fixture CTwo units for tests',
      'Hello Fixture',
      'Fixture Loops',
      'Fixture Arrays',
    ]);
  });

  it('has a logo link to home', () => {
    showSidebar();
    const home = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/');
    expect(home?.textContent).toContain('Fixture C');
  });

  it('collapses only the clicked group, and expands it again on a second click', () => {
    showSidebar();
    fireEvent.click(header(GROUPS[0]!));
    expect(header(GROUPS[0]!).getAttribute('aria-expanded')).toBe('false');
    expect(header(GROUPS[1]!).getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).not.toContain('Hello Fixture');
    expect(visibleLinks()).not.toContain('Fixture Loops');
    expect(visibleLinks()).toContain('Fixture Arrays');

    fireEvent.click(header(GROUPS[0]!));
    expect(header(GROUPS[0]!).getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).toContain('Hello Fixture');
  });

  it('hides the collapsed group from the list it controls', () => {
    showSidebar();
    const button = header(GROUPS[0]!);
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list!).getAllByRole('link')).toHaveLength(2);
    fireEvent.click(button);
    expect(list!.hidden).toBe(true);
  });

  it('marks the current lesson with aria-current="page" and no other link', () => {
    showSidebar('/unit2/arrays');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('Fixture Arrays');
    expect(current[0]?.getAttribute('href')).toBe('/unit2/arrays');
  });

  it('links every lesson to its route', () => {
    showSidebar();
    expect(screen.getByRole('link', { name: 'Fixture Loops' }).getAttribute('href')).toBe('/unit1/loops');
  });

  it('offers a Close button in the drawer when it can be closed', () => {
    const { hook } = memoryLocation({ path: '/unit1/basics' });
    let closed = 0;
    render(
      <Router hook={hook}>
        <Sidebar currentRoute="/unit1/basics" open onNavigate={() => undefined} onClose={() => closed++} />
      </Router>,
    );
    // Shown only on narrow screens, which jsdom does not have.
    fireEvent.click(document.querySelector('#sidebar button[aria-label="Close menu"]')!);
    expect(closed).toBe(1);
  });
});
