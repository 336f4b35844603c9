import { useSyncExternalStore } from 'react';

/** How long "Link copied" stays in the live region before it is cleared for the next copy. */
export const LINK_COPIED_MS = 3000;

let message = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (text: string) => {
  message = text;
  listeners.forEach((l) => l());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Copies a section's full address and, once the clipboard took it, says "Link copied" in the page's
 * one live region. A refused clipboard says nothing: the link has navigated to the section anyway.
 */
export async function copyLink(href: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
  } catch {
    return;
  }
  // Emptied first, so a second copy of the same link is announced again.
  set('');
  clearTimeout(timer);
  setTimeout(() => set('Link copied'), 50);
  timer = setTimeout(() => set(''), LINK_COPIED_MS);
}

/**
 * The polite live region the heading links announce through: rendered once per page (empty in the
 * prerendered HTML), so screen readers already watch it when the first message arrives.
 */
export function LinkCopiedStatus() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <p role="status" className="visually-hidden" data-testid="link-copied">
      {text}
    </p>
  );
}
