// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from '../../../src/blocks/BlockRenderer.tsx';
import { CodeView } from '../../../src/code/CodeView.tsx';
import { block as blockSchema } from '../../../src/schema/index.ts';

const HELLO = '#include <stdio.h>\n\nint main(void) {\n    printf("Hello\\n");\n    return 0;\n}\n';

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The copy button, whatever its state. */
const copyButton = () => screen.getByRole('button', { name: /^cop(y|ied)/i });

/** The check mark the copied state shows: a ✓ glyph or a check icon. */
const hasCheckMark = (el: HTMLElement) =>
  (el.textContent ?? '').includes('✓') || el.querySelector('[data-icon="check"]') !== null;

/** The visible word on the button, without the screen-reader-only announcement. */
const visibleWord = (el: HTMLElement) => {
  const clone = el.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((n) => n.remove());
  return clone.textContent?.trim();
};

describe('copy button', () => {
  it('copies the code to the clipboard and shows "Copied" with a check mark for exactly 2000 ms', async () => {
    vi.useFakeTimers();
    render(<CodeView code={HELLO} language="c" />);
    const button = copyButton();
    expect(visibleWord(button)).toBe('Copy');
    expect(hasCheckMark(button)).toBe(false);

    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(HELLO);
    expect(visibleWord(copyButton())).toBe('Copied');
    expect(hasCheckMark(copyButton())).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(visibleWord(copyButton())).toBe('Copied');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(visibleWord(copyButton())).toBe('Copy');
    expect(hasCheckMark(copyButton())).toBe(false);
  });

  it('a second click restarts the 2000 ms from the second click', async () => {
    vi.useFakeTimers();
    render(<CodeView code="int x;" language="c" />);
    await act(async () => {
      fireEvent.click(copyButton());
      await vi.advanceTimersByTimeAsync(1500);
    });
    await act(async () => {
      fireEvent.click(copyButton());
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(visibleWord(copyButton())).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(visibleWord(copyButton())).toBe('Copy');
  });

  it('still copies when the Clipboard API refuses, through the fallback', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CodeView code="int y;" language="c" />);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(visibleWord(copyButton())).toBe('Copied');
  });
});

describe('code panel', () => {
  it('shows the title and the language label', () => {
    render(<CodeView code={HELLO} language="c" title="hello.c" />);
    const figure = screen.getByRole('figure');
    const captionTexts = [...figure.querySelectorAll('figcaption span')].map((s) => s.textContent);
    expect(captionTexts).toContain('hello.c');
    expect(captionTexts).toContain('c');
    expect(figure.querySelector('pre code')?.textContent).toBe(HELLO);
  });

  it('labels a code block "c" when its YAML declares no language', () => {
    const block = blockSchema.parse({ type: 'code', code: HELLO, output: 'Hello\n' });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    const caption = container.querySelector('figcaption');
    const labels = [...(caption?.querySelectorAll('span') ?? [])].map((s) => s.textContent);
    expect(labels).toContain('c');
  });

  it('labels a bash block "bash"', () => {
    const block = blockSchema.parse({ type: 'code', language: 'bash', code: 'gcc main.c -o main' });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    const labels = [...(container.querySelectorAll('figcaption span') ?? [])].map((s) => s.textContent);
    expect(labels).toContain('bash');
    expect(labels).not.toContain('c');
  });

  it('shows the declared output under the code, and the input when there is one', () => {
    const block = blockSchema.parse({
      type: 'code',
      title: 'echo.c',
      code: HELLO,
      input: '42\n',
      output: 'You typed 42\n',
    });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    expect(container.textContent).toContain('echo.c');
    const pres = [...container.querySelectorAll('pre')].map((p) => p.textContent);
    expect(pres).toContain('You typed 42\n');
    expect(pres).toContain('42\n');
    expect(container.textContent).toContain('Output');
    expect(container.textContent).toContain('Input');
  });

  it('shows no Output panel for a fragment', () => {
    const block = blockSchema.parse({ type: 'code', code: 'int x = 5;', fragment: true });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    expect(container.textContent).not.toContain('Output');
  });

  it('warns that a fragment marked compiles: false does not compile', () => {
    const block = blockSchema.parse({ type: 'code', code: 'int x = ;', fragment: true, compiles: false });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    expect(container.textContent).toContain('does not compile');
  });

  it('shows each file of a multi-file sample with its name, and the output once after the last', () => {
    const block = blockSchema.parse({
      type: 'code',
      title: 'A small project',
      files: [
        { name: 'stack.h', code: 'void push(int v);\n' },
        { name: 'main.c', code: '#include "stack.h"\nint main(void) { return 0; }\n' },
      ],
      output: 'done\n',
    });
    const { container } = render(<BlockRenderer block={block} titleLevel={2} />);
    const figures = [...container.querySelectorAll('figure')];
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      expect.stringContaining('stack.h'),
      expect.stringContaining('main.c'),
    ]);
    expect(figures[0]?.textContent).not.toContain('done');
    expect([...(figures[1]?.querySelectorAll('pre') ?? [])].map((p) => p.textContent)).toContain('done\n');
    expect(screen.getAllByRole('button', { name: /^copy/i })).toHaveLength(2);
  });

  it('shows code with HTML-like text literally', () => {
    const code = '/* <img src=x onerror=alert(1)> */\nint main(void) { return 0; }\n';
    const { container } = render(<CodeView code={code} language="c" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('pre code')?.textContent).toBe(code);
  });
});

