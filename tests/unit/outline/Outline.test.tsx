// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeadingBlock } from '../../../src/blocks/HeadingBlock.tsx';
import { LINK_COPIED_MS, LinkCopiedStatus } from '../../../src/blocks/linkCopied.tsx';
import { OutlineDisclosure, OutlineRail } from '../../../src/outline/Outline.tsx';
import type { OutlineEntry } from '../../../src/outline/entries.ts';

afterEach(cleanup);

const entries: OutlineEntry[] = [
  { id: 'declaring', text: 'Declaring a pointer', level: 2 },
  { id: 'null', text: 'The null pointer', level: 3 },
];

describe('the outline', () => {
  it('is a landmark named "On this page" whose links go to the anchors, the current one marked', () => {
    const { container } = render(<OutlineRail entries={entries} current="null" />);
    // jsdom matches no (min-width) media query, so the rail is hidden there, as on a phone.
    const nav = container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('On this page');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Declaring a pointer', '#declaring'],
      ['The null pointer', '#null'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'location']);
  });

  it('marks nothing before the first section', () => {
    render(<OutlineRail entries={entries} current="" />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('is a disclosure, closed at first, on narrow screens', () => {
    render(<OutlineDisclosure entries={entries} current="" />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const details = nav.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('On this page');
    expect(details.querySelectorAll('a')).toHaveLength(2);
  });
});

describe('the link on a heading', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const renderHeading = () =>
    render(
      <>
        <HeadingBlock block={{ type: 'heading', text: 'The `NULL` pointer', level: 2 }} titleLevel={3} />
        <LinkCopiedStatus />
      </>,
    );

  it('is a named link to the heading’s own anchor', () => {
    renderHeading();
    const heading = screen.getByRole('heading', { level: 2 });
    const link = within(heading).getByRole('link', { name: 'Link to section: The NULL pointer' });
    expect(link.getAttribute('href')).toBe(`#${heading.id}`);
    expect(heading.id).toBe('the-null-pointer');
    // The icon adds no text to the heading (search, titles and tests read its text).
    expect(heading.textContent).toBe('The NULL pointer');
  });

  it('copies the full address, announces it politely, then clears the message', async () => {
    writeText.mockResolvedValue(undefined);
    renderHeading();
    const link = screen.getByRole('link');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(writeText).toHaveBeenCalledWith(new URL('#the-null-pointer', location.href).href);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Link copied');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LINK_COPIED_MS);
    });
    expect(status.textContent).toBe('');
  });

  it('still follows the link and announces nothing when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderHeading();
    expect(fireEvent.click(screen.getByRole('link'))).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(writeText).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
