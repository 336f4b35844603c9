/**
 * A cache of what a check found for one program, on disk under node_modules/.cache, so that checking
 * an unchanged lesson again takes seconds. An entry's key is the program itself and everything that
 * decides its outcome: the toolchain, and the text of every source file that builds, runs or judges
 * it, so that changing any of them (or the program) runs it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of these files and of every file under these folders, hashed: changing how runs are built or judged changes it. */
export function sourcesHash(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  const walk = (full: string): void => {
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) walk(join(full, name));
    else hash.update(full.slice(root.length)).update(readFileSync(full));
  };
  paths.forEach((p) => walk(join(root, p)));
  return hash.digest('hex');
}

export interface OutcomeCache<T> {
  get(program: unknown): T | undefined;
  set(program: unknown, outcome: T): void;
}

/** The cache `name` for programs checked under `identity` (toolchain, flags, sources, …). */
export function outcomeCache<T>(root: string, name: string, identity: unknown): OutcomeCache<T> {
  const dir = join(root, 'node_modules', '.cache', name);
  const base = JSON.stringify(identity);
  const file = (program: unknown) =>
    join(
      dir,
      `${createHash('sha256').update(base).update(JSON.stringify(program)).digest('hex').slice(0, 32)}.json`,
    );
  return {
    get(program) {
      const path = file(program);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
    },
    set(program, outcome) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file(program), JSON.stringify(outcome));
    },
  };
}
