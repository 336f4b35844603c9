// @vitest-environment jsdom
/**
 * The live terminal's keyboard and screen-reader contract, and when the compiler may be fetched in
 * the background.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayPrefetch } from '../../src/runner/ui/prefetch.ts';
import { statusText } from '../../src/runner/ui/status.ts';
import { Terminal } from '../../src/runner/ui/Terminal.tsx';
import { TOUCH_QUERY } from '../../src/runner/ui/touch.ts';
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
    const field = screen.getByLabelText('Input to hello.c');
    // The keys, read after the field's name.
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Enter sends the line, Ctrl\+D ends the input, Ctrl\+C stops the program\. Tab types a tab: to leave the field with the keyboard, press Escape, then Tab\.$/,
    );
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

  it('types a tab where the caret is, and lets the next Tab leave the field after Escape', () => {
    show(running);
    const field = screen.getByLabelText<HTMLInputElement>('Input to hello.c');
    fireEvent.change(field, { target: { value: 'ab' } });
    field.setSelectionRange(1, 1);
    // fireEvent returns false when the handler kept the browser from moving focus.
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(false);
    expect(field.value).toBe('a\tb');
    expect(field.selectionStart).toBe(2);
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    expect(field.value).toBe('a\tb');
    // Only the Tab right after Escape leaves: the next one types again.
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(false);
    expect(field.value).toBe('a\t\tb');
    // Shift+Tab goes back as anywhere else.
    expect(fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })).toBe(true);
  });

  it('sends each line of a multi-line paste, keeping the last, unfinished one in the field', () => {
    const props = show(running);
    const field = screen.getByLabelText<HTMLInputElement>('Input to hello.c');
    fireEvent.change(field, { target: { value: '>>' } });
    field.setSelectionRange(2, 2);
    const paste = (text: string) => fireEvent.paste(field, { clipboardData: { getData: () => text } });
    expect(paste('one\r\ntwo\nthr')).toBe(false);
    expect(props.onLine.mock.calls).toEqual([['>>one\n'], ['two\n']]);
    expect(field.value).toBe('thr');
    expect(field.selectionStart).toBe(3);
    // A paste of one line is the field's own business.
    expect(paste('ee')).toBe(true);
    expect(props.onLine).toHaveBeenCalledTimes(2);
  });

  it('ends the input with the End input button, sending what was typed first', () => {
    const props = show(running);
    const field = screen.getByLabelText<HTMLInputElement>('Input to hello.c');
    fireEvent.change(field, { target: { value: 'last words' } });
    const end = screen.getByRole('button', { name: 'End input' });
    expect(end.getAttribute('aria-keyshortcuts')).toBe('Control+D');
    fireEvent.click(end);
    expect(props.onLine).toHaveBeenLastCalledWith('last words');
    expect(props.onEnd).toHaveBeenCalledOnce();
    expect(field.value).toBe('');
  });

  it('on a touch device, keeps End input and leaves out every hint about keys', () => {
    const touch = vi.fn((query: string) => ({
      matches: query === TOUCH_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', touch);
    try {
      show(running);
      const field = screen.getByLabelText('Input to hello.c');
      expect(field.getAttribute('aria-describedby')).toBeNull();
      expect(document.querySelector('[data-terminal-hint]')).toBeNull();
      expect(document.body.textContent).not.toMatch(/Ctrl|Tab|Escape/);
      const end = screen.getByRole('button', { name: 'End input' });
      expect(end.getAttribute('aria-keyshortcuts')).toBeNull();
      expect(statusText({ phase: 'running', waiting: true }, { touch: true })).toBe(
        'Waiting for input: type a line and send it (End input ends the input).',
      );
      expect(statusText({ phase: 'running', waiting: true })).toBe(
        'Waiting for input: type a line and press Enter (Ctrl+D ends the input).',
      );
    } finally {
      vi.unstubAllGlobals();
    }
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
