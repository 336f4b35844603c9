import { useSyncExternalStore } from 'react';

/**
 * A device pointed at with a finger (a phone, a tablet): it may have no keyboard at all, so the
 * page offers on-screen controls there and leaves out hints about keys such as Ctrl+D.
 */
export const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_QUERY) : undefined);

/** True on a touch device (see TOUCH_QUERY); follows a change, such as a tablet's keyboard docked. */
export function useTouchDevice(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = query();
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
