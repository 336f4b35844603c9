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

/**
 * The name a share link gives a sample or attempt (src/runner/share.ts): s or c and its key's hash.
 * The route is the link's path, so the hash alone tells the page's programs apart.
 */
export const shareId = (key: string): string => (key.startsWith('sample:') ? 's' : 'c') + key.slice(-8);

/** The fragment of a share link: `#share=` and the program's share id, a dot, then the program. */
export const SHARE_FRAGMENT = '#share=';

/** The share id a fragment names, if it is a share link's (undefined for any other fragment). */
export function linkedId(hash: string): string | undefined {
  if (!hash.startsWith(SHARE_FRAGMENT)) return undefined;
  return /^[sc][0-9a-f]{8}(?=\.)/.exec(hash.slice(SHARE_FRAGMENT.length))?.[0] ?? '';
}

/** The key of a Parsons problem passed: its lesson and its title (kept with the challenges passed). */
export function parsonsKey(route: string, title: string): string {
  return `parsons:${route}:${hash(title)}`;
}
