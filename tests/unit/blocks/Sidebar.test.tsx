// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar } from '../../../src/layout/Sidebar.tsx';

afterEach(cleanup);

const GROUPS = [
  'Unit 1: Overview & Control Structures',
  'Unit 2: Functions & Pointers',
  'Unit 3: Arrays & Strings',
  'Unit 4: Advanced Concepts',
  'Unit 5: Files & Algorithms',
];

function showSidebar(route = '/unit2/pointers') {
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
  it('has five unit groups titled "Unit N: title", in order', () => {
    showSidebar();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toHaveLength(5);
    GROUPS.forEach((title, i) => expect(buttons[i]).toContain(title));
  });

  it('starts with every group expanded and every lesson link visible', () => {
    showSidebar();
    for (const title of GROUPS) expect(header(title).getAttribute('aria-expanded')).toBe('true');
    const links = visibleLinks();
    // The logo link home, plus the 16 lessons.
    expect(links).toHaveLength(17);
    expect(links).toContain('C Language Basics');
    expect(links).toContain('Sorting Algorithms');
  });

  it('has a logo link to home', () => {
    showSidebar();
    const home = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/');
    expect(home).toBeDefined();
  });

  it('collapses only the clicked group, and expands it again on a second click', () => {
    showSidebar();
    const unit3 = header(GROUPS[2]!);
    fireEvent.click(unit3);
    expect(header(GROUPS[2]!).getAttribute('aria-expanded')).toBe('false');
    for (const title of GROUPS.filter((_, i) => i !== 2))
      expect(header(title).getAttribute('aria-expanded')).toBe('true');
    const links = visibleLinks();
    expect(links).not.toContain('Arrays');
    expect(links).not.toContain('Multidimensional Arrays');
    expect(links).not.toContain('Strings');
    expect(links).toContain('Recursion');
    expect(links).toHaveLength(14);

    fireEvent.click(header(GROUPS[2]!));
    expect(header(GROUPS[2]!).getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).toContain('Multidimensional Arrays');
    expect(visibleLinks()).toHaveLength(17);
  });

  it('hides the collapsed group from the list it controls', () => {
    showSidebar();
    const button = header(GROUPS[0]!);
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list!).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(button);
    expect(list!.hidden).toBe(true);
  });

  it('marks the current lesson with aria-current="page" and no other link', () => {
    showSidebar('/unit4/unions');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('Unions');
    expect(current[0]?.getAttribute('href')).toBe('/unit4/unions');
  });

  it('links every lesson to its route', () => {
    showSidebar();
    const link = screen.getByRole('link', { name: 'File Handling in C' });
    expect(link.getAttribute('href')).toBe('/unit5/files');
  });
});
