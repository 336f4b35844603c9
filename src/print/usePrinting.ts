import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printing = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  // Always tell the listeners, even when `printing` itself does not change: the snapshot also reads
  // the media query, which may have matched before the page hydrated (print chosen while loading),
  // and then the switch back to the screen is the only news React gets.
  printing = next;
  // Synchronously: the browser lays the page out for print as soon as `beforeprint` returns.
  flushSync(() => listeners.forEach((l) => l()));
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    print()?.addEventListener('change', onChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeprint', onBefore);
    window.removeEventListener('afterprint', onAfter);
    print()?.removeEventListener('change', onChange);
  };
}
/**
 * The print media query (absent where there is no layout, as in jsdom), made once and kept: a
 * MediaQueryList nobody holds can be garbage-collected with its listeners, and the page would then
 * miss the switch back to the screen (seen as a solution left open after printing).
 */
let query: MediaQueryList | undefined;
const print = (): MediaQueryList | undefined =>
  (query ??= typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);
const onBefore = () => set(true);
const onAfter = () => set(print()?.matches ?? false);
const onChange = onAfter;

/**
 * Whether the page is being printed (or previewed for print): solutions open for it, and close
 * again afterwards. Always false on the server and while hydrating.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing || (print()?.matches ?? false),
    () => false,
  );
}
