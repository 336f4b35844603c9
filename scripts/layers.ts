/**
 * Part of `npm run lint`: the layers of scripts/lib/layers.ts hold. Fails when a file imports a
 * folder above its own in the table (not only in a circle: any upward edge), when a folder of src/
 * has no row, or when README.md or docs/ARCHITECTURE.md shows a stale copy of the table.
 * `npm run layers` writes the table into both documents.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { projectFiles, specifiers } from './cycles.ts';
import { layerProblems, layersTable } from './lib/layers.ts';

/** The documents that show the table, between these two lines. */
export const DOCUMENTS = ['README.md', 'docs/ARCHITECTURE.md'];
const START = '<!-- layers: written by `npm run layers` from scripts/lib/layers.ts; edit it there -->';
const END = '<!-- /layers -->';

/** Every relative import between the project's files, with its line. */
export function projectImports(root: string, files: readonly string[]) {
  const known = new Set(files);
  return files.flatMap((from) =>
    specifiers(readFileSync(join(root, from), 'utf8')).flatMap(({ spec, line }) => {
      const to = posix.normalize(posix.join(posix.dirname(from), spec));
      return known.has(to) ? [{ from, to, line }] : [];
    }),
  );
}

/** A document with its copy of the table brought up to date, formatted as Prettier would. */
export async function withTable(root: string, document: string, text: string): Promise<string> {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${document} has no table of layers between ${START} and ${END}`);
  const updated = `${text.slice(0, start)}${START}\n\n${layersTable()}\n\n${text.slice(end)}`;
  const options = await prettier.resolveConfig(join(root, document));
  return prettier.format(updated, { ...options, filepath: join(root, document) });
}

async function main(): Promise<void> {
  const root = process.cwd();
  const write = process.argv.includes('--write');
  const srcFolders = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/${d.name}/`);
  const problems = layerProblems(projectImports(root, projectFiles(root)), srcFolders);
  for (const document of DOCUMENTS) {
    const text = readFileSync(join(root, document), 'utf8');
    const fresh = await withTable(root, document, text);
    if (fresh === text) continue;
    if (write) {
      writeFileSync(join(root, document), fresh);
      console.log(`Wrote the table of layers into ${document}.`);
    } else problems.push(`${document} shows a stale table of layers: run npm run layers`);
  }
  problems.forEach((p) => console.error(p));
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) with the layers.`);
    process.exitCode = 1;
  } else console.log(`Every import points down the table of layers, and ${DOCUMENTS.join(' and ')} show it.`);
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
