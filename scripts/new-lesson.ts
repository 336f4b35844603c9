/**
 * `npm run new:lesson -- unit2 "Dynamic Memory"`: creates curriculum/unit2/dynamic-memory.yaml, a
 * valid lesson to start from, adds it at the end of the unit's `lessons:` list (keeping the unit
 * file's comments and layout), and says where to start writing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScalar, isSeq, parseDocument } from 'yaml';
import { closest } from '../src/content/suggest.ts';
import { modelineFor } from './schema.ts';

/** A mistake in how the command was called, explained for the person who typed it. */
export class NewLessonError extends Error {
  override name = 'NewLessonError';
}

/** `Dynamic Memory` → `dynamic-memory`: the file name and the last part of the route. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The text of a new lesson: valid as it stands, with one block of each common kind to copy. */
export function lessonTemplate(file: string, title: string): string {
  // Plain when YAML cannot read it as anything but text; otherwise in double quotes.
  const plain = /^[A-Za-z][\w ,.()&'-]*$/.test(title) && !/^(true|false|null|yes|no|on|off)$/i.test(title);
  const quoted = plain ? title : JSON.stringify(title);
  return `${modelineFor(file)}
# Every block type, with an example to copy: docs/EDITING.md
title: ${quoted}
blocks:
  - type: heading
    text: Introduction

  - type: card
    text: |
      Write the explanation here. Separate paragraphs with a blank line, and use \`code\` and
      **bold** where they help.

  - type: code
    title: hello.c
    code: |
      #include <stdio.h>

      int main(void) {
          printf("Hello, World!\\n");
          return 0;
      }
    output: |
      Hello, World!
`;
}

function unitsOf(root: string): string[] {
  const dir = join(root, 'curriculum');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'unit.yaml')))
    .sort();
}

export interface NewLesson {
  /** `curriculum/unit2/dynamic-memory.yaml` */
  file: string;
  /** `curriculum/unit2/unit.yaml` */
  unitFile: string;
  /** `/unit2/dynamic-memory` */
  route: string;
}

/** Creates the lesson and registers it in its unit. Throws NewLessonError on a mistake. */
export function newLesson(root: string, unitName: string, title: string): NewLesson {
  const units = unitsOf(root);
  const unit = /^\d+$/.test(unitName) ? `unit${unitName}` : unitName.trim();
  if (!units.includes(unit)) {
    const guess = closest(unit, units);
    throw new NewLessonError(
      `there is no unit '${unitName}' (no file curriculum/${unit}/unit.yaml)${guess ? `: did you mean '${guess}'?` : '.'} The units are: ${units.join(', ')}`,
    );
  }
  const cleanTitle = title.trim();
  const slug = slugify(cleanTitle);
  if (!slug) throw new NewLessonError(`the title '${title}' needs at least one letter or digit`);
  if (slug === 'unit') throw new NewLessonError("a lesson cannot be called 'unit': choose another title");

  const file = `curriculum/${unit}/${slug}.yaml`;
  const unitFile = `curriculum/${unit}/unit.yaml`;
  for (const existing of [file, file.replace(/\.yaml$/, '.yml')])
    if (existsSync(join(root, existing)))
      throw new NewLessonError(`${existing} already exists: edit that file, or choose another title`);

  // Through the YAML document, so that the unit file keeps its comments, quotes and layout.
  const doc = parseDocument(readFileSync(join(root, unitFile), 'utf8'));
  if (doc.errors.length > 0)
    throw new NewLessonError(`${unitFile} is not valid YAML: run npm run validate, fix it, and try again`);
  const lessons = doc.get('lessons', true);
  if (!isSeq(lessons))
    throw new NewLessonError(
      `${unitFile} has no 'lessons:' list: run npm run validate, fix it, and try again`,
    );
  const listed = lessons.items.some((item) => isScalar(item) && item.value === slug);

  writeFileSync(join(root, file), lessonTemplate(file, cleanTitle));
  if (!listed) {
    lessons.add(doc.createNode(slug));
    writeFileSync(join(root, unitFile), doc.toString({ lineWidth: 0 }));
  }
  return { file, unitFile, route: `/${unit}/${slug}` };
}

function main(): void {
  const [unit, ...words] = process.argv.slice(2);
  const title = words.join(' ');
  if (!unit || !title) {
    console.error('Usage: npm run new:lesson -- <unit> "<Lesson Title>"');
    console.error('For example: npm run new:lesson -- unit2 "Dynamic Memory"');
    process.exitCode = 1;
    return;
  }
  try {
    const made = newLesson(process.cwd(), unit, title);
    console.log(`Created ${made.file}`);
    console.log(`Added it to the end of 'lessons:' in ${made.unitFile} (move the line to change the order).`);
    console.log(`Its page is ${made.route}.`);
    console.log(
      `\nStart writing in ${made.file}: run npm run dev and open ${made.route} (at the address it prints, such as http://localhost:5173${made.route}).`,
    );
    console.log('Every block type, with an example to copy, is in docs/EDITING.md.');
  } catch (error) {
    if (!(error instanceof NewLessonError)) throw error;
    console.error(`Could not create the lesson: ${error.message}`);
    process.exitCode = 1;
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) main();
