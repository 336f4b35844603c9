import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLesson } from '../../../src/content/checks.ts';
import { loadCurriculum } from '../../../src/content/fs.ts';
import { parseSource } from '../../../src/content/load.ts';
import { validateSource } from '../../../src/content/validate.ts';
import { blockTypes, lessonFile } from '../../../src/schema/index.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(root + 'docs/EDITING.md', 'utf8');
const routes = loadCurriculum(root).curriculum!.lessons.map((l) => l.route);

/** The copy-ready block examples of docs/EDITING.md: YAML fences that start with `blocks:`. */
const examples = [...doc.matchAll(/```yaml\n(blocks:\n[\s\S]*?)```/g)].map((m) => m[1]!);

describe('docs/EDITING.md', () => {
  it('has a section and a copy-ready example for every block type', () => {
    for (const type of blockTypes) {
      expect(doc, `a '### ${type}' section`).toContain(`\n### ${type}\n`);
      expect(
        examples.some((e) => e.includes(`  - type: ${type}\n`)),
        `an example of ${type}`,
      ).toBe(true);
    }
  });

  it('gives examples that are valid as they stand', () => {
    expect(examples.length).toBeGreaterThanOrEqual(blockTypes.length);
    for (const example of examples) {
      const parsed = parseSource('docs/EDITING.md', `title: Example\n${example}`);
      expect(parsed.issues, example).toEqual([]);
      const { value, issues } = validateSource(parsed.source, lessonFile);
      expect(issues, example).toEqual([]);
      expect(checkLesson(parsed.source, value!, routes), example).toEqual([]);
    }
  });
});
