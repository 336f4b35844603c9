// @vitest-environment jsdom
/**
 * The live terminal's keyboard and screen-reader contract, and when the compiler may be fetched in
 * the background.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayPrefetch } from '../../src/runner/ui/prefetch.ts';
import { Terminal } from '../../src/runner/ui/Terminal.tsx';
import type { RunView } from '../../src/runner/ui/useRunner.ts';

afterEach(cleanup);

const running: RunView = {
  phase: 'running',
  waiting: true,
  transcript: [
    { stream: 'stdout', text: 'Your name: ' },
    { stream: 'stdin', text: 'Ada\n' },
    { stream: 'stderr', text: 'careful\n' },
  ],
};

function show(view: RunView) {
  const props = { onLine: vi.fn(), onEnd: vi.fn(), onInterrupt: vi.fn() };
  render(<Terminal view={view} label="hello.c" {...props} />);
  return props;
}

describe('the terminal', () => {
  it('shows output and typing in order, announces output politely, and hides the echo from screen readers', () => {
    show(running);
    const transcript = document.querySelector('[data-terminal]')!;
    expect(transcript.textContent).toBe('Your name: Ada\ncareful\n');
    expect(transcript.getAttribute('aria-live')).toBe('polite');
    expect(transcript.querySelector('[data-echo]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sends a line on Enter, the rest and end of input on Ctrl+D, and stops on Ctrl+C', () => {
    const props = show(running);
    const field = screen.getByLabelText(/^Input to hello\.c: Enter sends the line, Ctrl\+D ends the input/);
    fireEvent.change(field, { target: { value: '42' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(props.onLine).toHaveBeenLastCalledWith('42\n');
    expect((field as HTMLInputElement).value).toBe('');
    fireEvent.change(field, { target: { value: 'partial' } });
    fireEvent.keyDown(field, { key: 'd', ctrlKey: true });
    expect(props.onLine).toHaveBeenLastCalledWith('partial');
    expect(props.onEnd).toHaveBeenCalledOnce();
    fireEvent.keyDown(field, { key: 'c', ctrlKey: true });
    expect(props.onInterrupt).toHaveBeenCalledOnce();
  });

  it('has no input line once the program has ended', () => {
    show({ ...running, phase: 'idle', waiting: false });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('[data-terminal]')?.textContent).toBe('Your name: Ada\ncareful\n');
  });
});

describe('the background download', () => {
  it('is welcome on any connection unless the student asked to save data', () => {
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', type: 'cellular' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ saveData: true })).toBe(false);
    // A browser that does not say (Firefox, Safari) has not asked to save data.
    expect(mayPrefetch(undefined)).toBe(true);
  });
});
