// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonMap } from '../../../src/content/model.ts';

afterEach(cleanup);

const map: LessonMap = { teaches: ['What `fopen` returns'], minutes: 12, readingTime: 'about 12 min' };
const withCache = (node: ReactNode) => (
  <CacheProvider value={createCache({ key: 'css' })}>{node}</CacheProvider>
);

/** A fresh copy of the slot's module, as a page that has not loaded the map's chunk has it. */
async function freshSlot() {
  vi.resetModules();
  return import('../../../src/pages/LessonMapSlot.tsx');
}

describe('the lesson map in the browser', () => {
  /** How many times the map's component (its own chunk, in a build) has drawn the map. */
  let drawn = 0;
  beforeEach(() => {
    drawn = 0;
    vi.doMock('../../../src/pages/LessonMap.tsx', async (original) => {
      const real = await original<typeof import('../../../src/pages/LessonMap.tsx')>();
      return {
        LessonMap: (props: { map: LessonMap }) => {
          drawn++;
          return real.LessonMap(props);
        },
      };
    });
  });
  afterEach(() => vi.doUnmock('../../../src/pages/LessonMap.tsx'));

  it('keeps the prerendered map while the page hydrates, without running its code', async () => {
    const server = await freshSlot();
    await server.loadLessonMap();
    const html = renderToString(withCache(<server.LessonMapSlot map={map} />));
    expect(html).toContain('about 12 min');

    drawn = 0;
    const client = await freshSlot();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, withCache(<client.LessonMapSlot map={map} />), {
        onRecoverableError: (e) => console.error(e),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('time')?.textContent).toBe('about 12 min');
    expect(container.querySelector('code')?.textContent).toBe('fopen');
    expect(drawn).toBe(0);
    container.remove();
  });

  it('draws the map on a lesson the browser renders itself (opened by a link)', async () => {
    const client = await freshSlot();
    // Such a lesson waits for the map's component with its content (src/main.tsx).
    await client.loadLessonMap();
    render(withCache(<client.LessonMapSlot map={map} />));
    expect(screen.getByText('about 12 min')).toBeDefined();
    expect(screen.getByRole('list', { name: 'In this lesson' })).toBeDefined();
    expect(drawn).toBeGreaterThan(0);
  });
});
