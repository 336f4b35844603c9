/** FNV-1a, 32 bits, as 8 hex digits: a short name for a text, not a secret. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of a sample's saved copy: its lesson and its original code. An editor who changes the
 * sample makes a new key, so an old edit never lands on different code.
 */
export function sampleKey(route: string, files: readonly { name: string; code: string }[]): string {
  return `sample:${route}:${hash(files.map((f) => `${f.name}\n${f.code}`).join('\0'))}`;
}

/** The key of a challenge (its attempt and its pass): its lesson and its title. */
export function challengeKey(route: string, title: string): string {
  return `challenge:${route}:${hash(title)}`;
}

/** The key of a Parsons problem passed: its lesson and its title (kept with the challenges passed). */
export function parsonsKey(route: string, title: string): string {
  return `parsons:${route}:${hash(title)}`;
}
