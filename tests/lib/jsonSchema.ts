import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { jsonSchemaOf, schemaFor, schemaSources, type SchemaPath } from '../../scripts/schema.ts';

const ajv = new Ajv2020({ allErrors: true, strict: true });
// yaml-language-server shows this message when a field's pattern fails; ajv only needs to know the word.
ajv.addKeyword('patternErrorMessage');
const validators = Object.fromEntries(
  (Object.keys(schemaSources) as SchemaPath[]).map((path) => [path, ajv.compile(jsonSchemaOf(path))]),
) as Record<SchemaPath, ReturnType<typeof ajv.compile>>;

/** What an editor's JSON Schema check (VS Code's YAML extension) says about a file: null when it is happy. */
export function jsonSchemaErrors(file: string, text: string): unknown {
  const schema = schemaFor(file);
  if (!schema) throw new Error(`no schema applies to ${file}`);
  const validate = validators[schema];
  return validate(parse(text)) ? null : validate.errors;
}
