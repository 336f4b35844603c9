import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../src/content/model.ts';
import { searchAssets } from '../../../src/search/assets.ts';
import { searchDocuments } from '../../../src/search/documents.ts';
import { indexOptions, searchOptions } from '../../../src/search/options.ts';
import { snippet } from '../../../src/search/snippet.ts';
import { matchSpans, queryTerms, tokenize } from '../../../src/search/tokenize.ts';

describe('tokenize', () => {
  it('keeps every C token the issue names whole', () => {
    const code = `#include <stdio.h>
size_t n = strlen(s); char *p = malloc(n + 1);
if (p != NULL && s[0] != '\\0') printf("%d %zu\\n", x, n);
int **pp = &p; node->next = NULL; fseek(f, 0, SEEK_END); if (strcmp(a, b) == 0) return;`;
    const tokens = tokenize(code);
    for (const token of [
      '->',
      '%d',
      '%zu',
      '&&',
      '#include',
      "'\\0'",
      'fseek',
      'malloc',
      'strcmp',
      'size_t',
      '**',
    ])
      expect(tokens).toContain(token);
    expect(tokens).toContain('stdio.h');
    expect(tokens).toContain('!=');
    expect(tokens).toContain('==');
  });

  it('reads printf conversions with flags, width, precision and length', () => {
    expect(tokenize('printf("%-10s|%5.2f|%lld|%%|%02x|%p\\n")')).toEqual(
      expect.arrayContaining(['%-10s', '%5.2f', '%lld', '%%', '%02x', '%p']),
    );
  });

  it('does not mistake a modulo for a conversion, nor an apostrophe for a character', () => {
    expect(tokenize('a % d')).toEqual(['a', '%', 'd']);
    expect(tokenize("don't stop")).toEqual(['don', 't', 'stop']);
  });

  it('cuts a query the way it cuts the text: words in lower case, C tokens as typed, no filler words', () => {
    expect(queryTerms('The FILE pointer -> %X')).toEqual(['file', 'pointer', '->', '%X']);
    expect(queryTerms('# include')).toEqual(['#include']);
    expect(queryTerms('for if do')).toEqual(['for', 'if', 'do']);
  });

  it('finds where the terms are in a text', () => {
    const text = 'p->next and q -> prev';
    expect(matchSpans(text, new Set(['->'])).map(([a, b]) => text.slice(a, b))).toEqual(['->', '->']);
  });
});

/** A lesson as the derive stage hands it over, with only what search reads. */
const lesson = (route: string, title: string, blocks: Lesson['blocks']): Lesson => ({
  route,
  title,
  blocks,
  unit: route.split('/')[1]!,
  slug: route.split('/')[2]!,
  description: '',
  file: `curriculum${route}.yaml`,
  blockLines: blocks.map(() => 1),
});

const fixture = [
  lesson('/unit4/structures', 'Structures', [
    { type: 'card', text: 'A structure groups values.' },
    { type: 'heading', level: 2, text: 'Pointers to structures and the `->` operator' },
    { type: 'card', text: 'Write `p->x` for `(*p).x`.' },
    {
      type: 'code',
      language: 'c',
      fragment: true,
      compiles: true,
      code: 'struct point *p = &pt;\np->x = 3;\n',
    },
    { type: 'heading', level: 2, text: 'Summary' },
    { type: 'list', ordered: false, items: ['**Bold** words and `sizeof`'] },
    {
      type: 'challenge',
      title: 'Distance',
      prompt: 'Compute it.',
      solution: 'int main(void) { return fseek(0, 0, 0); }\n',
      showSolution: true,
      solutionLabel: 'Show Solution',
      tests: [{ input: '', output: '' }],
    },
  ]),
  lesson('/unit5/files', 'File Handling in C', [
    { type: 'heading', level: 2, text: 'Moving around in a file' },
    {
      type: 'table',
      columns: ['Call', 'Meaning'],
      rows: [['`fseek(f, 0, SEEK_END)`', 'to the end']],
    },
    { type: 'heading', level: 2, text: 'Summary' },
    { type: 'card', text: 'Close every file.' },
  ]),
];

describe('search documents', () => {
  it('cuts lessons into sections at their headings, anchored as the page anchors them', () => {
    const docs = searchDocuments({ lessons: fixture });
    expect(docs.map((d) => d.id)).toEqual([
      '/unit4/structures#',
      '/unit4/structures#pointers-to-structures-and-the-operator',
      '/unit4/structures#summary',
      '/unit5/files#moving-around-in-a-file',
      '/unit5/files#summary',
    ]);
    const arrow = docs[1]!;
    expect(arrow.heading).toBe('Pointers to structures and the -> operator');
    expect(arrow.text).toContain('Write p->x for (*p).x.');
    expect(arrow.code).toContain('p->x = 3;');
  });

  it('indexes plain text, not Markdown, and never a hidden solution', () => {
    const summary = searchDocuments({ lessons: fixture })[2]!;
    expect(summary.text).toContain('Bold words and sizeof');
    expect(summary.text).not.toContain('**');
    expect(summary.text).toContain('Distance');
    expect(summary.code).not.toContain('fseek');
  });

  it('builds an index that finds C tokens exactly and words by prefix', () => {
    const { index } = searchAssets({ lessons: fixture });
    const engine = MiniSearch.loadJSON(index, indexOptions);
    const ids = (q: string) => engine.search(q, searchOptions).map((r) => String(r.id));
    expect(ids('->')).toEqual(['/unit4/structures#pointers-to-structures-and-the-operator']);
    expect(ids('-')).toEqual([]);
    expect(ids('fseek')).toEqual(['/unit5/files#moving-around-in-a-file']);
    expect(ids('SEEK_END')).toEqual(['/unit5/files#moving-around-in-a-file']);
    expect(ids('struct')).toContain('/unit4/structures#pointers-to-structures-and-the-operator');
    expect(ids('summary')).toHaveLength(2);
  });
});

describe('snippet', () => {
  const marked = (parts: { text: string; match: boolean }[]) =>
    parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

  it('quotes the prose around the first match, marking every match in it', () => {
    const text = 'First line.\nUse p->x, or (*p).x: p->x is shorter.';
    expect(marked(snippet({ text, code: '' }, new Set(['->'])))).toBe(
      'Use p[->]x, or (*p).x: p[->]x is shorter.',
    );
  });

  it('quotes the line of code when the prose does not match, and trims long lines at words', () => {
    const code = 'int x;\nfseek(f, 0L, SEEK_END);';
    expect(marked(snippet({ text: 'Nothing here.', code }, new Set(['fseek'])))).toBe(
      '[fseek](f, 0L, SEEK_END);',
    );
    const long = `${'word '.repeat(30)}malloc ${'more '.repeat(40)}`;
    const quoted = marked(snippet({ text: long, code: '' }, new Set(['malloc'])));
    expect(quoted.startsWith('…')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted).toContain('[malloc]');
    expect(quoted.length).toBeLessThan(160);
  });
});
