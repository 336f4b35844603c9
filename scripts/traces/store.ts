import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Where trace files live, beside `curriculum/`: `traces/unit2/pointers/swap.c-1a2b3c4d.json`. */
export const TRACES_DIR = 'traces';

/** Every trace file under a project's traces folder, as paths relative to it. */
export function storedTraces(root: string): string[] {
  const base = join(root, TRACES_DIR);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : name.endsWith('.json') ? [full] : [];
    });
  return existsSync(base) ? walk(base).map((f) => relative(base, f).split(sep).join('/')).sort() : [];
}

export function readStored(root: string, file: string): string | undefined {
  const path = join(root, TRACES_DIR, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
