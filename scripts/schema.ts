/**
 * `npm run schema`: writes the JSON Schemas that give editors completion, hover help and red
 * squiggles in curriculum files (see .vscode/settings.json and the first line of each file).
 * They are generated from the zod schema in src/schema/, never written by hand; a test fails when
 * they are stale. `npm run schema -- --check` only reports whether they are up to date.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { z } from 'zod';
import { lessonFile, siteFile, unitFile } from '../src/schema/index.ts';

/** Each generated file, from the project root, and the zod schema it comes from. */
export const schemaSources = {
  'schema/lesson.schema.json': lessonFile,
  'schema/unit.schema.json': unitFile,
  'schema/site.schema.json': siteFile,
} as const;

export type SchemaPath = keyof typeof schemaSources;

/** The schema that applies to a curriculum file (`curriculum/unit1/basics.yaml`), if any. */
export function schemaFor(file: string): SchemaPath | undefined {
  if (/^curriculum\/site\.ya?ml$/.test(file)) return 'schema/site.schema.json';
  if (/^curriculum\/[^/]+\/unit\.ya?ml$/.test(file)) return 'schema/unit.schema.json';
  if (/^curriculum\/[^/]+\/[^/]+\.ya?ml$/.test(file)) return 'schema/lesson.schema.json';
  return undefined;
}

/**
 * The first line of a curriculum file: it tells yaml-language-server (VS Code's YAML extension and
 * other editors) which schema to use, with a path relative to the file. A modeline rather than a
 * glob in .vscode/settings.json alone, because lessons and unit.yaml share a folder and older
 * yaml-language-server releases cannot exclude a file from a glob.
 */
export function modelineFor(file: string): string | undefined {
  const schema = schemaFor(file);
  if (!schema) return undefined;
  const up = '../'.repeat(file.split('/').length - 1);
  return `# yaml-language-server: $schema=${up}${schema}`;
}

/** The JSON Schema of one curriculum file kind, as editors and ajv read it. */
export function jsonSchemaOf(path: SchemaPath): Record<string, unknown> {
  // `input`: what an editor writes, so fields with a default are optional.
  const schema = z.toJSONSchema(schemaSources[path], { io: 'input' });
  const { $schema, ...rest } = schema;
  return {
    $schema,
    $comment: 'Generated from src/schema/*.ts by npm run schema: do not edit by hand.',
    ...rest,
  };
}

/** The text of every generated file, formatted as prettier would leave it. */
export async function generateSchemas(root: string): Promise<Record<SchemaPath, string>> {
  const out = {} as Record<SchemaPath, string>;
  for (const path of Object.keys(schemaSources) as SchemaPath[]) {
    const file = join(root, path);
    const options = (await prettier.resolveConfig(file)) ?? {};
    out[path] = await prettier.format(JSON.stringify(jsonSchemaOf(path)), { ...options, filepath: file });
  }
  return out;
}

/** Generated files whose text on disk differs from what the zod schema gives now. */
export async function staleSchemas(root: string): Promise<SchemaPath[]> {
  const fresh = await generateSchemas(root);
  return (Object.keys(fresh) as SchemaPath[]).filter((path) => {
    try {
      return readFileSync(join(root, path), 'utf8') !== fresh[path];
    } catch {
      return true;
    }
  });
}

async function main(): Promise<void> {
  const root = process.cwd();
  if (process.argv.includes('--check')) {
    const stale = await staleSchemas(root);
    for (const path of stale) console.error(`${path} is out of date: run npm run schema`);
    if (stale.length === 0) console.log('JSON Schemas are up to date.');
    process.exitCode = stale.length > 0 ? 1 : 0;
    return;
  }
  for (const [path, text] of Object.entries(await generateSchemas(root))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    console.log(`wrote ${path}`);
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
