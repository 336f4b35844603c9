import { useEffect, useState, type ComponentType } from 'react';
import type { SearchDialogProps } from './SearchDialog.tsx';

const listeners = new Set<() => void>();

/** Opens the search dialog (from the top bar's button, the home page, or a shortcut). */
export function openSearch(): void {
  listeners.forEach((open) => open());
}

/** The dialog's code, loaded on first use; a button may start it early when the pointer comes near. */
export const loadSearchDialog = () => import('./SearchDialog.tsx');

/** Whether a key press goes to something the student is typing in (then `/` is a character). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Mounted once, for every page: answers `/` and Ctrl+K (⌘K on a Mac) and shows the search dialog.
 * Renders nothing until search first opens, so prerendered pages are unchanged.
 */
export function SearchHost() {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => {
      loadSearchDialog().then(
        (m) => {
          setDialog(() => m.SearchDialog);
          setOpen(true);
        },
        // Not loaded (offline before the first visit was cached): the next try loads it again.
        (error: unknown) => console.error('Search could not be loaded', error),
      );
    };
    const onKey = (e: KeyboardEvent) => {
      const commandK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      show();
    };
    listeners.add(show);
    window.addEventListener('keydown', onKey);
    return () => {
      listeners.delete(show);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  return Dialog ? <Dialog open={open} onClose={() => setOpen(false)} /> : null;
}
