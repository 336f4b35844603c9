/** What the footer shows: the live count, and whether it is a floor because the backend is full. */
export interface OnlineCount {
  count: number;
  capped: boolean;
}

/** An unknown count shows as 0, so every footer starts there. */
export const UNKNOWN: OnlineCount = { count: 0, capped: false };

let value = UNKNOWN;
const listeners = new Set<() => void>();

/** The live visitor count, shared by every footer. */
export const onlineCount = {
  get: (): OnlineCount => value,
  // Arrow functions: React and the presence controller call these detached from the object.
  set: (next: OnlineCount): void => {
    if (next.count === value.count && next.capped === value.capped) return;
    value = next;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A number followed by the word "online"; "1000+ online" once the backend is at its cap. */
export function formatOnline({ count, capped }: OnlineCount): string {
  return `${count}${capped ? '+' : ''} online`;
}
