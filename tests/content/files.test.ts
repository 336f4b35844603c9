import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readProject } from '../../src/content/fs.ts';
import { modelineFor } from '../../scripts/schema.ts';
import { jsonSchemaErrors } from '../lib/jsonSchema.ts';

// Checks of every real curriculum file, whatever editors add: what CI and VS Code say about them.
const { files } = readProject(process.cwd());

describe('every curriculum file', () => {
  it('passes npm run validate, as CI runs it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Curriculum OK: \d+ units, \d+ lessons, \d+ blocks \(\d+ ms\)\.\n$/);
    expect(run.status).toBe(0);
  });

  it('is accepted by its JSON Schema, so VS Code shows no red squiggles', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(jsonSchemaErrors(file.path, file.text), file.path).toBeNull();
  });

  it('names its schema on its first line', () => {
    for (const file of files)
      expect(file.text.split('\n')[0], `${file.path}: make this the first line`).toBe(modelineFor(file.path));
  });
});
