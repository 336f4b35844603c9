// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OnlineCount } from '../../../src/layout/Footer.tsx';
import { LOCAL_NOTE, onlineCount, UNKNOWN } from '../../../src/presence/store.ts';

afterEach(() => {
  cleanup();
  onlineCount.set(UNKNOWN);
});

describe('the footer’s count', () => {
  it('is "N online" and nothing more for a count shared by every visitor', () => {
    render(<OnlineCount />);
    act(() => onlineCount.set({ count: 4, capped: false, local: false }));
    const count = screen.getByTestId('online-count');
    expect(count.textContent).toBe('4 online');
    expect(count.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByTestId('online-scope')).toBeNull();
  });

  it('says, under a count of this browser’s own tabs, that it counts only them', () => {
    render(<OnlineCount />);
    act(() => onlineCount.set({ count: 2, capped: false, local: true }));
    const count = screen.getByTestId('online-count');
    expect(count.textContent).toBe('2 online');
    const note = screen.getByTestId('online-scope');
    expect(note.textContent).toBe(LOCAL_NOTE);
    expect(count.getAttribute('aria-describedby')).toBe(note.id);
  });
});
