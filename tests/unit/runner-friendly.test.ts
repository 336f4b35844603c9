/**
 * The plain-English help for common compiler messages: each entry's program, compiled by the
 * browser's compiler, gets a message that this entry (and no earlier one) explains; every lesson
 * section the runner links to exists in the curriculum.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../src/inline/slug.ts';
import { loadCurriculum } from '../../src/content/fs.ts';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { SECTIONS } from '../../src/runner/explain/lessons.ts';
import { FRIENDLY_MESSAGES, friendlyFor } from '../../src/runner/explain/messages.ts';
import { HEAP, LEAK, UNDEFINED } from '../../src/runner/explain/problems.ts';
import { compileProgram } from '../../src/runner/toolchain/compile.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

describe('friendly compiler messages', () => {
  it('has the 25 most common messages, each once', () => {
    expect(FRIENDLY_MESSAGES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(FRIENDLY_MESSAGES.map((m) => m.id)).size).toBe(FRIENDLY_MESSAGES.length);
  });

  it.each(FRIENDLY_MESSAGES.map((m) => [m.id, m] as const))(
    '%s: its program gets the message it explains',
    async (_id, entry) => {
      const compiled = await compileProgram(toolchain, [{ name: 'main.c', code: entry.trigger }]);
      const explained = compiled.diagnostics.filter((d) => d.severity !== 'note' && friendlyFor(d.message));
      expect(explained.length, compiled.log).toBeGreaterThan(0);
      // The first message the panel explains is this entry's, word for word as clang wrote it.
      expect(friendlyFor(explained[0]!.message)?.id, compiled.log).toBe(entry.id);
      expect(compiled.log).toContain(explained[0]!.message);
    },
    60_000,
  );
});

describe('links to lessons', () => {
  const { curriculum } = loadCurriculum(process.cwd());
  const anchors = (route: string) => {
    const lesson = curriculum?.lessons.find((l) => l.route === route);
    return new Set(lesson?.blocks.flatMap((b) => (b.type === 'heading' ? [slugify(b.text)] : [])) ?? []);
  };
  const used = [
    ...Object.entries(SECTIONS).map(([name, section]) => [`SECTIONS.${name}`, section] as const),
    ...FRIENDLY_MESSAGES.map((m) => [`message ${m.id}`, m.lesson] as const),
    ...Object.entries({ ...UNDEFINED, ...HEAP, leak: LEAK }).map(
      ([name, e]) => [`problem ${name}`, e.lesson] as const,
    ),
  ];

  it.each(used)('%s links to a heading that exists', (_name, section) => {
    expect(curriculum, 'the curriculum loads').toBeDefined();
    expect([...anchors(section.route)]).toContain(section.anchor);
  });
});
