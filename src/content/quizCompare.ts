/**
 * How a typed answer is compared with the key. The rule is stated on the page next to the answer
 * field, so it stays small: spaces and tabs at the end of a line, and blank lines at the end, do not
 * count (they are invisible in a terminal); everything else must match exactly.
 */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** True when two outputs differ only in trailing spaces on lines or trailing newlines. */
export function sameOutput(a: string, b: string): boolean {
  return normalizeOutput(a) === normalizeOutput(b);
}

/** The first line (1-based) where a typed output differs from the key, after normalising both. */
export function firstDifferentLine(typed: string, key: string): number {
  const a = normalizeOutput(typed).split('\n');
  const b = normalizeOutput(key).split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i + 1;
  return 0;
}

/** A fill answer as compared: surrounding spaces dropped, runs of spaces as one. Case counts, as in C. */
export function normalizeToken(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
