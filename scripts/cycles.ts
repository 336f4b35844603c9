/**
 * Part of `npm run lint`: fails when folders import each other in a circle (src/app → src/pages →
 * src/app). Dependencies must point one way, so that a base folder (theme, schema, content) never
 * needs the app above it and each folder can be read, tested and moved on its own.
 *
 * A small script rather than a dependency-graph package: it reads imports with the TypeScript
 * compiler the project already has, counts `new URL('./x.ts', import.meta.url)` (how Vite and Node
 * start workers) as an import, and names for each cycle the file and line that close it.
 */
import { readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One import from a file in one folder of a file in another. */
export interface FolderEdge {
  from: string;
  to: string;
  /** An example: `src/app/App.tsx:3 imports src/pages/Home.tsx`. */
  example: string;
}

const workerUrl = /new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** Every module specifier a file uses (imports, re-exports, import(), worker URLs), with its line. */
export function allSpecifiers(text: string): { spec: string; line: number }[] {
  const info = ts.preProcessFile(text, true, true);
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  const found = info.importedFiles.map((f) => ({ spec: f.fileName, line: lineOf(f.pos) }));
  for (const match of text.matchAll(workerUrl)) found.push({ spec: match[1]!, line: lineOf(match.index) });
  return found;
}

/** The relative module specifiers a file uses, with the line each is on. */
export function specifiers(text: string): { spec: string; line: number }[] {
  return allSpecifiers(text).filter((f) => f.spec.startsWith('./') || f.spec.startsWith('../'));
}

/** Folder-to-folder import edges among `files` (paths from `root`, forward slashes). */
export function folderEdges(root: string, files: readonly string[]): FolderEdge[] {
  const known = new Set(files);
  const edges = new Map<string, FolderEdge>();
  for (const file of files) {
    for (const { spec, line } of specifiers(readFileSync(join(root, file), 'utf8'))) {
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      if (!known.has(target)) continue;
      const from = posix.dirname(file);
      const to = posix.dirname(target);
      const key = `${from}\0${to}`;
      if (from !== to && !edges.has(key))
        edges.set(key, { from, to, example: `${file}:${line} imports ${target}` });
    }
  }
  return [...edges.values()];
}

/** Every group of folders that reach each other (Tarjan's strongly connected components), of size 2 or more. */
export function folderCycles(edges: readonly FolderEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort())
    if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest way from one folder to another along `edges`, as the imports taken; [] when none. */
function shortestPath(from: string, to: string, edges: readonly FolderEdge[]): FolderEdge[] {
  const came = new Map<string, FolderEdge>();
  const queue = [from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const e of edges) {
      if (e.from !== node || e.to === from || came.has(e.to)) continue;
      came.set(e.to, e);
      if (e.to === to) {
        const path: FolderEdge[] = [];
        for (let at = to; at !== from; at = came.get(at)!.from) path.unshift(came.get(at)!);
        return path;
      }
      queue.push(e.to);
    }
  }
  return [];
}

/**
 * The circles inside a group of folders, as the imports that make them: for each import between two
 * of its folders, the shortest way back. Each circle is listed once, so the output is a to-do list.
 */
export function explainCycles(group: readonly string[], edges: readonly FolderEdge[]): FolderEdge[][] {
  const inGroup = edges.filter((e) => group.includes(e.from) && group.includes(e.to));
  const seen = new Set<string>();
  const circles: FolderEdge[][] = [];
  for (const edge of inGroup) {
    const circle = [edge, ...shortestPath(edge.to, edge.from, inGroup)];
    const key = circle
      .map((e) => e.from)
      .sort()
      .join(' ');
    if (circle.length < 2 || seen.has(key)) continue;
    seen.add(key);
    circles.push(circle);
  }
  return circles;
}

/** The project's own TypeScript files, as the type check sees them. */
export function projectFiles(root: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  return (config?.fileNames ?? [])
    .map((f) => relative(root, resolve(f)).split(sep).join('/'))
    .filter((f) => !f.startsWith('node_modules/'));
}

function main(): void {
  const root = process.cwd();
  const edges = folderEdges(root, projectFiles(root));
  const cycles = folderCycles(edges);
  let circles = 0;
  for (const group of cycles) {
    console.error(`These folders import each other in a circle: ${group.join(', ')}`);
    for (const circle of explainCycles(group, edges)) {
      circles++;
      console.error(`  ${[...circle.map((e) => e.from), circle[0]!.from].join(' → ')}`);
      for (const e of circle) console.error(`      ${e.example}`);
    }
  }
  if (cycles.length > 0) {
    console.error(
      `\n${circles} folder cycle(s). Make each dependency point one way: move what both sides need down into a folder of its own.`,
    );
    process.exitCode = 1;
  } else console.log(`No folder cycles among ${new Set(edges.flatMap((e) => [e.from, e.to])).size} folders.`);
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) main();
