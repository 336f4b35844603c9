import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildCurriculum, type RawFile } from './curriculum.ts';

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const posix = (path: string) => path.split(sep).join('/');

/** Reads every curriculum file and lists the public assets of a project; the only stage that touches disk. */
export function readProject(root: string): { files: RawFile[]; assets: Set<string> } {
  const files = walk(join(root, 'curriculum'))
    .filter((f) => /\.(ya?ml)$/.test(f))
    .map((f) => ({ path: posix(relative(root, f)), text: readFileSync(f, 'utf8') }));
  const assets = new Set(
    walk(join(root, 'public')).map((f) => '/' + posix(relative(join(root, 'public'), f))),
  );
  return { files, assets };
}

/** Reads and builds the curriculum of the project at `root`. */
export function loadCurriculum(root: string) {
  const { files, assets } = readProject(root);
  return buildCurriculum(files, assets);
}
