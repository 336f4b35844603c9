// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../../src/blocks/BlockRenderer.tsx';
import { lessonLoaders } from '../../../src/site/data.ts';

afterEach(cleanup);

describe('a quiz as a lesson chunk serves it', () => {
  it('arrives as a stub and shows its question once the renderer and the lesson’s faces have loaded', async () => {
    // The fixture course's first lesson has one quiz; its chunk carries only the quiz's id.
    const route = '/unit1/hello';
    const { default: lesson } = await lessonLoaders[route]!();
    const stub = lesson.blocks.find((b) => b.type === 'quiz')!;
    expect(stub).toEqual({ type: 'quiz', id: expect.stringMatching(/^\/unit1\/hello#/) as string });

    render(<BlockRenderer block={stub} titleLevel={2} />);
    await screen.findByText('Where does every C program start?', {}, { timeout: 15_000 });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
