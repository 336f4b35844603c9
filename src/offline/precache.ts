import { SERVICE_FILE } from '../presence/constants.ts';

/** A chunk of Vite's build manifest (.vite/manifest.json), as far as precaching reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Chunks that are loaded on demand but must work offline: lessons, the study companion, the
 * memory pictures (their stepper and traces), which a lesson shows as soon as it opens, the
 * outline's marking of the section being read, the quiz's renderer and grader (with its answers),
 * the Parsons problems' renderer and faces (with the runner's page side, which their Check uses),
 * the challenges' answers and large tests, the lesson map drawn after client-side navigation,
 * the count of the browser's own tabs, which is what the footer shows offline, and code
 * highlighting, which a lesson opened by a link waits for. Not the
 * Supabase client: it needs the network anyway, and it is most of presence's weight.
 */
const OFFLINE_DYNAMIC = [
  /^\0?virtual:curriculum\/(lesson|quiz-keys|quiz-faces|challenges|parsons)/,
  /^src\/(search|progress|offline|notice|trace|outline|quiz|parsons)\//,
  /^src\/presence\/(run|tabs)\.ts$/,
  // A lesson opened by a link draws its map (what it teaches, its reading time) with this.
  /^src\/pages\/LessonMap\.tsx$/,
  /^src\/code\/highlight\.tsx$/,
  /^\/?traces\//,
];

/**
 * The script files to precache: the entry and what it imports, every lesson's chunk, and the
 * on-demand code of search, progress, updates and memory pictures, each with its static imports.
 * The runner, the editor and the compiler's workers are left out (more than half a megabyte that
 * most visits never use): the service worker caches them the first time they run.
 */
export function precachedScripts(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const id = chunk.src ?? key;
    if (chunk.isEntry || OFFLINE_DYNAMIC.some((re) => re.test(id))) add(key);
  }
  return files;
}

/**
 * Which built files the precache holds: pages, styles, images and search files, and the scripts
 * above. Not presence.json, whose answer is the server's (npm start answers it itself, naming its
 * presence service): a kept copy would hide that service from every later visit.
 */
export function keepInPrecache(url: string, scripts: ReadonlySet<string>): boolean {
  if (url.endsWith('.js')) return scripts.has(url);
  return !url.startsWith('.vite/') && url !== SERVICE_FILE;
}
