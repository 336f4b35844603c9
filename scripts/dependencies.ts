/**
 * Part of `npm run lint`: fails when a file imports a package that package.json does not declare.
 * An undeclared package works only while another package happens to bring it along (as lighthouse
 * brought chrome-launcher), and breaks when that one changes.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSpecifiers, projectFiles } from './cycles.ts';

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || spec.startsWith('virtual:'))
    return undefined;
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** `file:line imports name` for every import of a package outside `declared`. */
export function undeclaredImports(
  files: readonly { path: string; text: string }[],
  declared: ReadonlySet<string>,
): string[] {
  return files.flatMap(({ path, text }) =>
    allSpecifiers(text).flatMap(({ spec, line }) => {
      const name = packageOf(spec);
      return name && !declared.has(name) ? [`${path}:${line} imports ${name}`] : [];
    }),
  );
}

function main(): void {
  const root = process.cwd();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const files = projectFiles(root).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const missing = undeclaredImports(files, declared);
  for (const m of missing) console.error(m);
  if (missing.length > 0) {
    console.error(
      `\n${missing.length} import(s) of undeclared packages: add them to package.json (npm install -D <name>).`,
    );
    process.exitCode = 1;
  } else console.log(`Every package the project imports is declared in package.json.`);
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) main();
