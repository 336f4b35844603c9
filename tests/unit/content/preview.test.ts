import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readProject } from '../../../src/content/fs.ts';
import { buildPreview } from '../../../src/content/preview.ts';

const corpus = fileURLToPath(new URL('../../corpus/', import.meta.url));
const preview = (name: string) => {
  const { files, assets } = readProject(corpus + name);
  return buildPreview(files, assets);
};

describe('the dev server’s preview of a curriculum with a mistake', () => {
  it('shows a broken lesson as a stand-in page, with its title, and every other lesson as it is', () => {
    const { curriculum, issues, standIns } = preview('misspelled-block-type');
    expect(issues).toHaveLength(1);
    expect([...standIns]).toEqual([['/unit1/hello', 'curriculum/unit1/hello.yaml']]);
    const hello = curriculum!.lessons.find((l) => l.route === '/unit1/hello')!;
    expect(hello.title).toBe('Hello, World');
    expect(JSON.stringify(hello.blocks)).toContain('This lesson has a mistake');
    expect(JSON.stringify(hello.blocks)).toContain('curriculum/unit1/hello.yaml');
    const loops = curriculum!.lessons.find((l) => l.route === '/unit1/loops')!;
    expect(loops.blocks.map((b) => b.type)).toEqual(['list', 'table', 'challenge']);
  });

  it('stands in for a lesson whose YAML cannot be read at all, under its file name', () => {
    const { curriculum, standIns } = preview('tab-indentation');
    expect(standIns.has('/unit1/hello')).toBe(true);
    expect(curriculum!.lessons.find((l) => l.route === '/unit1/hello')!.title).toBe('Hello, World');
    const html = preview('html-instead-of-yaml');
    expect(html.curriculum!.lessons.find((l) => l.route === '/unit1/loops')!.title).toBe('loops');
  });

  it('leaves out a lesson no unit lists, and builds the rest', () => {
    const { curriculum, issues } = preview('unreachable-lesson');
    expect(issues).toHaveLength(1);
    expect(curriculum!.lessons.map((l) => l.route)).toEqual(['/unit1/hello', '/unit1/loops']);
  });

  it('builds nothing when the mistake is outside the lessons, and keeps every problem', () => {
    const { curriculum, issues } = preview('unit-lists-missing-file');
    expect(curriculum).toBeUndefined();
    expect(issues).toHaveLength(1);
  });

  it('is the plain curriculum when nothing is wrong', () => {
    const { curriculum, issues, standIns } = preview('valid');
    expect(issues).toEqual([]);
    expect(standIns.size).toBe(0);
    expect(curriculum!.lessons).toHaveLength(2);
  });
});
