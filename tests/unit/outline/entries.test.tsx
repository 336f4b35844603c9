// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Blocks } from '../../../src/blocks/BlockRenderer.tsx';
import { outlineOf } from '../../../src/outline/entries.ts';
import { currentIndex, readingLine } from '../../../src/outline/current.ts';
import { block, type Block } from '../../../src/schema/index.ts';

afterEach(cleanup);

const blocks: Block[] = [
  { type: 'card', title: 'Not a section', text: 'A card title is no section.' },
  { type: 'heading', text: 'What is a `pointer`?' },
  { type: 'heading', text: 'The **address-of** operator', level: 3 },
  { type: 'challenge', title: 'Swap', prompt: 'Swap two ints.' },
  { type: 'heading', text: 'Pointers and arrays' },
].map((b) => block.parse(b));

describe('outlineOf', () => {
  it('lists the section headings in page order, as plain text, with their levels', () => {
    expect(outlineOf(blocks)).toEqual([
      { id: 'what-is-a-pointer', text: 'What is a pointer?', level: 2 },
      { id: 'the-address-of-operator', text: 'The address-of operator', level: 3 },
      { id: 'pointers-and-arrays', text: 'Pointers and arrays', level: 2 },
    ]);
  });

  it('links to the very ids the rendered headings carry (one source for page and outline)', () => {
    const { container } = render(<Blocks blocks={blocks} />);
    const rendered = [...container.querySelectorAll('h2[id], h3[id]')].map((h) => h.id);
    expect(outlineOf(blocks).map((e) => e.id)).toEqual(rendered);
  });

  it('is empty for a lesson without headings', () => {
    expect(outlineOf([block.parse({ type: 'card', text: 'Only a card.' })])).toEqual([]);
  });
});

describe('currentIndex', () => {
  it('is the last heading that has reached the reading line', () => {
    expect(currentIndex([-400, -20, 150, 900], 200)).toBe(2);
    expect(currentIndex([-400, -20, 250, 900], 200)).toBe(1);
  });

  it('is -1 above the first heading, and the last one at the end of the page', () => {
    expect(currentIndex([300, 900], 200)).toBe(-1);
    expect(currentIndex([-900, -300], 200)).toBe(1);
    expect(currentIndex([], 200)).toBe(-1);
  });

  it('counts a heading exactly on the line as reached', () => {
    expect(currentIndex([0, 200], 200)).toBe(1);
  });

  it('puts the reading line a quarter of the way down the viewport', () => {
    expect(readingLine(800)).toBe(200);
  });
});
