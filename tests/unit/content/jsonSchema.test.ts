import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCurriculum } from '../../../src/content/curriculum.ts';
import { readProject } from '../../../src/content/fs.ts';
import { jsonSchemaOf, schemaSources, staleSchemas, type SchemaPath } from '../../../scripts/schema.ts';
import { jsonSchemaErrors } from '../../lib/jsonSchema.ts';
import { corpusCases, type CorpusCase } from '../../corpus/cases.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const corpus = fileURLToPath(new URL('../../corpus/', import.meta.url));

type Json = { [key: string]: unknown };

/** Every property in a JSON Schema, with its path, for checking that each one carries help. */
function properties(schema: Json, path: string): [string, Json][] {
  const out: [string, Json][] = [];
  for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
    out.push([`${path}.${key}`, value], ...properties(value, `${path}.${key}`));
  if (schema.items) out.push(...properties(schema.items as Json, `${path}[]`));
  for (const option of [...((schema.anyOf ?? []) as Json[]), ...((schema.oneOf ?? []) as Json[])])
    out.push(...properties(option, path));
  return out;
}

describe('the generated JSON Schemas', () => {
  it('are up to date with src/schema (run npm run schema if this fails)', async () => {
    const stale = await staleSchemas(root);
    expect(stale, `out of date: ${stale.join(', ')}. Run npm run schema and commit the result.`).toEqual([]);
  });

  it('give a description and an example for every field and every block type', () => {
    const missing: string[] = [];
    for (const path of Object.keys(schemaSources) as SchemaPath[]) {
      const schema = jsonSchemaOf(path);
      for (const [at, field] of properties(schema, path)) {
        if (!field.description) missing.push(`${at}: description`);
        if (!Array.isArray(field.examples) || field.examples.length === 0) missing.push(`${at}: examples`);
      }
    }
    const blocks = (jsonSchemaOf('schema/lesson.schema.json').properties as Record<string, Json>).blocks!;
    const options = (blocks.items as Json).oneOf as Json[];
    expect(options.length).toBeGreaterThanOrEqual(8);
    for (const block of options) {
      const type = String(((block.properties as Record<string, Json>).type as Json).const);
      if (!block.description) missing.push(`block '${type}': description`);
      if (!Array.isArray(block.examples) || block.examples.length === 0)
        missing.push(`block '${type}': examples`);
    }
    expect(missing).toEqual([]);
  });

  // yaml-language-server reads schemas with draft-07 rules: keywords new in 2019-09 or 2020-12 would be
  // silently ignored there, so editors would miss mistakes that ajv and zod catch.
  it('use only keywords that draft-07 editors understand', () => {
    const newer = ['$defs', 'prefixItems', 'unevaluatedProperties', 'unevaluatedItems', 'dependentRequired'];
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          used.add(key);
          walk(value);
        }
    };
    for (const path of Object.keys(schemaSources) as SchemaPath[]) walk(jsonSchemaOf(path));
    expect(newer.filter((k) => used.has(k))).toEqual([]);
  });

  it('accept every file of the valid corpus case', () => {
    for (const file of readProject(corpus + 'valid').files)
      expect(jsonSchemaErrors(file.path, file.text), file.path).toBeNull();
  });

  // YAML mistakes happen before any schema can look; cross-file mistakes need the other files.
  const schemaCases = (Object.keys(corpusCases) as CorpusCase[]).filter((n) => corpusCases[n] === 'schema');
  it.each(schemaCases)('reject the broken file of the corpus case %s, as zod does', (name) => {
    const { files, assets } = readProject(corpus + name);
    const { issues } = buildCurriculum(files, assets);
    const broken = new Set(issues.map((i) => i.file));
    expect(broken.size).toBe(1);
    for (const file of files.filter((f) => broken.has(f.path)))
      expect(jsonSchemaErrors(file.path, file.text), file.path).not.toBeNull();
  });

  it('also flag an invisible control character in text, which the load stage reports first', () => {
    const { files } = readProject(corpus + 'control-character');
    const hello = files.find((f) => f.path === 'curriculum/unit1/hello.yaml')!;
    expect(jsonSchemaErrors(hello.path, hello.text)).not.toBeNull();
    // In text kept exactly as written too, such as a program's expected output.
    const valid = readProject(corpus + 'valid').files.find((f) => f.path === hello.path)!;
    const bell = valid.text.replace(
      '    output: |\n      Hello, World!\n',
      '    output: "Hello, World!\\a\\n"\n',
    );
    expect(bell).not.toBe(valid.text);
    expect(jsonSchemaErrors(hello.path, bell)).not.toBeNull();
  });

  it('also flag a code language the site cannot highlight, which zod leaves to the checks', () => {
    const { files } = readProject(corpus + 'unknown-code-language');
    const hello = files.find((f) => f.path === 'curriculum/unit1/hello.yaml')!;
    expect(jsonSchemaErrors(hello.path, hello.text)).not.toBeNull();
  });
});

describe('editor wiring', () => {
  it('maps each schema to its files in .vscode/settings.json, and recommends the YAML extension', () => {
    const settings = JSON.parse(readFileSync(root + '.vscode/settings.json', 'utf8')) as {
      'yaml.schemas': Record<string, string[]>;
    };
    expect(settings['yaml.schemas']).toEqual({
      './schema/lesson.schema.json': ['curriculum/*/*.yaml', '!curriculum/*/unit.yaml'],
      './schema/unit.schema.json': ['curriculum/*/unit.yaml'],
      './schema/site.schema.json': ['curriculum/site.yaml'],
    });
    const extensions = JSON.parse(readFileSync(root + '.vscode/extensions.json', 'utf8')) as {
      recommendations: string[];
    };
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });

  // An output line may end in spaces its program prints: editors that trim on save would break it.
  it('keeps the spaces at the ends of lines in YAML files, in VS Code and in editors that read .editorconfig', () => {
    const settings = JSON.parse(readFileSync(root + '.vscode/settings.json', 'utf8')) as {
      '[yaml]': Record<string, unknown>;
    };
    expect(settings['[yaml]']['files.trimTrailingWhitespace']).toBe(false);
    const editorconfig = readFileSync(root + '.editorconfig', 'utf8');
    const yamlSection = /^\[\*\.\{yaml,yml\}\]\n((?:[^[\n].*\n?)*)/m.exec(editorconfig)?.[1] ?? '';
    expect(yamlSection).toMatch(/^trim_trailing_whitespace = false$/m);
    expect(yamlSection).toMatch(/^indent_style = space$/m);
  });
});
