// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A prerendered page's code is highlighted in its HTML; the browser hydrates before its highlighter
 * (loaded on use) has arrived, and must keep that HTML: no flash of plain code, no second copy of it.
 */
const CODE = '#include <stdio.h>\n/* greet */\nint main(void) {\n    printf("hi\\n");\n    return 0;\n}\n';
const OTHER = 'int main(void) { return 1; }\n';

/** A fresh copy of the modules: a page whose highlighter has not loaded yet. */
async function freshModules() {
  vi.resetModules();
  const view = await import('../../../src/code/CodeView.tsx');
  const highlighter = await import('../../../src/code/highlighter.tsx');
  return { ...view, ...highlighter };
}

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('highlighted code on a prerendered page', () => {
  it('keeps the server’s highlighted HTML through hydration, before and after the highlighter arrives', async () => {
    const server = await freshModules();
    await server.loadHighlighter();
    const html = renderToString(<server.CodeBody code={CODE} language="c" label="hello.c" />);
    expect(html).toContain('tk-comment');

    const client = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const comment = container.querySelector('.tk-comment');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <client.CodeBody code={CODE} language="c" label="hello.c" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // The very element the server drew, still highlighted, the code once.
    expect(container.querySelector('.tk-comment')).toBe(comment);
    expect(container.querySelector('code')?.textContent).toBe(CODE);

    await act(async () => void (await client.loadHighlighter()));
    expect(container.querySelector('.tk-comment')).toBe(comment);
    expect(container.querySelector('code')?.textContent).toBe(CODE);

    // Code the client changes is drawn by the client, once, highlighted.
    await act(async () => root!.render(<client.CodeBody code={OTHER} language="c" label="hello.c" />));
    expect(container.querySelector('code')?.textContent).toBe(OTHER);
    expect(container.querySelector('.tk-keyword')?.textContent).toBe('int');
  });

  it('draws code plainly, then highlighted, where there was no server HTML', async () => {
    const client = await freshModules();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const fresh = createRoot(container);
    root = fresh;
    await act(async () => fresh.render(<client.CodeBody code={CODE} language="c" label="hello.c" />));
    expect(container.querySelector('code')?.textContent).toBe(CODE);
    await act(async () => void (await client.loadHighlighter()));
    expect(container.querySelector('.tk-comment')?.textContent).toBe('/* greet */');
    expect(container.querySelector('code')?.textContent).toBe(CODE);
  });
});

describe('code drawn a line at a time', () => {
  it('gives each line its own element holding its newline, with its indent for wrapped rows, highlighted or not', async () => {
    const code = 'int main(void) {\n\tif (1) {\n        puts("a\\nb"); /* two\n   lines */\n\t}\n}\n';
    const modules = await freshModules();
    // What the client draws before the highlighter arrives: plain lines.
    const { drawLines } = await import('../../../src/code/lines.tsx');
    const plain = document.createElement('div');
    plain.innerHTML = renderToString(<code>{drawLines([{ text: code }])}</code>);
    expect(plain.querySelector('[class^="tk-"]')).toBeNull();
    await modules.loadHighlighter();
    const coloured = document.createElement('div');
    coloured.innerHTML = renderToString(<modules.CodeBody code={code} language="c" label="x.c" />);
    for (const container of [plain, coloured]) {
      const lines = [...container.querySelectorAll('code > .ln')] as HTMLElement[];
      expect(lines.map((l) => l.textContent)).toEqual(code.split(/(?<=\n)/));
      expect(container.querySelector('code')?.textContent).toBe(code);
      // A tab reaches column 4, a second level column 8; unindented lines carry no indent.
      expect(lines.map((l) => l.style.getPropertyValue('--in'))).toEqual(['', '4', '8', '3', '4', '']);
    }
    expect(coloured.querySelector('pre')?.style.getPropertyValue('--digits')).toBe('1');
    // A comment over two lines is coloured on both, each within its own line.
    expect([...coloured.querySelectorAll('.ln .tk-comment')].map((c) => c.textContent)).toEqual([
      '/* two',
      '   lines */',
    ]);
  });
});
