import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../../src/content/fs.ts';
import { newLesson, slugify } from '../../../scripts/new-lesson.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let project: string;

// A throwaway copy of the fixture course: the real curriculum is never touched, and the test does
// not depend on which lessons it has today.
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'learn-c-new-lesson-'));
  cpSync(join(root, 'tests/fixtures/course'), project, { recursive: true });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(project, file), 'utf8');

describe('npm run new:lesson', () => {
  it('turns a title into a file name', () => {
    expect(slugify('Dynamic Memory')).toBe('dynamic-memory');
    expect(slugify('  Pointers: Part 2 ')).toBe('pointers-part-2');
    expect(slugify('Élan & C++')).toBe('elan-cpp');
  });

  it('creates a valid lesson, registers it at the end of its unit, and the curriculum still builds', () => {
    const unitBefore = read('curriculum/unit2/unit.yaml');
    const made = newLesson(project, 'unit2', 'Dynamic Memory');
    expect(made).toEqual({
      file: 'curriculum/unit2/dynamic-memory.yaml',
      unitFile: 'curriculum/unit2/unit.yaml',
      route: '/unit2/dynamic-memory',
    });
    // The unit file gains exactly one line; its comments and layout stay as they were.
    expect(read('curriculum/unit2/unit.yaml')).toBe(`${unitBefore}  - dynamic-memory\n`);
    expect(read(made.file).split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../../schema/lesson.schema.json',
    );

    const { curriculum, issues } = loadCurriculum(project);
    expect(issues).toEqual([]);
    const unit2 = curriculum!.units.find((u) => u.slug === 'unit2')!;
    expect(unit2.lessons.at(-1)).toMatchObject({ route: '/unit2/dynamic-memory', title: 'Dynamic Memory' });
    const lesson = curriculum!.lessons.find((l) => l.route === made.route)!;
    expect(lesson.blocks.map((b) => b.type)).toEqual(['heading', 'card', 'code']);
    expect(lesson.blocks[2]).toMatchObject({ language: 'c', output: 'Hello, World!\n' });
  });

  it('quotes a title YAML would otherwise misread, and accepts a unit by its number', () => {
    const made = newLesson(project, '1', 'Strings: 2.0 & More');
    expect(made.route).toBe('/unit1/strings-2-0-more');
    expect(read(made.file)).toContain('title: "Strings: 2.0 & More"\n');
    expect(loadCurriculum(project).issues).toEqual([]);
  });

  it('refuses to overwrite a lesson that exists', () => {
    expect(() => newLesson(project, 'unit2', 'Arrays')).toThrowErrorMatchingInlineSnapshot(
      `[NewLessonError: curriculum/unit2/arrays.yaml already exists: edit that file, or choose another title]`,
    );
    newLesson(project, 'unit2', 'Dynamic Memory');
    expect(() => newLesson(project, 'unit2', 'Dynamic memory')).toThrow(/already exists/);
  });

  it('rejects a unit that does not exist, with a suggestion', () => {
    expect(() => newLesson(project, 'unti2', 'Dynamic Memory')).toThrowErrorMatchingInlineSnapshot(
      `[NewLessonError: there is no unit 'unti2' (no file curriculum/unti2/unit.yaml): did you mean 'unit2'? The units are: unit1, unit2]`,
    );
  });

  it('prints where the lesson is and how to preview it', { timeout: 60_000 }, () => {
    // Run from the copy, so the command writes there; tsx is found from this project.
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const run = spawnSync(
      process.execPath,
      ['--import', tsx, join(root, 'scripts/new-lesson.ts'), 'unit2', 'Dynamic', 'Memory'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Created curriculum/unit2/dynamic-memory.yaml');
    expect(run.stdout).toContain('run npm run dev and open /unit2/dynamic-memory');

    const usage = spawnSync(process.execPath, ['--import', tsx, join(root, 'scripts/new-lesson.ts')], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('npm run new:lesson -- unit2 "Dynamic Memory"');
  });
});
