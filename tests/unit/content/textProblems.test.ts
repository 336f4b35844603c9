import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/content/load.ts';
import { inlineProblem } from '../../../src/content/textProblems.ts';
import { parseInline, safeHref, type InlineNode } from '../../../src/inline/parse.ts';
import { INLINE_TEXT, PROGRAM_TEXT, programInput } from '../../../src/schema/text.ts';

/** What the page really does with a text: a link it shows as plain text, or code whose end spaces vanish. */
function pageLosesSomething(text: string): boolean {
  const lost = (nodes: InlineNode[]): boolean =>
    nodes.some((n) =>
      n.kind === 'link'
        ? !safeHref(n.href) || lost(n.children)
        : n.kind === 'code'
          ? /^\s|\s$/.test(n.text)
          : 'children' in n && lost(n.children),
    );
  return lost(parseInline(text));
}

const texts = [
  'Read about [pointers](/unit2/pointers) first.',
  'Read about [pointers](pointers.yaml) first.',
  'Read about [pointers](unit2/pointers).',
  'Read about [pointers](../unit2/pointers.yaml).',
  'See [the heading](#arrays) and [the standard](https://www.iso.org) or [mail](mailto:a@b.c).',
  'Not a site: [x](//evil.example).',
  'Code is code: `a[i](x)` and `[b](c)` are not links.',
  '`a` and `b` are two spans, not one span " and ".',
  'It prints `Maximum: ` first.',
  'It prints ` x` first.',
  'Two backticks ``x` then a span.',
  'A lone backtick ` before [a link](here.yaml).',
  '**[bold link](/unit1/basics)** and _[italic](loops)_',
  'A span over a line break `a\nb` is fine.',
];

describe('the inline text pattern', () => {
  it.each(texts)('rejects exactly what the page would show wrongly: %j', (text) => {
    expect(INLINE_TEXT.test(text)).toBe(!pageLosesSomething(text));
  });

  it.each(texts.filter(pageLosesSomething))('names the problem it rejects: %j', (text) => {
    expect(inlineProblem(text, 'curriculum/unit3/strings.yaml')).toBeDefined();
  });

  it('guesses the route a relative link meant, from the lesson the link is in', () => {
    const guess = (href: string) => inlineProblem(`[x](${href})`, 'curriculum/unit3/strings.yaml')?.message;
    expect(guess('pointers.yaml')).toContain('[x](/unit3/pointers)');
    expect(guess('unit2/pointers')).toContain('[x](/unit2/pointers)');
    expect(guess('../unit2/pointers.yaml')).toContain('[x](/unit2/pointers)');
    expect(guess('ftp://x')).toContain('another site (https://…)');
  });

  it('rejects an invisible control character, and takes tabs and line breaks', () => {
    expect(INLINE_TEXT.test('ends with \0')).toBe(false);
    expect(INLINE_TEXT.test('a\tb\r\nc')).toBe(true);
  });
});

describe('the program text pattern', () => {
  it.each([
    '#include <stdio.h> int main(void) { puts("Hi"); return 0; }',
    '#include <stdio.h>\nint main(void) {\n}\n#include <stdlib.h> int x;\n',
    'int main(void) { printf("Hello\\n"); return 0; }',
    'void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }\n',
    'int x;\0',
  ])('rejects a program folded onto one line: %j', (code) => {
    expect(PROGRAM_TEXT.test(code)).toBe(false);
  });

  it.each([
    '#include <stdio.h>\n\nint main(void) {\n    puts("Hi");\n    return 0;\n}\n',
    '#include <stdio.h> /* for puts */\n#include "add.h" // ours\n',
    'int grid[2][] = {{1, 2, 3}, {4, 5, 6}};\n',
    'int main(void) { return 0; }',
    'for (int i = 1; i <= 10; i++) total += i;',
    'gcc -std=c11 -Wall hello.c -o hello && ./hello',
  ])('takes code written after |: %j', (code) => {
    expect(PROGRAM_TEXT.test(code)).toBe(true);
  });
});

describe("a program's input", () => {
  const issuesOf = (yaml: string) =>
    parseSource('curriculum/unit5/files.yaml', yaml).issues.map((i) => `${i.line}: ${i.message}`);

  it('may hold \\v and \\f, which a test of isspace needs, and nothing else invisible', () => {
    expect(issuesOf('tests:\n  - input: "a\\vb\\fc\\r\\n"\n    output: "3\\n"\n')).toEqual([]);
    expect(programInput().safeParse('a\vb\fc\r\n').success).toBe(true);
    expect(issuesOf('tests:\n  - input: "a\\0b"\n    output: "3\\n"\n')).toEqual([
      expect.stringMatching(
        /^2: inside double quotes, '\\0' is one invisible character \(the null character\)/,
      ),
    ]);
    expect(programInput().safeParse('a\0b').success).toBe(false);
  });

  it('is the only text that may: \\v in prose or in an expected output is a box on the page', () => {
    expect(issuesOf('text: "a\\vb"\n')).toEqual([expect.stringMatching(/^1: .*U\+000B/)]);
    expect(issuesOf('tests:\n  - input: "a"\n    output: "a\\vb"\n')).toEqual([
      expect.stringMatching(/^3: .*U\+000B/),
    ]);
  });
});
