// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../../../src/layout/Badge.tsx';
import { site } from '../../../src/site/data.ts';

afterEach(cleanup);

describe('the author badge', () => {
  it('carries every field of the spec: photo, name, role, company and city', () => {
    render(<Badge />);
    const badge = screen.getByTestId('badge');
    expect(badge.querySelector('img')?.getAttribute('alt')).toBe(`Photo of ${site.badge.name}`);
    for (const field of [site.badge.name, site.badge.role, site.badge.company, site.badge.city])
      expect(badge.textContent).toContain(field);
  });

  it('opens and closes the details card from the badge (on a phone), and closes it with Escape', () => {
    render(<Badge />);
    // Shown only on phones (jsdom applies no media queries, so it is hidden here and found by its tag), which jsdom does not have.
    const button = screen.getByTestId('badge').querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe(`About ${site.badge.name}`);
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(details.textContent).toContain(site.badge.city);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
