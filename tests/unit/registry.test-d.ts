import { describe, expectTypeOf, it } from 'vitest';
import { renderers } from '../../src/blocks/registry.ts';
import type { BlockComponent, BlockProps } from '../../src/blocks/types.ts';
import type { QuizFace, QuizStub } from '../../src/content/quizFace.ts';
import type { BlockOf, BlockType } from '../../src/schema/index.ts';

type RendererMap = { [K in BlockType]: BlockComponent<K> };

describe('block renderer registry', () => {
  it('has exactly one renderer key per block type', () => {
    expectTypeOf<keyof typeof renderers>().toEqualTypeOf<BlockType>();
    expectTypeOf<BlockType>().toEqualTypeOf<
      | 'heading'
      | 'card'
      | 'list'
      | 'table'
      | 'code'
      | 'challenge'
      | 'callout'
      | 'compare'
      | 'quiz'
      | 'parsons'
    >();
  });

  it('gives each block type a renderer that takes that block', () => {
    expectTypeOf(renderers).toEqualTypeOf<RendererMap>();
    expectTypeOf(renderers.compare).parameter(0).toEqualTypeOf<BlockProps<'compare'>>();
    expectTypeOf<BlockProps<'challenge'>['block']>().toEqualTypeOf<BlockOf<'challenge'>>();
    // A quiz reaches the page without its answers: its renderer gets a stub (the lesson's chunk)
    // or a face (tests and tools), never the key.
    expectTypeOf<BlockProps<'quiz'>['block']>().toEqualTypeOf<QuizStub | QuizFace>();
  });

  it('rejects a map that misses a block type', () => {
    const { compare: _compare, ...withoutCompare } = renderers;
    // @ts-expect-error 'compare' is missing, so a compare block would have no renderer.
    const missing: RendererMap = {
      heading: withoutCompare.heading,
      card: withoutCompare.card,
      list: withoutCompare.list,
      table: withoutCompare.table,
      code: withoutCompare.code,
      challenge: withoutCompare.challenge,
      callout: withoutCompare.callout,
    };
    expectTypeOf(missing).toEqualTypeOf<RendererMap>();
  });

  it('rejects a renderer registered for the wrong block type', () => {
    const wrong: RendererMap = {
      ...renderers,
      // @ts-expect-error a table renderer cannot render a compare block.
      compare: renderers.table,
    };
    expectTypeOf(wrong).toEqualTypeOf<RendererMap>();
  });
});
