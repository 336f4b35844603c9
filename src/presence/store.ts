/** The live visitor count, shared by every footer; starts at 0 (spec §8: unknown shows 0). */
let count = 0;
const listeners = new Set<() => void>();

export const onlineCount = {
  get: (): number => count,
  set(next: number): void {
    count = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
