/**
 * What the footer shows: the live count, whether it is a floor because the backend is full, and
 * whether it counts only this browser's own tabs (a copy of the site with no visitor service).
 */
export interface OnlineCount {
  count: number;
  capped: boolean;
  local: boolean;
}

/** What a backend reports: the count, and whether it is a floor. */
export type CountReport = Pick<OnlineCount, 'count' | 'capped'>;

/** An unknown count shows as 0, so every footer starts there. */
export const UNKNOWN: OnlineCount = { count: 0, capped: false, local: false };

/** What the footer says under a count of this browser's own tabs, so that nobody takes it for more. */
export const LOCAL_NOTE =
  'Counted in this browser only: your open tabs of this site. This copy of the site has no shared visitor count.';

let value = UNKNOWN;
const listeners = new Set<() => void>();

/** The live visitor count, shared by every footer. */
export const onlineCount = {
  get: (): OnlineCount => value,
  // Arrow functions: React and the presence controller call these detached from the object.
  set: (next: OnlineCount): void => {
    if (next.count === value.count && next.capped === value.capped && next.local === value.local) return;
    value = next;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A number followed by the word "online"; "1000+ online" once the backend is at its cap. */
export function formatOnline({ count, capped }: CountReport): string {
  return `${count}${capped ? '+' : ''} online`;
}
