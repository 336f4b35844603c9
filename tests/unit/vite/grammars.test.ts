import { describe, expect, it } from 'vitest';
import { grammarImports } from '../../../src/vite/curriculumPlugin.ts';

describe('the Prism grammars a lesson chunk brings', () => {
  it('brings bash to a lesson with a bash (or shell) block, wherever the block sits', () => {
    expect(grammarImports([{ type: 'code', language: 'bash', code: 'gcc a.c' }])).toEqual([
      'prismjs/components/prism-bash',
    ]);
    expect(
      grammarImports([
        { type: 'card', text: 'x' },
        { type: 'code', files: [], language: 'shell', code: './a.out' },
        { type: 'code', language: 'bash', code: 'ls' },
      ]),
    ).toEqual(['prismjs/components/prism-bash']);
  });

  it('brings nothing for C and plain text, which every page highlights already', () => {
    expect(
      grammarImports([
        { type: 'code', language: 'c', code: 'int x;' },
        { type: 'code', language: 'text', code: '42' },
        { type: 'challenge', title: 'T', prompt: 'p' },
      ]),
    ).toEqual([]);
  });
});
