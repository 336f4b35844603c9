import { useEffect, useState } from 'react';
import type { OutlineEntry } from './entries.ts';

/**
 * The id of the section being read ('' until known). The tracking code is its own small chunk,
 * fetched after the page has rendered: the outline's links work without it.
 */
export function useCurrentSection(entries: readonly OutlineEntry[]): string {
  const [current, setCurrent] = useState('');
  const key = entries.map((e) => e.id).join(' ');
  useEffect(() => {
    if (!key || typeof IntersectionObserver === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./track.ts').then(({ trackSections }) => {
      if (!cancelled) stop = trackSections(key.split(' '), setCurrent);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
  return current;
}
