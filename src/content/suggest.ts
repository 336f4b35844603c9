/** Edit distance between two short strings (insert, delete, substitute, swap of neighbours). */
export function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate when it is close enough to be a likely typo, else undefined. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const dist = distance(word.toLowerCase(), candidate.toLowerCase());
    if (dist < bestDistance) {
      best = candidate;
      bestDistance = dist;
    }
  }
  if (bestDistance <= limit) return best;
  // A shortened word, such as 'warn' for 'warning' or 'int' for 'integer'.
  const lower = word.toLowerCase();
  const prefixed = candidates.filter((c) => lower.length >= 3 && c.toLowerCase().startsWith(lower));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** " Did you mean 'x'?" or "" */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closest(word, candidates);
  return match ? `: did you mean '${match}'?` : '';
}
