// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from '../../src/blocks/BlockRenderer.tsx';
import { block as blockSchema, type Block } from '../../src/schema/index.ts';

const HELLO = '#include <stdio.h>\n\nint main(void) {\n    printf("Hello\\n");\n    return 0;\n}\n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (block: Block) => render(<BlockRenderer block={block} titleLevel={2} />);

describe('Run under C samples', () => {
  it('offers Run and Edit, named after the sample, under a complete C program', () => {
    show(blockSchema.parse({ type: 'code', title: 'hello.c', code: HELLO, output: 'Hello\n' }));
    expect(screen.getByRole('button', { name: 'Run hello.c' }).textContent).toBe('Run');
    expect(screen.getByRole('button', { name: 'Edit hello.c' }).textContent).toBe('Edit');
  });

  it('offers one Run for a multi-file program, under its last file', () => {
    const { container } = show(
      blockSchema.parse({
        type: 'code',
        title: 'A small project',
        files: [
          { name: 'twice.h', code: 'int twice(int n);\n' },
          { name: 'main.c', code: '#include "twice.h"\nint main(void) { return 0; }\n' },
        ],
        output: '',
      }),
    );
    expect(screen.getAllByRole('button', { name: /^Run/ })).toHaveLength(1);
    expect(container.querySelectorAll('figure')[1]!.querySelector('[data-runbar]')).not.toBeNull();
  });

  it('offers nothing to run for fragments and other languages', () => {
    show(blockSchema.parse({ type: 'code', code: 'int x = 5;', fragment: true }));
    show(blockSchema.parse({ type: 'code', language: 'bash', code: 'gcc main.c' }));
    expect(screen.queryByRole('button', { name: /^Run/ })).toBeNull();
  });

  it('renders the same markup on the server as on the client (hydration without mismatch)', async () => {
    const block = blockSchema.parse({
      type: 'code',
      title: 'hello.c',
      code: HELLO,
      input: '1\n',
      output: 'Hello\n',
    });
    const app = (
      <CacheProvider value={createCache({ key: 'css' })}>
        <BlockRenderer block={block} titleLevel={2} />
      </CacheProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button[aria-label="Run hello.c"]')).not.toBeNull();
    container.remove();
  });
});

describe('challenge attempts', () => {
  const challenge = (tests?: { input: string; output: string }[]) =>
    blockSchema.parse({
      type: 'challenge',
      title: 'Sum Two Numbers',
      prompt: 'Read two integers and print their sum.',
      ...(tests ? { tests } : {}),
    });

  it('offers "Try it yourself" when the challenge has test cases', () => {
    show(challenge([{ input: '2 3\n', output: '5\n' }]));
    expect(screen.getByRole('button', { name: 'Try it yourself' })).toBeDefined();
  });

  it('offers no attempt without test cases to check it against', () => {
    show(challenge());
    expect(screen.queryByRole('button', { name: 'Try it yourself' })).toBeNull();
  });
});
