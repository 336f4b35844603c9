// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Inline, Paragraphs } from '../../../src/inline/Inline.tsx';

afterEach(cleanup);

function show(node: React.ReactNode) {
  const { hook } = memoryLocation({ path: '/unit1/basics' });
  return render(<Router hook={hook}>{node}</Router>).container;
}

describe('Inline', () => {
  it('renders code spans, bold and italic as elements', () => {
    const el = show(<Inline text="Use `int` for **whole** numbers, *not* fractions." />);
    expect(el.querySelector('code')?.textContent).toBe('int');
    expect(el.querySelector('strong')?.textContent).toBe('whole');
    expect(el.querySelector('em')?.textContent).toBe('not');
    expect(el.textContent).toBe('Use int for whole numbers, not fractions.');
  });

  it('renders an internal link as an anchor to that route', () => {
    const el = show(<Inline text="Back to [the basics](/unit1/basics)." />);
    const links = el.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/unit1/basics');
    expect(links[0]?.textContent).toBe('the basics');
  });

  it('renders an external link as an anchor that cannot reach back into the page', () => {
    const el = show(<Inline text="See [GCC](https://gcc.gnu.org/)." />);
    const a = el.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://gcc.gnu.org/');
    expect(a?.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['javascript:', '[click me](javascript:alert(document.cookie))'],
    ['JAVASCRIPT:', '[click me](JAVASCRIPT:alert(1))'],
    ['data:', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['protocol-relative', '[click me](//evil.example.com)'],
  ])('renders a %s link as plain text, not as a link', (_kind, text) => {
    const el = show(<Inline text={text} />);
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('[href]')).toBeNull();
    expect(el.textContent).toContain('click me');
  });

  it('shows HTML in the text as literal text and creates no element from it', () => {
    const text = 'Try <img src=x onerror=alert(1)> and <script>alert(2)</script> and <b>bold</b>';
    const el = show(<Inline text={text} />);
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('script')).toBeNull();
    expect(el.querySelector('b')).toBeNull();
    expect(el.textContent).toBe(text);
  });

  it('shows HTML inside a code span as literal code', () => {
    const el = show(<Inline text="Write `#include <stdio.h>` first" />);
    expect(el.querySelector('code')?.textContent).toBe('#include <stdio.h>');
    expect(el.querySelector('stdio\\.h')).toBeNull();
  });
});

describe('Paragraphs', () => {
  it('makes one paragraph per blank-line-separated block of text', () => {
    const el = show(
      <Paragraphs text={'A **pointer**\nholds an address.\n\nIt has a type.\n\n\nUse `&x`.'} />,
    );
    const ps = [...el.querySelectorAll('p')];
    expect(ps.map((p) => p.textContent)).toEqual([
      'A pointer holds an address.',
      'It has a type.',
      'Use &x.',
    ]);
    expect(ps[0]?.querySelector('strong')?.textContent).toBe('pointer');
    expect(ps[2]?.querySelector('code')?.textContent).toBe('&x');
  });
});
