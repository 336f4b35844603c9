// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockRenderer, Blocks, titleLevels } from '../../../src/blocks/BlockRenderer.tsx';
import { firstSkip, headingLevels } from '../../lib/headings.ts';
import { block as blockSchema, blockTypes, type Block, type BlockType } from '../../../src/schema/index.ts';

afterEach(cleanup);

/** A minimal valid block of each type, and a text it must show. Typed so a new block type needs one. */
const samples: { [K in BlockType]: { input: Record<string, unknown>; shows: string } } = {
  heading: { input: { type: 'heading', text: 'What is a pointer?' }, shows: 'What is a pointer?' },
  card: { input: { type: 'card', text: 'A card explains.' }, shows: 'A card explains.' },
  list: { input: { type: 'list', items: ['Fast', 'Portable'] }, shows: 'Portable' },
  table: {
    input: { type: 'table', columns: ['Type', 'Size'], rows: [['int', '4 bytes']] },
    shows: '4 bytes',
  },
  code: { input: { type: 'code', code: 'int x = 1;', fragment: true }, shows: 'int x = 1;' },
  challenge: {
    input: { type: 'challenge', title: 'Sum', prompt: 'Add two numbers.' },
    shows: 'Add two numbers.',
  },
  callout: { input: { type: 'callout', text: 'Never use gets.' }, shows: 'Never use gets.' },
  compare: {
    input: {
      type: 'compare',
      left: { title: 'Union', items: ['Shared memory'] },
      right: { title: 'Structure', items: ['Separate memory'] },
    },
    shows: 'Separate memory',
  },
  quiz: {
    input: {
      type: 'quiz',
      kind: 'fill',
      question: 'Which specifier prints a `size_t`?',
      answer: '%zu',
      explanation: 'z is for size_t.',
    },
    shows: 'Which specifier prints a size_t?',
  },
  parsons: {
    input: {
      type: 'parsons',
      title: 'Say hi',
      prompt: 'Put the lines in order.',
      code: '#include <stdio.h>\nint main(void) {\n    puts("hi");\n}\n',
      tests: [{ output: 'hi\n' }],
    },
    shows: 'puts("hi");',
  },
};

const parse = (input: Record<string, unknown>): Block => blockSchema.parse(input);

describe('BlockRenderer', () => {
  it('has a sample for exactly the block types of the schema', () => {
    expect(Object.keys(samples).sort()).toEqual([...blockTypes].sort());
  });

  it.each(blockTypes.map((t) => [t]))('renders a minimal %s block with its content', async (type) => {
    const sample = samples[type];
    const { container } = render(<BlockRenderer block={parse(sample.input)} titleLevel={2} />);
    // A block whose renderer is a chunk of its own (the quiz, a Parsons problem) shows once that
    // chunk has arrived: on a busy machine, the first import of a chunk can take seconds.
    await waitFor(() => expect(container.textContent).toContain(sample.shows), { timeout: 20_000 });
  });

  it('renders a heading block at the level it declares, with an anchor id', () => {
    const { container } = render(
      <BlockRenderer
        block={parse({ type: 'heading', text: 'Bit Fields in Unions', level: 3 })}
        titleLevel={2}
      />,
    );
    const h = container.querySelector('h3');
    expect(h?.textContent).toBe('Bit Fields in Unions');
    expect(h?.id).toBe('bit-fields-in-unions');
  });

  it('renders an ordered list as numbered and a plain list as bullets', () => {
    const { container } = render(
      <>
        <BlockRenderer block={parse({ type: 'list', ordered: true, items: ['one'] })} titleLevel={2} />
        <BlockRenderer block={parse({ type: 'list', items: ['dot'] })} titleLevel={2} />
      </>,
    );
    expect(container.querySelector('ol li')?.textContent).toBe('one');
    expect(container.querySelector('ul li')?.textContent).toBe('dot');
  });

  it('renders a table with its column headings and one cell per column', () => {
    const { container } = render(
      <BlockRenderer
        block={parse({ type: 'table', columns: ['Type', 'Size'], rows: [['`int`', '4 bytes']] })}
        titleLevel={2}
      />,
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Type', 'Size']);
    expect([...container.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['int', '4 bytes']);
    expect(container.querySelector('td code')?.textContent).toBe('int');
  });
});

describe('titleLevels', () => {
  it('puts block titles one level below the last section heading', () => {
    const blocks = [
      parse({ type: 'card', title: 'Intro', text: 'x' }),
      parse({ type: 'heading', text: 'Section' }),
      parse({ type: 'card', title: 'In section', text: 'x' }),
      parse({ type: 'heading', text: 'Sub', level: 3 }),
      parse({ type: 'list', title: 'In sub', items: ['x'] }),
      parse({ type: 'heading', text: 'Next section', level: 2 }),
      parse({ type: 'callout', text: 'x' }),
    ];
    expect(titleLevels(blocks)).toEqual([2, 3, 3, 4, 4, 3, 3]);
  });

  it('gives a page whose headings and titled blocks never skip a level', () => {
    const blocks = [
      parse({ type: 'card', title: 'Before any heading', text: 'x' }),
      parse({ type: 'heading', text: 'Section' }),
      parse({
        type: 'compare',
        title: 'A vs B',
        left: { title: 'A', items: ['a'] },
        right: { title: 'B', items: ['b'] },
      }),
      parse({ type: 'heading', text: 'Sub', level: 3 }),
      parse({
        type: 'compare',
        title: 'C vs D',
        left: { title: 'C', items: ['c'] },
        right: { title: 'D', items: ['d'] },
      }),
      parse({
        type: 'challenge',
        title: 'Try it',
        prompt: 'x',
        solution: 'int main(void){}',
        tests: [{ output: '' }],
      }),
      parse({ type: 'heading', text: 'Section 2' }),
      parse({ type: 'callout', text: 'note' }),
    ];
    const { container } = render(
      <>
        <h1>Lesson</h1>
        <Blocks blocks={blocks} />
      </>,
    );
    const levels = headingLevels(container);
    expect(levels.length).toBeGreaterThan(8);
    expect(firstSkip(levels)).toBeUndefined();
  });
});