describe('reading code on any screen', () => {
  const COMMENTED = 'int x = 1; /* a comment\n   on two lines */\nint y = 2;\n';

  it('numbers the lines of C beside the code, and keeps the code exactly as written', async () => {
    const { container } = render(<CodeView code={COMMENTED} language="c" />);
    const pre = container.querySelector('pre')!;
    const gutter = pre.querySelector('.gutter')!;
    expect(gutter.textContent).toBe('1\n2\n3');
    expect(gutter.getAttribute('aria-hidden')).toBe('true');
    expect(pre.querySelector('code')?.textContent).toBe(COMMENTED);
    // Highlighting loads on use: the code reads the same before and after it arrives.
    // Each line its own element (so a wrapped line keeps its number), a comment coloured on both of its lines.
    await waitFor(() =>
      expect([...pre.querySelectorAll('code .tk-comment')].map((c) => c.textContent)).toEqual([
        '/* a comment',
        '   on two lines */',
      ]),
    );
    expect([...pre.querySelectorAll('code > .ln')].map((l) => l.textContent)).toEqual(
      COMMENTED.split(/(?<=\n)/),
    );
    expect(pre.querySelector('code')?.textContent).toBe(COMMENTED);
  });

  it('does not number commands or plain text', () => {
    const { container } = render(<CodeView code={'gcc a.c\n./a.out\n'} language="bash" />);
    expect(container.querySelector('.gutter')).toBeNull();
  });

  it('on a wide screen, wraps long lines only when the reader asks, with a toggle that says so', () => {
    const { container } = render(<CodeView code={HELLO} language="c" title="hello.c" />);
    const wrap = screen.getByRole('button', { name: 'Wrap long lines of hello.c' });
    expect(wrap.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('figure')!.getAttribute('data-wrap')).toBe('false');
    fireEvent.click(wrap);
    expect(wrap.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('figure')!.getAttribute('data-wrap')).toBe('true');
  });
});

describe('mistakes shown on purpose', () => {
  const show = (fields: Record<string, unknown>) =>
    render(
      <BlockRenderer block={blockSchema.parse({ type: 'code', fragment: true, ...fields })} titleLevel={2} />,
    );

  it('draws code that does not compile as a mistake, without Copy', () => {
    const { container } = show({ code: 'int x = ;', compiles: false });
    expect(container.querySelector('figure')!.getAttribute('data-variant')).toBe('mistake');
    expect(container.textContent).toContain('Don’t copy');
    expect(screen.queryByRole('button', { name: /^copy/i })).toBeNull();
  });

  it('draws a bug that compiles as a mistake when the lesson says so, and shows its fix with Copy', () => {
    const { container } = show({
      code: 'int *p;\n*p = 1;\n',
      mistake: true,
      fix: 'int x;\nint *p = &x;\n*p = 1;\n',
    });
    const [bug, fix] = [...container.querySelectorAll('figure')];
    expect(bug!.getAttribute('data-variant')).toBe('mistake');
    expect(bug!.textContent).toContain('bug on purpose');
    expect(fix!.getAttribute('data-variant')).toBe('fix');
    expect(fix!.querySelector('pre code')?.textContent).toBe('int x;\nint *p = &x;\n*p = 1;\n');
    expect(screen.getAllByRole('button', { name: /^copy/i })).toHaveLength(1);
  });

  it('leaves a fragment that is not marked as ordinary code, with Copy', () => {
    const { container } = show({ code: 'int x = 5;' });
    expect(container.querySelector('figure')!.hasAttribute('data-variant')).toBe(false);
    expect(screen.getAllByRole('button', { name: /^copy/i })).toHaveLength(1);
  });
});
