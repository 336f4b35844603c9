import { describe, expect, it } from 'vitest';
import { paragraphs, parseInline, plainText, safeHref } from '../../../src/inline/parse.ts';

describe('parseInline', () => {
  it('keeps plain text as one text node', () => {
    expect(parseInline('A variable holds a value.')).toEqual([
      { kind: 'text', text: 'A variable holds a value.' },
    ]);
  });

  it('parses code spans, and nothing inside them is markup', () => {
    expect(parseInline('Use `printf("%d", **p)` here')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'printf("%d", **p)' },
      { kind: 'text', text: ' here' },
    ]);
  });

  it('parses bold and italic, with both italic spellings', () => {
    expect(parseInline('**bold** and *it* and _also_')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'also' }] },
    ]);
  });

  it('parses markup nested in bold and in link text', () => {
    expect(parseInline('**a `b`** [see *this*](/unit2/pointers)')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'code', text: 'b' },
        ],
      },
      { kind: 'text', text: ' ' },
      {
        kind: 'link',
        href: '/unit2/pointers',
        children: [
          { kind: 'text', text: 'see ' },
          { kind: 'em', children: [{ kind: 'text', text: 'this' }] },
        ],
      },
    ]);
  });

  it('leaves underscores inside C identifiers alone', () => {
    expect(parseInline('call read_file_name and my_var_x')).toEqual([
      { kind: 'text', text: 'call read_file_name and my_var_x' },
    ]);
  });

  it('leaves a lone asterisk (multiplication, pointer) as text', () => {
    expect(plainText('x * y is the product')).toBe('x * y is the product');
    expect(parseInline('int *p declares a pointer')).toEqual([
      { kind: 'text', text: 'int *p declares a pointer' },
    ]);
  });
});

describe('safeHref', () => {
  it('accepts site routes, anchors, http(s) and mailto', () => {
    expect(safeHref('/unit1/basics')).toEqual({ internal: true });
    expect(safeHref('#bit-fields')).toEqual({ internal: false });
    expect(safeHref('https://gcc.gnu.org')).toEqual({ internal: false });
    expect(safeHref('mailto:info@example.com')).toEqual({ internal: false });
  });

  it('refuses script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('vbscript:msgbox')).toBeUndefined();
    expect(safeHref('//evil.example.com/x')).toBeUndefined();
  });
});

describe('paragraphs', () => {
  it('splits at blank lines and joins single line breaks with a space', () => {
    expect(paragraphs('First line\ncontinues.\n\nSecond paragraph.\n   \nThird.\n')).toEqual([
      'First line continues.',
      'Second paragraph.',
      'Third.',
    ]);
  });
});

describe('plainText', () => {
  it('drops the markup and keeps the words', () => {
    expect(plainText('**Bit** `fields` in [unions](/unit4/unions)')).toBe('Bit fields in unions');
  });
});
