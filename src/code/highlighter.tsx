import { useEffect, useState, useSyncExternalStore } from 'react';
import { drawLines } from './lines.tsx';

/**
 * Code highlighting (Prism, about 4 KB gzip with its grammars) is not in the first load. A
 * prerendered page already shows highlighted code, so hydration keeps that HTML as it is, and the
 * highlighter arrives when the page is idle (src/main.tsx) or with a lesson opened by a link
 * (src/site/lessons.ts), before that lesson renders. The prerenderer loads it before rendering.
 */
type Highlight = typeof import('./highlight.tsx').highlight;

let loaded: Highlight | undefined;
let loading: Promise<Highlight> | undefined;
const listeners = new Set<() => void>();

/** Loads the highlighter once; a failed load (offline before it was kept) is tried again next time. */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= import('./highlight.tsx').then(
    (m) => {
      loaded = m.highlight;
      listeners.forEach((notify) => notify());
      return m.highlight;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => void listeners.delete(notify);
};
const current = () => loaded;
const never = () => () => undefined;
/** Kept as it is: React does not hydrate the children of an element with inner HTML. */
const KEEP = { __html: '' };

/**
 * The `<code>` of a panel. React reads the server snapshot (true) while it hydrates and the client's
 * (false) afterwards, so the first render knows whether there is server HTML to keep: when the
 * highlighter is not here yet, that HTML (highlighted by the prerenderer) stays untouched for as long
 * as the code is the same. Rendered by the client alone (a lesson opened by a link, an edit), the code
 * is highlighted, or plain until the highlighter arrives.
 */
export function HighlightedCode({ code, language }: { code: string; language: string }) {
  const highlight = useSyncExternalStore(subscribe, current, current);
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  // Only a browser has server HTML to keep: a server that has not loaded the highlighter draws plain code.
  const [kept] = useState(() =>
    hydrating && !highlight && typeof document !== 'undefined' ? code : undefined,
  );
  useEffect(() => {
    if (!highlight) void loadHighlighter().catch(() => undefined);
  }, [highlight]);
  // Keyed: going from kept HTML to drawn children must replace the element, not append to it.
  if (kept === code)
    // KEEP is an empty constant, never content: it only tells React to leave the server's children be.
    // eslint-disable-next-line no-restricted-syntax
    return <code key="kept" dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return <code key="drawn">{highlight ? highlight(code, language) : drawLines([{ text: code }])}</code>;
}
